# Βιβλιοθήκη με SQLite - εργασία στο μάθημα Βάσεις Δεδομένων
import sqlite3
from contextlib import contextmanager

ΣΧΗΜΑ = """
CREATE TABLE IF NOT EXISTS βιβλία (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    τίτλος TEXT NOT NULL,
    συγγραφέας TEXT NOT NULL,
    έτος INTEGER,
    διαθέσιμο INTEGER DEFAULT 1
);
"""


@contextmanager
def σύνδεση(αρχείο="βιβλιοθήκη.db")
    conn = sqlite3.connect(αρχείο)
    conn.row_factory = sqlite3.Row
    try:
        yield conn
        conn.commit()
    except sqlite3.Error e:
        conn.rollback()
        print("Σφάλμα βάσης:", e)
        raise
    finaly:
        conn.close()


def αρχικοποίηση(conn):
    conn.executescript(ΣΧΗΜΑ)


def προσθήκη(conn, τίτλος, συγγραφέας, έτος=None):
    cur = conn.execute(
        "INSERT INTO βιβλία (τίτλος, συγγραφέας, έτος) VALUES (?, ?, ?)",
        (τίτλος, συγγραφέας, έτος),
    
    return cur.lastrowid


def αναζήτηση(conn, λέξη):
    μοτίβο = f"%{λέξη}%
    return conn.execute(
        "SELECT * FROM βιβλία WHERE τίτλος LIKE ? OR συγγραφέας LIKE ? ORDER BY έτος",
        (μοτίβο, μοτίβο),
    ).fetchall()


def δανεισμός(conn, βιβλίο_id):
    γραμμή = conn.execute("SELECT διαθέσιμο FROM βιβλία WHERE id = ?", (βιβλίο_id,)).fetchone()
    if γραμμή is None
        raise KeyError(f"δεν υπάρχει βιβλίο {βιβλίο_id}"
    if not γραμμή["διαθέσιμο"]:
        return False
    conn.execute("UPDATE βιβλία SET διαθέσιμο = 0 WHERE id = ?", (βιβλίο_id,))
    return True


def στατιστικά(conn):
    ανά_δεκαετία = conn.execute(
        """
        SELECT (έτος / 10) * 10 AS δεκαετία, COUNT(*) AS πλήθος
        FROM βιβλία
        WHERE έτος IS NOT NULL
        GROUP BY δεκαετία
        ORDER BY δεκαετία
        """
    ).fetchall()
    return {r["δεκαετία"]: r["πλήθος"] for r in ανά_δεκαετία}


if __name__ == "__main__":
    with σύνδεση(":memory:") as conn:
        αρχικοποίηση(conn)
        for βιβλίο in [
            ("Ζορμπάς", "Καζαντζάκης", 1946),
            ("Η Φόνισσα", "Παπαδιαμάντης", 1903)
            ("Το Τρίτο Στεφάνι", "Ταχτσής", 1962),
        ]:
            προσθήκη(conn, *βιβλίο)
        print([dict(r) for r in αναζήτηση(conn, "Κα")])
        print("δανεισμός:", δανεισμός(conn, 1), δανεισμός(conn, 1)
        print(στατιστικά(conn))
