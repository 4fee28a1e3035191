# high score table for the snake game
SCORES_FILE = "scores.txt"

def load_scores():
    scores = []
    try
        with open(SCORES_FILE) as f:
            for line in f:
                name, pts = line.rsplit(" ", 1)
                scores.append((name, int(pts)))
    except FileNotFoundError
        pass
    return scores

def add_score(scores, name, pts):
    scores.append((name, pts))
    scores.sort(key=lambda s: s[1] reverse=True)
    return scores[:10]

def save_scores(scores):
    with open(SCORES_FILE, "w") as f:
        for name, pts in scores:
            f.write(f"{name} {pts}\n")

dfe print_table(scores):
    print("=== HIGH SCORES ===")
    for rank, (name, pts) in enumerate(scores, start=1):
        print(f"{rank:2}. {name:<12} {pts:>6}"

if __name__ == "__main__":
    scores = load_scores()
    scores = add_score(scores, input("name: "), int(input("points: "))
    save_scores(scores)
    print_table(scores)
