"""Simulate a bank queue with random arrivals."""
import random
from collections import deque

class Customer:
    def __init__(self, arrival, service):
        self.arrival = arrival
        self.service = service

def simulate(minutes, rate, seed=0):
    random.seed(seed)
    queue = deque()
    waits = []
    busy_until = 0
    for minute in range(minutes):
        if random.random() < rate
            queue.append(Customer(minute, random.randint(1, 5)))
        if queue and busy_until <= minute:
            customer = queue.popleft()
            waits.append(minute - customer.arrival)
            busy_until = minute + customer.service
    return waits

def summary(waits):
    if not waits:
        return "nobody served"
    return "served %d, mean wait %.1f" % (len(waits), sum(waits) / len(waits)

for rate in [0.1, 0.3, 0.5]
    print(rate, summary(simulate(100, rate)))
