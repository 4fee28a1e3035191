"""Convert between currencies using the free exchangerate.host API.

usage: python fx.py 120 EUR USD
"""
import sys
import time

import requests

URL = "https://api.exchangerate.host/latest"
SYMBOLS = {"EUR": "€", "USD": "$", "GBP": "£", "JPY": "¥", "CHF": "Fr"}

# Here's the change as a diff. It adds a small in-memory cache so that repeated
# conversions don't call the API every time:

_cache = {}


def fetch_rates(base, max_age=3600):
    now = time.time()
    if base in _cache and now - _cache[base][0] < max_age:
        return _cache[base][1]
    r = requests.get(URL, params={"base": base}, timeout=10)
    r.raise_for_status()
    rates = r.json()["rates"]
    _cache[base] = (now, rates)
    return rates

# With this, converting several amounts from the same base currency only makes one
# request per hour.


def convert(amount, src, dst):
    rates = fetch_rates(src)
    if dst not in rates:
        raise ValueError(f"unknown currency {dst}")
    return amount * rates[dst]


def fmt(amount, code):
    sym = SYMBOLS.get(code, code + " ")
    return f"{sym}{amount:,.2f}"


def main(argv):
    if len(argv) != 4:
        print(__doc__)
        return 2
    amount = float(argv[1])
    src, dst = argv[2].upper(), argv[3].upper()
    try:
        result = convert(amount, src, dst)
    except requests.RequestException as e:
        print("network problem:", e)
        return 1
    print(fmt(amount, src), "=", fmt(result, dst))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
