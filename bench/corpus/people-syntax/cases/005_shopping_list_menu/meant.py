shopping = []

while True:
    print("1. Add item")
    print("2. Show list")
    print("3. Remove item")
    print("4. Quit")
    choice = input("Choose: ")

    if choice == "1":
        item = input("What do you want to add? ")
        shopping.append(item)
        print(item, "added")
    elif choice == "2":
        for item in shopping:
            print("-", item)
    elif choice == "3":
        item = input("What do you want to remove? ")
        if item in shopping:
            shopping.remove(item)
        else:
            print("That is not on the list")
    elif choice == "4":
        print("Bye!")
        break
    else:
        print("Please type 1, 2, 3 or 4")
