import pandas as pd
import seaborn as sns
import matplotlib.pyplot as plt

rides = pd.read_csv("bike_rentals_2023.csv")
rides["start"] = pd.to_datetime(rides["start_time"])
rides["weekday"] = rides["start"].dt.day_name()
rides["hour"] = rides["start"].dt.hour

clean = rides.dropna(subset=["duration_min"])
clean = clean[clean["duration_min"].between(1, 240)]
print(len(rides) - len(clean), "rows dropped")

summary = clean.groupby("weekday").agg(rides=("ride_id", "count"), avg_duration=("duration_min", "mean"), member_share=("is_member", "mean"))
order = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
summary = summary.reindex(order)
print(summary.round(2))

top_stations = (clean["start_station"]
    .value_counts()
    .head(10))
print(top_stations)

heat = clean.pivot_table(index="weekday", columns="hour", values="ride_id", aggfunc="count").reindex(order)
sns.heatmap(heat, cmap="viridis")
plt.title("Rides by weekday and hour")
plt.tight_layout()
plt.savefig("rides_heatmap.png", dpi=120)
