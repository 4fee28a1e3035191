for k in range(len(b)):
    print(k)
