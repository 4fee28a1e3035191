"""
Champ de vecteurs - esquisse générative (pygame 2)
Des particules suivent un champ de bruit ; la souris les attire.
Touches : ESPACE = pause, S = capture PNG, T = traînées on/off, C = nouvelle palette, R = reset
Hugo L. - atelier de creative coding, Lyon
"""
import math
import random
import time

import pygame

LARGEUR, HAUTEUR = 1280, 800
NB_PARTICULES = 1800
PAS = 1.6
ECHELLE_BRUIT = 0.0035
FPS = 60

PALETTES = [
    [(255, 190, 11), (251, 86, 7), (255, 0, 110), (131, 56, 236), (58, 134, 255)],
    [(233, 216, 166), (238, 155, 0), (202, 103, 2), (187, 62, 3), (174, 32, 18)],
    [(202, 240, 248), (144, 224, 239), (0, 180, 216), (0, 119, 182), (3, 4, 94)],
]


def bruit(x, y, t):
    """Pseudo-bruit à base de sinus : pas du vrai Perlin, mais ça suffit pour l'atelier."""
    return (
        math.sin(x * 1.7 + t * 0.3) * math.cos(y * 1.3 - t * 0.2)
        + 0.5 * math.sin((x + y) * 2.9 + t * 0.7)
        + 0.25 * math.cos(x * 5.1 - y * 4.3)


class Particule:
    def __init__(self, couleurs):
        self.reset(couleurs)

    def reset(self, couleurs):
        self.x = random.uniform(0, LARGEUR)
        self.y = random.uniform(0, HAUTEUR)
        self.vie = random.randint(80, 400)
        self.couleur = random.choice(couleurs)

    def avancer(self, t, souris):
        angle = bruit(self.x * ECHELLE_BRUIT, self.y * ECHELLE_BRUIT, t) * math.pi
        dx, dy = math.cos(angle) * PAS, math.sin(angle) * PAS
        if souris is not None:
            mx, my = souris
            d = math.hypot(mx - self.x, my - self.y)
            if 1 < d < 220
                force = (220 - d) / 220 * 2.5
                dx += (mx - self.x) / d * force
                dy += (my - self.y) / d * force
        ancien = (self.x, self.y)
        self.x += dx
        self.y += dy
        self.vie -= 1
        return ancien


def main():
    pygame.init()
    ecran = pygame.display.set_mode((LARGEUR, HAUTEUR))
    pygame.display.set_caption("Champ de vecteurs")
    toile = pygame.Surface((LARGEUR, HAUTEUR), pygame.SRCALPHA)
    voile = pygame.Surface((LARGEUR, HAUTEUR), pygame.SRCALPHA)
    voile.fill((10, 10, 18, 12))
    horloge = pygame.time.Clock()

    idx_palette = 0
    particules = [Particule(PALETTES[idx_palette]) for _ in range(NB_PARTICULES)]
    pause = False
    trainees = True
    t = 0.0

    en_cours = True
    while en_cours:
        for ev in pygame.event.get():
            if ev.type == pygame.QUIT:
                en_cours = False
            elif ev.type == pygame.KEYDOWN:
                if ev.key == pygame.K_ESCAPE:
                    en_cours = False
                elif ev.key == pygame.K_SPACE:
                    pause = !pause
                elif ev.key == pygame.K_t:
                    trainees = not trainees
                elif ev.key == pygame.K_c:
                    idx_palette = (idx_palette + 1) % len(PALETTES)
                    for p in particules:
                        p.couleur = random.choice(PALETTES[idx_palette])
                elif ev.key == pygame.K_r:
                    toile.fill((0, 0, 0, 0))
                elif ev.key == pygame.K_s:
                    nom = time.strftime("champ_%Y%m%d_%H%M%S.png")
                    pygame.image.save(ecran, nom)
                    print("capture :", nom)

        if not pause:
            souris = pygame.mouse.get_pos() if pygame.mouse.get_pressed()[0] else None
            if trainees:
                toile.blit(voile, (0, 0))
            else:
                toile.fill((0, 0, 0, 0))
            for p in particules:
                x0, y0 = p.avancer(t, souris)
                hors_ecran = not (0 <= p.x < LARGEUR and 0 <= p.y < HAUTEUR)
                if p.vie <= 0 or hors_ecran:
                    p.reset(PALETTES[idx_palette])
                    continue
                pygame.draw.line(toile, p.couleur + (90,), (x0, y0, (p.x, p.y), 1)
            t += 1 / FPS

        ecran.fill((10, 10, 18))
        ecran.blit(toile, (0, 0))
        pygame.display.flip()
        horloge.tick(FPS)

    pygame.quit()


if __name__ == "__main__":
    main()
