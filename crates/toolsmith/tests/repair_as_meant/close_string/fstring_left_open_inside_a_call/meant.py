def water(plants):
    for name, days in plants.items():
        if days > 3:
            print(f"{name} needs water, {days} days since the last time!")
        else:
            print(f"{name} is fine")


water({"basil": 4, "fern": 1})
