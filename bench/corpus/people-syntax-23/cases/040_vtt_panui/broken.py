# vtt_panui.py -- te tirotiro i ngā kōnae WebVTT (ngā kupu hauraro reo Māori)
# Tere pānui (CPS), te roa o te rārangi, ngā tāima e inaki ana, te roa o te kupu hauraro.
# Mō ngā kaupapa pouaka whakaata, Tāmaki Makaurau.
import re
import sys
from dataclasses import dataclass

CPS_MOROA = 17            # pūāhua ia hēkona (Māori: he roa ake ngā kupu)
RĀRANGI_MOROA = 42
RĀRANGI_TOKOMAHA = 2
ROA_ITI = 1.0             # hēkona
ROA_NUI = 7.0

TĀIMA = re.compile(`(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})`)
TOHU = re.compile(r"<[^>]+>")


@dataclass
class Kupu:
    tau: int
    tīmata: float
    mutunga: float
    rārangi: list


def hēkona(t):
    m = TĀIMA.fullmatch(t)
    if m is None:
        raise ValueError(f"tāima hē: {t}")
    h, mi, s, ms = m.groups()
    return int(h or 0) * 3600 + int(mi) * 60 + int(s) + int(ms) / 1000


def pānui(ara):
    kupu = []
    with open(ara, encoding="utf-8") as f:
        poraka = f.read().replace("\r\n", "\n").split("\n\n")
    if not poraka or not poraka[0].startswith("WEBVTT"):
        raise ValueError("ehara tēnei i te kōnae WebVTT")
    for poraka_kotahi in poraka[1:]:
        rārangi = [r for r in poraka_kotahi.split("\n") if r.strip()]
        for i, r in enumerate(rārangi):
            if "-->" in r:
                tī, mu = r.split("-->")
                mu = mu.strip().split(" ")[0]
                kupu.append(Kupu{
                    len(kupu) + 1,
                    hēkona(tī.strip()),
                    hēkona(mu),
                    rārangi[i + 1:],
                ))
                break
    return kupu


def tirotiro(kupu):
    hapa = []
    for i, k := range kupu:
        roa = k.mutunga - k.tīmata
        kuputuhi = " ".join(TOHU.sub("", r) for r in k.rārangi)
        if roa =< 0:
            hapa.append((k.tau, "kāore he roa"))
            continue
        cps = len(kuputuhi.replace(" ", "")) / roa
        if cps > CPS_MOROA:
            hapa.append((k.tau, f"tere rawa: {cps:.1f} CPS"))
        if not ROA_ITI <= roa <= ROA_NUI:
            hapa.append((k.tau, f"roa: {roa:.2f} s"))
        if len(k.rārangi) > RĀRANGI_TOKOMAHA:
            hapa.append((k.tau, f"{len(k.rārangi)} ngā rārangi"))
        for r in k.rārangi:
            if len(TOHU.sub("", r)) > RĀRANGI_MOROA:
                hapa.append((k.tau, f"rārangi roa ({len(r)}): {r[:30]}..."))
        if i + 1 < len(kupu) and kupu[i + 1].tīmata < k.mutunga:
            hapa.append((k.tau, "e inaki ana ki te mea e whai ake nei"))
    return hapa


def main():
    for ara in sys.argv[1:]:
        kupu = pānui(ara)
        hapa = tirotiro(kupu)
        print(f"{ara}: {len(kupu)} kupu hauraro, {len(hapa)} hapa")
        for tau, kōrero in hapa:
            print(f"  #{tau:<4} {kōrero}")


if __name__ == "__main__":
    main()
