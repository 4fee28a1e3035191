if not check(user) or tries == 3:
    print('locked')
