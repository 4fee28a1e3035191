"""Group C (021-030): scientists, teachers and hobbyists."""
from lib import M, case

MUL_SIGN, MINUS_SIGN = "\u00d7", "\u2212"
SUP2 = "\u00b2"
INCREMENT, DELTA = "\u2206", "\u0394"

# ---------------------------------------------------------------------------------------
MEANT_021 = r'''#!/usr/bin/env python
# weather.py - DHT22 on GPIO4, red LED on GPIO17 when it gets too humid
# logs to a CSV on the USB stick every 5 minutes
import csv
import os
import time
from datetime import datetime

import Adafruit_DHT
import RPi.GPIO as GPIO

SENSOR = Adafruit_DHT.DHT22
SENSOR_PIN = 4
LED_PIN = 17
LOG_FILE = "/media/pi/STICK/weather.csv"
INTERVAL = 300
HUMID_LIMIT = 70.0

GPIO.setmode(GPIO.BCM)
GPIO.setwarnings(False)
GPIO.setup(LED_PIN, GPIO.OUT)


def read_sensor(tries=5):
    for attempt in range(tries):
        humidity, temperature = Adafruit_DHT.read(SENSOR, SENSOR_PIN)
        if humidity is not None and temperature is not None:
            return round(humidity, 1), round(temperature, 1)
        print("Sensor read failed, retrying")
        time.sleep(2)
    return None, None


def log_row(temperature, humidity):
    new_file = not os.path.exists(LOG_FILE)
    with open(LOG_FILE, "a") as f:
        writer = csv.writer(f)
        if new_file:
            writer.writerow(["time", "temperature", "humidity"])
        writer.writerow([datetime.now().strftime("%Y-%m-%d %H:%M"), temperature, humidity])
    if new_file:
        os.chmod(LOG_FILE, 0o644)


def main():
    print("Weather station started, logging to", LOG_FILE)
    try:
        while True:
            humidity, temperature = read_sensor()
            if humidity is None:
                GPIO.output(LED_PIN, GPIO.HIGH)
                time.sleep(60)
                continue
            print("Temp: {0} C  Humidity: {1} %".format(temperature, humidity))
            GPIO.output(LED_PIN, GPIO.HIGH if humidity > HUMID_LIMIT else GPIO.LOW)
            try:
                log_row(temperature, humidity)
            except IOError as e:
                print("Could not write log:", e)
            time.sleep(INTERVAL)
    except KeyboardInterrupt:
        print("Stopped")
    finally:
        GPIO.cleanup()


main()
'''

case(
    "pi_weather_station_gpio_py2_print_except_comma_octal_if_colon",
    "hobbyist: Raspberry Pi weather station, learned from Python 2 tutorials",
    MEANT_021,
    [
        M("py2: print statement",
          "`print \"Sensor read failed, retrying\"` - the Python 2 print statement from the "
          "tutorial the retry loop was copied from.",
          ('        print("Sensor read failed, retrying")', '        print "Sensor read failed, retrying"')),
        M("py2: except E, e",
          "`except IOError, e:` (Python 2 syntax).",
          ("            except IOError as e:", "            except IOError, e:")),
        M("py2: octal literal with a leading 0 (0644)",
          "`os.chmod(LOG_FILE, 0644)`: Python 2's octal literal.",
          ("os.chmod(LOG_FILE, 0o644)", "os.chmod(LOG_FILE, 0644)")),
        M("colon: missing after if",
          "The `if humidity is not None and temperature is not None` line has no colon.",
          ("        if humidity is not None and temperature is not None:\n",
           "        if humidity is not None and temperature is not None\n")),
    ],
    note="""
Situation: a hobbyist's weather station on a Raspberry Pi (DHT22 sensor, an LED, a CSV on
a USB stick). The script was assembled from several tutorials, some of them written
for Python 2, and it is now run with python3 (the shebang still says `python`, which
is Python 3 on current Raspberry Pi OS).

Policy: Python 2 constructs get the spelling 2to3 would write: `print(...)` with the
same argument, `except IOError as e:`, `0o644`. The `.format()` strings and the
`#!/usr/bin/env python` line are the author's style and stay.
""")

# ---------------------------------------------------------------------------------------
MEANT_022 = r'''"""Michaelis-Menten fit for the invertase practical (group 3, 2024-03-12)."""
import numpy as np
import pandas as pd
import matplotlib.pyplot as plt
from scipy.optimize import curve_fit

# substrate concentration S in mM, initial rate v in umol/min, sd from triplicates
df = pd.read_csv("invertase_group3.csv")
df = df[df["S"] > 0].sort_values("S")


def mm(S, Vmax, Km):
    return Vmax * S / (Km + S)


p0 = [df["v"].max(), df["S"].median()]
popt, pcov = curve_fit(mm, df["S"], df["v"], p0=p0, sigma=df["sd"], absolute_sigma=True)
Vmax, Km = popt
Vmax_err, Km_err = np.sqrt(np.diag(pcov))
print(f"Vmax = {Vmax:.3f} +/- {Vmax_err:.3f} umol/min")
print(f"Km   = {Km:.3f} +/- {Km_err:.3f} mM")

# goodness of fit: normalised residuals and reduced chi^2
res = [(v - mm(s, Vmax, Km)) / sd for s, v, sd in zip(df["S"], df["v"], df["sd"])]
chi2 = sum(r ** 2 for r in res)
print(f"chi2/dof = {chi2 / (len(df) - 2):.2f}")

# Lineweaver-Burk for the report (the lab script asks for it)
inv_S, inv_v = 1 / df["S"], 1 / df["v"]
slope, intercept = np.polyfit(inv_S, inv_v, 1)
print(f"LB estimate: Vmax = {1 / intercept:.3f}, Km = {slope / intercept:.3f}")

S_grid = np.linspace(0, df["S"].max() * 1.1, 200)
fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(10, 4))
ax1.errorbar(df["S"], df["v"], yerr=df["sd"], fmt="o", capsize=3, label="measured")
ax1.plot(S_grid, mm(S_grid, Vmax, Km), "-", label=rf"fit, $K_{{\mathrm{{m}}}}$ = {Km:.2f} mM")
ax1.set_xlabel("[S] (mM)")
ax1.set_ylabel(r"$v_0$ ($\mu$mol/min)")
ax1.legend()
ax2.plot(inv_S, inv_v, "s", label="1/v vs 1/[S]")
ax2.plot(inv_S, slope * inv_S + intercept, "--", label="linear fit")
ax2.set_xlabel("1/[S] (1/mM)")
ax2.set_ylabel("1/v (min/umol)")
ax2.legend()
fig.tight_layout()
fig.savefig("invertase_group3_fit.png", dpi=200)
plt.show()
'''

case(
    "invertase_michaelis_menten_latex_braces_in_fstring_errorbar_paren_listcomp",
    "scientist: biochemistry lab analysis with pandas, scipy and matplotlib",
    MEANT_022,
    [
        M("fstring: LaTeX braces not doubled inside an f-string (backslash in a replacement field)",
          "The legend label `rf\"fit, $K_{\\mathrm{m}}$ = {Km:.2f} mM\"` uses LaTeX's "
          "braces, which the f-string reads as a replacement field containing a backslash.",
          (r'rf"fit, $K_{{\mathrm{{m}}}}$ = {Km:.2f} mM"', r'rf"fit, $K_{\mathrm{m}}$ = {Km:.2f} mM"')),
        M("bracket: ) missing at the end of a plotting call",
          "`ax1.errorbar(..., label=\"measured\"` has no closing `)`; the error is reported "
          "on the next line.",
          ('capsize=3, label="measured")\n', 'capsize=3, label="measured"\n')),
        M("bracket: ] missing at the end of a long one-line list comprehension",
          "The residuals one-liner ends with `df[\"sd\"])` - its `]` is missing.",
          ('zip(df["S"], df["v"], df["sd"])]\n', 'zip(df["S"], df["v"], df["sd"])\n')),
    ],
    note="""
Situation: a biochemistry PhD student's analysis script for a teaching practical: fit of
the Michaelis-Menten equation, reduced chi^2 and a Lineweaver-Burk plot, with LaTeX in
matplotlib labels.

Policy: in an f-string, LaTeX braces are literal text and are doubled (`{{`, `}}`), so the
label renders exactly as the author wrote it; the real replacement field `{Km:.2f}`
stays single. (Dropping the f-string or the LaTeX would change the figure.) The raw
prefix the author already used keeps `\\mathrm` a backslash.
""")

# ---------------------------------------------------------------------------------------
MEANT_023 = r'''# Lesson 5 - functions with parameters (typed live in class, 8B)
import turtle

t = turtle.Turtle()
t.speed(0)
screen = turtle.Screen()
screen.bgcolor("black")
colours = ["red", "orange", "yellow", "green", "blue", "purple"]


def draw_polygon(t, sides, length):
    angle = 360 / sides
    for i in range(sides):
        t.forward(length)
        t.left(angle)


def move_to(t, x, y):
    t.penup()
    t.goto(x, y)
    t.pendown()


# 1) one polygon of each kind
x = -300
for sides in range(3, 9):
    t.color(colours[sides % len(colours)])
    move_to(t, x, 150)
    draw_polygon(t, sides, 40)
    x = x + 100

# 2) a spiral of squares - what happens if we change 91 to 89?
move_to(t, 0, -100)
size = 5
for i in range(60):
    t.color(colours[i % 6])
    draw_polygon(t, 4, size)
    t.left(91)
    size = size + 3

# 3) interior angles of the last polygon
total = (sides - 2) * 180
print("The interior angles of a", sides, "sided polygon add up to", total)

move_to(t, -200, -250)
t.color("white")
t.write("Done!", font=("Arial", 16, "bold"))
turtle.done()
'''

case(
    "turtle_polygons_lesson_live_coding_def_colon_print_comma_quote_misplaced",
    "teacher: turtle example typed live in front of a class",
    MEANT_023,
    [
        M("colon: missing after def",
          "`def draw_polygon(t, sides, length)` has no colon.",
          ("def draw_polygon(t, sides, length):", "def draw_polygon(t, sides, length)")),
        M("comma: missing between two arguments of print",
          "`\"add up to\" total` - the comma before `total` is missing.",
          ('"sided polygon add up to", total)', '"sided polygon add up to" total)')),
        M("quote: closing quote typed at the end of the argument list instead of after the text",
          "`t.write(\"Done!, font=(\"Arial\", 16, \"bold\"))`: the quote after `Done!` "
          "was not typed; the quotes that follow pair up wrongly and the last one is "
          "left open.",
          ('t.write("Done!", font=', 't.write("Done!, font=')),
    ],
    note="""
Situation: a middle-school teacher typed this turtle example live on the projector
during a lesson about function parameters and saved it for the class afterwards,
without running the last edits.

Policy: only the slips are undone; the teacher's style stays (`x = x + 100`, the
parameter `t` shadowing the global turtle, `sides` reused after the loop).
""")

# ---------------------------------------------------------------------------------------
MEANT_024 = r'''#pong by maks (from a youtube tutorial, my own changes: speed up + winner)
import turtle
import time

wn=turtle.Screen()
wn.title("Pong by Maks")
wn.bgcolor("black")
wn.setup(width=800,height=600)
wn.tracer(0)

score_a=0
score_b=0
WIN=5

def make(shape,x,y,w=1,l=1):
    t=turtle.Turtle()
    t.speed(0)
    t.shape(shape)
    t.color("white")
    t.shapesize(stretch_wid=w,stretch_len=l)
    t.penup()
    t.goto(x,y)
    return t

paddle_a=make("square",-350,0,5,1)
paddle_b=make("square",350,0,5,1)
ball=make("circle",0,0)
ball.dx=0.2
ball.dy=0.2

pen=turtle.Turtle()
pen.speed(0)
pen.color("white")
pen.penup()
pen.hideturtle()
pen.goto(0,260)

def show_score():
    pen.clear()
    pen.write("Player A: {}  Player B: {}".format(score_a,score_b),align="center",font=("Courier",24,"normal"))

def paddle_a_up():paddle_a.sety(min(paddle_a.ycor()+20,250))
def paddle_a_down():paddle_a.sety(max(paddle_a.ycor()-20,-250))
def paddle_b_up():paddle_b.sety(min(paddle_b.ycor()+20,250))
def paddle_b_down():paddle_b.sety(max(paddle_b.ycor()-20,-250))

wn.listen()
wn.onkeypress(paddle_a_up,"w")
wn.onkeypress(paddle_a_down,"s")
wn.onkeypress(paddle_b_up,"Up")
wn.onkeypress(paddle_b_down,"Down")

def point(for_a):
    global score_a,score_b
    if for_a:score_a+=1
    else:score_b+=1
    ball.goto(0,0)
    ball.dx=-ball.dx*1.1
    show_score()

show_score()
while max(score_a,score_b)<WIN:
    wn.update()
    ball.setx(ball.xcor()+ball.dx)
    ball.sety(ball.ycor()+ball.dy)
    if ball.ycor()>290 or ball.ycor()<-290:
        ball.dy*=-1
    if ball.xcor()>390:point(True)
    if ball.xcor()<-390:point(False)
    if 340<ball.xcor()<350 and abs(ball.ycor()-paddle_b.ycor())<50:ball.dx=-abs(ball.dx)
    if -350<ball.xcor()<-340 and abs(ball.ycor()-paddle_a.ycor())<50:ball.dx=abs(ball.dx)
    time.sleep(0.001)

if score_a>score_b:winner="A"
else:winner="B"
pen.goto(0,0)
pen.write("Player "+winner+" wins!",align="center",font=("Courier",36,"normal"))
wn.mainloop()
'''

case(
    "turtle_pong_no_spaces_onkeypress_paren_global_comma_if_else_one_line",
    "hobbyist: teenager's turtle Pong from a video tutorial, written without spaces",
    MEANT_024,
    [
        M("bracket: ) missing at the end of a call",
          "`wn.onkeypress(paddle_b_up,\"Up\"` has no `)`.",
          ('wn.onkeypress(paddle_b_up,"Up")\n', 'wn.onkeypress(paddle_b_up,"Up"\n')),
        M("comma: missing between names in a global statement",
          "`global score_a score_b`.",
          ("    global score_a,score_b", "    global score_a score_b")),
        M("oneliner: if and else written on one line",
          "The winner check was squeezed onto one line: "
          "`if score_a>score_b:winner=\"A\"else:winner=\"B\"`.",
          ('if score_a>score_b:winner="A"\nelse:winner="B"', 'if score_a>score_b:winner="A"else:winner="B"')),
    ],
    note="""
Situation: a teenager's Pong from a YouTube turtle tutorial, extended with a speed-up and
a winner message. The author writes without spaces and puts short bodies on the line
of their `if`/`def`.

Policy: the author's compact style stays. The one-line if/else is split into the two
lines the author already uses for the same construct in point()
(`if for_a:score_a+=1` / `else:score_b+=1`), not rewritten as a conditional
expression.
""")

# ---------------------------------------------------------------------------------------
MEANT_025 = r'''# dicebot.py - dice and coin bot for our D&D server
import os
import random
import re

import discord
from discord.ext import commands

intents = discord.Intents.default()
intents.message_content = True
bot = commands.Bot(command_prefix="!", intents=intents)

DICE_RE = re.compile(r"^(\d*)d(\d+)([+-]\d+)?$")
MAX_DICE = 50


def parse_dice(spec):
    m = DICE_RE.match(spec.strip().lower())
    if not m:
        raise ValueError(f"I don't understand {spec!r}, try something like 2d6+3")
    count = int(m.group(1) or 1)
    sides = int(m.group(2))
    bonus = int(m.group(3) or 0)
    if count > MAX_DICE or sides < 2:
        raise ValueError("that is too many dice (or too few sides)")
    return count, sides, bonus


@bot.event
async def on_ready():
    print(f"Logged in as {bot.user} (id {bot.user.id})")


@bot.command(help="Roll dice, e.g. !roll 2d6+3")
async def roll(ctx, spec: str = "1d20"):
    try:
        count, sides, bonus = parse_dice(spec)
    except ValueError as e:
        await ctx.send(str(e))
        return
    rolls = [random.randint(1, sides) for _ in range(count)]
    total = sum(rolls) + bonus
    embed = discord.Embed(title=f"{ctx.author.display_name} rolls {spec}", colour=0x8E44AD)
    embed.add_field(name="Rolls", value=", ".join(map(str, rolls)), inline=False)
    embed.add_field(name="Total", value=str(total), inline=False)
    if count == 1 and sides == 20 and rolls[0] == 20:
        embed.set_footer(text="NATURAL 20!")
        await ctx.message.add_reaction("🎉")
    await ctx.send(embed=embed)


@bot.command(help="Flip a coin")
async def coin(ctx):
    await ctx.send(random.choice(["Heads", "Tails"]))


@bot.command(help="Roll initiative for everyone mentioned")
async def init(ctx, *members: discord.Member):
    if not members:
        await ctx.send("Mention the players, e.g. !init @Ana @Ben")
        return
    order = sorted(((random.randint(1, 20), m.display_name) for m in members), reverse=True)
    lines = [f"{score:>2}  {name}" for score, name in order]
    await ctx.send("Initiative:\n```\n" + "\n".join(lines) + "\n```")


bot.run(os.environ["DISCORD_TOKEN"])
'''

case(
    "dnd_dice_discord_bot_await_in_def_kwarg_comma_except_as_emoji_unquoted",
    "hobbyist: Discord dice bot for a tabletop group (discord.py)",
    MEANT_025,
    [
        M("async: await inside a command defined with def instead of async def",
          "The roll command's `async` was lost when its signature was retyped; its body "
          "awaits `ctx.send(...)`.",
          ('async def roll(ctx, spec: str = "1d20"):', 'def roll(ctx, spec: str = "1d20"):')),
        M("comma: missing between two keyword arguments",
          "`value=str(total) inline=False`.",
          ("value=str(total), inline=False", "value=str(total) inline=False")),
        M("keyword: as missing in an except clause",
          "`except ValueError e:`.",
          ("    except ValueError as e:", "    except ValueError e:")),
        M("char: emoji typed as code instead of inside a string",
          "`add_reaction(\U0001f389)` - the emoji was inserted from the emoji picker "
          "without quotes.",
          ('add_reaction("\U0001f389")', "add_reaction(\U0001f389)")),
    ],
    note="""
Situation: a self-taught player wrote a dice bot for the group's Discord server and added
the natural-20 reaction and the embed fields in one evening.

Policy: a command with `await` in its body is `async def` like the other commands
(discord.py requires coroutine callbacks); the emoji becomes the string `"\U0001f389"`, the
form add_reaction() takes.
""")

# ---------------------------------------------------------------------------------------
MEANT_026 = r'''#price watcher for the espresso grinder, runs every 6h on my NAS
import requests,csv,time,smtplib,os
from bs4 import BeautifulSoup
from email.message import EmailMessage
from datetime import datetime

URLS={"shopA":"https://www.example-shop.de/p/eureka-mignon-specialita","shopB":"https://www.kaffee-example.de/eureka-mignon-specialita-schwarz"}
TARGET=379.0
HEADERS={"User-Agent":"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36","Accept-Language":"de-DE,de;q=0.9"}
CSV_FILE="prices.csv"

def get_prices(url):
    r=requests.get(url,headers=HEADERS,timeout=20);r.raise_for_status()
    soup=BeautifulSoup(r.text,"html.parser")
    return [float(p.get_text().strip().replace("€","").replace(".","").replace(",",".")) for p in soup.select("span.price,div.product-price")]

def send_mail(subject,body):
    msg=EmailMessage();msg["Subject"]=subject;msg["From"]=os.environ["MAIL_FROM"];msg["To"]=os.environ["MAIL_TO"];msg.set_content(body)
    with smtplib.SMTP_SSL(os.environ["SMTP_HOST"],465) as s:s.login(os.environ["MAIL_FROM"],os.environ["SMTP_PASS"]);s.send_message(msg)

def main():
    rows=[]
    for shop,url in URLS.items():
        try:prices=get_prices(url)
        except requests.RequestException as e:print(shop,"failed:",e);continue
        if not prices:print(shop,"no price found");continue
        best=min(prices);rows.append([datetime.now().isoformat(timespec="minutes"),shop,best])
        print(f"{shop}: {best:.2f} EUR"+(" <-- below target!" if best<=TARGET else ""))
    with open(CSV_FILE,"a",newline="") as f:csv.writer(f).writerows(rows)
    cheap=[r for r in rows if r[2]<=TARGET]
    if cheap:send_mail("Grinder price alert","\n".join(f"{s}: {p:.2f} EUR" for _,s,p in cheap)+"\n"+"\n".join(URLS[s] for _,s,_ in cheap))

if __name__=="__main__":
    while True:main();time.sleep(6*60*60)
'''

case(
    "grinder_price_watcher_scraper_one_liners_paren_in_listcomp_dict_colon_py2_except",
    "hobbyist: price-watch scraper written as long one-liners (requests + bs4)",
    MEANT_026,
    [
        M("bracket: ) missing inside a long one-line list comprehension",
          "In get_prices() the `float(` is never closed: `...replace(\",\",\".\") for p in "
          "...]`, so the `]` meets an open `(`.",
          ('.replace(",",".")) for p in soup', '.replace(",",".") for p in soup')),
        M("colon: missing between a key and its value in a one-line dict",
          "`{\"User-Agent\"\"Mozilla/5.0 ...\",...}` - the `:` after the first key is missing.",
          ('HEADERS={"User-Agent":"Mozilla', 'HEADERS={"User-Agent""Mozilla')),
        M("py2: except E, e",
          "`except requests.RequestException,e:` - Python 2's except syntax, from an old "
          "scraping tutorial.",
          ("except requests.RequestException as e:", "except requests.RequestException,e:")),
    ],
    note="""
Situation: a hobbyist watches the price of an espresso grinder in two shops from a cron
job on a NAS. The author writes whole statements on one line and joins them with `;`.

Policy: the one-line style stays. `except X,e:` becomes `except X as e:` (what 2to3
writes); the missing `)` is the float()'s, closed right before ` for`; the missing `:`
goes between the key and its value, as in the `"Accept-Language":"de-DE..."` entry.
""")

# ---------------------------------------------------------------------------------------
MEANT_027 = r'''#!/usr/bin/env python3
# Garden lights + pump controller, listens on MQTT (broker on the Pi in the shed)
# based on an old paho tutorial, ported to python 3 last winter
import json
import time
from datetime import datetime

import paho.mqtt.client as mqtt

BROKER = "shed-pi.local"
TOPIC_PREFIX = "garden/"
RELAYS = {"lights": 5, "pump": 6, "fountain": 13}
state = {name: False for name in RELAYS}
LAST_SEEN = {}

try:
    import RPi.GPIO as GPIO
except ImportError:
    GPIO = None


def set_relay(name, on):
    pin = RELAYS[name]
    if GPIO is not None:
        GPIO.output(pin, GPIO.LOW if on else GPIO.HIGH)   # relay board is active low
    state[name] = on


def parse(topic, payload):
    if not topic.startswith(TOPIC_PREFIX):
        raise ValueError("bad topic " + topic)
    name = topic[len(TOPIC_PREFIX):].split("/")[0]
    if name not in RELAYS:
        raise ValueError("unknown device " + name)
    text = payload.decode("utf-8").strip().lower()
    if text in ("on", "1", "true"):
        return name, True
    if text in ("off", "0", "false"):
        return name, False
    raise ValueError("bad payload " + repr(payload))


def on_connect(client, userdata, flags, rc):
    print("connected with result code", rc)
    client.subscribe(TOPIC_PREFIX + "+/set")


def on_message(client, userdata, msg):
    LAST_SEEN[msg.topic] = datetime.now()
    try:
        name, on = parse(msg.topic, msg.payload)
    except ValueError as e:
        print("ignored:", e)
        return
    if state[name] != on:
        set_relay(name, on)
        client.publish(TOPIC_PREFIX + name + "/state", "on" if on else "off", retain=True)
    print(datetime.now().strftime("%H:%M:%S"), name, "->", "on" if on else "off")


def night_check(client):
    hour = datetime.now().hour
    if state["pump"] and (hour >= 22 or hour < 6):
        set_relay("pump", False)
        client.publish(TOPIC_PREFIX + "pump/state", "off", retain=True)
        print("pump switched off for the night")


if GPIO is not None:
    GPIO.setmode(GPIO.BCM)
    for pin in RELAYS.values():
        GPIO.setup(pin, GPIO.OUT, initial=GPIO.HIGH)

client = mqtt.Client()
client.on_connect = on_connect
client.on_message = on_message
client.connect(BROKER, 1883, 60)
client.loop_start()
try:
    while True:
        night_check(client)
        client.publish(TOPIC_PREFIX + "status", json.dumps(state))
        time.sleep(60)
finally:
    client.loop_stop()
    if GPIO is not None:
        GPIO.cleanup()
'''

case(
    "garden_mqtt_controller_py2_leftovers_not_equal_raise_comma_backticks",
    "hobbyist: home automation over MQTT, half-ported from a Python 2 tutorial",
    MEANT_027,
    [
        M("py2: <> for !=",
          "`if state[name] <> on:`.",
          ("    if state[name] != on:", "    if state[name] <> on:")),
        M("py2: raise E, \"message\"",
          "`raise ValueError, \"bad topic \" + topic`.",
          ('raise ValueError("bad topic " + topic)', 'raise ValueError, "bad topic " + topic')),
        M("py2: backticks for repr()",
          "`\"bad payload \" + `payload``.",
          ('"bad payload " + repr(payload)', '"bad payload " + `payload`')),
    ],
    note="""
Situation: a home-automation hobbyist's relay controller for the garden (lights, pump,
fountain) behind an MQTT broker. It started from a Python 2 paho tutorial and was
"ported to Python 3" by fixing what failed at run time; the three leftovers are on the
paths that had not run since (a state change, a wrong topic, a bad payload), until
python3 refused to start after a reinstall compiled the file fresh.

Policy: the spelling 2to3 writes: `!=`, `raise ValueError("bad topic " + topic)`,
`repr(payload)`.
""")

# ---------------------------------------------------------------------------------------
MEANT_028 = r'''# Brownian motion of a 1 um bead in water - Langevin simulation vs. Einstein
# PHY2 computational lab, exercise 4
import numpy as np
import matplotlib.pyplot as plt

k_B = 1.380649e-23        # J/K
T = 293.15                # K
eta = 1.002e-3            # Pa s (water at 20 C)
a = 0.5e-6                # bead radius in m
gamma = 6 * np.pi * eta * a
D = k_B * T / gamma       # Einstein-Stokes
Δt = 1e-3                 # s
N_steps = 5000
N_beads = 200

rng = np.random.default_rng(42)
steps = rng.normal(0.0, np.sqrt(2 * D * Δt), size=(N_beads, N_steps, 2))
paths = np.cumsum(steps, axis=1)

t = np.arange(1, N_steps + 1) * Δt
r2 = (paths ** 2).sum(axis=2)        # squared displacement of every bead
msd = r2.mean(axis=0)
D_fit = np.polyfit(t, msd, 1)[0] / 4

print(f"D (Einstein)  = {D:.3e} m^2/s")
print(f"D (from MSD)  = {D_fit:.3e} m^2/s")
print(f"rel. error    = {abs(D_fit - D) / D:.2%}")

fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(11, 4.5))
for path in paths[:5]:
    ax1.plot(path[:, 0] * 1e6, path[:, 1] * 1e6, lw=0.7)
ax1.set_xlabel("x (um)")
ax1.set_ylabel("y (um)")
ax1.set_aspect("equal")
ax2.plot(t, msd * 1e12, label="simulation")
ax2.plot(t, 4 * D * t * 1e12, "--", label="4Dt (Einstein)")
ax2.set_xlabel("t (s)")
ax2.set_ylabel("MSD (um^2)")
ax2.legend()
fig.tight_layout()
plt.savefig("brownian.png", dpi=150)
'''

case(
    "brownian_motion_physics_lab_constant_from_wikipedia_superscript_name_increment_sign",
    "scientist: physics student's numpy simulation with maths symbols in names",
    MEANT_028,
    [
        M("char: constant pasted from a web page with \u00d7 and U+2212 minus",
          "Boltzmann's constant was copied from Wikipedia as `1.380649\u00d710\u221223` "
          "(multiplication sign, superscript exponent flattened, U+2212 minus).",
          ("k_B = 1.380649e-23 ", "k_B = 1.380649" + MUL_SIGN + "10" + MINUS_SIGN + "23 ")),
        M("char: superscript two in a name (r\u00b2)",
          "The squared displacement was named `r\u00b2`; `\u00b2` cannot be part of a name.",
          ("r2 = (paths", "r" + SUP2 + " = (paths"),
          ("msd = r2.mean", "msd = r" + SUP2 + ".mean")),
        M("char: increment sign U+2206 instead of Greek capital delta in a name",
          "Two of the three `\u0394t` were typed with Option+J on a Mac, which gives the "
          "increment sign `\u2206` (a maths symbol, not a letter); the definition was "
          "typed with the Greek keyboard and is a valid name.",
          ("np.sqrt(2 * D * Δt)", "np.sqrt(2 * D * " + INCREMENT + "t)"),
          ("(1, N_steps + 1) * Δt", "(1, N_steps + 1) * " + INCREMENT + "t")),
    ],
    note="""
Situation: a second-year physics student's lab exercise (Langevin simulation of a bead in
water compared with the Einstein-Stokes diffusion constant). The student likes maths
notation in code: `\u0394t` is a valid Python name (a Greek letter) and stays.

Policy:
- The pasted constant becomes the literal `1.380649e-23`, the value on the page written
  the way the file writes its other small numbers (`1.002e-3`, `0.5e-6`).
- `r\u00b2` becomes `r2`: NFKC, which Python applies to names, maps `\u00b2` to `2`, and
  `r2` is not used elsewhere.
- The increment sign becomes the Greek `\u0394`, the character of the definition `\u0394t = 1e-3`,
  so all three spellings are the same name again.
""")

# ---------------------------------------------------------------------------------------
MEANT_029 = r'''# Term 2 grades for 10C - reads the marks export and writes one line per student
import csv
from statistics import mean

WEIGHTS = {"homework": 0.2, "quizzes": 0.3, "exam": 0.5}
BOUNDARIES = [(85, "A"), (70, "B"), (55, "C"), (40, "D"), (0, "E")]


def letter(score):
    for limit, grade in BOUNDARIES:
        if score >= limit:
            return grade
    return "E"


def weighted(row):
    total = 0
    for part, weight in WEIGHTS.items():
        total += float(row[part] or 0) * weight
    return round(total, 1)


students = []
with open("marks_10C.csv", newline="") as f:
    for row in csv.DictReader(f):
        score = weighted(row)
        students.append((row["name"], score, letter(score)))

students.sort(key=lambda s: s[1], reverse=True)
scores = [s[1] for s in students]

with open("report_10C.txt", "w") as out:
    out.write("Term 2 report, class 10C\n")
    out.write("Class average: " + str(round(mean(scores), 1)) + "\n\n")
    for name, score, grade in students:
        out.write(f"{name:<20} {score:>5} {grade}\n")
        if score >= 85:
            out.write("    Excellent work this term!\n")
        elif score < 40:
            out.write("    Let's meet to talk about next term.\n")

needs_help = [name for name, score, grade in students if grade in ("D", "E")]
print(len(students), "students,", len(needs_help), "need support")
for name in needs_help:
    print(" -", name)
'''

case(
    "term_grades_teacher_csv_report_apostrophe_single_quotes_for_colon_gt_eq_reversed",
    "teacher: grading script for a class, reads the marks export",
    MEANT_029,
    [
        M("quote: apostrophe inside a single-quoted string",
          "`out.write('    Let's meet ...\\n')` - the string was typed in single quotes and "
          "the apostrophe of `Let's` ends it.",
          ('out.write("    Let\'s meet to talk about next term.\\n")',
           "out.write('    Let's meet to talk about next term.\\n')")),
        M("colon: missing after for",
          "`for part, weight in WEIGHTS.items()` has no colon.",
          ("    for part, weight in WEIGHTS.items():", "    for part, weight in WEIGHTS.items()")),
        M("operator: => for >=",
          "`if score => 85:`.",
          ("        if score >= 85:", "        if score => 85:")),
    ],
    note="""
Situation: a secondary-school teacher's script that turns the marks export of the
learning platform into a report for class 10C. Written in the evening before the
report deadline.

Policy: the string with the apostrophe becomes a double-quoted string, as every other
string in the file is written; `=>` becomes `>=`.
""")

# ---------------------------------------------------------------------------------------
MEANT_030 = r'''# Garage parking helper - Raspberry Pi Pico (MicroPython)
# HC-SR04 on GP14/GP15, 8 NeoPixels on GP16, buzzer on GP18
from machine import Pin, PWM
import neopixel
import utime

TRIG = Pin(14, Pin.OUT)
ECHO = Pin(15, Pin.IN)
strip = neopixel.NeoPixel(Pin(16), 8)
buzzer = PWM(Pin(18))

COLOURS = {
    "far": "#00FF00",
    "near": "#FF8800",
    "stop": "#FF0000",
}
NEAR_CM = 80
STOP_CM = 30


def hex_to_rgb(h):
    return tuple(int(h[i:i + 2], 16) for i in (1, 3, 5))


def distance_cm():
    TRIG.low()
    utime.sleep_us(2)
    TRIG.high()
    utime.sleep_us(10)
    TRIG.low()
    start = utime.ticks_us()
    while ECHO.value() == 0:
        if utime.ticks_diff(utime.ticks_us(), start) > 30000:
            return None
    t0 = utime.ticks_us()
    while ECHO.value() == 1:
        pass
    pulse = utime.ticks_diff(utime.ticks_us(), t0)
    return pulse * 0.0343 / 2  # speed of sound 343 m/s, there and back


def show(colour, count):
    rgb = hex_to_rgb(COLOURS[colour])
    for i in range(8):
        strip[i] = rgb if i < count else (0, 0, 0)
    strip.write()


def beep(on):
    if on:
        buzzer.freq(2000)
        buzzer.duty_u16(20000)
    else:
        buzzer.duty_u16(0)


while True:
    d = distance_cm()
    if d is None:
        show("far", 0)
        beep(False)
    elif d > NEAR_CM:
        show("far", 2)
        beep(False)
    elif d > STOP_CM and d <= NEAR_CM:
        show("near", 5)
        beep(False)
    else:
        show("stop", 8)
        beep(True)
    utime.sleep_ms(100)
'''

case(
    "pico_parking_sensor_micropython_hex_colour_unquoted_slash_comment_and_and",
    "hobbyist: MicroPython on a Raspberry Pi Pico, coming from Arduino C++",
    MEANT_030,
    [
        M("quote: hex colour written without quotes (read as a comment)",
          "`\"near\": #FF8800,` - without quotes `#` starts a comment, so the entry has no "
          "value and the dict is cut off.",
          ('"near": "#FF8800",', '"near": #FF8800,')),
        M("cpp: // comment",
          "The inline comment after the distance formula starts with `//`, as in the "
          "Arduino sketch it was ported from.",
          ("  # speed of sound 343 m/s", "  // speed of sound 343 m/s")),
        M("cpp: && for and",
          "`elif d > STOP_CM && d <= NEAR_CM:`.",
          ("d > STOP_CM and d <= NEAR_CM", "d > STOP_CM && d <= NEAR_CM")),
    ],
    note="""
Situation: a maker ported an Arduino parking sensor (ultrasonic sensor, LED strip,
buzzer) to a Raspberry Pi Pico running MicroPython. Arduino habits and a colour
copied from a colour picker.

Policy: the colour is a string like the other two entries of COLOURS (hex_to_rgb()
expects `"#RRGGBB"`); `//` becomes `#`; `&&` becomes `and`. The redundant
`d <= NEAR_CM` is the author's and stays.
""")
