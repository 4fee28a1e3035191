def transfer(source, target, amount):
    balances = {"alice": 100, "bob": 20}
    assert balances[source] >= amount, "%s cannot pay %d" % source, amount
    balances[source] -= amount
    balances[target] += amount
    return balances


print(transfer("alice", "bob", 30))
