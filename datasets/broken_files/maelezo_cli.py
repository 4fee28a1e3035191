#!/usr/bin/env python3
"""Programu ndogo ya kuhifadhi maelezo (notes) kutoka kwenye terminal."""
import argparse
import json
import sys
from datetime import datetime
from pathlib import Path

FAILI = Path.home() / ".maelezo.json"


def pakia()
    # Soma maelezo yote kutoka kwenye faili
    if not FAILI.exists():
        return []
    with open(FAILI, encoding="utf-8") as f
        try:
            return json.load(f)
        exept json.JSONDecodeError:
            print("Faili limeharibika, naanza upya", file=sys.stderr)
            return []


def hifadhi(maelezo):
    # Andika maelezo yote tena
    with open(FAILI, "w", encoding="utf-8") as f:
        json.dump(maelezo, f, ensure_ascii=False, indent=2)


def ongeza(args):
    maelezo = pakia()
    kipya = {
        "id": len(maelezo) + 1
        "maandishi": " ".join(args.maandishi),
        "tarehe": datetime.now().isoformat(timespec="minutes"),
        "lebo": args.lebo or [],
    }
    maelezo.append(kipya)
    hifadhi(maelezo)
    print(f"Imeongezwa: #{kipya['id']}"


def orodha(args):
    maelezo = pakia()
    if args.lebo:
        maelezo = [m for m in maelezo if args.lebo in m["lebo"]
    if not maelezo:
        print("Hakuna maelezo bado.")
        return
    for m in maelezo:
        lebo = ", ".join(m["lebo"])
        print(f"{m['id']:>3}  {m['tarehe']}  {m['maandishi']}  [{lebo}]")


def futa(args):
    maelezo = pakia()
    yaliyobaki = [m for m in maelezo if m["id"] != args.id]
    if len(yaliyobaki) = len(maelezo):
        print(f"Hakuna maelezo yenye id {args.id}")
        sys.exit(1)
    hifadhi(yaliyobaki)
    print("Yamefutwa.")


def jenga_parser():
    parser = argparse.ArgumentParser(description="Maelezo yangu")
    sub = parser.add_subparsers(dest="amri", required=True)

    p_ongeza = sub.add_parser("ongeza", help="ongeza maelezo mapya")
    p_ongeza.add_argument("maandishi", nargs="+")
    p_ongeza.add_argument("-l", "--lebo", action="append", help="lebo ya maelezo)
    p_ongeza.set_defaults(kazi=ongeza)

    p_orodha = sub.add_parser("orodha", help="onyesha maelezo yote")
    p_orodha.add_argument("-l", "--lebo", default=None)
    p_orodha.set_defaults(kazi=orodha)

    p_futa = sub.add_parser("futa", help="futa maelezo kwa id")
    p_futa.add_argument("id", type=int)
    p_futa.set_defaults(kazi=futa)
    return parser


def main(argv=None):
    parser = jenga_parser()
    args = parser.parse_args(argv)
    args.kazi(args)


if __name__ == "__main__":
    main()
