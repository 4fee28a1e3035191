# Desenhos com turtle
# Aluno: Pedro Henrique - 8º ano

import turtle

tela = turtle.Screen()
tela.bgcolor("black")
t = turtle.Turtle()
t.speed(0)

cores = ["red", "orange", "yellow", "green", "blue", "purple"]

def quadrado(t, lado):
    for i in range(4):
        t.forward(lado)
        t.right(90)

def estrela(t, tamanho)
    for i in range(5):
        t.forward(tamanho)
        t.right(144)

def espiral(t):
    for i in range(120):
        t.pencolor(cores[i % 6])
        t.forward(i * 2)
        t.left(59)

# espiral colorida no meio
espiral(t)

# estrelas nos cantos
t.penup()
t.goto(-250, 200)
t.pendown()
    t.pencolor("white")
estrela(t, 80)

t.penup()
t.goto(170, 200)
t.pendown()
estrela(t, 80)

# quadrados girando
t.penup()
t.goto(0, -200)
t.pendown()
for i in range(36):
    t.pencolor(cores[i % 6])
    quadrado(t, 60)
    t.right(10)

t.hideturtle()
turtle.done()
