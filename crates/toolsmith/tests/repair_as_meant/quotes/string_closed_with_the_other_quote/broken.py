t = 2.5
print('Total : ', round(t, 2), '€")
