v = 1.5
print(f'Das sind {v:.1f} °C')
