def jouer(mot, gagne):
    if gagne:
        print("Gagné ! Le mot était, mot)
    return gagne
