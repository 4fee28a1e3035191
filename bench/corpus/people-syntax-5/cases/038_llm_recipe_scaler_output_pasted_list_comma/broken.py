from dataclasses import dataclass
from fractions import Fraction


@dataclass
class Ingredient:
    name: str
    amount: Fraction
    unit: str

    def scaled(self, factor: Fraction) -> "Ingredient":
        return Ingredient(self.name, self.amount * factor, self.unit)

    def __str__(self) -> str:
        whole, rest = divmod(self.amount, 1)
        if rest == 0:
            qty = str(whole)
        elif whole == 0:
            qty = str(rest)
        else:
            qty = f"{whole} {rest}"
        return f"{qty} {self.unit} {self.name}".replace("  ", " ")


def scale_recipe(ingredients, serves, wanted):
    factor = Fraction(wanted, serves)
    return [i.scaled(factor) for i in ingredients]


pancakes = [
    Ingredient("flour", Fraction(3, 2), "cups"),
    Ingredient("milk", Fraction(5, 4), "cups"),
    Ingredient("eggs", Fraction(1), "")
    Ingredient("sugar", Fraction(1, 4), "cup"),
    Ingredient("baking powder", Fraction(7, 2), "tsp"),
]

print("Pancakes for 6:")
for item in scale_recipe(pancakes, serves=4, wanted=6):
    print("-", item)

Output:
Pancakes for 6:
- 2 1/4 cups flour
- 1 7/8 cups milk
- 1 1/2 eggs
- 3/8 cup sugar
- 5 1/4 tsp baking powder
