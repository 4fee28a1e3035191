class Thermostat:
    def __init__(self, target):
        self.target = target
        self.history = []

    def record(self, reading):
        self.history.append(reading)

# Here is the corrected method, which ignores readings from a broken sensor:

# ```python
    def average(self):
        good = [r for r in self.history if r is not None]
        if not good:
            return None
        return sum(good) / len(good)
# ```

    def too_cold(self):
        avg = self.average()
        return avg is not None and avg < self.target
