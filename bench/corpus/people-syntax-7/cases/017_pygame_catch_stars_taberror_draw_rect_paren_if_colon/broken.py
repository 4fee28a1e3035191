import random
import sys

import pygame

WIDTH, HEIGHT = 480, 640
FPS = 60
BLACK, YELLOW, RED = (10, 10, 20), (250, 220, 60), (220, 50, 50)

pygame.init()
screen = pygame.display.set_mode((WIDTH, HEIGHT))
pygame.display.set_caption("Catch the stars")
clock = pygame.time.Clock()

basket = pygame.Rect(WIDTH // 2 - 40, HEIGHT - 40, 80, 16)
stars = []
score = 0
lives = 3


def new_star():
    x = random.randint(10, WIDTH - 20)
    return {"rect": pygame.Rect(x, -20, 14, 14), "speed": random.uniform(2.0, 5.0)}


running = True
while running:
    dt = clock.tick(FPS)
    for event in pygame.event.get():
        if event.type == pygame.QUIT:
            running = False

    keys = pygame.key.get_pressed()
    if keys[pygame.K_LEFT] and basket.left > 0
        basket.x -= 7
    if keys[pygame.K_RIGHT] and basket.right < WIDTH:
        basket.x += 7

    if random.random() < dt / 700:
        stars.append(new_star())

    for star in stars[:]:
        star["rect"].y += star["speed"]
        if star["rect"].colliderect(basket):
            stars.remove(star)
            score += 1
        elif star["rect"].top > HEIGHT:
            stars.remove(star)
			lives -= 1

    running = running and lives > 0
    screen.fill(BLACK)
    pygame.draw.rect(screen, RED, basket, border_radius=4
    for star in stars:
        pygame.draw.ellipse(screen, YELLOW, star["rect"])
    pygame.display.set_caption(f"Catch the stars - score {score}, lives {lives}")
    pygame.display.flip()

print("Final score:", score)
pygame.quit()
sys.exit()
