 1  import random
 2
 3
 4  def roll(sides=6, times=1):
 5      results = []
 6      for _ in range(times):
 7          results.append(random.randint(1, sides))
 8      return results
 9
10
11  print(roll(20, 3))
