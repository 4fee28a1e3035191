lambda_ = 0.5
print(lambda_)
