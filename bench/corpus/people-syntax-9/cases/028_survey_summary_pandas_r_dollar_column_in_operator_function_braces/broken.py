# survey analysis, translated from my R script
import numpy as np
import pandas as pd

df = pd.read_csv("survey_2024.csv")
df = df[df$age.notna()]

regions_of_interest = ["North", "East"]
sub = df[df["region"] %in% regions_of_interest]


def summarise_group(d):
    return pd.Series({
        "n": len(d),
        "mean_score": d["score"].mean(),
        "sd_score": d["score"].std(),
        "pct_satisfied": (d["satisfied"] == "yes").mean() * 100,
    })


summary = sub.groupby("region").apply(summarise_group)
print(summary.round(2))

age_band <- function(age) {
    if age < 30:
        return "18-29"
    elif age < 50:
        return "30-49"
    return "50+"
}

sub = sub.assign(band=sub["age"].apply(age_band))
print(pd.crosstab(sub["band"], sub["satisfied"], normalize="index").round(3))

scores = sub["score"].to_numpy()
ci = np.percentile(scores, [2.5, 97.5])
print("95% range of scores:", ci)
