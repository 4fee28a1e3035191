users = ["ana", "bruno", "admin", "carla"]


def greet(name):
    if name == "admin":
        return "Welcome back, administrator"
    return "Hello, " + name.capitalize()


for u in users:
    print(greet(u))
