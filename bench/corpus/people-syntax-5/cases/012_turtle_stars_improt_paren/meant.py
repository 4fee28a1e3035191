import turtle

screen = turtle.Screen()
screen.bgcolor("black")

t = turtle.Turtle()
t.speed(0)
t.color("yellow")

def star(size):
    for i in range(5):
        t.forward(size)
        t.right(144)

def move_to(x, y):
    t.penup()
    t.goto(x, y)
    t.pendown()

# draw a sky of stars
positions = [(-200, 100), (-50, 150), (120, 80), (200, 180), (0, -50)]
sizes = [40, 25, 60, 30, 80]

for i in range(len(positions)):
    x, y = positions[i]
    move_to(x, y)
    star(sizes[i])

t.hideturtle()
turtle.done()
