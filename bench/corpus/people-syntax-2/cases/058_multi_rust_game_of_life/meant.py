"""Conway's Game of Life in the terminal (my first Python program, I normally write Rust)."""
import os
import random
import sys
import time

WIDTH = 60
HEIGHT = 24
ALIVE = "#"
DEAD = " "


class Board:
    def __init__(self, width, height):
        self.width = width
        self.height = height
        self.cells = [[False] * width for _ in range(height)]
        self.generation = 0

    def randomize(self, density):
        for y in range(self.height):
            for x in range(self.width):
                self.cells[y][x] = random.random() < density

    def neighbours(self, x, y):
        count = 0
        for dy in (-1, 0, 1):
            for dx in (-1, 0, 1):
                if dx == 0 and dy == 0:
                    continue
                nx = (x + dx) % self.width
                ny = (y + dy) % self.height
                if self.cells[ny][nx]:
                    count += 1
        return count

    def step(self):
        new = [[False] * self.width for _ in range(self.height)]
        for y in range(self.height):
            for x in range(self.width):
                n = self.neighbours(x, y)
                alive = self.cells[y][x]
                new[y][x] = n == 3 or (alive and n == 2)
        self.cells = new
        self.generation += 1

    def population(self):
        return sum(row.count(True) for row in self.cells)

    def is_empty(self):
        return not any(any(row) for row in self.cells)

    def render(self):
        lines = ["".join(ALIVE if c else DEAD for c in row) for row in self.cells]
        density = float(self.population()) / (self.width * self.height)
        lines.append(f"gen {self.generation}  population {self.population()}  density {density:.2f}")
        return "\n".join(lines)


def clear_screen():
    os.system("cls" if os.name == "nt" else "clear")


def main():
    density = float(sys.argv[1]) if len(sys.argv) > 1 else 0.25
    delay = 0.1
    board = Board(WIDTH, HEIGHT)
    board.randomize(density)
    history = []
    while not board.is_empty():
        clear_screen()
        print(board.render())
        snapshot = tuple(map(tuple, board.cells))
        if snapshot in history:
            print("stable pattern reached")
            break
        history = history[-10:] + [snapshot]
        board.step()
        time.sleep(delay)
    else:
        print("everything died")


if __name__ == "__main__":
    main()
