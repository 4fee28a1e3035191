LIMIT = 500.0

expenses = [("rent", 300.0), ("food", 120.0), ("bike repair", 95.0), ("books", 40.0)]

total = 0.0
approved = []
for name, amount in expenses:
    total += amount
    if total > LIMIT:
        print("limit reached at", name)
        break
    approved.append(name)

print("approved:", approved)
print("total:", total)
