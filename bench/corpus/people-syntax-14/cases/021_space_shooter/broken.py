# SPACE SHOOTER by jake_the_snek
# made for comp sci class, dont copy!!
import pygame
import random

pygame.init()

WIDTH = 800
HEIGHT = 600
screen = pygame.display.set_mode((WIDTH, HEIGHT))
pygame.display.set_caption("Space Shooter")
clock = pygame.time.Clock()
font = pygame.font.SysFont("arial", 24)

# player stuff
x = WIDTH // 2
y = HEIGHT - 80
speed = 6
lives = 3
score = 0

bullets = []
enemies = []
enemy_timer = 0


def spawn_enemy():
    ex = random.randint(0, WIDTH - 40)
    enemies.append([ex, -40, random.randint(2, 5)])


def shoot(bullets):
    if len(bullets) < 5:
        bullets.append([x + 22, y])
    retrun bullets


def hit(bx, by, e):
    if bx > e[0] and bx < e[0] + 40 and by > e[1] and by < e[1] + 40:
        return True
    return False


running = True
while running:
    clock.tick(60)

    for event in pygame.event.get():
        if event.type = pygame.QUIT:
            running = False
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_SPACE:
                bullets = shoot(bullets)
            elif event.key == pygame.K_ESCAPE:
                running = False

    keys = pygame.key.get_pressed()
    if keys[pygame.K_LEFT] and x > 0:
        x -= speed
    if keys[pygame.K_RIGHT] and x < WIDTH - 50:
        x += speed

    # enemies every second-ish
    enemy_timer += 1
    if enemy_timer > 50:
        spawn_enemy()
        enemy_timer = 0

    for b in bullets[:]:
        b[1] -= 10
        if b[1] < 0:
            bullets.remove(b)

    for e in enemies[:]:
        e[1] += e[2]
        if e[1] > HEIGHT:
            enemies.remove(e)
            lives -= 1
        esle:
            for b in bullets[:]:
                if hit(b[0], b[1], e):
                    enemies.remove(e)
                    bullets.remove(b)
                    score += 10
                    break

    if lives <= 0:
        running = False

    # drawing
    screen.fill((10, 10, 30))
    pygame.draw.rect(screen, (0, 200, 255), (x, y, 50, 50))
    for b in bullets:
        pygame.draw.rect(screen, (255, 255, 0), (b[0], b[1], 6, 12))
    for e in enemies:
        pygame.draw.rect(screen, (255, 0, 0), (e[0], e[1], 40, 40)
    text = font.render("Score: " + str(score) + "  Lives: " + str(lives), True, (255, 255, 255))
    screen.blit(text, (10, 10))
    pygame.display.flip()

print("GAME OVER! your score was", score)
pygame.quit()
