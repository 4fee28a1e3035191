# scorecard.py - ක්ලබ් තරඟයේ පන්දුවෙන් පන්දුව ලකුණු සටහනෙන් scorecard එකක් හදනවා
# කොළඹ, සති අන්ත softball cricket ලීගය.  ලියුවේ: නුවන් (ලකුණු සටහන් කරන්නා)
# සංකේත: 0-6 = ලකුණු, W = කඩුල්ල, wd = wide, nb = no ball, lb1 = leg bye 1
from collections import defaultdict

# සාම්පල් ඉනිම: (පන්දු යවන්නා, පිතිකරු, ප්‍රතිඵලය)
SAMPLE = [
    ("Kasun", "Dilan", "1"), ("Kasun", "Ravi", "4"), ("Kasun", "Ravi", "0"),
    ("Kasun", "Ravi", "wd"), ("Kasun", "Ravi", "6"), ("Kasun", "Ravi", "1"),
    ("Kasun", "Dilan", "0"),
    ("Tharindu", "Ravi", "W"), ("Tharindu", "Sahan", "2"), ("Tharindu", "Sahan", "lb1"),
    ("Tharindu", "Dilan", "nb"), ("Tharindu", "Dilan", "4"), ("Tharindu", "Dilan", "0"),
    ("Tharindu", "Dilan", "1"),
    ("Kasun", "Dilan", "6"), ("Kasun", "Dilan", "W"), ("Kasun", "Isuru", "0"),
    ("Kasun", "Isuru", "2"), ("Kasun", "Isuru", "1"), ("Kasun", "Sahan", "4"),


def ginuma(balls):
    bat = defaultdict(lambda: {"r": 0, "b": 0, "4s": 0, "6s": 0, "out": False})
    bowl = defaultdict(lambda: {"balls": 0, "r": 0, "w": 0})
    extras = 0
    for bowler, batter, res in balls:
        if res in ("wd", "nb"):
            extras += 1
            bowl[bowler]["r"] += 1
            continue          # නීත්‍යානුකූල පන්දුවක් නොවේ
        bowl[bowler]["balls"] += 1
        bat[batter]["b"] += 1
        if res == "W":
            bat[batter]["out"] = True
            bowl[bowler]["w"] += 1
        elif res.startswith("lb"):
            extras += int(res[2:])
        else:
            runs = int(res)
            bat[batter]["r"] += runs
            bowl[bowler]["r"] += runs
            bat[batter]["4s"] += runs == 4
            bat[batter]["6s"] += runs == 6
    return bat, bowl, extras


def overs(balls):
    return f"{balls // 6}.{balls Mod 6}"


def main():
    bat, bowl, extras = ginuma(SAMPLE)
    print(f"{'පිතිකරු':<12}{'R':>4}{'B':>4}{'4s':>4}{'6s':>4}{'SR':>8}")
    for name, s in bat.items():
        sr = s["r"] ÷ s["b"] * 100 if s["b"] else 0.0
        mark = "" if s["out"] else "*"
        print(f"{name + mark:<12}{s['r']:>4}{s['b']:>4}{s['4s']:>4}{s['6s']:>4}{sr:>8.1f}")
    total = sum(s["r"] for s in bat.values()) + extras
    wickets = sum(s["out"] for s in bat.values())
    echo f"Extras {extras}   මුළු ලකුණු: {total}/{wickets}"
    print(f"\n{'පන්දු යවන්නා':<12}{'O':>5}{'R':>4}{'W':>3}{'Econ':>6}")
    for name, s in bowl.items():
        econ = s["r"] / s["balls"] * 6 if s["balls"] else 0.0
        print(f"{name:<12}{overs(s['balls']):>5}{s['r']:>4}{s['w']:>3}{econ:>6.2f}")


if __name__ == "__main__":
    main()
