# Wyścig żółwi - projekt na informatykę, klasa 7b
# Autor: Kuba
import turtle
import random

ekran = turtle.Screen()
ekran.bgcolor("lightgreen")
ekran.title("Wyscig zolwi")

# rysujemy tor
rysik = turtle.Turtle()
rysik.speed(0)
rysik.penup()
rysik.goto(-200, 150)
for linia in range(15):
    rysik.write(linia, align="center")
    rysik.right(90)
    for kreska in range(8):
        rysik.penup()
        rysik.forward(10)
        rysik.pendown()
        rysik.forward(10)
    rysik.penup()
    rysik.backward(160)
    rysik.left(90)
    rysik.forward(25)
rysik.hideturtle()

kolory = ["red", "blue", "orange", "purple"]
zolwie = []


def nowy_zolw(kolor, y):
    z = turtle.Turtle()
    z.shape("turtle")
    z.color(kolor
    z.penup()
    z.goto(-220, y)
    z.pendown()
    # taniec na start
    for i in range(4):
    z.right(90)
    return z


y = 100
for kolor in kolory:
    zolwie.append(nowy_zolw(kolor, y))
    y = y - 40

zaklad = ekran.textinput("Zaklad", "Ktory zolw wygra? (red/blue/orange/purple)")

meta = 150
zwyciezca = None
whiel zwyciezca == None:
    for z in zolwie:
        z.forward(random.randint(1, 5))
        if z.xcor() >= meta:
            zwyciezca = z
            break

kolor_wygranego = zwyciezca.pencolor()
pisak = turtle.Turtle()
pisak.hideturtle()
pisak.penup()
pisak.goto(0, -150)
if zaklad = kolor_wygranego:
    pisak.write("Wygrales! Wygral " + kolor_wygranego, align="center", font=("Arial", 20, "bold"))
else:
    pisak.write("Przegrales, wygral " + kolor_wygranego, align="center", font=("Arial", 20, "bold"))

ekran.exitonclick()
