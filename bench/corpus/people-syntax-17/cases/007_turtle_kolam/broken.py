# கோலம் வரைதல் - பள்ளி கலை வகுப்புக்காக (turtle)
# புள்ளிக் கோலம்: புள்ளிகளைச் சுற்றி வளைவுகள்
# ஆசிரியை: மீனாட்சி சு., சென்னை
import math
import turtle

DOT_GAP = 40          # புள்ளிகளுக்கு இடையிலான தூரம்
DOT_SIZE = 6
BG = "#1b1b2f"
CHALK = "#f5f5f5"
COLORS = ["#ffd166", "#ef476f", "#06d6a0", "#118ab2", "#f78c6b"]

# வகுப்பில் பயன்படுத்தும் கோல அளவுகள் (வரிசை -> புள்ளிகள்)
PATTERNS = {
    "சிறியது": [1, 3, 5, 3, 1],
    "நடுத்தரம்": [1, 3, 5, 7, 5, 3, 1]
    "பெரியது": [1, 3, 5, 7, 9, 7, 5, 3, 1],
}


def setup_screen(title):
    screen = turtle.Screen()
    screen.setup(width=900, height=900)
    screen.bgcolor(BG)
    screen.title(title)
    screen.tracer(0, 0)
    return screen


def make_pen(color, width=3):
    pen = turtle.Turtle(visible=False)
    pen.speed(0)
    pen.color(color)
    pen.pensize(width)
    pen.penup()
    return pen


def dot_positions(rows):
    """வைர வடிவில் புள்ளிகளின் (x, y) பட்டியல்"""
    positions = []
    n = len(rows)
    for r, count in enumerate(rows):
        y = (n // 2 - r) * DOT_GAP
        start_x = -(count - 1) * DOT_GAP / 2
        for c in range(count):
            positions.append((start_x + c * DOT_GAP, y))
    return positions


def draw_dots(pen, positions):
    for x, y in positions:
        pen.goto(x, y)
        pen.dot(DOT_SIZE, CHALK)


def loop_around(pen, x, y, radius, start_deg):
    """ஒரு புள்ளியைச் சுற்றி முக்கால் வட்டம்"""
    a = math.radians(start_deg)
    pen.goto(x + radius * math.cos(a), y + radius * math.sin(a))
    pen.setheading(start_deg + 90)
    pen.pendown()
    pen.circle(radius, 270)
    pen.penup()


def petal(pen, x, y, size, heading, color):
    pen.goto(x, y)
    pen.setheading(heading - 30)
    pen.color(color)
    pen.begin_fill()
    pen.pendown()
    pen.circle(size, 60)
    pen.left(120)
    pen.circle(size, 60)
    pen.end_fill()
    pen.penup()


def draw_kolam(pattern_name):
    rows = PATTERNS[pattern_name]
    positions = dot_positions(rows)
    dots = make_pen(CHALK)
    lines = make_pen(CHALK, width=4)
    draw_dots(dots, positions)
    for i, (x, y) in enumerate(positions):
        start = (i * 90) % 360
        loop_around(lines, x, y, DOT_GAP / 2.2, start)

    # வெளியே பூ இதழ்கள் - நான்கு திசைகளிலும்
    outer = (len(rows) // 2 + 1) * DOT_GAP
    flower = make_pen(COLORS[0])
    for k in range(8):
        ang = k * 45
        px = outer * math.cos(math.radians(ang)
        py = outer * math.sin(math.radians(ang))
        petal(flower, px, py, DOT_GAP * 0.9, ang, COLORS[k % len(COLORS)])


def write_caption(text):
    pen = make_pen(CHALK)
    pen.goto(0, -400)
    pen.write(text, align="center", font=("Latha", 20, "normal"))


def main():
    screen = setup_screen("கோலம்")
    choice = screen.textinput("கோலம்", "அளவு? (சிறியது / நடுத்தரம் / பெரியது)")
    if choice not in PATTERNS:
    choice = "நடுத்தரம்"
    draw_kolam(choice)
    write_caption(f"{choice} கோலம் - {sum(PATTERNS[choice])} புள்ளிகள்")
    screen.update()
    # மாணவர்கள் சேமிக்க: EPS கோப்பாக
    screen.getcanvas().postscript(file=f"kolam_{choice}.eps")
    turtle.done()


main()
