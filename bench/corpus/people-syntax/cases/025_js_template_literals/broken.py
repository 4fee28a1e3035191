def describe(city, temps):
    avg = sum(temps) / len(temps)
    hottest = max(temps)
    return `${city}: average ${avg:.1f}, hottest ${hottest}`


weather = {
    "Lisbon": [18, 21, 24, 22],
    "Oslo": [4, 6, 3, 7],
    "Cairo": [30, 33, 35, 31],
}

for city in weather:
    print(describe(city, weather[city]))
print(`${len(weather)} cities checked`)
