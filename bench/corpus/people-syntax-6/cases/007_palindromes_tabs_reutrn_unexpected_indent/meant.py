# palindromes.py
# homework: check which words in a sentence are palindromes

def clean(word):
	letters = ""
	for ch in word.lower():
		if ch.isalpha():
			letters = letters + ch
	return letters

def is_palindrome(word):
	w = clean(word)
	if len(w) < 2:
		return False
	return w == w[::-1]

sentence = input("Type a sentence: ")
found = []
for word in sentence.split():
	if is_palindrome(word):
		found.append(clean(word))

if len(found) == 0:
	print("No palindromes :(")
else:
	print("Palindromes found:", len(found))
	for p in found:
		print(" -", p, "reversed is", p[::-1])

longest = ""
for p in found:
	if len(p) > len(longest):
		longest = p
print("Longest one:", longest)
