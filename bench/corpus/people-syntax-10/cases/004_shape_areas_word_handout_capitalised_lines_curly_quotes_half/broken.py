# Exercise 4: areas of shapes
# Copy this program into IDLE and run it with F5.
Import math


Def circle_area(radius):
    Return math.pi * radius ** 2


Def triangle_area(base, height):
    Return ½ * base * height


Def trapezium_area(a, b, height):
    Return (a + b) / 2 * height


Def ask_number(prompt):
    While True:
        Text = input(prompt)
        Try:
            Value = float(text)
        Except ValueError:
            Print(“Please type a number”)
            Continue
        If value > 0:
            Return value
        Print(“The number must be bigger than 0”)


Print(“Shapes: circle, triangle, trapezium”)
Shape = input(“Which shape? ”).strip().lower()
If shape == “circle”:
    R = ask_number(“Radius in cm: ”)
    Area = circle_area(r)
Elif shape == “triangle”:
    B = ask_number(“Base in cm: ”)
    H = ask_number(“Height in cm: ”)
    Area = triangle_area(b, h)
Elif shape == “trapezium”:
    A = ask_number(“Side a in cm: ”)
    B = ask_number(“Side b in cm: ”)
    H = ask_number(“Height in cm: ”)
    Area = trapezium_area(a, b, h)
Else:
    Area = None
If area is None:
    Print(“I do not know that shape”)
Else:
    Print(“The area is”, round(area, 2), “square cm”)
