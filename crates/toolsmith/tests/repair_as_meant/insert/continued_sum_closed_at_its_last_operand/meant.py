def cost(price, qty, shipping):
    total = (price + qty * 2
             + shipping)
    return total
