# Compare reaction times between the two conditions (was analysis.R)
import csv
import statistics

from scipy import stats


def read_times(path):
    groups = {}
    with open(path, newline="") as fh:
        for row in csv.DictReader(fh):
            if row["correct"] != "1":
                continue
            groups.setdefault(row["condition"], []).append(float(row["rt_ms"]))
    return groups


def summarise(values, digits <- 2):
    return {
        "n": len(values),
        "mean": round(statistics.mean(values), digits),
        "sd": round(statistics.stdev(values), digits),
        "median": round(statistics.median(values), digits),
    }


def trim(values, k=2.5):
    m = statistics.mean(values)
    s = statistics.stdev(values)
    return [v for v in values if abs(v - m) <= k * s]


groups = read_times("reaction_times.csv")
for (g in sorted(groups)):
    print(g, summarise(groups[g]))

a = trim(groups["congruent"])
b = trim(groups["incongruent"])
t, p = stats.ttest_ind(a, b, equal_var=False)
label <- if (p < 0.05) "significant" else "n.s."
print(f"Welch t = {t:.2f}, p = {p:.4f} ({label})")

secs = list(map(function(x) x / 1000, a + b))
print(f"pooled mean after trimming: {statistics.mean(secs):.3f} s")
