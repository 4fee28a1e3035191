# Times tables
number = int(input("Which times table? "))

print "The", number, "times table"
for i in range(1, 13)
    print(i, "x", number, "=", i * number)

# the whole table from 1 to 10
print()
for row in range(1, 11):
    line = ""
    for col in range(1, 11):
        line = line + str(row * col).rjust(4)
    print(line)
