import pandas as pd
import matplotlib.pyplot as plt

rain = pd.read_csv("rainfall_daily.csv", parse_dates=["date"])
city = "Bergen"
year = 2022

subset = rain[(rain["city"] == city) & (rain["date"].dt.year == year)]
monthly = subset.resample("M", on="date")["mm"].sum()

fig, ax = plt.subplots(figsize=(10, 4))
ax.bar(monthly.index.strftime("%b"), monthly.values, color="steelblue")
ax.axhline(monthly.mean(), color="black", linestyle="--", linewidth=1, label="monthly mean")
ax.set_title(f"Rainfall in {city}, {year}")
ax.set_ylabel("mm")
ax.legend()
fig.tight_layout()
fig.savefig(f"rain_{city.lower()}_{year}.png", dpi=150)

wettest = monthly.idxmax().strftime("%B")
print(f"Wettest month: {wettest} ({monthly.max():.0f} mm)")
