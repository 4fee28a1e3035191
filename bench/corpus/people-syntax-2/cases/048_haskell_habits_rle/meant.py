"""Run-length encode / decode text files (a warm-up exercise, done the functional way)."""
import sys
from functools import reduce
from itertools import groupby


def encode(text):
    return [(ch, len(list(run))) for ch, run in groupby(text)]


def decode(pairs):
    return "".join(ch * n for ch, n in pairs)


def to_string(pairs):
    # "aaab" -> "3a1b"
    return "".join(f"{n}{ch}" for ch, n in pairs)


def from_string(s):
    pairs, digits = [], ""
    for ch in s:
        if ch.isdigit():
            digits += ch
        else:
            pairs.append((ch, int(digits)))
            digits = ""
    return pairs


def ratio(original, encoded):
    return len(encoded) / len(original) if original else 1.0


def main(args):
    mode, path = args[0], args[1]
    text = open(path, encoding="utf-8").read()
    if mode == "encode":
        out = to_string(encode(text))
        print(out)
        print(f"ratio: {ratio(text, out):.2f}", file=sys.stderr)
    elif mode == "decode":
        print(decode(from_string(text.strip())), end="")
    else:
        sys.exit("usage: rle.py encode|decode FILE")
    total = reduce(lambda acc, p: acc + p[1], encode(text), 0)
    if total != len(text):
        sys.exit("internal error: lengths differ")


if __name__ == "__main__":
    main(sys.argv[1:])
