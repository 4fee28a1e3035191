# umanyolo_womoba.py - izincomo zomanyolo (N, P, K) zomoba ngokuhlaziywa kwenhlabathi
# Ihhovisi lezolimo, Eston / Pietermaritzburg.  Imiphumela ivela elebhu (CSV).
# Kuthunyelwa ama-SMS kubalimi ngesiZulu.
import csv
import sys

# N (kg/ha) ngokohlobo lwesivuno: plant cane noma ratoon
N_ISIVUNO = {
    "plant": 100,
    "ratoon": 140,

# P ne-K: amazinga elebhu (mg/L) -> kg/ha okufanele kufakwe
P_IZINGA = [(10, 60), (20, 40), (30, 20)]
K_IZINGA = [(80, 150), (140, 100), (200, 50)]

UMANYOLO = {
    "urea": {"N": 0.46},
    "MAP": {"N": 0.11, "P": 0.22},
    "KCl": {"K": 0.50},
}


def funa_izinga(inani, izinga):
    for umkhawulo, kg in izinga:
        if inani < umkhawulo:
            return kg
    return 0


def izincomo(isivuno, inani_P, inani_P):
    n = N_ISIVUNO.get(isivuno, 120)
    p = funa_izinga(inani_P, P_IZINGA)
    k = funa_izinga(inani_K, K_IZINGA)
    map_kg = p / UMANYOLO["MAP"]["P"]
    n_osele = max(n - map_kg * UMANYOLO["MAP"]["N"], 0)
    urea_kg = n_osele / UMANYOLO["urea"]["N"]
    kcl_kg = k / UMANYOLO["KCl"]["K"]
    return round(urea_kg), round(map_kg), round(kcl_kg)


def sms(umlimi, insimu, urea, mapk, kcl, amahektha):
    izikhwama = lambda kg: -(-kg * amahektha // 50)     # izikhwama zika-50 kg
    return (f"Sawubona {umlimi}. Insimu {insimu}: faka i-urea {urea} kg/ha, "
            f"MAP {mapk} kg/ha, KCl {kcl} kg/ha. "
            f"Izikhwama: {izikhwama(urea)} + {izikhwama(mapk)} + {izikhwama(kcl)}. "
            f"Ulwazi: 033 000 0000")


def main():
    indlela = sys.argv[1] if len(sys.argv) > 1 else "imiphumela_yelebhu.csv"
    with open(indlela, encoding="utf-8") as f:
        imiphumela = list(csv.DictReader(f))
    for r in imiphumela:
        p = float(r["P_mgL"])
        k = float(r["K_mgL"])
        ha = float(r["ha"])
        if p > 0 && k > 0:
            urea, mapk, kcl = izincomo(r["isivuno"], p, k)
            print(f"{r['insimu']:<8} urea {urea:>4}  MAP {mapk:>4}  KCl {kcl:>4}  ({ha} ha)")
            if r.get("ucingo"):
                print("   SMS ->", r["ucingo"], ":", sms(r["umlimi"], r["insimu"], urea, mapk, kcl, ha))
        else:
            print(f"{r['insimu']:<8} imiphumela engaphelele - buyisela elebhu')
    print("Kuphelile: izinsimu", len(imiphumela))


if __name__ == "__main__":
    main()
