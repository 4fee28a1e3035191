USERS = [
    {"id": 1, "name": "ana", "active": True},
    {"id": 2, "name": "ben", "active": False},
    {"id": 3, "name": "cho", "active": True},
]


def find_user(users, name):
    for u in users:
        if u["name"] == name and u["active"]:
            return u
    return None


print(find_user(USERS, "ana"))
print(find_user(USERS, "ben"))
