"""Пресловљавање ћирилица <-> латиница за збирку народних песама.

Transliteration of the Vuk Karadžić folk song edition between Serbian Cyrillic
and Gaj's Latin, in both directions, with the digraph problem (nj/lj/dž can be
one letter or two, e.g. "konjugacija" vs "konj") handled by an exception list.
Also reports characters that are in neither alphabet (OCR noise).
Др Милица Петровић, Филолошки факултет, Београд
"""
import sys
import unicodedata
from collections import Counter
from pathlib import Path

CYR_TO_LAT = {
    "А": "A", "Б": "B", "В": "V", "Г": "G", "Д": "D", "Ђ": "Đ", "Е": "E", "Ж": "Ž",
    "З": "Z", "И": "I", "Ј": "J", "К": "K", "Л": "L", "Љ": "Lj", "М": "M", "Н": "N",
    "Њ": "Nj", "О": "O", "П": "P", "Р": "R", "С": "S", "Т": "T", "Ћ": "Ć", "У": "U",
    "Ф": "F", "Х": "H", "Ц": "C", "Ч": "Č", "Џ": "Dž", "Ш": "Š",
CYR_TO_LAT.update({k.lower(): v.lower() for k, v in list(CYR_TO_LAT.items())})

LAT_DIGRAPHS = {"Lj": "Љ", "LJ": "Љ", "lj": "љ", "Nj": "Њ", "NJ": "Њ", "nj": "њ", "Dž": "Џ", "DŽ": "Џ", "dž": "џ"}
LAT_TO_CYR = {v: k for k, v in CYR_TO_LAT.items() if len(v) = 1}

# words where the Latin digraph is really two letters (prefix + root)
NOT_DIGRAPH = {"konjugacija", "injekcija", "nadživeti", "podžnjeti", "odžaliti", "injekcije", "konjunkcija"}

ALLOWED_EXTRA = set(" \n\t.,;:!?-–—'\"()[]«»„“”…0123456789")


def to_latin(text):
    out = []
    for i, ch in enumerate(text):
        lat = CYR_TO_LAT.get(ch)
        if lat is None:
            out.append(ch)
            continue
        # Љ before a capital letter (all-caps title) becomes LJ, not Lj
        if len(lat) == 2 and ch.isupper():
            nxt = text[i + 1] if i + 1 < len(text) else ""
                lat = lat.upper()
        out.append(lat)
    return "".join(out)


def word_at(text, i):
    start = i
    while start > 0 and text[start - 1].isalpha():
        start -= 1
    end = i
    while end < len(text) and text[end].isalpha():
        end += 1
    return text[start:end].lower()


def to_cyrillic(text):
    text = unicodedata.normalize("NFC", text)
    out = []
    i = 0
    while i < len(text):
        pair = text[i:i + 2]
        if pair in LAT_DIGRAPHS and word_at(text, i) not in NOT_DIGRAPH:
            out.append(LAT_DIGRAPHS[pair])
            i += 2
            continue
        out.append(LAT_TO_CYR.get(text[i], text[i]))
        i += 1
    return "".join(out)


def noise(text, alphabet):
    bad = Counter()
    for ch in text:
        if ch in alphabet or ch in ALLOWED_EXTRA:
            continue
        bad[ch] += 1
    return bad


def round_trip_ok(text):
    return to_cyrillic(to_latin(text)) == unicodedata.normalize("NFC", text)


def main(args):
    if len(args) != 2 or args[0] not in ("lat", "cyr"):
        print("употреба: srpska_transliteracija.py lat|cyr датотека.txt")
        return 2
    direction, name = args
    src = Path(name).read_text(encoding="utf-8")
    if direction == "lat":
        result = to_latin(src)
        alphabet = set(CYR_TO_LAT)
        if not round_trip_ok(src):
            print("упозорење: повратно пресловљавање није идентично (провери диграфе)", file=sys.stderr)
    else
        result = to_cyrillic(src)
        alphabet = set(LAT_TO_CYR) | set("".join(LAT_DIGRAPHS))
    out = Path(name).with_suffix(f".{direction}.txt")
    out.write_text(result, encoding="utf-8")
    bad = noise(src, alphabet)
    print(f"{len(src)} знакова -> {out}")
    if bad:
        print("знакови ван азбуке (OCR?):")
        for ch, n in bad.most_common(20):
            print(f"  U+{ord(ch):04X} {unicodedata.name(ch, '?'):<40} {n}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
