balance = 500
pin = "1234"
attempts = 0

entered = input("Enter your PIN: ")
while entered != pin and attempts < 2:
    attempts += 1
    print("Wrong PIN, try again.")
    entered = input("Enter your PIN: ")

if entered != pin:
    print("Card blocked. Please contact your bank.")
else:
    choice = ""
    while choice != "4":
        print()
        print("1. Check balance")
        print("2. Deposit")
        print("3. Withdraw")
        print("4. Exit")
        choice = input("Choose an option: ")
        if choice = "1":
            print("Your balance is", balance)
        elif choice == "2":
            amount = float(input("Amount to deposit: ))
            balance = balance + amount
            print("New balance:", balance)
        elif choice == "3":
            amount = float(input("Amount to withdraw: "))
            if amount > balance:
                print("Not enough money!")
            else
                balance = balance - amount
                print("Please take your cash. New balance:", balance)
        elif choice != "4":
            print("Invalid option")
    print("Goodbye!")
