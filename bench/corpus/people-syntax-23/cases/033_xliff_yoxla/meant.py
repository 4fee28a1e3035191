# xliff_yoxla.py -- XLIFF 1.2 faylları üçün keyfiyyət yoxlaması (lokalizasiya komandası)
# - hədəfi (target) boş və ya mənbə ilə eyni olan seqmentlər
# - <x id=".."/>, <g>, <ph> teqlərinin mənbə və hədəfdə uyğunluğu
# - seqment sayı və söz sayı (mənbə dili üzrə)
import sys
from collections import Counter
from pathlib import Path

from lxml import etree

NS = {"x": "urn:oasis:names:tc:xliff:document:1.2"}
INLINE = ("x", "g", "ph", "bx", "ex")

sayac = 0


def inline_ids(el):
    if el is None:
        return Counter()
    ids = Counter()
    for tag in INLINE:
        for t in el.iterfind(f".//x:{tag}", NS):
            ids[(tag, t.get("id"))] += 1
    return ids


def text_of(el):
    return "".join(el.itertext()).strip() if el is not None else ""


def yoxla(path):
    global sayac
    tree = etree.parse(str(path))
    problemler = []
    sozler = 0
    for tu in tree.iterfind(".//x:trans-unit", NS):
        sayac = sayac + 1
        src = tu.find("x:source", NS)
        tgt = tu.find("x:target", NS)
        sozler += len(text_of(src).split())
        tu_id = tu.get("id")
        if tgt is None or not text_of(tgt):
            problemler.append((tu_id, "hədəf boşdur"))
            continue
        if text_of(tgt) == text_of(src) and len(text_of(src)) > 3:
            problemler.append((tu_id, "hədəf mənbə ilə eynidir"))
        a, b = inline_ids(src), inline_ids(tgt)
        if a != b:
            itmis = a - b
            artiq = b - a
            problemler.append((tu_id, f"teqlər uyğun deyil: itmiş {dict(itmis)}, artıq {dict(artiq)}"))
        state = tgt.get("state", "")
        if state in ("needs-translation", "new"):
            problemler.append((tu_id, f"state={state}"))
    return problemler, sozler


def main():
    fayllar = [Path(p) for p in sys.argv[1:]] or sorted(Path(".").glob("*.xlf"))
    cem_soz = 0
    for f in fayllar:
        problemler, sozler = yoxla(f)
        cem_soz += sozler
        print(f"== {f.name}: {sozler} söz, {len(problemler)} problem")
        for tu_id, mesaj in sorted(problemler, key=lambda p: str(p[0])):
            print(f"   [{tu_id}] {mesaj}")
    print()
    print(f"Cəmi: {len(fayllar)} fayl, {sayac} seqment, {cem_soz} söz")


if __name__ == "__main__":
    main()
