def digit_sum(n):
    total = 0
    while (n > 0) {
        total += n % 10
        n = n // 10
    }
    return total


def countdown(k):
    while k > 0:
        print(k)
        k--
    print("liftoff")


/* check a few numbers */
for x in [0, 7, 123, 9999]:
    print(x, digit_sum(x))
countdown(5)
