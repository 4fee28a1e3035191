# Temperature converter
print("Welcome to the temperature converter")
choice = input("Convert to (C)elsius or (F)ahrenheit? ")
temp = float(input("Enter the temperature: "))

if choice == "C" or choice == "c":
    result = (temp - 32) * 5 / 9
    unit = "C"
elif choice == "F" or choice == "f":
    result = temp * 9 / 5 + 32
    unit = "F"
else:
    print("I don't know that unit")
    result = temp
    unit = "?"

result = round(result, 1)
print("The temperature is " + str(result) + " degrees " + unit)
