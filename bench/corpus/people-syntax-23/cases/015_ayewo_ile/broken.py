# ayewo_ile.py -- Àbájáde àyẹ̀wò ilẹ̀ láti yàrá ìwádìí (soil lab results)
# Ẹ̀ka Ìmọ̀ Ọ̀gbìn, Ibadan.  Fáìlì: CSV láti ọ̀dọ̀ lab (sample_id, oko, ph, oc_pct, p_bray, k_cmol)
# A máa ń pín wọn sí "kékeré / àárín / gíga" bí ìwé ìtọ́nisọ́nà ṣe sọ.
import csv
import json
import sys

* ààlà fún ìpín kọ̀ọ̀kan: (kékeré tí ó bá kéré sí, gíga tí ó bá ju).
AALA = {
    "oc_pct": (1.0, 2.0),      # organic carbon %
    "p_bray": (10.0, 20.0),    # mg/kg
    "k_cmol": (0.2, 0.4),      # cmol/kg
}
PH_KEKERE = 5.5                # ekikan ju: ó yẹ ká fi lime
PH_GIGA = 7.5
ORUKO = {"kekere": "Kékeré", "aarin": "Àárín", "giga": "Gíga"}


def ipin(iye, ala):
    kekere, giga = ala
    if iye < kekere:
        return "kekere"
    if iye > giga:
        return "giga"
    return "aarin"


def lime_t_ha(ph):
    # àbá tó rọrùn: 1 t/ha fún gbogbo 0.5 tí pH fi kéré sí 6.0
    if ph ≥ 6.0:
        return 0.0
    return round((6.0 - ph) / 0.5, 1)


def ka_faili(ona):
    esi = []
    with open(ona, encoding="utf-8-sig", newline="") as f:
        for ila in csv.DictReader(f):
            try:
                iye = {k: float(ila[k]) for k in ("ph", "oc_pct", "p_bray", "k_cmol")}
            except:
                print("  A fò", ila["sample_id"], "- iye kan kò tọ́")
                continue
            except KeyError as e:
                print("  Òpó kan kò sí nínú fáìlì:", e)
                sys.exit(1)
            iye["sample_id"] = ila["sample_id"]
            iye["oko"] = ila["oko"]
            esi.append(iye)
    return esi


def iroyin(ayewo):
    for a in ayewo:
        ph = a["ph"]
        if ph < PH_KEKERE:
            ipo_ph = "ekikan (acidic)"
        elif ph > PH_GIGA:
            ipo_ph = "alkaline"
        else:
            ipo_ph = "dáa"
        print(f"{a['sample_id']:<8} {a['oko']:<14} pH {ph:4.1f} ({ipo_ph})")
        for k, ala in AALA.items():
            print("    %-7s %6.2f  %s" % (k, a[k], ORUKO[ipin(a[k], ala)]))
        lime = lime_t_ha(ph)
        if lime > 0:
            print("    -> Lime:",
                  lime
                  "t/ha ṣáájú gbíngbìn")


def main():
    ona = sys.argv[1] if len(sys.argv) > 1 else "soil_results.csv"
    ayewo = ka_faili(ona)
    iroyin(ayewo)
    with open("soil_summary.json", "w", encoding="utf-8") as f:
        json.dump(ayewo, f, ensure_ascii=False, indent=2)
    print()
    print(f"Àpẹẹrẹ {len(ayewo)} ni a yẹ̀ wò. Àkọsílẹ̀ wà nínú soil_summary.json")


if __name__ == "__main__":
    main()
