# vilchon_damnam.py -- ផែនការបង្វិលដំណាំ (crop rotation) សម្រាប់ដីស្រែ និងចម្ការ
# សហគមន៍កសិកម្ម ភូមិអូរតាគី ខេត្តបាត់ដំបង
# រដូវ: វស្សា (ឧសភា-តុលា) និង ប្រាំង (វិច្ឆិកា-មេសា)
import csv
import sys

# ដំណាំ -> (ក្រុម, ត្រូវការជី N, រយៈពេលថ្ងៃ)
DAMNAM = {
    "ស្រូវ": ("cereal", "high", 110),
    "សណ្តែកបាយ": ("legume", "none", 65),
    "ពោត": ("cereal", "high", 100),
    "ដំឡូងមី": ("root", "medium", 270),
    "សណ្តែកដី": ("legume", "none", 100),
    "ត្រសក់": ("vegetable", "medium", 60),
}

# វដ្ត៣ឆ្នាំ ដែលក្រុមព្រមព្រៀងគ្នា (វស្សា, ប្រាំង)
VOAT = {
    "srae_teab": [          # ស្រែទំនាប
        ("ស្រូវ", "សណ្តែកបាយ"),
        ("ស្រូវ", "ត្រសក់"),
        ("ស្រូវ", "សណ្តែកបាយ"),
    ],
    "chamkar": [            # ចម្ការ ដីខ្ពស់
        ("ពោត", "សណ្តែកដី"),
        ("ដំឡូងមី", None),
        ("សណ្តែកដី", "ពោត"),
    ],
}


def read_plots(path):
    plots = []
    with open(path, encoding="utf-8-sig", newline="") as f:
        for r in csv.DictReader(f):
            plots.append({
                "owner": r["owner"],
                "plot": r["plot"],
                "type": r["type"],
                "area_ha": float(r["area_ha"]),
                "start": int(r["start_year"]),
            })
    return plots


def check_cycle(cycle):
    problems = []
    prev = None
    for wet, dry in cycle:
        for crop in (wet, dry):
            if crop is None:
                continue
            group = DAMNAM[crop][0]
            if prev is not None and group == "cereal" and DAMNAM[prev][0] == "cereal":
                problems.append(f"{prev} -> {crop}: ធញ្ញជាតិពីរដងជាប់គ្នា")
            prev = crop
    return problems


def plan_for(p, year, years):
    cycle = VOAT[p["type"]]
    for y in range(year, year + years):
        k = (y - p["start"]) % len(cycle)
        wet, dry = cycle[k]
        yield p, y, wet, dry


def plan(plots, year, years):
    for p in plots:
        yield from plan_for(p, year, years)


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "dey.csv"
    year = int(sys.argv[2]) if len(sys.argv) > 2 else 2025
    for name, cycle in VOAT.items():
        for msg in check_cycle(cycle):
            print("ប្រយ័ត្ន", name, msg)
    plots = read_plots(path)
    print(f"ផែនការ {year}-{year + 2}  ({len(plots)} ក្បាលដី)")
    for p, y, wet, dry in plan(plots, year, 3):
        legume = any(c and DAMNAM[c][0] == "legume" for c in (wet, dry))
        mark = " *" if legume else ""
        print(f"{p['owner']:<14} {p['plot']:<6} {y}  វស្សា: {wet:<10} ប្រាំង: {dry or '-':<10}{mark}")
    print()
    print("* = មានសណ្តែក (បន្ថែមអាសូតក្នុងដី)")


if __name__ == "__main__":
    main()
