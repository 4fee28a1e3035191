#pong by maks (from a youtube tutorial, my own changes: speed up + winner)
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
