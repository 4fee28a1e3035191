# Exercise 4: areas of shapes
# Copy this program into IDLE and run it with F5.
import math


def circle_area(radius):
    return math.pi * radius ** 2


def triangle_area(base, height):
    return 1/2 * base * height


def trapezium_area(a, b, height):
    return (a + b) / 2 * height


def ask_number(prompt):
    while True:
        text = input(prompt)
        try:
            value = float(text)
        except ValueError:
            print("Please type a number")
            continue
        if value > 0:
            return value
        print("The number must be bigger than 0")


print("Shapes: circle, triangle, trapezium")
shape = input("Which shape? ").strip().lower()
if shape == "circle":
    r = ask_number("Radius in cm: ")
    area = circle_area(r)
elif shape == "triangle":
    b = ask_number("Base in cm: ")
    h = ask_number("Height in cm: ")
    area = triangle_area(b, h)
elif shape == "trapezium":
    a = ask_number("Side a in cm: ")
    b = ask_number("Side b in cm: ")
    h = ask_number("Height in cm: ")
    area = trapezium_area(a, b, h)
else:
    area = None
if area is None:
    print("I do not know that shape")
else:
    print("The area is", round(area, 2), "square cm")
