def bmi(weight_kg, height_m):
    """Return the body mass index.

    weight in kilograms, height in metres
    return weight_kg / height_m ** 2


def category(value):
    if value < 18.5:
        return "underweight"
    elif value < 25:
        return "normal"
    elif value < 30:
        return "overweight"
    return "obese"


name = input("What's your name? ")
weight = float(input("Weight in kg: "))
height = float(input("Height in cm: ")) / 100

result = bmi(weight, height)
print(f"{name}, your BMI is {result:.1f}')
print(f'That counts as "{category(result)}".')
