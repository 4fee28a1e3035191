# The Haunted House - a text adventure
# Final project, Intro to Programming
# Type commands like: go north, take key, use lamp, inventory, quit

import random

rooms = {
    "porch": {
        "description": "You stand on the creaky porch of an old house. The door is to the north.",
        "exits": {"north": "hall"},
        "items": ["stick"],
        "dark": False,
    },
    "hall": {
        "description": "A long dusty hall. Portraits watch you. Doors lead east, west and down.",
        "exits": {"south": "porch", "east": "kitchen", "west": "library", "down": "cellar"},
        "items": [],
        "dark": False,
    },
    "kitchen": {
        "description": "The kitchen smells of old soup. Something glints in the sink.",
        "exits": {"west": "hall"},
        "items": ["key", "bread"],
        "dark": False,
    },
    "library": {
        "description": "Books everywhere. A locked chest sits in the corner.",
        "exits": {"east": "hall", "up": "attic"},
        "items": ["book"],
        "dark": False,
    },
    "cellar": {
        "description": "It is cold and damp. You hear dripping water.",
        "exits": {"up": "hall", "north": "tunnel"},
        "items": ["lamp"],
        "dark": True,
    },
    "tunnel": {
        "description": "A narrow tunnel. Fresh air comes from somewhere ahead.",
        "exits": {"south": "cellar", "north": "garden"},
        "items": [],
        "dark": True,
    },
    "attic": {
        "description": "The attic. A ghost floats near the window!",
        "exits": {"down": "library"},
        "items": ["amulet"],
        "dark": False,
    },
    "garden": {
        "description": "You are outside in the moonlit garden. You escaped!",
        "exits": {},
        "items": [],
        "dark": False,
    },
}

inventory = []
current = "porch"
lamp_on = False
chest_open = False
moves = 0
health = 3


def show_room(name):
    room = rooms[name]
    if room["dark"] and not lamp_on:
        print("It is pitch black. You might be eaten by something.")
        return
    print()
    print(name.upper())
    print(room["description"])
    if len(room["items"]) > 0:
        print("You see:", ", ".join(room["items"]))
    print("Exits:", ", ".join(room["exits"].keys()))


def go(direction):
    global current, health
    room = rooms[current]
    if direction not in room["exits"]:
        print("You can't go that way.")
        return
    if room["dark"] and not lamp_on and random.randint(1, 3) == 1:
        print("You stumble in the dark and hurt yourself.")
        health = health - 1
    current = room["exits"][direction]
    show_room(current)


def take(item):
    room = rooms[current]
    if room["dark"] and not lamp_on:
        print("You can't see anything to take.")
        return
    if item in room["items"]:
        room["items"].remove(item)
        inventory.append(item)
        print("You take the " + item + ".")
    else:
        print("There is no " + item + " here.")


def drop(item):
    if item in inventory:
        inventory.remove(item)
        rooms[current]["items"].append(item)
        print("Dropped.")
    else:
        print("You don't have that.")


def use_item(item):
    global lamp_on, chest_open
    if item not in inventory:
        print("You don't have a " + item + ".")
        return
    if item == "lamp":
        lamp_on = not lamp_on
        if lamp_on:
            print("The lamp flickers on.")
            show_room(current)
        else:
            print("You turn the lamp off.")
    elif item == "key":
        if current == "library" and not chest_open:
            chest_open = True
            rooms["library"]["items"].append("map")
            print("The chest opens! There is a map inside.")
        else:
            print("Nothing to unlock here.")
    elif item == "bread":
        inventory.remove("bread")
        print("You eat the bread. You feel better.")
        heal()
    elif item == "amulet":
        if current == "attic":
            print("The ghost sees the amulet and fades away, smiling.")
            rooms["attic"]["description"] = "The attic. It feels peaceful now."
        else:
            print("The amulet glows faintly.")
    else:
        print("You can't use that.")


def heal():
    global health
    if health < 3:
        health = health + 1
    print("Health:", health)


def show_inventory():
    if len(inventory) == 0:
        print("You are carrying nothing.")
    else:
        print("You have:", ", ".join(inventory))


def show_help():
    print("Commands:")
    print("  go <direction>   - move (north, south, east, west, up, down)")
    print("  take <item>      - pick something up")
    print("  drop <item>      - put something down")
    print("  use <item>       - use an item")
    print("  look             - describe the room")
    print("  inventory        - list what you carry")
    print("  quit             - give up")


print("THE HAUNTED HOUSE")
print("Type 'help' for a list of commands.")
show_room(current)

while True:
    if health <= 0:
        print("You collapse. Game over.")
        break
    if current == "garden":
        print("Congratulations, you escaped in " + str(moves) + " moves!")
        break
    command = input("> ").strip().lower()
    if command == "":
        continue
    words = command.split()
    verb = words[0]
    if len(words) > 1:
        noun = words[1]
    else:
        noun = ""
    moves = moves + 1

    if verb == "go":
        go(noun)
    elif verb in ["north", "south", "east", "west", "up", "down"]:
        go(verb)
    elif verb == "take":
        take(noun)
    elif verb == "drop":
        drop(noun)
    elif verb == "use":
        use_item(noun)
    elif verb == "look":
        show_room(current)
    elif verb == "inventory" or verb == "i":
        show_inventory()
    elif verb == "quit":
        print("Bye!")
        break
    elif verb == "help":
        show_help()
    else:
        print("I don't understand '" + command + "'.")
