"""My board game shelf: what I own, how often it was played, what to play next."""
import json
from dataclasses import asdict, dataclass, field
from datetime import date
from pathlib import Path

SHELF = Path("shelf.json")


@dataclass
class Game:
    name: str
    min_players: int
    max_players: int
    minutes: int
    plays: list[str] = field(default_factory=list)

    # u/dice\_goblin's suggestion on r/learnpython: validate in \_\_post\_init\_\_
    def \_\_post\_init\_\_(self):
        if self.min_players > self.max_players:
        raise ValueError(f"{self.name}: min_players > max_players")
        self.name = self.name.strip()

    def fits(self, players, max_minutes):
        return self.min_players <= players <= self.max_players and self.minutes <= max_minutes

    @property
    def last_played(self):
        return max(self.plays) if self.plays else None


def load():
    if not SHELF.exists():
        return []
    return [Game(\*\*raw) for raw in json.loads(SHELF.read_text(encoding="utf-8"))]


def save(games):
    SHELF.write_text(json.dumps([asdict(g) for g in games], indent=2), encoding="utf-8")


def suggest(games, players, max_minutes):
    candidates = [g for g in games if g.fits(players, max_minutes)]
    # never played first, then the one played longest ago
    candidates.sort(key=lambda g: (g.last_played is not None, g.last_played or "")
    return candidates[:3]


def log_play(games, name):
    for g in games:
        if g.name.lower() == name.lower():
            g.plays.append(date.today().isoformat())
            return True
    return False


if __name__ == "__main__":
    import sys
    games = load()
    if len(sys.argv) == 3 and sys.argv[1] == "played":
        if not log_play(games, sys.argv[2]):
            print("not on the shelf:", sys.argv[2])
        save(games)
    else:
        players = int(sys.argv[1]) if len(sys.argv) > 1 else 2
        for g in suggest(games, players, max_minutes=90):
            print(f"{g.name} ({g.minutes} min, last played {g.last_played or 'never'})")
