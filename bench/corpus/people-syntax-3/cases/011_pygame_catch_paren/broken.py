import pygame
import random

pygame.init()
WIDTH = 640
HEIGHT = 480
screen = pygame.display.set_mode((WIDTH, HEIGHT))
pygame.display.set_caption("Catch the square")
clock = pygame.time.Clock()
font = pygame.font.SysFont(None, 36)

player_x = WIDTH // 2
player_y = HEIGHT - 60
speed = 6

target_x = random.randint(0, WIDTH - 30)
target_y = 0
fall_speed = 3
score = 0

running = True
while running:
    for event in pygame.event.get():
        if event.type == pygame.QUIT:
            running = False

    keys = pygame.key.get_pressed()
    if keys[pygame.K_LEFT] and player_x > 0:
        player_x -= speed
    if keys[pygame.K_RIGHT] and player_x < WIDTH - 50:
        player_x += speed

    target_y += fall_speed
    if target_y > HEIGHT:
        target_y = 0
        target_x = random.randint(0, WIDTH - 30)

    player_rect = pygame.Rect(player_x, player_y, 50, 50)
    target_rect = pygame.Rect(target_x, target_y, 30, 30)
    if player_rect.colliderect(target_rect):
        score += 1
        fall_speed += 0.5
        target_y = 0
        target_x = random.randint(0, WIDTH - 30)

    screen.fill((20, 20, 40))
    pygame.draw.rect(screen, (0, 200, 255), player_rect)
    pygame.draw.rect(screen, (255, 80, 80), target_rect
    text = font.render("Score: " + str(score), True, (255, 255, 255))
    screen.blit(text, (10, 10))
    pygame.display.flip()
    clock.tick(60)

pygame.quit()
