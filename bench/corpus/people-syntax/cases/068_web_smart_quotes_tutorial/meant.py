def greet(name='friend'):
    print("Hello, " + name + "!")


def ask_age():
    age = int(input("How old are you? "))
    if age >= 18:
        print("You can vote.")
    else:
        print("You can vote in", 18 - age, "years.")


greet()
greet("Sam")
ask_age()
