# temperature conversion table
# celsius to fahrenheit and kelvin

def c_to_f(c):
    return c * 9 / 5 + 32

def c_to_k(c):
    return c + 273.15

start = int(input("start temp (C): "))
end = int(input("end temp (C): "))
step = int(input("step: "))

if step <= 0:
    print("step has to be positive, using 5")
    step = 5

print("C\tF\tK")
temp = start
while temp <= end:
    f = c_to_f(temp)
      k = c_to_k(temp)
    print(temp, "\t", round(f, 1), "\t", round(k, 2))
    if temp == 0:
        print("   ^ water freezes")
    if temp == 100:
        print("   ^ water boils")
   temp = temp + step

print("done")
