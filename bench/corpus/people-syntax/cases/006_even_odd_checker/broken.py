def is_even(n):
if n % 2 == 0:
    return True
else:
    return False


numbers = [3, 8, 15, 22, 7, 10]
for n in numbers:
    if is_even(n):
        print(n, "is even")
    else:
        print(n, "is odd")
