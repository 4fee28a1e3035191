def can_vote(person, country):
    return person["age"] >= 18 and \
        person["country"] == country  # adults only


print(can_vote({"age": 20, "country": "FR"}, "FR"))
