# crates.py - panga nyimbo za DJ kwenye "crates" kwa BPM na key (Camelot)
# DJ Mwangi, Nairobi.  Inasoma tags za ID3 (TBPM, TKEY, TCON) kwa mutagen.
# Matumizi: python crates.py ~/Music/Downloads ~/Music/Crates
import os
import shutil
import sys

from mutagen.id3 import ID3, ID3NoHeaderError

# Camelot wheel: key ya kawaida -> namba ya Camelot
CAMELOT = {
    "Abm": "1A", "B": "1B", "Ebm": "2A", "F#": "2B", "Bbm": "3A", "Db": "3B",
    "Fm": "4A", "Ab": "4B", "Cm": "5A", "Eb": "5B", "Gm": "6A", "Bb": "6B",
    "Dm": "7A", "F": "7B", "Am": "8A", "C": "8B", "Em": "9A", "G": "9B",
    "Bm": "10A", "D": "10B", "F#m": "11A", "A": "11B", "C#m": "12A", "E": "12B",
}

# safu za BPM: jina la crate -> (chini, juu)
SAFU = [
    ("Amapiano_110-115", 110, 115),
    ("Afrobeats_100-108", 100, 108),
    ("Gengetone_120-130", 120, 130),
    ("Bongo_90-99", 90, 99),
]


def soma_tags(njia):
    try:
        tags = ID3(njia)
    except ID3NoHeaderError:
        return None
    bpm = tags.get("TBPM")
    key = tags.get("TKEY")
    aina = tags.get("TCON")
    return {
        "bpm": float(str(bpm)) if bpm else None,
        "key": str(key) if key else "",
        "aina": str(aina) if aina else "",
    }


def crate_ya(bpm):
    if bpm is None:
        return "Bila_BPM"
    for jina, chini, juu in SAFU:
        # nusu-tempo: 60 BPM inaweza kuwa 120
        if chini <= bpm <= juu or chini <= bpm * 2 <= juu:
            return jina
    return "Mengineyo"


def main(chanzo, lengo):
    orodha = {}
    for faili in sorted(os.listdir(chanzo)):
        if not faili.lower().endswith(".mp3"):
            continue
        njia = os.path.join(chanzo, faili)
        t = soma_tags(njia)
        if t is None:
            print("hakuna ID3:", faili)
            continue
        crate = crate_ya(t["bpm"])
        camelot = CAMELOT.get(t["key"], "")
        if camelot:
            jina_jipya = camelot + " - " + faili
        elif t["key"]:
            jina_jipya = "[" + t["key"] + "] " + faili
        else:
            jina_jipya = faili
        folda = os.path.join(lengo, crate)
        os.makedirs(folda, exist_ok=True)
        shutil.copy2(njia, os.path.join(folda, jina_jipya))
        orodha.setdefault(crate, []).append(jina_jipya)

    # andika playlist (M3U) kwa kila crate, zimepangwa kwa Camelot
    for crate, nyimbo in orodha.items():
        with open(os.path.join(lengo, crate + ".m3u"), "w", encoding="utf-8") as f:
            f.write("#EXTM3U\n")
            for n in sorted(nyimbo):
                f.write(crate + "/" + n + "\n")
        print(f"{crate}: nyimbo {len(nyimbo)}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
