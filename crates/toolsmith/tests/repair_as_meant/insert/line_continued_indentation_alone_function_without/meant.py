def main():
    total = 0
    for i in range(3):
        total = total + \
            i
