# PONG MA STORTO - Global Game Jam 2024, sito di Torino
# tema: "Make me laugh" -> la palla cambia direzione a caso ogni tanto
# Giulia + Fede, ore 03:10, ci mancano ancora i suoni
import pygame
import random
import math

W, H = 900, 600
WHITE = (240, 240, 240)
BLACK = (15, 15, 15)
PADDLE_W, PADDLE_H = 14, 100
BALL_R = 10
WIN_SCORE = 7

pygame.init()
screen = pygame.display.set_mode((W, H))
pygame.display.set_caption("Pong ma storto")
clock = pygame.time.Clock()
font = pygame.font.Font(None, 64)
small = pygame.font.Font(None, 28)

left = pygame.Rect(30, H // 2 - PADDLE_H // 2, PADDLE_W, PADDLE_H)
right = pygame.Rect(W - 30 - PADDLE_W, H // 2 - PADDLE_H // 2, PADDLE_W, PADDLE_H)
ball = pygame.Rect(W // 2 - BALL_R, H // 2 - BALL_R, BALL_R * 2, BALL_R * 2)
vel = [6.0, 3.0]
scores = {"left": 0, "right": 0}
wobble_timer = 0
state = "play"


def reset_ball(towards):
    ball.center = (W // 2, H // 2)
    ang = random.uniform(-0.6, 0.6)
    vel[0] = 6.5 * math.cos(ang) * towards
    vel[1] = 6.5 * math.sin(ang)


def wobble():
    # la parte "divertente": ruota la velocità di un angolo a caso
    ang = random.uniform(-0.9, 0.9)
    c, s = math.cos(ang), math.sin(ang)
    vx, vy = vel
    vel[0] = vx * c - vy * s
    vel[1] = vx * s + vy * c
    # mai troppo verticale, se no non finisce più
    if abs(vel[0]) < 3:
        vel[0] = 3 if vel[0] >= 0 else -3


running = True
while running:
    for e in pygame.event.get():
        if e.type == pygame.QUIT:
            running = False
        elif e.type == pygame.KEYDOWN and e.key == pygame.K_r and state == "over":
            scores = {"left": 0, "right": 0}
            state = "play"
            reset_ball(random.choice([-1, 1]))

    keys = pygame.key.get_pressed()
    if keys[pygame.K_w] and left.top > 0:
        left.y -= 7
    elif keys[pygame.K_s] and left.bottom < H:
        left.y += 7
    if keys[pygame.K_UP] and right.top > 0:
        right.y -= 7
    elif keys[pygame.K_DOWN] and right.bottom < H:
        right.y += 7

    if state == "play":
        ball.x += int(vel[0])
        ball.y += int(vel[1])
        if ball.top <= 0 or ball.bottom >= H:
            vel[1] = -vel[1]
        if ball.colliderect(left) or ball.colliderect(right):
            vel[0] = -vel[0] * 1.05
        wobble_timer += 1
        if wobble_timer > random.randint(90, 240):
            wobble()
            wobble_timer = 0
        if ball.left <= 0:
            scores["right"] += 1
            reset_ball(-1)
        elif ball.right >= W:
            scores["left"] += 1
            reset_ball(1)
        if max(scores.values()) >= WIN_SCORE:
            state = "over"

    screen.fill(BLACK)
    pygame.draw.line(screen, WHITE, (W // 2, 0),
                     (W // 2, H), 2)
    pygame.draw.rect(screen, WHITE, left)
    pygame.draw.rect(screen, WHITE, right)
    pygame.draw.ellipse(screen, WHITE, ball)
    txt = font.render(f"{scores['left']}   {scores['right']}", True, WHITE)
    screen.blit(txt, (W // 2 - txt.get_width() // 2, 20))
    if state == "over":
        chi = "SINISTRA" if scores["left"] > scores["right"] else "DESTRA"
        msg = small.render(f"vince {chi}! premi R", True, WHITE)
        screen.blit(msg, (W // 2 - msg.get_width() // 2, H // 2))
    pygame.display.flip()
    clock.tick(60)

pygame.quit()
