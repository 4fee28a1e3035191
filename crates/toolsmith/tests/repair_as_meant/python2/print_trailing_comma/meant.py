for row in range(1, 4):
    for col in range(1, 4):
        print("%3d" % (row * col), end=" ")
    print()
