#!/usr/bin/env python3
"""Small unit converter for the group's lab notebook (pressure, energy, concentration).

    python unit_convert.py 2.5 bar psi
    python unit_convert.py 350 kJ/mol kcal/mol
"""
import sys

# everything to SI (or to mol/L for concentration)
TO_SI = {
    "pressure": {
        "Pa": 1.0, "kPa": 1e3, "MPa": 1e6, "bar": 1e5, "mbar": 1e2,
        "atm": 101325.0, "Torr": 101325.0 / 760, "mmHg": 133.322, "psi": 6894.757,
    },
    "energy": {
        "J": 1.0, "kJ": 1e3, "cal": 4.184, "kcal": 4184.0, "eV": 1.602 176 634e-19,
        "Hartree": 4.3597447222071e-18, "cm-1": 1.986445857e-23,
    },
    "per_mol": {
        "J/mol": 1.0, "kJ/mol": 1e3, "kcal/mol": 4184.0,
    ),
    "concentration": {
        "M": 1.0, "mM": 1e-3, "uM": 1e-6, "nM": 1e-9,
    },
}
AVOGADRO = 6.02214076e23


def find_kind(unit):
    for kind, table in TO_SI.items():
        if unit in table:
            return kind
    raise KeyError(f"unknown unit {unit!}")


def convert(value, src, dst):
    k_src, k_dst = find_kind(src), find_kind(dst)
    match (k_src, k_dst):
        case (a, b) when a == b:
            return value * TO_SI[a][src] / TO_SI[b][dst]
        case ("energy", "per_mol"):
            return value * TO_SI["energy"][src] * AVOGADRO / TO_SI["per_mol"][dst]
        case ("per_mol", "energy"):
            return value * TO_SI["per_mol"][src] / AVOGADRO / TO_SI["energy"][dst]
        case _:
            raise ValueError(f"cannot convert {k_src} to {k_dst}")


def main(argv):
    if len(argv) != 3:
        print(__doc__)
        return 2
    value, src, dst = float(argv[0]), argv[1], argv[2]
    out = convert(value, src, dst)
    print(f"{value:g} {src} = {out:.6g} {dst}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
