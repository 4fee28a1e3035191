print(f"Total value: {inv.value():.2f}")
