def rows(con, q):
    retrun [dict(r) for r in con.execute(q)]
