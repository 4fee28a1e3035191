# Count the words in a text file
filename = input("File name: ")

file = open(filename, "r")
text = file.read()
file.close()

words = text.lower().split()
counts = {}

for word in words:
    word = word.strip(".,!?;:\"'()")
    if word == "":
        continue
    if word in counts:
        counts[word] = counts[word] + 1
    else:
        counts[word] = 1

print("Number of words:", len(words))
print("Different words:", len(counts))

# the ten most common words
top = sorted(counts.items(), key=lambda pair: pair[1], reverse=True)
for word, n in top[:10]:
    print(word, n)
