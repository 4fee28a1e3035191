# ALIEN DODGE
# by Olly, age 13
# run with: pgzrun alien_dodge.py
import random

WIDTH = 600
HEIGHT = 400

alien = Actor("alien")
alien.pos = (300, 350)

rocks = []
score = 0
lives = 3
game_over = False
timer = 0


def add_rock():
    rock = Actor("rock")
    rock.x = random.randint(20, WIDTH - 20)
    rock.y = -20
    rock.speed = random.randint(2, 6)
    rocks.append(rock)


def draw():
    screen.clear()
    screen.fill((0, 0, 40))
    if game_over:
        screen.draw.text("GAME OVER", center=(300, 180), fontsize=60, color="red")
        screen.draw.text("Score: " + str(score), center=(300, 240), fontsize=40)
        screen.draw.text("press SPACE to play again", center=(300, 300), fontsize=25)
        return
    alien.draw()
    for rock in rocks:
        rock.draw()
    screen.draw.text("Score: " + str(score), (10, 10), fontsize=30)
    screen.draw.text("Lives: " + str(lives), (500, 10), fontsize=30)


def update():
    global score, lives, game_over, timer
    if game_over:
        if keyboard.space:
            reset()
        return

    if keyboard.left and alien.x > 30:
        alien.x -= 5
    elif keyboard.right and alien.x < WIDTH - 30:
        alien.x += 5

    timer += 1
    if timer >= 40:
        add_rock()
        timer = 0

    for rock in rocks[:]:
        rock.y += rock.speed
        if rock.colliderect(alien):
            rocks.remove(rock)
            lives -= 1
            sounds.eep.play()
            if lives <= 0:
                game_over = True
        elif rock.y > HEIGHT + 20:
            rocks.remove(rock)
            score += 1


def reset():
    global score, lives, game_over, timer
    rocks.clear()
    score = 0
    lives = 3
    timer = 0
    alien.pos = (300, 350)
    game_over = False
