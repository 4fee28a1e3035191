# Area and perimeter of a rectangle
# by Tom, week 1

width = float(input("Width: "))  the width in cm
height = float(input("Height: "))

area = width * height  the area
perimeter = 2 * (width + height)

print("Area:", area)
print("Perimeter:", perimeter)
