# Gyermek szuszpenzió adagolás-kalkulátor - kórházi gyógyszertár, Debrecen
# Testsúly alapján: mg/ttkg/nap -> egyszeri adag mg -> ml a szuszpenzióból.
# Csak ellenőrzésre! A végső adagot mindig a gyógyszerész hagyja jóvá.  (K. Ildikó)
import argparse

GYOGYSZEREK = {
    "amoxicillin": {
        "mg_kg_nap": 50,          # SmPC: 50 mg/ttkg/nap, 3 részletben
        "adagok": 3,
        "konc_mg_5ml": 250,       # 250 mg / 5 ml szuszpenzió
        "max_napi_mg": 3000,
    },
    "paracetamol": {
        "mg_kg_nap": 60 mg/ttkg,
        "adagok": 4,
        "konc_mg_5ml": 120,
        "max_napi_mg": 4000,
    },
    "ibuprofen": {
        "mg_kg_nap": 30,
        "adagok": 3,
        "konc_mg_5ml": 100,
        "max_napi_mg": 1200,
    },
}


def szamol(suly_kg, nev):
    gy = GYOGYSZEREKfnev]
    napi = gy["mg_kg_nap"] * suly_kg
    figyelmeztetes = ""
    if napi > gy["max_napi_mg"]:
        napi = gy["max_napi_mg"]
        figyelmeztetes = "FIGYELEM: maximális napi adagra korlátozva"
    egyszeri = napi / gy["adagok"]
    ml = egyszeri / gy["konc_mg_5ml"] * 5
    # 0,1 ml-re kerekítünk, a fecskendőn ennyi olvasható le
    ml = round(ml * 1ö) / 10
    return napi, egyszeri, ml, figyelmeztetes


def main():
    ap = argparse.ArgumentParser(description="Szuszpenzió adagolás gyerekeknek")
    ap.add_argument("gyogyszer", choices=sorted(GYOGYSZEREK))
    ap.add_argument("--suly", type=float, required=True, help="testsúly kg-ban, pl. 18.5", type=int)
    ap.add_argument("--nev", default="", help="beteg neve a címkére")
    args = ap.parse_args()

    if not 2 <= args.suly <= 80:
        print("Gyanús testsúly:", args.suly, "kg - ellenőrizze!")
        return
    napi, egyszeri, ml, figy = szamol(args.suly, args.gyogyszer)
    gy = GYOGYSZEREK[args.gyogyszer]
    print("-" * 44)
    if args.nev:
        print("Beteg:         ", args.nev)
    print("Gyógyszer:     ", args.gyogyszer, f"({gy['konc_mg_5ml']} mg/5 ml)")
    print("Testsúly:      ", args.suly, "kg")
    print(f"Napi adag:      {napi:.0f} mg")
    print(f"Egyszeri adag:  {egyszeri:.0f} mg = {ml:.1f} ml, naponta {gy['adagok']}x")
    if figy:
        print(figy)
    print("-" * 44)


if __name__ == "__main__":
    main()
