import math

f = 440.0
omega = 2 * math.pi * f
print(omega)
