# The Lighthouse - a text adventure
# by Maya, for computing club

import random
import time

inventory = []
health = 3
visited = set()

rooms = {
    "beach": {
        "text": "You are on a cold beach. A lighthouse stands to the north.",
        "exits": {"north": "door", "east": "rocks",
        "item": "shell",
    },
    "rocks": {
        "text": "Slippery rocks. Something shiny is stuck between them.",
        "exits": {"west": "beach"},
        "item": "key",
    },
    "door": {
        "text": "The lighthouse door is locked with a rusty padlock.",
        "exits": {"south": "beach", "in": "stairs"},
        "item": None,
    },
    "stairs": {
        "text": "A spiral staircase. You hear the wind howling above.",
        "exits": {"up": "lamp", "out": "door"},
        "item": "lantern",
    },
    "lamp": {
        "text": "The lamp room! The big light is dark. Maybe you can fix it?",
        "exits": {"down": "stairs"},
        "item": None,
    },
}


def slow_print(text):
    for ch in text:
        print(ch, end="", flush=True)
        time.sleep(0.02)
    print()


def show_room(name):
    room = rooms[name]
    slow_print(room["text"])
    if room["item"] and room["item"] not in inventory:
        print("You see a " + room["item"] + " here.")
    print("Exits: " + ", ".join(room["exits"]))


def take(name):
    item = rooms[name]["item"]
    if item is None or item in inventory:
        print("There is nothing to take.")
    else:
        inventory.append(item)
        print("You took the " + item + ".")


def slip():
    global health
    if random.randint(1, 4) == 1:
        health = health - 1
        print("You slip on the wet rocks! Health: " + str(health))


current = "beach"
slow_print("Welcome to THE LIGHTHOUSE")
print("Commands: go <direction>, take, look, inv, quit")

whlie health > 0:
    if current not in visited:
        show_room(current)
        visited.add(current)
    command = input("> ").strip().lower()

    if command == "quit":
        print("Bye!")
        break
    elif command == "take":
        take(current)
    elif command == "inv":
        print("You are carrying: " + str(inventory))
    elif command.startswith("go "):
        direction = command[3:]
        exits = rooms[current]["exits"]
        if direction not in exits:
            print("You can't go that way.")
        else if exits[direction] == "stairs" and "key" not in inventory:
            print("The padlock won't open. You need a key.")
        else:
            current = exits[direction]
            if current == "rocks":
                slip()
            show_room(current)
    elif command == "look":
        show_room(current)
    else:
        print('I don't understand that.')

    if current == "lamp" and "lantern" in inventory:
        slow_print("You light the lantern and put it in the big lamp.")
        slow_print("Far away, a ship turns away from the rocks. YOU WIN!")
        break

if health == 0:
    print("You fainted on the rocks. GAME OVER")
