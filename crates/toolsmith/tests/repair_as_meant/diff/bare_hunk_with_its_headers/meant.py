def greet(name):
    name = name.strip() or "stranger"
    print(f"Hello {name}")

greet(input("Name? "))
