def read_number(prompt, retries=3):
    attempts = 0
    while attempts < retries:
        text = input(prompt)
        if (value := text.strip()).lstrip("-").isdigit():
            return int(value)
        attempts += 1
        print("not a number, try again")
    return None


numbers = []
while (x := read_number("number (or blank to stop): ")) is not None:
    numbers.append(x)
    if n := len(numbers) > 3:
        print("that's plenty")
        break
print(numbers, sum(numbers))
