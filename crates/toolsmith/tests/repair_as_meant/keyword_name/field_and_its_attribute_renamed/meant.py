from dataclasses import dataclass


@dataclass
class Transfer:
    from_: str
    to: str

    def describe(self):
        return self.from_ + " -> " + self.to
