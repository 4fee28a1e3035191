# My virtual pet!!! by Sam (age 12)
import random
import time


class Pet:
    def __init__(self, name, kind):
        self.name = name
        self.kind = kind
        self.hunger = 50: self.energy = 50
        self.happy = 50
        self.age = 0
        self.alive = True

    def status(self):
        print()
        print("~~~ " + self.name + " the " + self.kind + " ~~~")
        print("Age:    " + str(self.age) + " days")
        print("Hunger: " + bar(self.hunger))
        print("Energy: " + bar(self.energy))
        print("Happy:  " + bar(self.happy))

    def feed(self):
        if self.hunger < 10:
            print(self.name + " is not hungry!")
        else:
            self.hunger = self.hunger - 30
            self.energy = self.energy + 5
            print("Yum yum! " + self.name + " ate the food.")

    def play(self):
        if self.energy < 20:
            print(self.name + " is too tired to play...")
            return
        game = random.choice(["fetch", "hide and seek", "tag"])
        print("You played " + game + " with " + self.name + "!")
        self.happy = self.happy + 25
        self.energy = self.energy - 20
        self.hunger = self.hunger + 10

    def sleep(self):
        print(self.name + " is sleeping... Zzz")
        time.sleep(1)
        self.energy = 100
        self.hunger = self.hunger + 15

    def new_day(self):
        self.age = self.age + 1
        self.hunger = self.hunger + 10
        self.happy = self.happy - 10
        self.hunger = limit(self.hunger)
        self.happy = limit(self.happy)
        self.energy = limit(self.energy)
        if self.hunger >= 100 or self.happy <= 0:
            self.alive = False


def limit(n):
    if n < 0:
        return 0
    if n > 100:
        return 100
    return n


def bar(n):
    full = n // 10
    return "[" + "#" * full + "." * (10 - full) + "] " + str(n)


name = input("What is your pet called? ")
kind = input("What animal is it? ")
pet = Pet(name, kind)

while pet.alive:
    pet.status()
    print("1) feed  2) play  3) sleep  4) quit)
    choice = input("What do you want to do? ")
    if choice == "1"
        pet.feed()
    elif choice == "2":
        pet.play()
    elif choice == "3":
        pet.sleep()
    elif choice == "4":
        print("Bye " + pet.name + "!")
        break
    else:
        print("Type 1, 2, 3 or 4")
        continue
    pet.new_day()

if not pet.alive:
    print(pet.name + " ran away because you didn't look after it :(")
    print("It was " + str(pet.age) + " days old.")
