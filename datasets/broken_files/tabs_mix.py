def read_scores(path):
    scores = {}
    with open(path) as f:
        for line in f:
            name, score = line.strip().split(",")
	    scores[name] = int(score)
    return scores

def top(scores, n=3):
    ranked = sorted(scores.items(), key=lambda kv: kv[1], reverse=True)
    return ranked[:n]

def main()
    scores = read_scores("scores.csv")
    for name, s in top(scores):
        print(name, s)

main()
