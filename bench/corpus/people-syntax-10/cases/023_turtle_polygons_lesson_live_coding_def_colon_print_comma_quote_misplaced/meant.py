# Lesson 5 - functions with parameters (typed live in class, 8B)
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
