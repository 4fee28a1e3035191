# Export open work orders from the SQL Server DB to a CSV for the planners
import csv
import datetime
import sys

import pyodbc

CONN_STR = (
    "DRIVER={ODBC Driver 17 for SQL Server};"
    "SERVER=plant-sql01;DATABASE=Maintenance;Trusted_Connection=yes;"
)
QUERY = """
SELECT wo.Id, wo.Title, wo.Priority, wo.DueDate, a.Name AS Asset
FROM WorkOrders wo JOIN Assets a ON a.Id = wo.AssetId
WHERE wo.Status = 'Open'
ORDER BY wo.Priority, wo.DueDate
"""


def fetch_open_orders(conn):
    cursor = conn.cursor()
    cursor.execute(QUERY)
    columns = [c[0] for c in cursor.description]
    return [dict(zip(columns, row)) for row in cursor.fetchall()]


def is_overdue(order, today):
    return order["DueDate"] is not None and order["DueDate"].date() < today


def write_csv(orders, path):
    today = datetime.date.today()
    with open(path, "w", newline="", encoding="utf-8-sig") as f:
        # planners open it in German Excel, so ; as delimiter
        writer = csv.writer(f, delimiter=";")
        writer.writerow(["Id", "Title", "Priority", "Due", "Asset", "Overdue"])
        for order in orders:
            due = order["DueDate"].strftime("%d.%m.%Y") if order["DueDate"] else ""
            writer.writerow([order["Id"], order["Title"], order["Priority"], due,
                             order["Asset"], "YES" if is_overdue(order, today) else ""])


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "open_work_orders.csv"
    with pyodbc.connect(CONN_STR) as conn:
        orders = fetch_open_orders(conn)
    write_csv(orders, path)
    overdue = sum(1 for o in orders if is_overdue(o, datetime.date.today()))
    print(f"Exported {len(orders)} open work orders ({overdue} overdue) to {path}")


if __name__ == "__main__":
    main()
