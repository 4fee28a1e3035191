correct = "python123"
tries = 0

while tries < 3:
    password = input("Password: ")
    tries = tries + 1
    if password == correct:
        print("Access granted")
        break
    else:
        print("Wrong password")
    if tries == 3:
        print("Too many tries, locked out")
