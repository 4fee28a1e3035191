def f(con, a, b):
    con.execute(
        "INSERT",
        (a, b, g(),
    )
    con.execute("UPDATE", (a,))
