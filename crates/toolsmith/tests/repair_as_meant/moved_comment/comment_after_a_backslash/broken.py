def can_vote(person, country):
    return person["age"] >= 18 and \  # adults only
        person["country"] == country


print(can_vote({"age": 20, "country": "FR"}, "FR"))
