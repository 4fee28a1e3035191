# Python Programming (CS-2104) - Internal Assessment 2
# Q4. Iterators and generators
# Roll no. 21BCE0473


# (i) iterator class that counts down from n to 1
class Countdown
    def __init__(self, n):
        self.current = n

    def __iter__(self):
    return self

    def __next__(self):
        if self.current <= 0:
            raise StopIteration
        value = self.current
        self.current -= 1
        return value


# (ii) generator for fibonacci numbers below a limit
def fib(limit):
    a, b = 0, 1
    while a < limit:
        yield a
        a, b = b, a + b


# (iii) generator that gives a list in chunks of size k
def chunks(items, k):
    for i in range(0, len(items), k):
        yield items[i:i + k]


# (iv) grade each mark lazily
def grades(marks):
    for m in marks:
        if m >= 75:
            yield "distinction"
        else if m >= 40:
            yield "pass"
        else:
            yield "fail"


for x in Countdown(3):
    print(x, end=" ")          # 3 2 1
print()
print(list(fib(50)))           # [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
print(list(chunks([1, 2, 3, 4, 5], 2))
print(list(grades([82, 40, 39])))
