lambda = 0.5
print(lambda)
