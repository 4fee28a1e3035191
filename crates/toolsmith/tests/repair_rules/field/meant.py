x = 1
print(f"{x:.2f}")
