import sqlite3


def init_db(path="todo.db"):
    conn = sqlite3.connect(path)
    conn.execute(
        "CREATE TABLE IF NOT EXISTS todo (id INTEGER PRIMARY KEY, title TEXT NOT NULL, done INTEGER DEFAULT 0)"
    )
    return conn


def add_task(conn, title):
    conn.execute("INSERT INTO todo (title) VALUES (?)", (title,))
    conn.commit()


def complete_task(conn, task_id):
    conn.execute("UPDATE todo SET done = 1 WHERE id = ?", (task_id,))
    conn.commit()


def list_tasks(conn):
    return conn.execute("SELECT id, title, done FROM todo ORDER BY id").fetchall()

# Example usage

conn = init_db(":memory:")
add_task(conn, "Buy milk")
add_task(conn, "Write report")
complete_task(conn, 1)
for task_id, title, done in list_tasks(conn):
    print(task_id, "[x]" if done else "[ ]", title)
