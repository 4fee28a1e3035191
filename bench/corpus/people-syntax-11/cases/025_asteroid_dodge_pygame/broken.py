"""Asteroid Dodge - a small pygame arcade game.

Arrow keys / WASD to move, space to shoot, P to pause, Esc to quit.
"""
import json
import math
import random
import sys
from pathlib import Path

import pygame

WIDTH, HEIGHT = 800, 600
FPS = 60
HIGHSCORE_FILE = Path.home() / ".asteroid_dodge.json"

BLACK = (0, 0, 0)
WHITE = (255, 255, 255)
GREY = (140, 140, 140)
RED = (220, 60, 60)
YELLOW = (250, 210, 70)
CYAN = (80, 200, 230)

PLAYER_SPEED = 5
BULLET_SPEED = 9
SHOT_COOLDOWN = 250  # ms
START_LIVES = 3


def load_highscore():
    try:
        return json.loads(HIGHSCORE_FILE.read_text())["highscore"]
    except (OSError, ValueError, KeyError):
        return 0


def save_highscore(score):
    try:
        HIGHSCORE_FILE.write_text(json.dumps({"highscore": score}))
    except OSError:
        pass


class Player(pygame.sprite.Sprite):
    def __init__(self):
        super().__init__()
        self.image = pygame.Surface((40, 30), pygame.SRCALPHA)
        pygame.draw.polygon(self.image, CYAN, [(20, 0), (40, 30), (20, 22), (0, 30)])
        self.rect = self.image.get_rect(midbottom=(WIDTH // 2, HEIGHT - 20))
        self.mask = pygame.mask.from_surface(self.image)
        self.last_shot = 0
        self.invulnerable_until = 0

    def update(self, keys):
        dx = (keys[pygame.K_RIGHT] or keys[pygame.K_d]) - (keys[pygame.K_LEFT] or keys[pygame.K_a])
        dy = (keys[pygame.K_DOWN] or keys[pygame.K_s]) - (keys[pygame.K_UP] or keys[pygame.K_w])
        if dx and dy:
            dx, dy = dx / math.sqrt(2), dy / math.sqrt(2)
        self.rect.x += round(dx * PLAYER_SPEED)
        self.rect.y += round(dy * PLAYER_SPEED)
        self.rect.clamp_ip(pygame.Rect(0, HEIGHT // 2, WIDTH, HEIGHT // 2))

    def can_shoot(self, now):
        return now - self.last_shot >= SHOT_COOLDOWN

    def shoot(self, now):
        self.last_shot = now
        return Bullet(self.rect.midtop)

    def blinking(self, now):
        return now < self.invulnerable_until and (now // 100) % 2 == 0


class Bullet(pygame.sprite.Sprite):
    def __init__(self, pos):
        super().__init__()
        self.image = pygame.Surface((4, 12))
        self.image.fill(YELLOW)
        self.rect = self.image.get_rect(midbottom=pos)

    def update(self):
        self.rect.y -= BULLET_SPEED
        if self.rect.bottom < 0:
            self.kill()


class Asteroid(pygame.sprite.Sprite):
    def __init__(self, level):
        super().__init__()
        radius = random.randint(14, 40)
        self.image = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
        points = []
        for i in range(10):
            angle = i * math.tau / 10
            r = radius * random.uniform(0.75, 1.0)
            points.append((radius + r * math.cos(angle), radius + r * math.sin(angle)))
        pygame.draw.polygon(self.image, GREY, points)
        self.rect = self.image.get_rect(center=(random.randint(radius, WIDTH - radius), -radius))
        self.mask = pygame.mask.from_surface(self.image)
        self.speed = random.uniform(1.5, 3.0) + level * 0.4
        self.drift = random.uniform(-1.0, 1.0)
        self.hp = 1 if radius < 25 else 2
        self.points = 30 if radius < 25 else 10
        self.y = float(self.rect.y)
        self.x = float(self.rect.x)

    def update(self):
        self.y += self.speed
        self.x += self.drift
        self.rect.y = round(self.y)
        self.rect.x = round(self.x)
        if self.rect.top > HEIGHT or self.rect.right < 0 or self.rect.left > WIDTH:
            self.kill()


class Explosion(pygame.sprite.Sprite)
    def __init__(self, center, size):
        super().__init__()
        self.center = center
        self.size = size
        self.frame = 0
        self.image = pygame.Surface((size * 2, size * 2), pygame.SRCALPHA)
        self.rect = self.image.get_rect(center=center)

    def update(self):
        self.frame += 1
        if self.frame > 12:
            self.kill()
            return
        self.image.fill((0, 0, 0, 0))
        radius = int(self.size * self.frame / 12)
        alpha = 255 - self.frame * 20
        pygame.draw.circle(self.image, (*RED, alpha), (self.size, self.size), radius, 3)


class Game:
    def __init__(self):
        pygame.init()
        pygame.display.set_caption("Asteroid Dodge")
        self.screen = pygame.display.set_mode((WIDTH, HEIGHT))
        self.clock = pygame.time.Clock()
        self.font = pygame.font.SysFont("consolas", 22)
        self.big_font = pygame.font.SysFont("consolas", 56, bold=True)
        self.stars = [(random.randrange(WIDTH), random.randrange(HEIGHT), random.random()) for _ in range(90)]
        self.highscore = load_highscore()
        self.state = "menu"
        self.reset()

    def reset(self):
        self.player = Player()
        self.bullets = pygame.sprite.Group()
        self.asteroids = pygame.sprite.Group()
        self.effects = pygame.sprite.Group()
        self.score = 0
        self.lives = START_LIVES
        self.level = 1
        self.spawn_timer = 0
        self.paused = False

    # ------------------------------------------------------------------ events
    def handle_events(self):
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.quit()
            if event.type != pygame.KEYDOWN:
                continue
            if event.key == pygame.K_ESCAPE:
                self.quit()
            if self.state == "menu" and event.key in (pygame.K_RETURN, pygame.K_SPACE):
                self.reset()
                self.state = "play"
            elif self.state == "over" and event.key == pygame.K_RETURN:
                self.state = "menu"
            elif self.state == "play" and event.key == pygame.K_p:
                self.paused = not self.paused

    # ------------------------------------------------------------------ update
    def spawn(self, dt):
        self.spawn_timer += dt
        interval = max(250, 900 - self.level * 70)
        while self.spawn_timer >= interval:
            self.spawn_timer -= interval
            self.asteroids.add(Asteroid(self.level))

    def update_play(self, dt):
        now = pygame.time.get_ticks()
        keys = pygame.key.get_pressed()
        self.player.update(keys)
        if keys[pygame.K_SPACE] and self.player.can_shoot(now):
            self.bullets.add(self.player.shoot(now))
        self.spawn(dt)
        self.bullets.update()
        self.asteroids.update()
        self.effects.update()

        hits = pygame.sprite.groupcollide(self.asteroids, self.bullets, False, True)
        for asteroid in hits:
            asteroid.hp -= 1
            if asteroid.hp <= 0:
                self.score += asteroid.points
            self.effects.add(Explosion(asteroid.rect.center, asteroid.rect.width // 2))
                asteroid.kill()

        if now >= self.player.invulnerable_until:
            crash = pygame.sprite.spritecollideany(self.player, self.asteroids, pygame.sprite.collide_mask)
            if crash:
                crash.kill()
                self.effects.add(Explosion(self.player.rect.center, 40))
                self.lives -= 1
                self.player.invulnerable_until = now + 2000
                if self.lives == 0:
                    self.game_over()

        self.level = 1 + self.score // 500

    def game_over(self):
        self.state = "over"
        if self.score > self.highscore:
            self.highscore = self.score
            save_highscore(self.score)

    # ------------------------------------------------------------------ drawing
    def draw_stars(self):
        for i, (x, y, depth) in enumerate(self.stars):
            y = (y + 0.5 + depth * 1.5) % HEIGHT
            self.stars[i] = (x, y, depth)
            shade = int(100 + depth * 155)
            self.screen.set_at((x, int(y)), (shade, shade, shade))

    def text(self, message, pos, font=None, color=WHITE, center=False):
        surface = (font or self.font).render(message, True, color)
        rect = surface.get_rect()
        if center:
            rect.center = pos
        else:
            rect.topleft = pos
        self.screen.blit(surface, rect)

    def draw(self):
        self.screen.fill(BLACK)
        self.draw_stars()
        if self.state == "menu":
            self.text("ASTEROID DODGE", (WIDTH // 2, HEIGHT // 3), self.big_font, CYAN, center=True)
            self.text("Enter or Space to start", (WIDTH // 2, HEIGHT // 2), center=True)
            self.text(f"High score: {self.highscore}", (WIDTH // 2, HEIGHT // 2 + 40), center=True)
        else:
            self.asteroids.draw(self.screen)
            self.bullets.draw(self.screen)
            self.effects.draw(self.screen)
            if not self.player.blinking(pygame.time.get_ticks()):
                self.screen.blit(self.player.image, self.player.rect)
            self.text(f"Score {self.score}", (10, 10))
            self.text(f"Level {self.level}", (WIDTH // 2 - 40, 10))
            self.text("♥ " * self.lives, (WIDTH - 110, 10), color=RED)
            if self.paused:
                self.text("PAUSED", (WIDTH // 2, HEIGHT // 2), self.big_font, center=True)
            if self.state == "over":
                self.text("GAME OVER", (WIDTH // 2, HEIGHT // 2 - 30), self.big_font, RED, center=True)
                self.text("Enter for menu", (WIDTH // 2, HEIGHT // 2 + 30), center=True)
        pygame.display.flip()

    # ------------------------------------------------------------------ main loop
    def run(self):
        while True:
            dt = self.clock.tick(FPS)
            self.handle_events()
            if self.state == "play" and not self.paused:
                self.update_play(dt)
            elif self.state == "over":
                self.effects.update()
            self.draw()

    def quit(self):
        pygame.quit()
        sys.exit()


if __name__ == "__main__":
    Game().run()
