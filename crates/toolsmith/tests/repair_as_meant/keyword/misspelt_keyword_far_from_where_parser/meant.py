def rows(con, q):
    return [dict(r) for r in con.execute(q)]
