scores = {"ana": (3, 91), "bo": (1, 78)}
for name, (rank, score) in sorted(scores.items(), key=lambda (name, (rank, score)): rank):
    print(name, score)
