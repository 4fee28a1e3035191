```py
import json


def load_users(path):
    with open(path) as f
        return json.load(f)


def active(users):
    return [u for u in users if u.get("active")]


if __name__ == "__main__":
    users = load_users("users.json")
    print(len(active(users)), "active users")
```
