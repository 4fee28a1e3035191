# tab2nota.py
# Gitar tablarını (Ultimate Guitar'dan kopyalanan ASCII tab) nota isimlerine çevirir.
# Emre - İzmir, 2024. Öğrencilerim için: hangi perde hangi nota, yazıyla görsünler.
import re
import sys

NOTALAR = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"]
TR_ISIM = {"C": "Do", "D": "Re", "E": "Mi", "F": "Fa", "G": "Sol", "A": "La", "B": "Si"}

# standart akort, ince telden kalına (tabdaki sıra)
AKORT = {"e": ("E", 4), "B": ("B", 3), "G": ("G", 3), "D": ("D", 3), "A": ("A", 2), "E": ("E", 2)}

ORNEK = '''
e|-----0---------0---|-----------3-------|
B|---1---1-----1---1-|-------0-----0-----|
G|-2-------2-2-------|-----0---------0---|
D|-------------------|---0---------------|
A|-3-----------------|-------------------|
E|-------------------|-3-----------------|
"""

TEL_RE = re.compile(r"^\s*([eBGDAE])\s*\|(.*)$")


def nota_adi(tel, perde).
    isim, oktav = AKORT[tel]
    idx = NOTALAR.index(isim) + perde
    oktav += idx // 12
    nota = NOTALAR[idx % 12]
    tr = TR_ISIM.get(nota[0], nota[0]) + ("#" if "#" in nota else "")
    return f"{nota}{oktav}", tr


def tab_oku(metin):
    """Tab satırlarını bulur, {tel: satır} döndürür (ilk 6 telli blok)."""
    teller = {}
    for satir ın metin.splitlines():
        m = TEL_RE.match(satir)
        unless m:
            continue
        teller.setdefault(m.group(1), m.group(2))
        if len(teller) == 6:
            break
    return teller


def sutunlar(teller):
    """Soldan sağa sütun sütun gezip (sütun, tel, perde) üretir. 10+ perde iki hane."""
    uzunluk = max(len(s) for s in teller.values())
    for tel, satir in teller.items():
        i = 0
        while i < uzunluk:
            ch = satir[i] if i < len(satir) else "-"
            if ch.isdigit():
                sayi = ch
                if i + 1 < len(satir) and satir[i + 1].isdigit():
                    sayi += satir[i + 1]
                yield i, tel, int(sayi)
                i += len(sayi)
            else:
                i += 1


def main():
    metin = open(sys.argv[1], encoding="utf-8").read() if len(sys.argv) > 1 else ORNEK
    teller = tab_oku(metin)
    if len(teller) < 6:
        print("Uyarı: 6 tel bulunamadı, bulunan:", "".join(teller))
    notalar = sorted(sutunlar(teller))
    for sutun, tel, perde in notalar:
        bilimsel, tr = nota_adi(tel, perde)
        print(f"{sutun:3d}  {tel}-teli {perde:2d}. perde  ->  {bilimsel:4s} ({tr})")
    print("Toplam nota:", len(notalar))


if __name__ == "__main__":
    main()
