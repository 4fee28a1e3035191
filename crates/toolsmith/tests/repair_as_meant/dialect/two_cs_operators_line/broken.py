if !check(user) || tries == 3:
    print('locked')
