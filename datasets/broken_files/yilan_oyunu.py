# Yılan oyunu - pygame ile
# Ödev 3: skor tablosu ve hız artışı eklendi
import random
import sys

import pygame

GENISLIK, YUKSEKLIK = 600, 400
KARE = 20
RENKLER = {
    "arka": (30, 30, 30),
    "yilan": (80, 200, 120),
    "yem": (220, 60, 60)
    "yazi": (240, 240, 240),
}


def yeni_yem(yilan)
    while True:
        konum = (random.randrange(0, GENISLIK, KARE), random.randrange(0, YUKSEKLIK, KARE))
        if konum not in yilan:
            return konum


def ciz(ekran, yilan, yem, skor, yazi_tipi):
    ekran.fill(RENKLER["arka"])
    for x, y in yilan:
        pygame.draw.rect(ekran, RENKLER["yilan"], (x, y, KARE - 1, KARE - 1))
    pygame.draw.rect(ekran, RENKLER["yem"], (*yem, KARE, KARE)
    metin = yazi_tipi.render(f"Skor: {skor}", True, RENKLER["yazi"])
    ekran.blit(metin, (10, 10))
    pygame.display.flip()


def oyun():
    pygame.init()
    ekran = pygame.display.set_mode((GENISLIK, YUKSEKLIK))
    pygame.display.set_caption("Yılan")
    saat = pygame.time.Clock()
    yazi_tipi = pygame.font.SysFont("arial", 22)

    yilan = [(100, 100), (80, 100), (60, 100)]
    yon = (KARE, 0)
    yem = yeni_yem(yilan)
    skor = 0
    hiz = 10

    while True:
        for olay in pygame.event.get():
            if olay.type = pygame.QUIT:
                pygame.quit()
                sys.exit()
            if olay.type == pygame.KEYDOWN:
                if olay.key == pygame.K_UP and yon != (0, KARE):
                    yon = (0, -KARE)
                elif olay.key == pygame.K_DOWN and yon != (0, -KARE)
                    yon = (0, KARE)
                elif olay.key == pygame.K_LEFT and yon != (KARE, 0):
                    yon = (-KARE, 0)
                elif olay.key == pygame.K_RIGHT and yon != (-KARE, 0):
                    yon = (KARE, 0)

        bas = ((yilan[0][0] + yon[0]) % GENISLIK, (yilan[0][1] + yon[1]) % YUKSEKLIK)
        if bas in yilan:
            print "Oyun bitti! Skor:", skor
            break
        yilan.insert(0, bas)
        if bas == yem:
            skor += 1
            yem = yeni_yem(yilan)
            if skor % 5 == 0:
                hiz += 2  # her 5 yemde hızlan
        esle:
            yilan.pop()

        ciz(ekran, yilan, yem, skor, yazi_tipi)
        saat.tick(hiz)
    pygame.quit()


if __name__ == "__main__":
    oyun()
