def log(choice, user):
    print(f"{choice['reason']!r} for {user['name']}")
