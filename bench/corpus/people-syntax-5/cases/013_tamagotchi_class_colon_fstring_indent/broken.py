class Pet:
    def __init__(self, name):
        self.name = name
        self.hunger = 3
        self.happiness = 5

    def feed(self)
        if self.hunger > 0:
            self.hunger -= 1
        print(f"{self.name} eats. Hunger is now {self.hunger}")

    def play(self):
    self.happiness += 2
    self.hunger += 1
    print(f"{self.name} plays with you!")

    def status(self):
        if self.hunger >= 5:
            print(f"{self.name} is very hungry!)
        if self.happiness <= 2:
            print(f"{self.name} looks sad...")
        print(f"hunger={self.hunger} happiness={self.happiness}")


my_pet = Pet(input("Name your pet: "))

while True:
    action = input("feed / play / status / quit: ")
    if action == "feed":
        my_pet.feed()
    elif action == "play":
        my_pet.play()
    elif action == "status":
        my_pet.status()
    elif action == "quit":
        print("Bye!")
        break
    else:
        print("I don't know that")
    my_pet.happiness -= 1
