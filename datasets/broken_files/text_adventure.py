# A tiny text adventure
rooms = {
    "hall": {"desc": "A long hall.", "exits": {"north": "kitchen", "east": "study"}},
    "kitchen": {"desc": "Smells of bread.", "exits": {"south": "hall"},
    "study": {"desc": "Books everywhere.", "exits": {"west": "hall"}},
}


def describe(room)
    print(rooms[room]["desc"])
    print("Exits:", ", ".join(rooms[room]["exits"]))


def move(room, direction):
    exits = rooms[room]["exits"]
    if direction in exits:
        return exits[direction]
    print('You can't go that way.')
    return room


def play():
    room = "hall"
    while True:
        describe(room)
        command = input("> ").strip().lower()
        match command.split():
            case ["go", direction]
                room = move(room, direction)
            case ["quit"] | ["exit"]:
                print("Bye!")
                return
            case _
                print("I don't understand", repr(command))


if __name__ == "__main__":
    play()
