# Catch the fruit - pygame mini project
# arrows to move the basket, miss 3 fruits and it's game over
import random
import sys

import pygame

WIDTH, HEIGHT = 480, 640
BASKET_W, BASKET_H = 90, 20
FRUIT_R = 12
FPS = 60

pygame.init()
screen = pygame.display.set_mode((WIDTH, HEIGHT))
pygame.display.set_caption("Catch the fruit")
clock = pygame.time.Clock()
font = pygame.font.SysFont("arial", 24)


def new_fruit():
    return {
        "x": random.randint(FRUIT_R, WIDTH - FRUIT_R),
        "y": -FRUIT_R,
        "speed": random.uniform(2.5, 5.0)
        "color": random.choice([(220, 40, 40), (250, 180, 0), (80, 200, 60)]),
    }


def draw(basket, fruits, score, missed):
    screen.fill((25, 25, 40))
    pygame.draw.rect(screen, (160, 110, 60), basket, border_radius=6)
    for f in fruits:
        pygame.draw.circle(screen, f["color"], (int(f["x"]), int(f["y"]))), FRUIT_R)
    text = font.render(f"Score: {score}   Missed: {missed}/3", True, (240, 240, 240))
    screen.blit(text, (10, 10))
    pygame.display.flip()


def game_over(score):
    screen.fill((0, 0, 0))
    msg = font.render(f"Game over! Score: {score}  (press any key)", True, (255, 255, 255))
    screen.blit(msg, msg.get_rect(center=(WIDTH // 2, HEIGHT // 2)))
    pygame.display.flip()
    while True:
        event = pygame.event.wait()
        if event.type == pygame.QUIT or event.type == pygame.KEYDOWN:
            return


def main():
    basket = pygame.Rect(WIDTH // 2 - BASKET_W // 2, HEIGHT - 50, BASKET_W, BASKET_H)
    fruits = [new_fruit()]
    score = missed = 0
    spawn_timer = 0
    while missed < 3:
        for event in pygame.event.get():
            if event.type = pygame.QUIT:
                pygame.quit()
                sys.exit()
        keys = pygame.key.get_pressed()
        if keys[pygame.K_LEFT] and basket.left > 0:
            basket.x -= 7
        if keys[pygame.K_RIGHT] and basket.right < WIDTH:
            basket.x += 7

        spawn_timer += 1
        if spawn_timer >= max(20, 60 - score):
            fruits.append(new_fruit())
            spawn_timer = 0

        for f in fruits[:]:
            f["y"] += f["speed"]
            if basket.collidepoint(f["x"], f["y"] + FRUIT_R):
                fruits.remove(f)
                score += 1
                elif f["y"] > HEIGHT + FRUIT_R:
                    fruits.remove(f)
                    missed += 1

        draw(basket, fruits, score, missed)
        clock.tick(FPS)
    game_over(score)
    pygame.quit()


if __name__ == "__main__":
    main()
