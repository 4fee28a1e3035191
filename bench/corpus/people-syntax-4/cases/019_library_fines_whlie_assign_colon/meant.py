# Library fine calculator - CS101 lab 4
# Fines: 0.25 per day for the first week, 0.50 per day after that, max 10.00

MAX_FINE = 10.00


def fine_for(days_late):
    if days_late <= 0:
        return 0
    if days_late <= 7:
        fine = days_late * 0.25
    else:
        fine = 7 * 0.25 + (days_late - 7) * 0.50
    if fine > MAX_FINE:
        fine = MAX_FINE
    return fine


def read_days():
    days = input("Days late (or q to quit): ")
    while not days.isdigit():
        if days == "q":
            return None
        print("Please type a whole number.")
        days = input("Days late (or q to quit): ")
    return int(days)


total = 0
books = 0
while True:
    days = read_days()
    if days == None:
        break
    fine = fine_for(days)
    if fine == MAX_FINE:
        print("Maximum fine reached!")
    print("Fine for this book:", fine)
    total = total + fine
    books = books + 1

print("Books returned:", books)
print("Total fines: $" + str(round(total, 2)))
