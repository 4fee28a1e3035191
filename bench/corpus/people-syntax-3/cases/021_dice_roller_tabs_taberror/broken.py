# dice roller for our D&D group
import random
import re

PATTERN = re.compile(r"(\d*)d(\d+)([+-]\d+)?")

def roll(expr):
	m = PATTERN.fullmatch(expr.replace(" ", ""))
	if not m:
		return None
	count = int(m.group(1) or 1)
        sides = int(m.group(2))
	bonus = int(m.group(3) or 0)
	rolls = [random.randint(1, sides) for _ in range(count)]
	return rolls, bonus, sum(rolls) + bonus

def advantage():
	a = random.randint(1, 20)
	b = random.randint(1, 20)
	return max(a, b), (a, b)

history = []
while True:
	expr = input("roll> ").strip()
	if expr in ("q", "quit", "exit"):
		break
	if expr == "adv":
		best, both = advantage()
		print("advantage:", both, "->", best)
		continue
	if expr == "hist"
		for h in history[-10:]:
			print(h)
		continue
	result = roll(expr)
	if result is None:
		print("try something like 2d6+3")
		continue
	rolls, bonus, total = result
	print(rolls, "+", bonus, "=", total)
	if total == 20 and expr == "d20":
		print("NAT 20!!")
	history.append((expr, total))
