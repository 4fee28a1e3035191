# practice: loops and lists (week 4)

fruits = ["apple", "banana", "cherry"]

for f range(len(fruits)):
    print(f, fruits[f])

count = 0
while count < 5
    print("count is", count)
    count = count + 1

total = 0
for i in range(1, 11):
    total = total +
        i
print("sum 1..10 =", total)

if total > 50:
    print("big")
 else:
    print("small")
