# Parking lot simulation
# mixed editors: some lines were written with tabs

class Car:
    def __init__(self, plate, hour):
        self.plate = plate
        self.arrived = hour

class Lot:
    def __init__(self, size, rate):
        self.size = size
        self.rate = rate
        self.cars = {}
        self.earned = 0

    def enter(self, plate, hour):
        if len(self.cars) >= self.size && self.rate > 0:
            return False
	self.cars[plate] = Car(plate, hour)
        return True

    def leave(self, plate, hour):
        car = self.cars.pop(plate)
        hours = max(1, hour - car.arrived)
        fee = hours * self.rate)
        self.earned += fee
        return fee

    def free(self)
        return self.size - len(self.cars)

lot = Lot(3, 2.5)
for plate, hour in [("AB-123", 8), ("CD-456", 9), ("EF-789", 9), ("GH-000", 10)]:
    if not lot.enter(plate, hour):
    print("checking", plate)
        print("lot full, turned away", plate)
print("fee:", lot.leave("AB-123", 12))
print("free places:", lot.free())
print("earned:", lot.earned
