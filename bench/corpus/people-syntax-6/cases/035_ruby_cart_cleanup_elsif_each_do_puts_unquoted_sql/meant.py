import os
import sys
from datetime import date, timedelta

import psycopg2

DSN = os.environ.get("DATABASE_URL", "postgresql://localhost/shop_dev")
KEEP_DAYS = int(os.environ.get("KEEP_DAYS", "30"))

STALE_CARTS_SQL = """
    SELECT id, user_id, updated_at
    FROM carts
    WHERE checked_out = false AND updated_at < %s
"""


def stale_carts(cur, cutoff):
    cur.execute(STALE_CARTS_SQL, (cutoff,))
    return cur.fetchall()


def describe(cart):
    cart_id, user_id, updated = cart
    if user_id is None:
        return f"guest cart {cart_id} (last touched {updated:%Y-%m-%d})"
    elif (date.today() - updated.date()).days > 90:
        return f"cart {cart_id} of user {user_id} (abandoned)"
    else:
        return f"cart {cart_id} of user {user_id}"


def main(dry_run):
    cutoff = date.today() - timedelta(days=KEEP_DAYS)
    with psycopg2.connect(DSN) as conn, conn.cursor() as cur:
        carts = stale_carts(cur, cutoff)
        print(f"{len(carts)} carts older than {cutoff}")
        for cart in carts:
            print("  " + describe(cart))
        if carts and not dry_run:
            ids = [c[0] for c in carts]
            cur.execute("DELETE FROM cart_items WHERE cart_id = ANY(%s)", (ids,))
            cur.execute("DELETE FROM carts WHERE id = ANY(%s)", (ids,))
            print("deleted.")


if __name__ == "__main__":
    main(dry_run="--dry-run" in sys.argv)
