# unit_converter.py
# My first "real" program! Converts lengths, weights and temperatures.
# Ken - learning Python from a library book

LENGTH = {
    "mm": 0.001,
    "cm": 0.01,
    "m": 1.0,
    "km": 1000.0,
    "in": 0.0254,
    "ft": 0.3048,
    "yd": 0.9144,
    "mi": 1609.344,
}

WEIGHT = {
    "g": 0.001,
    "kg": 1.0,
    "oz": 0.0283495,
    "lb": 0.453592,
    "st": 6.35029,
}


def convert_with_table(table, value, from_unit, to_unit):
    in_base = value * table[from_unit]
    return in_base / table[to_unit]


def convert_temperature(value, from_unit, to_unit):
    # first change everything to celsius
    if from_unit == "C":
        c = value
    elif from_unit == "F":
        c = (value - 32) * 5 / 9
    elif from_unit == "K":
        c = value - 273.15
    else:
        return None
    # then from celsius to what we want
    if to_unit == "C":
        return c
    elif to_unit == "F":
        return c * 9 / 5 + 32
    elif to_unit == "K":
        return c + 273.15
   return None


def ask_number(prompt):
    while True:
        text = input(prompt)
        try:
            return float(text)
        except ValueError
            print("That is not a number, try again.")


def ask_unit(prompt, allowed):
    while True:
        unit = input(prompt + " (" + "/".join(allowed) + "): ").strip()
        if unit in allowed:
            return unit
        print("Sorry, I don't know that unit.")


def main():
    print "UNIT CONVERTER"
    history = []
    while True:
        print()
        print("1 = length   2 = weight   3 = temperature   4 = history   0 = quit")
        choice = input("Choice: ")
        if choice == "0":
            break
        elif choice == "1":
            table, units = LENGTH, list(LENGTH)
        elif choice == "2":
            table, units = WEIGHT, list(WEIGHT)
        elif choice == "3":
            table, units = None, ["C", "F", "K"]
        elif choice == "4":
            for line in history:
                print(line)
            continue
        else:
            print("Please pick 0-4")
            continue
        value = ask_number("Value: ")
        a = ask_unit("From", units)
        b = ask_unit("To", units)
        if table is None:
            result = convert_temperature(value, a, b)
        else:
            result = convert_with_table(table, value, a, b)
        line = "%g %s = %.4g %s" % (value, a, result, b)
        print(line)
        history.append(line)
    print "Goodbye!"


main()
