import matplotlib.pyplot as plt

# Monthly rainfall (mm) for two cities, from the course handout
months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun",
          "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
lisbon = [99, 87, 58, 64, 48, 15,
          4, 6, 31, 99, 121, 126]
london = [55, 41, 41, 44, 49, 45,
          45, 50, 49, 69, 59, 55


def total(values):
    return sum(values)


def wettest(values):
    i = values.index(max(values))
    return months[i]


print("Lisbon total:", total(lisbon), "mm")
print("London total:", total(london), "mm")
print("Wettest month in Lisbon:, wettest(lisbon))
print("Wettest month in London:", wettest(london))

fig, ax = plt.subplots(figsize=(9, 4))
x = range(len(months))
ax.bar([i - 0.2 for i in x], lisbon, width=0.4, label="Lisbon")
ax.bar([i + 0.2 for i in x], london, width=0.4, label="London")
ax.set_xticks(list(x))
ax.set_xticklabels(months)
ax.set_ylabel("Rainfall (mm)")
ax.set_title("Which city is rainier?)
ax.legend()
plt.tight_layout()
plt.savefig("rainfall.png")
plt.show()
