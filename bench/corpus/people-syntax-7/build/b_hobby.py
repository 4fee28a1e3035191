"""Group 2: hobby and automation scripts by self-taught people. Cases 015-022."""
from lib import case, M

# ---------------------------------------------------------------- 015
case("discord_dice_bot_decorator_joined_dict_comma_except_colon",
     "self-taught hobbyist running a dice/character bot for a D&D group's Discord server",
     r'''
import os
import random
import re

import discord
from discord.ext import commands

intents = discord.Intents.default()
intents.message_content = True
bot = commands.Bot(command_prefix="!", intents=intents)

DICE_RE = re.compile(r"^(\d*)d(\d+)([+-]\d+)?$")

CHARACTERS = {
    "thorin": {"class": "fighter", "hp": 34},
    "elowen": {"class": "wizard", "hp": 18},
    "pip": {"class": "rogue", "hp": 22},
}


@bot.event
async def on_ready():
    print(f"Logged in as {bot.user} (id {bot.user.id})")


@bot.command(name="roll", help="Roll dice, e.g. !roll 2d6+3")
async def roll(ctx, spec: str = "1d20"):
    m = DICE_RE.match(spec.replace(" ", ""))
    if not m:
        await ctx.send("I don't understand that. Try `!roll 2d6+3`")
        return
    count = int(m.group(1) or 1)
    sides = int(m.group(2))
    bonus = int(m.group(3) or 0)
    rolls = [random.randint(1, sides) for _ in range(count)]
    total = sum(rolls) + bonus
    embed = discord.Embed(title=f"{ctx.author.display_name} rolls {spec}",
                          description=f"**{total}**")
    embed.add_field(name="Rolls", value=", ".join(map(str, rolls)))
    if bonus:
        embed.add_field(name="Bonus", value=f"{bonus:+d}")
    await ctx.send(embed=embed)


@bot.command(name="char")
async def char(ctx, name: str):
    info = CHARACTERS.get(name.lower())
    if info is None:
        await ctx.send(f"No character called {name}")
        return
    await ctx.send(f"{name.title()} the {info['class']} has {info['hp']} HP")


if __name__ == "__main__":
    try:
        bot.run(os.environ["DISCORD_TOKEN"])
    except KeyError as e:
        print("Set the DISCORD_TOKEN environment variable first", e)
''',
     [
         M("comma: missing between dict entries (across lines)",
           'The `"elowen": {...}` entry of CHARACTERS has no trailing comma.',
           ('"elowen": {"class": "wizard", "hp": 18},', '"elowen": {"class": "wizard", "hp": 18}')),
         M("decorator: joined onto the def line",
           "`@bot.event async def on_ready():` - the line break after the first decorator was lost "
           "(the author pasted the function from a gist).",
           ("@bot.event\nasync def on_ready():", "@bot.event async def on_ready():")),
         M("colon: missing after except ... as e", "`except KeyError as e` without the colon.",
           ("    except KeyError as e:", "    except KeyError as e")),
     ])

# ---------------------------------------------------------------- 016
case("book_scraper_backslash_missing_except_dedented_dict_value_paren",
     "self-taught hobbyist scraping a practice book shop with requests + BeautifulSoup",
     r'''
"""Scrape book titles and prices from books.toscrape.com into books.csv"""
import csv
import time
from urllib.parse import urljoin

import requests
from bs4 import BeautifulSoup

BASE = "https://books.toscrape.com/"
HEADERS = {"User-Agent": "Mozilla/5.0 (hobby scraper; contact me@example.com)"}


def get_soup(url):
    for attempt in range(3):
        try:
            r = requests.get(url, headers=HEADERS, timeout=10)
            r.raise_for_status()
            return BeautifulSoup(r.text, "html.parser")
        except requests.RequestException as e:
            print("  retry", attempt + 1, "-", e)
            time.sleep(2)
    return None


def parse_books(soup, page_url):
    books = []
    for art in soup.select("article.product_pod"):
        a = art.h3.a
        price_text = art.select_one("p.price_color").get_text(strip=True)
        in_stock = "In stock" in \
            art.select_one("p.instock.availability").get_text()
        books.append({
            "title": a["title"],
            "price": float(price_text.replace("£", "").replace("Â", "")),
            "in_stock": in_stock,
            "url": urljoin(page_url, a["href"]),
        })
    return books


def main(pages=3):
    all_books = []
    for n in range(1, pages + 1):
        url = urljoin(BASE, f"catalogue/page-{n}.html")
        soup = get_soup(url)
        if soup is None:
            break
        all_books += parse_books(soup, url)
        time.sleep(1)
    with open("books.csv", "w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, fieldnames=["title", "price", "in_stock", "url"])
        writer.writeheader()
        writer.writerows(all_books)
    print(len(all_books), "books saved")


if __name__ == "__main__":
    main()
''',
     [
         M("indent: except dedented away from its try (try without except)",
           "The `except requests.RequestException as e:` line sits at the `for` level (4 spaces) "
           "instead of the `try` level (8), so the `try:` has no handler; its body lines are "
           "still at 12 spaces, which shows where it belonged.",
           ("        except requests.RequestException as e:", "    except requests.RequestException as e:")),
         M("continuation: backslash missing at end of line",
           '`in_stock = "In stock" in` ends the line with an operator and no `\\`; the next line '
           "is indented as a continuation. meant.py restores the backslash (the author's layout) "
           "rather than joining the lines.",
           ('in_stock = "In stock" in \\\n', 'in_stock = "In stock" in\n')),
         M("bracket: ) missing inside dict value",
           '`"price": float(price_text.replace("£", "").replace("Â", ""),` - the `)` of float() '
           "is missing, so the next entry is read as a float() argument.",
           ('.replace("Â", "")),\n', '.replace("Â", ""),\n')),
     ],
     note="The `Â` replace is the author's workaround for a mis-decoded pound sign and stays.")

# ---------------------------------------------------------------- 017
case("pygame_catch_stars_taberror_draw_rect_paren_if_colon",
     "teenager teaching themself pygame from YouTube, catch-the-falling-stars game",
     r'''
import random
import sys

import pygame

WIDTH, HEIGHT = 480, 640
FPS = 60
BLACK, YELLOW, RED = (10, 10, 20), (250, 220, 60), (220, 50, 50)

pygame.init()
screen = pygame.display.set_mode((WIDTH, HEIGHT))
pygame.display.set_caption("Catch the stars")
clock = pygame.time.Clock()

basket = pygame.Rect(WIDTH // 2 - 40, HEIGHT - 40, 80, 16)
stars = []
score = 0
lives = 3


def new_star():
    x = random.randint(10, WIDTH - 20)
    return {"rect": pygame.Rect(x, -20, 14, 14), "speed": random.uniform(2.0, 5.0)}


running = True
while running:
    dt = clock.tick(FPS)
    for event in pygame.event.get():
        if event.type == pygame.QUIT:
            running = False

    keys = pygame.key.get_pressed()
    if keys[pygame.K_LEFT] and basket.left > 0:
        basket.x -= 7
    if keys[pygame.K_RIGHT] and basket.right < WIDTH:
        basket.x += 7

    if random.random() < dt / 700:
        stars.append(new_star())

    for star in stars[:]:
        star["rect"].y += star["speed"]
        if star["rect"].colliderect(basket):
            stars.remove(star)
            score += 1
        elif star["rect"].top > HEIGHT:
            stars.remove(star)
            lives -= 1

    running = running and lives > 0
    screen.fill(BLACK)
    pygame.draw.rect(screen, RED, basket, border_radius=4)
    for star in stars:
        pygame.draw.ellipse(screen, YELLOW, star["rect"])
    pygame.display.set_caption(f"Catch the stars - score {score}, lives {lives}")
    pygame.display.flip()

print("Final score:", score)
pygame.quit()
sys.exit()
''',
     [
         M("colon: missing after if", "`if keys[pygame.K_LEFT] and basket.left > 0` without the colon.",
           ("if keys[pygame.K_LEFT] and basket.left > 0:", "if keys[pygame.K_LEFT] and basket.left > 0")),
         M("indent: TAB-indented line among spaces (TabError)",
           "`lives -= 1` is indented with three TABs (the author's editor shows a TAB as 4 "
           "columns, so it looked aligned); the rest of the file uses spaces. meant.py uses the "
           "12 spaces of the line above.",
           ("            stars.remove(star)\n            lives -= 1",
            "            stars.remove(star)\n\u21e5\u21e5\u21e5lives -= 1")),
         M("bracket: ( never closed", "`pygame.draw.rect(screen, RED, basket, border_radius=4` - "
           "the closing `)` is missing.",
           ("pygame.draw.rect(screen, RED, basket, border_radius=4)", "pygame.draw.rect(screen, RED, basket, border_radius=4")),
     ])

# ---------------------------------------------------------------- 018
case("tkinter_pomodoro_lambda_return_kwarg_comma_across_lines",
     "self-taught office worker building a pomodoro timer window with tkinter",
     r'''
import tkinter as tk
from tkinter import messagebox

WORK_MIN = 25
BREAK_MIN = 5


class Pomodoro:
    def __init__(self, root):
        self.root = root
        self.root.title("Pomodoro")
        self.remaining = WORK_MIN * 60
        self.running = False
        self.on_break = False
        self.done = 0

        self.label = tk.Label(root, text=self.fmt(self.remaining),
                              font=("Helvetica", 48), fg="#d9534f")
        self.label.pack(padx=30, pady=(20, 5))
        self.status = tk.Label(root, text="Work  (done: 0)", font=("Helvetica", 14))
        self.status.pack()

        buttons = tk.Frame(root)
        buttons.pack(pady=10)
        for text, cmd in (("Start", self.start), ("Pause", self.pause)):
            tk.Button(buttons, text=text, width=8, command=cmd).pack(side=tk.LEFT, padx=4)
        root.bind("<Escape>", lambda e: root.destroy())

    @staticmethod
    def fmt(seconds):
        return f"{seconds // 60:02d}:{seconds % 60:02d}"

    def start(self):
        self.running = True
        self.tick()

    def pause(self):
        self.running = False

    def tick(self):
        if not self.running:
            return
        if self.remaining > 0:
            self.remaining -= 1
            self.label.config(text=self.fmt(self.remaining))
            self.root.after(1000, self.tick)
            return
        self.root.bell()
        if not self.on_break:
            self.done += 1
        messagebox.showinfo("Pomodoro", "Back to work!" if self.on_break else "Time for a break!")
        self.on_break = not self.on_break
        self.remaining = (BREAK_MIN if self.on_break else WORK_MIN) * 60
        self.status.config(text=f"{'Break' if self.on_break else 'Work'}  (done: {self.done})")
        self.label.config(fg="#5cb85c" if self.on_break else "#d9534f")
        self.tick()


if __name__ == "__main__":
    root = tk.Tk()
    Pomodoro(root)
    root.mainloop()
''',
     [
         M("comma: missing between keyword arguments (across lines)",
           "`text=self.fmt(self.remaining)` ends its line without the comma before `font=` on "
           "the next line.",
           ("text=self.fmt(self.remaining),\n", "text=self.fmt(self.remaining)\n")),
         M("lambda: return inside lambda", '`lambda e: return root.destroy()` - a lambda body is an '
           "expression; meant.py drops the `return`.",
           ('lambda e: root.destroy())', 'lambda e: return root.destroy())')),
     ])

# ---------------------------------------------------------------- 019
case("photo_renamer_return_dedented_out_of_function_for_colon",
     "hobby photographer renaming holiday photos by date with pathlib",
     r'''
#!/usr/bin/env python3
"""Usage: python rename_photos.py ~/Pictures/holiday [--dry-run]"""
import os
import sys
from datetime import datetime
from pathlib import Path

EXTENSIONS = {".jpg", ".jpeg", ".png", ".heic", ".mp4", ".mov"}


def new_name(path, counter):
    stamp = datetime.fromtimestamp(path.stat().st_mtime)
    return f"{stamp:%Y-%m-%d_%H%M%S}_{counter:03d}{path.suffix.lower()}"


def collect(folder):
    files = []
    for p in sorted(folder.iterdir()):
        if p.is_file() and p.suffix.lower() in EXTENSIONS:
            files.append(p)
    files.sort(key=lambda p: p.stat().st_mtime)
    return files


def rename_all(folder, dry_run=False):
    files = collect(folder)
    done = 0
    for counter, p in enumerate(files, start=1):
        target = p.with_name(new_name(p, counter))
        if target.exists():
            print(f"SKIP {p.name}: {target.name} already exists")
            continue
        print(f"{p.name}  ->  {target.name}")
        if not dry_run:
            os.rename(p, target)
        done += 1
    return done


def main(argv):
    if len(argv) < 2:
        print(__doc__)
        return 1
    folder = Path(argv[1]).expanduser()
    if not folder.is_dir():
        print(folder, "is not a folder")
        return 1
    dry = "--dry-run" in argv
    n = rename_all(folder, dry_run=dry)
    if dry:
        print(n, "files would be renamed (dry run)")
    else:
        print(n, "files renamed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
''',
     [
         M("colon: missing after for", "`for counter, p in enumerate(files, start=1)` without the colon.",
           ("for counter, p in enumerate(files, start=1):", "for counter, p in enumerate(files, start=1)")),
         M("scope: return outside function (dedented to column 0)",
           "After removing a debugging block the author shift-tabbed `return done` all the way "
           "to column 0; it belongs to rename_all (it returns the counter the caller prints).",
           ("        done += 1\n    return done\n", "        done += 1\nreturn done\n")),
     ])

# ---------------------------------------------------------------- 020
case("selenium_gym_booking_until_paren_listcomp_bracket",
     "self-taught commuter automating the booking of a popular gym class with Selenium",
     r'''
"""Book my Tuesday 7am spin class as soon as booking opens."""
import os
import time

from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

LOGIN_URL = "https://members.examplegym.com/login"
CLASS_NAME = "Spin 45"
CLASS_TIME = "07:00"


def login(driver, wait):
    driver.get(LOGIN_URL)
    wait.until(EC.presence_of_element_located((By.ID, "email"))).send_keys(os.environ["GYM_EMAIL"])
    driver.find_element(By.ID, "password").send_keys(os.environ["GYM_PASSWORD"])
    driver.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    wait.until(EC.url_contains("/dashboard"))


def find_class(driver):
    rows = driver.find_elements(By.CSS_SELECTOR, "table.timetable tr")
    for row in rows:
        cells = [c.text.strip() for c in row.find_elements(By.TAG_NAME, "td")]
        if len(cells) >= 3 and cells[0] == CLASS_TIME and CLASS_NAME in cells[1]:
            return row
    return None


def book(driver, wait):
    driver.get("https://members.examplegym.com/timetable?day=tuesday")
    row = find_class(driver)
    if row is None:
        return False
    row.find_element(By.CSS_SELECTOR, "button.book").click()
    try:
        wait.until(EC.text_to_be_present_in_element(
            (By.CSS_SELECTOR, ".alert-success"), "Booked"))
    except TimeoutException:
        print("No confirmation message appeared")
        return False
    return True


def main():
    driver = webdriver.Chrome()
    wait = WebDriverWait(driver, 15)
    try:
        login(driver, wait)
        for attempt in range(10):
            if book(driver, wait):
                print("Booked!", CLASS_NAME)
                break
            time.sleep(30)
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
''',
     [
         M("bracket: ] missing in list comprehension",
           '`cells = [c.text.strip() for c in row.find_elements(By.TAG_NAME, "td")` - the `]` is '
           "missing; the error is reported at the `:` of the next line.",
           ('row.find_elements(By.TAG_NAME, "td")]', 'row.find_elements(By.TAG_NAME, "td")')),
         M("bracket: ) missing at end of multi-line call",
           "`wait.until(EC.text_to_be_present_in_element(` is opened on one line and the second "
           "line closes only the inner call, so `except` is reached inside `until(`.",
           ('".alert-success"), "Booked"))', '".alert-success"), "Booked")')),
     ])

# ---------------------------------------------------------------- 021
case("csv_to_excel_walrus_statement_except_tuple_kwarg_comma",
     "self-taught shop manager merging monthly sales CSV exports into one Excel workbook (openpyxl)",
     r'''
import csv
import glob
import os
import sys

from openpyxl import Workbook
from openpyxl.styles import Font

INPUT_DIR = sys.argv[1] if len(sys.argv) > 1 else "exports"
OUTPUT = "sales_summary.xlsx"


def read_csv(path):
    with open(path, newline="", encoding="utf-8-sig") as f:
        return list(csv.reader(f, delimiter=";"))


def to_number(text):
    text = text.replace(" ", "").replace(",", ".")
    try:
        return float(text)
    except (ValueError, TypeError):
        return text


def write_sheet(ws, rows):
    for r, row in enumerate(rows, start=1):
        for c, value in enumerate(row, start=1):
            cell = ws.cell(row=r, column=c, value=to_number(value) if r > 1 else value)
            if r == 1:
                cell.font = Font(bold=True)


def main():
    files = sorted(glob.glob(os.path.join(INPUT_DIR, "*.csv")))
    if not files:
        print("No CSV files in", INPUT_DIR)
        return
    wb = Workbook()
    summary = wb.active
    summary.title = "Summary"
    summary.append(["File", "Rows", "Total amount"])
    for path in files:
        rows = read_csv(path)
        n = len(rows) - 1
        if n < 1:
            print("skipping empty file", path)
            continue
        name = os.path.splitext(os.path.basename(path))[0][:31]
        ws = wb.create_sheet(title=name)
        write_sheet(ws, rows)
        amount_col = rows[0].index("Amount")
        total = sum(to_number(r[amount_col]) for r in rows[1:]
                    if isinstance(to_number(r[amount_col]), float))
        summary.append([name, n, round(total, 2)])
        print(f"{name}: {n} rows, total {total:.2f}")
    wb.save(OUTPUT)
    print("Saved", OUTPUT)


if __name__ == "__main__":
    main()
''',
     [
         M("except: multiple exception types not parenthesized",
           "`except ValueError, TypeError:` - Python 3 needs the tuple in parentheses (in Python 2 "
           "this meant 'bind ValueError to the name TypeError'; here the author clearly wants to "
           "catch both).",
           ("    except (ValueError, TypeError):", "    except ValueError, TypeError:")),
         M("comma: missing between keyword arguments", "`ws.cell(row=r, column=c value=...)`.",
           ("ws.cell(row=r, column=c, value=", "ws.cell(row=r, column=c value=")),
         M("walrus: := used as an assignment statement",
           "`n := len(rows) - 1` on a line of its own (the author had just read about the walrus "
           "operator); as a statement it must be `=`.",
           ("        n = len(rows) - 1\n", "        n := len(rows) - 1\n")),
     ])

# ---------------------------------------------------------------- 022
case("raspberry_pi_fan_taberror_log_paren_while_colon",
     "Raspberry Pi tinkerer editing over SSH with nano, case-fan controller with a button",
     r'''
#!/usr/bin/env python3
# fan_control.py - turn the case fan on when the Pi gets hot
# runs from crontab: @reboot python3 /home/pi/fan_control.py &

import time
import RPi.GPIO as GPIO

FAN_PIN = 18
BUTTON_PIN = 24
ON_TEMP = 60.0
OFF_TEMP = 50.0
LOG = "/home/pi/fan.log"

GPIO.setmode(GPIO.BCM)
GPIO.setwarnings(False)
GPIO.setup(FAN_PIN, GPIO.OUT, initial=GPIO.LOW)
GPIO.setup(BUTTON_PIN, GPIO.IN, pull_up_down=GPIO.PUD_UP)

forced = False


def cpu_temp():
    with open("/sys/class/thermal/thermal_zone0/temp") as f:
        return int(f.read().strip()) / 1000.0


def log(msg):
    line = time.strftime("%Y-%m-%d %H:%M:%S ") + msg
    with open(LOG, "a") as f:
        f.write(line + "\n")


def button_pressed(channel):
    global forced
    forced = not forced
    log("button: forced mode " + ("ON" if forced else "OFF"))


GPIO.add_event_detect(BUTTON_PIN, GPIO.FALLING, callback=button_pressed,
                      bouncetime=300)

fan_on = False
try:
    while True:
        t = cpu_temp()
        if forced or t >= ON_TEMP:
            want = True
        elif t <= OFF_TEMP:
            want = False
        else:
            want = fan_on
        if want != fan_on:
            GPIO.output(FAN_PIN, want)
            fan_on = want
            log("temp %.1f C, fan %s" % (t, "ON" if fan_on else "OFF"))
        time.sleep(5)
except KeyboardInterrupt:
    log("stopped by user")
finally:
    GPIO.output(FAN_PIN, GPIO.LOW)
    GPIO.cleanup()
''',
     [
         M("indent: TAB-indented line among spaces (TabError)",
           "`forced = not forced` was re-typed in nano, which inserted a TAB; the function's "
           "other lines use 4 spaces. meant.py uses 4 spaces.",
           ("    global forced\n    forced = not forced", "    global forced\n\u21e5forced = not forced")),
         M("colon: missing after while", "`while True` inside the try without the colon.",
           ("    while True:", "    while True")),
         M("bracket: ( never closed", '`log("temp %.1f C, fan %s" % (t, "ON" if fan_on else "OFF")` - '
           "the `)` of log() is missing.",
           ('(t, "ON" if fan_on else "OFF"))', '(t, "ON" if fan_on else "OFF")')),
     ])
