import sys


# Print the last lines of a log that hold a word.
def tail(path, word, count):
    found = []
    with open(path) as f:
        for line in f.readlines():
            if word in line and len(line) > 1:
                found.append(line.rstrip())


    return found[-count:]



for line in tail(sys.argv[1], "ERROR", 5):
    print(line)

