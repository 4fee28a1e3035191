def build_query(table, columns, where=None, limit=None):
    sql = "SELECT " + ", ".join(columns) + \
          " FROM " + table
    if where:
        clauses = []
        for col, val in where.items():
            clauses.append("%s = '%s'" % (col, val))
        sql += " WHERE " + \
               " AND ".join(clauses)
    if limit:
        sql += " LIMIT %d" % limit
    return sql


ok = build_query("users", ["id", "name"]) == \
    "SELECT id, name FROM users"
print(ok)
print(build_query("orders", ["id", "total"], {"status": "open", "region": "EU"}, 20))
