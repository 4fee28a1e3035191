def parse_scores(lines):
    scores = {}
    for line in lines:
        name, _, value = line.partition(",")
	name = name.strip()
	if not name:
            continue
        try:
            scores[name] = int(value)
        except ValueError:
            print("skipping", repr(line))
    return scores


data = ["alice, 90", "bob, 75", ", 10", "carol, abc", "dave,88"]
s = parse_scores(data)
print(s)
print("best:", max(s, key=s.get))
