import json


def load_scores(path):
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    scores = {name: int(points) for name, points in data.items()}
    return scores


def best(scores):
    ranked = sorted(scores.items(), key=lambda kv: kv[1], reverse=True)
    return ranked[0] if ranked else None
