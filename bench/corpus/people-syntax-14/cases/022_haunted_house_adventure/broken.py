# A Casa Assombrada - jogo de aventura em texto
# feito pelo Lucas (14 anos) pro trabalho de informática
# o jogo é em inglês pq quero postar no itch.io

rooms = {
    "hall": {
        "desc": "You are in a dusty hall. A staircase goes up. Doors lead north and east.",
        "exits": {"north": "kitchen", "east": "library", "up": "attic"},
        "item": None,
    },
    "kitchen": {
        "desc": "The kitchen smells of old soup. There is a door to the south.",
        "exits": {"south": "hall", "down": "cellar"},
        "item": "candle",
    }
    "library": {
        "desc": "Books everywhere. One of them looks like it was moved recently.",
        "exits": {"west": "hall"},
        "item": "key",
    },
    "cellar": {
        "desc": "It is pitch black. You hear something breathing.",
        "exits": {"up": "kitchen"},
        "item": "ghost",
    },
    "attic": {
        "desc": "A small window, a locked chest and a lot of spiders.",
        "exits": {"down": "hall"},
        "item": "chest",
    },
}

# estado do jogo
current = "hall"
inventory = []
moves = 0
playing = True


def show_room():
    room = rooms[current]
    print()
    print("== " + current.upper() + " ==")
    print(room["desc"])
    if room["item"] and room["item"] not in ("ghost", "chest"):
        print("You see a " + room["item"] + " here.")
    print("Exits: " + ", ".join(room["exits"].keys()))


def move(direction):
    global current
    if direction in rooms[current]["exits"]:
        current = rooms[current]["exits"][direction]
        show_room()
    else:
        print("You can't go that way.")


print("Welcome to THE HAUNTED HOUSE")
print("Commands: go <direction>, take, inventory, open, quit")
show_room()

while playing
    cmd = input("> ").strip().lower()
    moves += 1
    if cmd.startswith("go "):
        move(cmd[3:])
        # o fantasma só aparece se não tiver vela
        if current == "cellar" and "candle" not in inventory:
            print("The ghost grabs you in the dark. GAME OVER")
            playing = False
    elif cmd == "take":
        item = rooms[current]["item"]
        if item and item not in ("ghost", "chest"):
            inventory.append(item)
            rooms[current]["item"] = None
            print("You take the " + item + ".")
        else:
            print("There's nothing to take.")
    elif cmd == "inventory" or cmd == "i":
        print("You have: " + (", ".join(inventory) if inventory else "nothing"))
    elif cmd == "open":
        if current == "attic" and "key" in inventory:
            print("The chest opens. Inside is the deed to the house. YOU WIN!")
            print("You won in " + str(moves) + " moves.")
            playing = False
        elif current == "attic":
            print('It's locked.')
        else:
            print("Open what?")
    elfi cmd == "quit":
        playing = False
    else:
        print("I don't understand that.")

print("Thanks for playing!")
