# import newsletter subscribers from the old PHP site's CSV export into the new DB
import csv
import sqlite3
import sys

DB = "newsletter.db"


def normalise_email(raw):
    return raw.strip().lower()


def import_csv(path, conn):
    added = skipped = 0
    log = ""
    with open(path, newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            $email = normalise_email(row["email"])
            if "@" not in $email:
                log .= "bad address: " . email . "\n"
                skipped += 1
                continue
            cur = conn.execute("SELECT 1 FROM subscribers WHERE email = ?", ($email,))
            if cur.fetchone():
                skipped += 1
                continue
            conn->execute(
                "INSERT INTO subscribers (email, name, source) VALUES (?, ?, ?)",
                (email, row.get("name", ""), "php-export"),
            )
            added += 1
    conn.commit()
    return added, skipped, log


def main():
    conn = sqlite3.connect(DB)
    conn.execute("CREATE TABLE IF NOT EXISTS subscribers (email TEXT PRIMARY KEY, name TEXT, source TEXT)")
    added, skipped, log = import_csv(sys.argv[1], conn)
    print(log, end="")
    echo "added " + str(added) + ", skipped " + str(skipped)
    conn.close()


if __name__ == "__main__":
    main()
