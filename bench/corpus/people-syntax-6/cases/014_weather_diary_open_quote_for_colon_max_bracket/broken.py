# Weather diary - read temperatures from a file and show stats
# each line in weather.txt looks like: 2024-03-01,12.5

temps = []
days = []

f = open("weather.txt, "r")
for line in f
    parts = line.strip().split(",")
    if len(parts) == 2:
        days.append(parts[0])
        temps.append(float(parts[1]))
f.close()

if len(temps) == 0:
    print("No data!")
else:
    average = sum(temps) / len(temps)
    hottest = max(temps]
    coldest = min(temps)
    print("Days recorded:", len(temps))
    print("Average temperature:", round(average, 1))
    print("Hottest:", hottest, "on", days[temps.index(hottest)])
    print("Coldest:", coldest, "on", days[temps.index(coldest)])

    warm_days = 0
    for t in temps:
        if t > average:
            warm_days += 1
    print(warm_days, "days were warmer than average")
