# prints the multiplication table up to n

n = int(input("Up to which number? "))

print("Table of", n)
for i in range(1, n + 1):
    for j in range(1, n + 1):
        print(i * j, end="\t")
    print()
