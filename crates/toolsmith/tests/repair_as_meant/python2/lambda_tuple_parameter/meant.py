scores = {"ana": (3, 91), "bo": (1, 78)}
for name, (rank, score) in sorted(scores.items(), key=lambda name_rank_score: name_rank_score[1][0]):
    print(name, score)
