# login checker - I come from C/Java so sorry for the style
users = {"admin": "1234", "bob": "hunter2"}
attempts = 0

def check(user, pwd):
    if user in users && users[user] == pwd:
        return True
    return False

while attempts < 3:
    user = input("user: ")
    pwd = input("password: ")
    if check(user, pwd):
        print("welcome " + user)
        break
    else if user == "":
        print("empty user")
    attempts++
    print("wrong, " + str(3 - attempts) + " tries left")

if !check(user, pwd) || attempts == 3:
    print("locked")
