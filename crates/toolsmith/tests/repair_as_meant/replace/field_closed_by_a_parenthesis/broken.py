a = 1
b = 2
print(f"Score: you {a} - {b) computer")
