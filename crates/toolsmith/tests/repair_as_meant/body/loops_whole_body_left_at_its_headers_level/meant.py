def losange(n):
    for i in range(n):
        espaces = ' ' * (n - i)
        étoiles = '*' * (2 * i + 1)
        print(espaces + étoiles)

losange(3)
