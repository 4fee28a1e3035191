def check_password(pw):
    has_upper = False
    has_digit = False
    for ch in pw:
        if ch.isupper():
            has_upper = True
        if ch.isdigit():
            has_digit = True

    if len(pw) < 8:
        print("Too short (need 8 characters)")
        return False
    if not has_upper:
        print("Add at least one capital letter")
        return False
    if has_digit:
        print("Nice, it has a number")
    else:
        print("Add at least one number")
        return False
    return True


tries = 0
accepted = False
while tries < 3 and not accepted:
    password = input("Choose a password: ")
    if check_password(password):
        print("Password accepted!")
        accepted = True
    tries += 1

if not accepted:
    print("Too many tries, bye")
