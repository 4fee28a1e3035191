print("start

num1  8
print(num1)
