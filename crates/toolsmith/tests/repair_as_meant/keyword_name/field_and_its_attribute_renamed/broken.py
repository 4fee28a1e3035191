from dataclasses import dataclass


@dataclass
class Transfer:
    from: str
    to: str

    def describe(self):
        return self.from + " -> " + self.to
