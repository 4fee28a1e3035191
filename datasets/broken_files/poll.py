# Simple class poll - counts votes and shows a bar chart
votes = {}

def vote(option)
    votes[option] = votes.get(option, 0) + 1

def results():
    total = sum(votes.values())
    for option, count in sorted(votes.items(), key=lambda kv: -kv[1]:
        pct = 100 * count / total
        bar = "*" * int(pct / 2)
        print "%-10s %3d %5.1f%% %s" % (option, count, pct, bar)

def winner():
    if not votes:
        return None
    best = max(votes.values())
    winners = [o for o, c in votes.items() if c = best]
    if len(winners) > 1
        return "tie: " + ", ".join(winners)
    return winners[0]

for v in ["python", "java", "python", "c" "python", "java"]:
    vote(v)
results()
print("winner:", winner()
