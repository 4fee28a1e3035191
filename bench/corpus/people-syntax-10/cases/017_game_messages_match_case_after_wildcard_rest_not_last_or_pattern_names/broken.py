"""Game server: turn client messages (decoded JSON) into game actions."""
from dataclasses import dataclass


@dataclass
class Move:
    player: str
    dx: int
    dy: int


@dataclass
class Say:
    player: str
    text: str


@dataclass
class Trade:
    player: str
    other: str
    offer: dict
    want: dict


class ProtocolError(ValueError):
    pass


DIRECTIONS = {"n": (0, -1), "s": (0, 1), "e": (1, 0), "w": (-1, 0)}


def parse(msg, player):
    match msg:
        case {"type": "move", "dir": str(d)} if d in DIRECTIONS:
            dx, dy = DIRECTIONS[d]
            return Move(player, dx, dy)
        case {"type": "move", "dx": int(dx), **rest, "dy": int(dy)}:
            if rest:
                raise ProtocolError(f"unexpected keys in move: {sorted(rest)}")
            if abs(dx) > 1 or abs(dy) > 1:
                raise ProtocolError("moves are one square at a time")
            return Move(player, dx, dy)
        case {"type": "chat", "text": str(text)} if text.strip():
            return Say(player, text.strip()[:280])
        case {"type": "cmd", "args": ["say", text] | ["s", msg]}:
            return Say(player, text)
        case {"type": "cmd", "args": ["trade", other, *items]}:
            offer, want = parse_trade(items)
            return Trade(player, other, offer, want)
        case {"type": str(kind)}:
            raise ProtocolError(f"unknown message type {kind!r}")
        case _:
            raise ProtocolError("message without a type")
        case {"type": "ping"}:
            return None


def parse_trade(items):
    offer, want, side = {}, {}, None
    for token in items:
        match token.split(":"):
            case ["give"]:
                side = offer
            case ["get"]:
                side = want
            case [name, count] if side is not None and count.isdigit():
                side[name] = side.get(name, 0) + int(count)
            case _:
                raise ProtocolError(f"bad trade token {token!r}")
    if not offer or not want:
        raise ProtocolError("a trade needs something to give and something to get")
    return offer, want


if __name__ == "__main__":
    tests = [
        {"type": "move", "dir": "n"},
        {"type": "move", "dx": 1, "dy": 0},
        {"type": "cmd", "args": ["s", "gg"]},
        {"type": "cmd", "args": ["trade", "bob", "give", "wood:3", "get", "ore:1"]},
        {"type": "ping"},
    ]
    for t in tests:
        print(parse(t, "alice"))
