"""हिसाब - ट्रेकिङ समूहको खर्च बाँडफाँड (काठमाडौं)।

A tiny REPL for splitting costs on the Annapurna circuit trip:
    add <payer> <amount> <what...> [for <a,b,c>]
    pay <from> <to> <amount>
    show | settle | undo | quit
Amounts are in NPR; everything is saved to hisab.json after each command.
"""
from __future__ import annotations

import json
import shlex
from collections import defaultdict
from dataclasses import asdict, dataclass, field
from pathlib import Path

SAVE = Path("hisab.json")
MEMBERS = ["aasha", "bibek", "chandra", "dipesh", "elina"]


@dataclass
class Entry:
    kind: str                    # "expense" or "payment"
    payer: str
    amount: float
    note: str = ""
    among: list[str] = field(default_factory=list)


def load() -> list[Entry]:
    if not SAVE.exists():
        return []
    return [Entry(**e) for e in json.loads(SAVE.read_text(encoding="utf-8"))]


def save(entries: list[Entry]) -> None:
    SAVE.write_text(json.dumps([asdict(e) for e in entries], ensure_ascii=False, indent=1), encoding="utf-8")


def balances(entries: list[Entry]) -> dict[str, float]:
    bal: dict[str, float] = defaultdict(float)
    for e in entries:
        match e:
            case Entry(kind="expense", payer=p, amount=a, among=[*people]) if people:
                share = a / len(people)
                bal[p] += a
                for who in people:
                    bal[who] -= share
            case Entry(kind="payment", payer=p, amount=a, among=[to]):
                bal[p] += a
                bal[to] -= a
    return {m: round(bal[m], 2) for m in MEMBERS}


def settle(bal: dict[str, float]) -> list[tuple[str, str, float]]:
    """Greedy: biggest debtor pays biggest creditor until everyone is ~0."""
    debtors = sorted(([m, -v] for m, v in bal.items() if v < -0.5), key=lambda x: -x[1])
    creditors = sorted(([m, v] for m, v in bal.items() if v > 0.5), key=lambda x: -x[1])
    moves = []
    while debtors and creditors:
        (d, owe), *debtors = debtors
        (c, due), *creditors = creditors
        x = min(owe, due)
        moves.append((d, c, round(x, 2)))
        if owe - x > 0.5:
            debtors = sorted([[d, owe - x], *debtors], key=lambda t: -t[1])
        if due - x > 0.5:
            creditors = sorted([[c, due - x], *creditors], key=lambda t: -t[1])
    return moves


def parse_among(words: list[str]) -> tuple[list[str], list[str]]:
    """Split '... for a,b' off the end of the description."""
    if "for" in words:
        i = len(words) - 1 - words[::-1].index("for")
        *desc, _, names = words[: i + 2]
        return desc, [n.strip().lower() for n in names.split(",") if n.strip()]
    return words, list(MEMBERS)


def handle(line: str, entries: list[Entry]) -> bool:
    match shlex.split(line):
        case ["add", payer, amount, *what] if payer.lower() in MEMBERS:
            desc, among = parse_among(what)
            unknown = [n for n in among if n not in MEMBERS]
            if unknown:
                print("को हो?", *unknown)
                return True
            entries.append(Entry("expense", payer.lower(), float(amount), " ".join(desc), among))
            print(f"  + {payer} paid NPR {float(amount):,.0f} for {' '.join(desc) or '?'} ({len(among)} people)")
        case ["pay", frm, to, amount]:
            entries.append(Entry("payment", frm.lower(), float(amount), "payment", [to.lower()]))
        case ["show"]:
            for name, v in sorted(balances(entries).items(), key=lambda kv: kv[1]):
                sign = "gets" if v > 0 else "owes"
                print(f"  {name:<8} {sign} {abs(v):>9,.2f}")
        case ["settle"]:
            for d, c, x in settle(balances(entries)):
                print(f"  {d} → {c}: NPR {x:,.2f}")
        case ["undo"]:
            if entries:
                last = entries.pop()
                print("  undone:", last.note or last.kind)
        case ["quit" | "exit"]:
            return False
        case [cmd, *_]:
            print(f"  unknown command {cmd!r} (add/pay/show/settle/undo/quit)")
        case []:
            pass
    return True


def main() -> None:
    entries = load()
    print(f"हिसाब: {len(entries)} entries loaded, members: {', '.join(MEMBERS)}")
    while True:
        try:
            line = input("hisab> ")
        except EOFError:
            break
        if not handle(line, entries):
            break
        save(entries)


if __name__ == "__main__":
    main()
