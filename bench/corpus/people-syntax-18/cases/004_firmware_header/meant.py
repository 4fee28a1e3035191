#!/usr/bin/env python3
"""Parser nagłówka obrazu firmware kamery IP (format "HKFW"), do raportu z pentestu.

Obraz: nagłówek 64 B, potem tabela sekcji (po 32 B), potem dane sekcji.
Wszystko little-endian poza sumą kontrolną (big-endian, bo tak liczy bootloader).
Użycie:  python3 hkfw.py firmware.bin [--wytnij katalog]
"""
import argparse
import binascii
import os
import struct
import sys
import zlib

MAGIC = b"HKFW"
HDR_FMT = "<4sHHIIII16s24s"          # 64 bajty
SEC_FMT = "<12sIIIII"                # 32 bajty
HDR_SIZE = struct.calcsize(HDR_FMT)
SEC_SIZE = struct.calcsize(SEC_FMT)

# flagi w polu flags nagłówka
F_SIGNED = 1 << 0
F_ENCRYPTED = 1 << 1
F_COMPRESSED = 1 << 2
F_DEBUG = 1 << 7

# typy sekcji: górne 4 bity pola typ, dolne 4 bity to wersja formatu
TYPY = {0x1: "uboot", 0x2: "kernel", 0x3: "rootfs", 0x4: "webui", 0xF: "config"}

XOR_KEY = bytes.fromhex("a5 5a 3c c3 96 69 0f f0")


def xor_dekoduj(dane: bytes, klucz: bytes = XOR_KEY) -> bytes:
    # "szyfrowanie" producenta to powtarzany XOR z 8-bajtowym kluczem
    return bytes(b ^ klucz[i % len(klucz)] for i, b in enumerate(dane))


def flagi_opis(flags: int) -> str:
    nazwy = []
    if flags & F_SIGNED:
        nazwy.append("SIGNED")
    if flags & F_ENCRYPTED:
        nazwy.append("ENCRYPTED")
    if flags & F_COMPRESSED:
        nazwy.append("COMPRESSED")
    if flags & F_DEBUG:
        nazwy.append("DEBUG(!)")
    reszta = flags & ~(F_SIGNED | F_ENCRYPTED | F_COMPRESSED | F_DEBUG)
    if reszta:
        nazwy.append(f"nieznane=0x{reszta:02x}")
    return "|".join(nazwy) or "brak"


def crc_obrazu(dane: bytes) -> int:
    # CRC32 liczone od bajtu 64 do końca, z pominięciem samego pola crc
    return zlib.crc32(dane[HDR_SIZE:]) & 0xFFFFFFFF


def czytaj_naglowek(dane: bytes) -> dict:
    if len(dane) < HDR_SIZE:
        raise ValueError("plik krótszy niż nagłówek")
    (magic, ver_major, ver_minor, flags, n_sekcji,
     rozmiar, _zarezerwowane, model, build) = struct.unpack_from(HDR_FMT, dane, 0)
    if magic != MAGIC:
        raise ValueError(f"zły magic {magic!r}, oczekiwano {MAGIC!r}")
    crc_zapisany = struct.unpack_from(">I", dane, 0x14)[0]
    return {
        "wersja": f"{ver_major}.{ver_minor}",
        "flags": flags,
        "sekcje": n_sekcji,
        "rozmiar": rozmiar,
        "crc": crc_zapisany,
        "model": model.rstrip(b"\x00").decode("ascii", "replace"),
        "build": build.rstrip(b"\x00").decode("ascii", "replace"),
    }


def czytaj_sekcje(dane: bytes, n: int):
    sekcje = []
    for i in range(n):
        off = HDR_SIZE + i * SEC_SIZE
        nazwa, typ, offset, dlugosc, ladowanie, crc = struct.unpack_from(SEC_FMT, dane, off)
        sekcje.append({
            "nazwa": nazwa.split(b"\x00", 1)[0].decode("ascii", "replace"),
            "typ": TYPY.get(typ >> 4, f"0x{typ >> 4:x}"),
            "wersja_fmt": typ & 0x0F,
            "offset": offset,
            "dlugosc": dlugosc,
            "adres": ladowanie,
            "crc": crc,
        })
    return sekcje


def zgadnij_format(blob: bytes) -> str:
    if blob[:4] == b"hsqs":
        return "squashfs"
    if blob[:2] == b"\x1f\x8b":
        return "gzip"
    if blob[:4] == b"\x27\x05\x19\x56":
        return "uImage"
    if blob[:3] == b"BZh":
        return "bzip2"
    return "?"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("plik")
    ap.add_argument("--wytnij", metavar="KATALOG")
    a = ap.parse_args()

    with open(a.plik, "rb") as f:
        dane = f.read()
    h = czytaj_naglowek(dane)
    print(f"model {h['model']}  build {h['build']}  wersja {h['wersja']}")
    print(f"flagi: {flagi_opis(h['flags'])} (0x{h['flags']:08x})")
    policzony = crc_obrazu(dane)
    status = "OK" if policzony == h["crc"] else "NIEZGODNE"
    print(f"crc zapisany 0x{h['crc']:08x}, policzony 0x{policzony:08x} -> {status}")
    if h["rozmiar"] != len(dane):
        print(f"uwaga: rozmiar w nagłówku {h['rozmiar']} != rozmiar pliku {len(dane)}")

    for s in czytaj_sekcje(dane, h["sekcje"]):
        blob = dane[s["offset"]:s["offset"] + s["dlugosc"]]
        if h["flags"] & F_ENCRYPTED and s["typ"] != "uboot":
            blob = xor_dekoduj(blob)
        crc_ok = (binascii.crc32(blob) & 0xFFFFFFFF) == s["crc"]
        print(f"  {s['nazwa']:<12} {s['typ']:<7} off=0x{s['offset']:08x} "
              f"len={s['dlugosc']:>9,d} load=0x{s['adres']:08x} "
              f"fmt={zgadnij_format(blob):<8} crc={'ok' if crc_ok else 'ZŁE'}")
        if a.wytnij:
            os.makedirs(a.wytnij, exist_ok=True)
            sciezka = os.path.join(a.wytnij, f"{s['nazwa'] or 'sekcja'}.bin")
            with open(sciezka, "wb") as out:
                out.write(blob)

    if h["flags"] & F_DEBUG:
        print("!!! obraz zbudowany z flagą DEBUG - sprawdzić konsolę UART")
    return 0


if __name__ == "__main__":
    sys.exit(main())
