import statistics

results = [
    {"model": "logreg", "score": 0.81},
    {"model": "random_forest", "score": 0.86},
    {"model": "xgboost", "score": 0.88},
    {"model": "knn", "score": 0.74},
]

scores = [r["score"] for r in results]
summary = {
    "mean" = statistics.mean(scores),
    "stdev" = statistics.stdev(scores),
    "best": max(scores),
}

ranked = sorted(results, key=lambda r: r["score"] reverse=True)
for i, r in enumerate(ranked, 1):
    print(i, r["model"], r["score"])
print(summary)
