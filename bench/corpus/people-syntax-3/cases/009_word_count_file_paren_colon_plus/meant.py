# Lab 7 - reading from files
# counts words and lines in a text file

filename = input("Enter file name: ")

line_count = 0
word_count = 0
char_count = 0
longest = ""
blank_lines = 0

with open(filename, "r") as f:
    for line in f:
        line_count += 1
        char_count += len(line)
        if len(line.strip()) == 0:
            blank_lines += 1
            continue
        words = line.split()
        word_count += len(words)
        for w in words:
            if len(w) > len(longest):
                longest = w

print("Lines:", line_count)
print("Blank lines:", blank_lines)
print("Words:", word_count)
print("Characters:", char_count)
print("Longest word:", longest)

if line_count > 0:
    print("Average words per line:", round(word_count / line_count, 2))

# write the results to a new file
out = open("results.txt", "w")
out.write("Lines: " + str(line_count) + "\n")
out.write("Words: " + str(word_count) + "\n")
out.write("Longest: " + longest + "\n")
out.close()
print("Saved results.txt")
