# snake game - by aarav (class 10)
# arrow keys se chalao, khana khao, deewar ya khud se takraye to game over
import pygame
import random
import sys

pygame.init()
CELL = 20
COLS = 30
ROWS = 20
screen = pygame.display.set_mode((COLS * CELL, ROWS * CELL))
pygame.display.set_caption("Snake - Aarav")
clock = pygame.time.Clock()
font = pygame.font.SysFont("consolas", 22)

GREEN = (40, 200, 70)
DARK = (20, 20, 20)
RED = (220, 40, 40)
WHITE = (250, 250, 250)

snake = [(10, 10), (9, 10), (8, 10)]
direction = "RIGHT"
food = (15, 10)
score = 0
high_score = 0
speed = 8


def new_food():
    while True:
        f = (random.randint(0, COLS - 1), random.randint(0, ROWS - 1))
        if f not in snake:
            return f


def reset():
    global snake, direction, food, score, speed
    snake = [(10, 10), (9, 10), (8, 10)]
    direction = "RIGHT"
    food = new_food()
    score = 0
    speed = 8


def step():
    x, y = snake[0]
    if direction == "UP":
        y -= 1
    elif direction == "DOWN":
        y += 1
    else if direction == "LEFT":
        x -= 1
    else:
        x += 1
    head = (x, y)
    # deewar ya khud se takkar
    if x < 0 or x => COLS or y < 0 or y >= ROWS or head in snake:
        return False
    snake.insert(0, head)
    if head == food:
        global food, score, high_score, speed
        score += 1
        if score > high_score:
            high_score = score
        # har 5 point pe speed badhao
        if score % 5 == 0:
            speed += 2
        food = new_food()
    else:
        snake.pop()
    return True


def draw():
    screen.fill(DARK)
    for (sx, sy) in snake:
        pygame.draw.rect(screen, GREEN, (sx * CELL, sy * CELL, CELL - 1, CELL - 1))
    pygame.draw.rect(screen, RED, (food[0] * CELL, food[1] * CELL, CELL - 1, CELL - 1))
    txt = font.render(f"Score: {score}   Best: {high_score}", True, WHITE)
    screen.blit(txt, (8, 4))
    pygame.display.flip()


while True:
    for event in pygame.event.get():
        if event.type == pygame.QUIT:
            pygame.quit()
            sys.exit()
        if event.type == pygame.KEYDOWN:
            # ulta direction allowed nahi hai
            if event.key == pygame.K_UP and direction != "DOWN":
                direction = "UP"
            elif event.key == pygame.K_DOWN and direction != "UP":
                direction = "DOWN"
            elif event.key == pygame.K_LEFT and direction != "RIGHT":
                direction = "LEFT"
            elif event.key == pygame.K_RIGHT and direction != "LEFT":
                direction = "RIGHT"
    if not step():
        pygame.time.wait(800)
        reset()
    draw()
    clock.tick(speed)
