# count the most common words in a text file

filename = input("File name: ")

counts = {}
with open(filename, encoding="utf-8") as f
    for line in f:
        for word in line.lower().split():
            word = word.strip(".,!?;:\"'()")
            if word == "":
                continue
            if word in counts:
                counts[word] += 1
            else:
                counts[word] = 1

print("Different words:", len(counts))

top = sorted(counts.items(), key=lambda pair: pair[1], reverse=True))[:10]
print("Top 10:")
for word, n in top:
    print(word.ljust(15), n)
