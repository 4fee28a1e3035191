# 7DRL-ish jam 게임: "지하 3층" - curses 로그라이크
# 새벽 3시에 작성함. 코드 더러워도 이해 바람
import curses
import random

MAP_W, MAP_H = 60, 20
WALL, FLOOR, STAIRS = "#", ".", ">"


class Entity:
    def __init__(self, x, y, ch, hp=10, name, atk=2):
        self.x = x
        self.y = y
        self.ch = ch
        self.name = name
        self.hp = hp
        self.atk = atk

    def alive(self):
        return self.hp > 0


def make_map():
    grid = [[WALL] * MAP_W for _ in range(MAP_H)]
    rooms = []
    for _ in range(8):
        w, h = random.randint(5, 12), random.randint(3, 6)
        x, y = random.randint(1, MAP_W - w - 1), random.randint(1, MAP_H - h - 1)
        for yy in range(y, y + h):
            for xx in range(x, x + w):
                grid[yy][xx] = FLOOR
        if rooms:
            # 이전 방과 L자 복도로 연결
            px, py = rooms[-1]
            cx, cy = x + w // 2, y + h // 2
            for xx in range(min(px, cx), max(px, cx) + 1):
                grid[py][xx] = FLOOR
            for yy in range(min(py, cy), max(py, cy) + 1):
                grid[yy][cx] = FLOOR
        rooms.append((x + w // 2, y + h // 2))
    sx, sy = rooms[-1]
    grid[sy][sx] = STAIRS
    return grid, rooms


def try_move(ent, dx, dy, grid, monsters, log):
    nx, ny = ent.x + dx, ent.y + dy
    if grid[ny][nx] == WALL:
        return
    for m in monsters:
        if m.alive() and (m.x, m.y) == (nx, ny):
            dmg = random.randint(1, ent.atk)
            m.hp -= dmg
            log.append(f"{m.name}에게 {dmg} 데미지!")
            if not m.alive():
                log.append(f"{m.name} 처치")
            return
    ent.x, ent.y = nx, ny


def main(stdscr):
    curses.curs_set(0)
    depth = 1
    grid, rooms = make_map()
    player = Entity(rooms[0][0], rooms[0][1], "@", "나", hp=30, atk=5)
    monsters = [Entity(rx, ry, "g", "고블린", hp=6) for rx, ry in rooms[1:-1]]
    log = ["지하 1층. 계단(>)을 찾아라"]
    while player.alive():
        stdscr.clear()
        for y, row in enumerate(grid):
            stdscr.addstr(y, 0, "".join(row))
        for m in monsters:
            if m.alive():
                stdscr.addstr(m.y, m.x, m.ch)
        stdscr.addstr(player.y, player.x, player.ch)
        stdscr.addstr(MAP_H, 0, f"HP {player.hp}  깊이 {depth}")
        stdscr.addstr(MAP_H + 1, 0, log[-1][:MAP_W])
        key = stdscr.getkey()
        match key:
            case "q" or "Q":
                break
            case "w" | "KEY_UP":
                try_move(player, 0, -1, grid, monsters, log)
            case "s" | "KEY_DOWN":
                try_move(player, 0, 1, grid, monsters, log)
            case "a" | "KEY_LEFT":
                try_move(player, -1, 0, grid, monsters, log)
            case "d" | "KEY_RIGHT":
                try_move(player, 1, 0, grid, monsters, log)
        if grid[player.y][player.x] == STAIRS:
            depth += 1
            if depth > 3:
                log.append("탈출 성공!")
                break
            grid, rooms = make_map()
            player.x, player.y = rooms[0]
            monsters = [Entity(rx, ry, "o", "오크", hp=10, atk=3 for rx, ry in rooms[1:-1]]
            log.append(f"지하 {depth}층")
        # 몬스터 턴: 가까우면 공격
        for m in monsters:
            if m.alive() and abs(m.x - player.x) + abs(m.y - player.y) == 1:
                player.hp -= random.randint(1, m.atk)
                log.append(f"{m.name}의 공격!")
    stdscr.clear()
    stdscr.addstr(MAP_H // 2, MAP_W // 2 - 5, "GAME OVER" if not player.alive() else "THE END")
    stdscr.getkey()


curses.wrapper(main)
