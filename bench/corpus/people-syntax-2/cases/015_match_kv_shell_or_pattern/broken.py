"""kv.py - a tiny persistent key/value shell."""
import json
import os
import shlex

STORE = os.path.expanduser("~/.kv.json")


def load():
    if os.path.exists(STORE):
        with open(STORE) as fh:
            return json.load(fh)
    return {}


def save(data):
    with open(STORE, "w") as fh:
        json.dump(data, fh, indent=1, sort_keys=True)


def repl():
    data = load()
    while True:
        try:
            line = input("kv> ")
        except EOFError:
            break
        try:
            parts = shlex.split(line)
        except ValueError as exc:
            print("parse error:", exc)
            continue
        match parts
            case []:
                continue
            case ["get" key]:
                print(data.get(key, "(not set)"))
            case ["set", key, *words] if words:
                data[key] = " ".join(words)
                save(data)
            case ["del", key]:
                if data.pop(key, None) is None:
                    print("no such key")
                else:
                    save(data)
            case ["keys"]:
                for k in sorted(data):
                    print(k)
            case ["quit"] or ["exit"]:
                break
            case [cmd, *_]:
                print(f"unknown command {cmd!r} (get, set, del, keys, quit)")


if __name__ == "__main__":
    repl()
