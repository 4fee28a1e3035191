def order_total(items, discount):
    subtotal = sum(price * qty for price, qty in items)
    total = subtotal -  # discount is already in euros
        discount
    return round(total, 2)


print(order_total([(2.5, 4), (10.0, 1)], 3))
