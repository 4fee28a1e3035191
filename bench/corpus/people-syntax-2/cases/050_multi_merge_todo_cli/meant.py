#!/usr/bin/env python3
"""todo.py - a small command-line todo list stored as JSON."""
import argparse
import json
import os
import sys
from datetime import date, datetime

DB = os.environ.get("TODO_FILE", os.path.expanduser("~/.todo.json"))
PRIORITIES = {"low": 0, "normal": 1, "high": 2}


def load():
    if not os.path.exists(DB):
        return []
    with open(DB, encoding="utf-8") as fh:
        return json.load(fh)


def save(items):
    tmp = DB + ".tmp"
    with open(tmp, "w", encoding="utf-8") as fh:
        json.dump(items, fh, indent=2)
    os.replace(tmp, DB)


def next_id(items):
    return max((i["id"] for i in items), default=0) + 1


def cmd_add(args, items):
    due = None
    if args.due:
        due = datetime.strptime(args.due, "%Y-%m-%d").date().isoformat()
    item = {
        "id": next_id(items),
        "text": " ".join(args.text),
        "priority": args.priority,
        "due": due,
        "done": False,
        "created": date.today().isoformat(),
    }
    items.append(item)
    print(f"added #{item['id']}: {item['text']}")


def sort_key(item):
    return (item["done"], -PRIORITIES[item["priority"]], item["due"] or "9999-12-31", item["id"])


def cmd_list(args, items):
    today = date.today().isoformat()
    shown = [i for i in items if args.all or not i["done"]]
    if not shown:
        print("nothing to do")
        return
    for item in sorted(shown, key=sort_key):
        mark = "x" if item["done"] else " "
        due = item["due"] or ""
        if due and due < today and not item["done"]:
            due += " (overdue)"
        print(f"[{mark}] {item['id']:>3}  {item['priority']:<6} {due:<22} {item['text']}")


def cmd_done(args, items):
    for item in items:
        if item["id"] in args.ids:
            item["done"] = True
            print(f"done #{item['id']}: {item['text']}")
    missing = set(args.ids) - {i["id"] for i in items}
    for i in sorted(missing):
        print(f"no item #{i}", file=sys.stderr)


def cmd_clean(args, items):
    keep = [i for i in items if not i["done"]]
    print(f"removed {len(items) - len(keep)} finished items")
    items[:] = keep


def build_parser():
    p = argparse.ArgumentParser(prog="todo")
    sub = p.add_subparsers(dest="command", required=True)

    a = sub.add_parser("add", help="add an item")
    a.add_argument("text", nargs="+")
    a.add_argument("-p", "--priority", choices=PRIORITIES, default="normal")
    a.add_argument("-d", "--due", help="due date, YYYY-MM-DD")
    a.set_defaults(func=cmd_add)

    l = sub.add_parser("list", help="show items")
    l.add_argument("-a", "--all", action="store_true", help="include finished items")
    l.set_defaults(func=cmd_list)

    d = sub.add_parser("done", help="mark items as done")
    d.add_argument("ids", nargs="+", type=int)
    d.set_defaults(func=cmd_done)

    c = sub.add_parser("clean", help="remove finished items")
    c.set_defaults(func=cmd_clean)
    return p


def main(argv=None):
    args = build_parser().parse_args(argv)
    items = load()
    args.func(args, items)
    if args.command != "list":
        save(items)


if __name__ == "__main__":
    main()
