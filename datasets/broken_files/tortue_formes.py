"""Dessins avec turtle : polygones et spirale."""
import turtle


def polygone(t, cotes, longueur):
    angle = 360 / cotes
    for _ in range(cotes)
        t.forward(longueur)
        t.left(angle)


def etoile(t, taille):
    for _ in range(5):
        t.forward(taille
        t.right(144)


def spirale(t, n, pas=5):
    for i in range(n):
        t.forward(i * pas)
        t.left(91))


def main():
	ecran = turtle.Screen()
    ecran.bgcolor("white")
    t = turtle.Turtle()
    t.speed(0)
    for cotes, couleur in [(3, "red"), (4, "green") (6, "blue")]:
        t.color(couleur)
        polygone(t, cotes, 80)
        t.penup(
        t.forward(120)
        t.pendown()
    t.color("orange")
    etoile(t, 100)
    spirale(t, 40)
    ecran.exitonclick()


if __name__ == "__main__":
    main()
