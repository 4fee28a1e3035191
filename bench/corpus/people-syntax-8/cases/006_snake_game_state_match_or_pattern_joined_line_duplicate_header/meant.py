"""Game state for the terminal snake game (drawing lives in ui.py)."""
import random
from collections import deque
from dataclasses import dataclass

UP, DOWN, LEFT, RIGHT = (0, -1), (0, 1), (-1, 0), (1, 0)
OPPOSITE = {UP: DOWN, DOWN: UP, LEFT: RIGHT, RIGHT: LEFT}


@dataclass
class Settings:
    width: int = 30
    height: int = 20
    start_length: int = 3
    wrap_walls: bool = False


class SnakeGame:
    def __init__(self, settings: Settings | None = None, seed: int | None = None):
        self.settings = settings or Settings()
        self.rng = random.Random(seed)
        self.reset()

    def reset(self) -> None:
        s = self.settings
        mid = (s.width // 2, s.height // 2)
        self.body = deque((mid[0] - i, mid[1]) for i in range(s.start_length))
        self.direction = RIGHT
        self.pending = RIGHT
        self.score = 0
        self.alive = True
        self.paused = False
        self.food = self._place_food()

    def _place_food(self) -> tuple[int, int]:
        free = [
            (x, y)
            for x in range(self.settings.width)
            for y in range(self.settings.height)
            if (x, y) not in self.body
        ]
        return self.rng.choice(free)

    def handle_key(self, key: str) -> None:
        match key:
            case "w" | "KEY_UP":
                self.turn(UP)
            case "s" | "KEY_DOWN":
                self.turn(DOWN)
            case "a" | "KEY_LEFT":
                self.turn(LEFT)
            case "d" | "KEY_RIGHT":
                self.turn(RIGHT)
            case "p" | " ":
                self.paused = not self.paused
            case "r" if not self.alive:
                self.reset()
            case _:
                pass

    def turn(self, direction: tuple[int, int]) -> None:
        # ignore a reversal into the snake's own neck
        if direction != OPPOSITE[self.direction]:
            self.pending = direction

    def step(self) -> None:
        if not self.alive or self.paused:
            return
        self.direction = self.pending
        hx, hy = self.body[0]
        dx, dy = self.direction
        nx, ny = hx + dx, hy + dy
        if self.settings.wrap_walls:
            nx %= self.settings.width
            ny %= self.settings.height
        elif not (0 <= nx < self.settings.width and 0 <= ny < self.settings.height):
            self.alive = False
            return
        grows = (nx, ny) == self.food
        if not grows:
            self.body.pop()
        if (nx, ny) in self.body:
            self.alive = False
            return
        self.body.appendleft((nx, ny))
        if grows:
            self.score += 10
            self.food = self._place_food()
