 1  import random
 2
 3  def roll(sides=6):
 4      return random.randint(1, sides)
 5
 6  def roll_many(n, sides=6):
 7      results = []
Automate Things with Python      88
 8      for _ in range(n):
 9          results.append(roll(sides))
10      return results
