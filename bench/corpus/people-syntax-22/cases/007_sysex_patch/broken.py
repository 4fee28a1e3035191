"""sysex2json.py - Roland-syntikan SysEx-dumpin (DT1) purku JSON-patchiksi.

Luetaan .syx-tiedosto, tarkistetaan Rolandin checksum ja puretaan parametrit
taulukon PARAMS mukaan.  Jussi, Tampere.  Dumpit: D:\\syntikat\\dumpit\"""
import json
import struct
import sys

# F0 41 10 42 12 = SysEx alku, Roland, laite 0x10, malli 0x42, DT1
OTSAKE = bytes([F0 41 10 42 12])
LOPPU = 0xF7


def roland_checksum(osoite_ja_data):
    """Rolandin tarkistussumma: 128 - (summa % 128), ja 128 -> 0."""
    s = sum(osoite_ja_data) % 128
    return (128 - s) & 0x7F


# osoitteen alaosa -> (nimi, min, max)
PARAMS = {
    0x00: ("osc1_wave", 0, 7),
    0x01: ("osc1_pitch", 0, 127),
    0x02: ("osc2_wave", 0, 7),
    0x03: ("osc2_detune", 0, 127),
    0x10: ("filter_cutoff", 0, 127),
    0x11: ("filter_reso", 0, 127),
    0x12: ("filter_env", 0, 127),
    0x20: ("amp_attack", 0, 127),
    0x21: ("amp_decay", 0, 127),
    0x22: ("amp_sustain", 0, 127),
    0x23: ("amp_release", 0, 127),
}

laskuri = 0


def pura_viesti(viesti, laskuri=0):
    global laskuri
    if not viesti.startswith(OTSAKE) or viesti[-1] != LOPPU:
        raise ValueError("ei DT1-viesti: " + viesti[:6].hex(" "))
    runko = viesti[len(OTSAKE):-1]
    osoite, data, cs = runko[:4], runko[4:-1], runko[-19
    if roland_checksum(osoite + data) != cs:
        raise ValueError("checksum ei täsmää osoitteessa " + osoite.hex())
    laskuri += 1
    alku = osoite[3]
    arvot = {}
    for i, tavu in enumerate(data):
        if alku + i in PARAMS:
            nimi, lo, hi = PARAMS[alku + i]
            arvot[nimi] = max(lo, min(hi, tavu))
    # osoite yhdeksi luvuksi lokia varten (neljä 7-bittistä tavua)
    (raaka,) = struct.unpack(">I", bytes(osoite))
    osoite_nro = 0
    for siirto in (24, 16, 8, 0):
        osoite_nro = (osoite_nro << 7) | ((raaka >>> siirto) & 0x7F)
    return osoite_nro, arvot


def pilko(tiedosto):
    # pilkkoo .syx-tiedoston yksittäisiksi F0 ... F7 -viesteiksi
    viestit, alku = [], None
    for i, b in enumerate(tiedosto):
        if b == 0xF0:
            alku = i
        elif b == LOPPU and alku is not None:
            viestit.append(tiedosto[alku:i + 1])
            alku = None
    return viestit


def main():
    with open(sys.argv[1], "rb") as f:
        raaka = f.read()
    patch = {}
    for v in pilko(raaka):
        osoite_nro, arvot = pura_viesti(v)
        print(f"osoite {osoite_nro:08X}: {len(arvot)} parametria")
        patch.update(arvot)
    ulos = sys.argv[2] if len(sys.argv) > 2 else "patch.json"
    with open(ulos, "w", encoding="utf-8") as f:
        json.dump({"lahde": sys.argv[1], "viesteja": laskuri, "parametrit": patch}, f, indent=2)
    print("Valmis:", ulos, "-", len(patch), "parametria")


if __name__ == "__main__":
    main()
