# BMI calculator
# Intro to Python - Assignment 1
# Student: Jordan Ellis

def bmi_metric(weight_kg, height_m):
    return weight_kg / (height_m ** 2)

def bmi_imperial(weight_lb, height_in):
    return 703 * weight_lb / (height_in ** 2)

def category(bmi):
    if bmi < 18.5:
        return "Underweight"
    elif bmi < 25:
        return "Normal weight"
    elif bmi < 30:
        return "Overweight"
    else:
        return "Obese"

print("BMI Calculator")
unit = input("Metric or imperial? (m/i): ").lower()

if unit == "m":
    weight = float(input("Weight in kg: "))
    height = float(input("Height in meters: "))
    bmi = bmi_metric(weight, height)
elif unit == "i":
    weight = float(input("Weight in pounds: "))
    height = float(input("Height in inches: "))
    bmi = bmi_imperial(weight, height)
else:
    print("Unknown unit, using metric")
    weight = float(input("Weight in kg: "))
    height = float(input("Height in meters: "))
    bmi = bmi_metric(weight, height)

print("Your BMI is", round(bmi, 1))
print("Category:", category(bmi))
