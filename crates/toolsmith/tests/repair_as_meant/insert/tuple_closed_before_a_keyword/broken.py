import matplotlib.pyplot as plt
import seaborn as sns

tips = sns.load_dataset("tips")
fig, ax = plt.subplots(figsize=(5, 3))
sns.barplot(data=tips, x="day", y="total_bill", hue="sex",
            errorbar=("ci", 95, palette="muted", capsize=0.1,
            ax=ax, legend=True)
fig.tight_layout()
fig.savefig("bills.png")
