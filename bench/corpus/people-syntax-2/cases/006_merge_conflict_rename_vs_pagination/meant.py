"""Sync users from the HR API into the local SQLite directory."""
import sqlite3
import sys

import requests

API = "https://hr.example.com/api/v2"
DB_PATH = "directory.db"


def get_users(session, page_size=100):
    users, page = [], 1
    while True:
        resp = session.get(API + "/users", params={"page": page, "per_page": page_size})
        resp.raise_for_status()
        batch = resp.json()["users"]
        users.extend(batch)
        if len(batch) < page_size:
            break
        page += 1
    return users


def upsert(conn, user):
    conn.execute(
        "INSERT INTO users (id, email, name, dept) VALUES (?, ?, ?, ?) "
        "ON CONFLICT(id) DO UPDATE SET email=excluded.email, name=excluded.name, dept=excluded.dept",
        (user["id"], user["email"], user["full_name"], user.get("department", "")),
    )


def main():
    token = sys.argv[1] if len(sys.argv) > 1 else None
    if not token:
        sys.exit("usage: sync_users.py API_TOKEN")
    session = requests.Session()
    session.headers["Authorization"] = f"Bearer {token}"
    conn = sqlite3.connect(DB_PATH)
    conn.execute(
        "CREATE TABLE IF NOT EXISTS users (id INTEGER PRIMARY KEY, email TEXT, name TEXT, dept TEXT)"
    )
    users = get_users(session)
    for user in users:
        upsert(conn, user)
    conn.commit()
    conn.close()
    print(f"synced {len(users)} users")


if __name__ == "__main__":
    main()
