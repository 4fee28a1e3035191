import sqlite3

import pytest


@pytest.fixture
def db(tmp_path):
    con = sqlite3.connect(tmp_path / "shop.db")
    con.execute("CREATE TABLE items (name TEXT, price REAL)")
    con.execute("INSERT INTO items VALUES ('pen', 1.5)")
    con.commit()
    try:
        yield con
    finally:
        con.close()


def test_price(db):
    (price,) = db.execute("SELECT price FROM items WHERE name = 'pen'").fetchone()
    assert price == 1.5
