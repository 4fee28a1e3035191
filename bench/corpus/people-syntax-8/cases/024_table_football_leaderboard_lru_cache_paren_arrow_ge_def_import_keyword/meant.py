"""Season leaderboard for the office table-football league (Elo ratings)."""
import csv
from dataclasses import dataclass, field
from functools import lru_cache, total_ordering
from pathlib import Path

K_FACTOR = 32
START_RATING = 1200


@total_ordering
@dataclass(eq=False)
class Player:
    name: str
    rating: float = START_RATING
    wins: int = 0
    losses: int = 0
    history: list[float] = field(default_factory=list, repr=False)

    @property
    def games(self) -> int:
        return self.wins + self.losses

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Player) and (self.rating, self.wins) == (other.rating, other.wins)

    def __lt__(self, other: "Player") -> bool:
        return (self.rating, self.wins) < (other.rating, other.wins)


@lru_cache(maxsize=256)
def expected_score(rating_a: float, rating_b: float) -> float:
    return 1 / (1 + 10 ** ((rating_b - rating_a) / 400))


class Leaderboard:
    def __init__(self, min_games: int = 5):
        self.players: dict[str, Player] = {}
        self.min_games = min_games

    def player(self, name: str) -> Player:
        key = name.strip().title()
        return self.players.setdefault(key, Player(key))

    def record(self, winner: str, loser: str) -> None:
        w, l = self.player(winner), self.player(loser)
        exp_w = expected_score(round(w.rating), round(l.rating))
        w.rating += K_FACTOR * (1 - exp_w)
        l.rating -= K_FACTOR * (1 - exp_w)
        w.wins += 1
        l.losses += 1
        for p in (w, l):
            p.history.append(p.rating)

    def import_(self, path: Path) -> int:
        count = 0
        with path.open(newline="", encoding="utf-8") as f:
            for row in csv.DictReader(f):
                self.record(row["winner"], row["loser"])
                count += 1
        return count

    def ranking(self) -> list[Player]:
        qualified = [p for p in self.players.values() if p.games >= self.min_games]
        return sorted(qualified, reverse=True)

    def streaks(self) -> list[tuple[str, int]]:
        result = []
        for p in self.players.values():
            diffs = [b - a for a, b in zip(p.history, p.history[1:])]
            run = 0
            for d in reversed(diffs):
                if d <= 0:
                    break
                run += 1
            result.append((p.name, run))
        return sorted(result, key=lambda item: item[1], reverse=True)


if __name__ == "__main__":
    board = Leaderboard(min_games=3)
    n = board.import_(Path("matches.csv"))
    print(f"{n} matches")
    for rank, p in enumerate(board.ranking(), 1):
        print(f"{rank:>2}. {p.name:<12} {p.rating:7.1f}  {p.wins}-{p.losses}  ({p.win_rate:.0%})")
