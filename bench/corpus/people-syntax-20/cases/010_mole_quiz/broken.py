"""Randomized stoichiometry quizzes for Chem 1 (periods 2, 4 and 6).

Every student gets the same five question types with different compounds and
numbers, so copying a neighbor's answers doesn't help. Writes one LaTeX file
with all versions plus an answer key sorted by version number.

    python mole_quiz.py roster_p2.txt 2
"""
import random
import sys

MOLAR_MASS = {"H": 1.008, "C": 12.011, "N": 14.007, "O": 15.999, "Na": 22.990,
              "Mg": 24.305, "Al": 26.982, "S": 32.06, "Cl": 35.45, "K": 39.098,
              Ca=40.078, Fe=55.845, Cu=63.546)

# (name, formula for LaTeX, composition)
COMPOUNDS = [
    ("water", "H_2O", {"H": 2, "O": 1}),
    ("carbon dioxide", "CO_2", {"C": 1, "O": 2}),
    ("sodium chloride", "NaCl", {"Na": 1, "Cl": 1}),
    ("calcium carbonate", "CaCO_3", {"Ca": 1, "C": 1, "O": 3}),
    ("glucose", "C_6H_{12}O_6", {"C": 6, "H": 12, "O": 6}),
    ("ammonia", "NH_3", {"N": 1, "H": 3}),
    ("sulfuric acid", "H_2SO_4", {"H": 2, "S": 1, "O": 4}),
    ("magnesium oxide", "MgO", {"Mg": 1, "O": 1}),
    ("copper(II) sulfate", "CuSO_4", {"Cu": 1, "S": 1, "O": 4}),
    ("iron(III) oxide", "Fe_2O_3", {"Fe": 2, "O": 3}),
]

AVOGADRO = 6.022e23

PREAMBLE = r"""\documentclass[12pt]{article}
\usepackage[margin=0.8in]{geometry}
\usepackage[version=4]{mhchem}
\pagestyle{empty}
\begin{document}
"""


def molar_mass(comp):
    return sum(MOLAR_MASS[el] * n for el, n in comp.items())


def sci(x):
    """6.02e+23 -> 6.02 \\times 10^{23} for LaTeX."""
    mant, exp = f"{x:.3e}".split("e")
    return f"{float(mant):.2f} \\times 10^{{{int(exp)}}}"


def make_questions(rng):
    picks = rng.sample(COMPOUNDS, 5)
    qs = []
    name, formula, comp = picks[0]
    mm = molar_mass(comp)
    qs.append((f"Find the molar mass of {name}, \\ce{{{formula}}}.", f"{mm:.2f} g/mol"))
    name, formula, comp = picks[1]
    grams = rng.choice([5, 10, 18, 25, 36, 50]) * 1.0
    qs.append((f"How many moles are in {grams:g} g of \\ce{{{formula}}}?",
               f"{grams / molar_mass(comp):.3f} mol")
    name, formula, comp = picks[2]
    moles = round(rng.uniform(0.2, 3.5), 2)
    qs.append((f"What is the mass of {moles} mol of {name}?", f"{moles * molar_mass(comp):.1f} g"))
    name, formula, comp = picks[3]
    grams = rng.randint(2, 40)
    qs.append((f"How many molecules (formula units) are in {grams} g of \\ce{{{formula}}}?",
               f"${sci(grams / molar_mass(comp) * AVOGADRO)}$"))
    name, formula, comp = picks[4]
    el = rng.choice(sorted(comp))
    pct = 100 * MOLAR_MASS[el] * comp[el] / molar_mass(comp)
    qs.append((f"What is the percent by mass of {el} in \\ce{{{formula}}}?", f"{pct:.1f}\\%"))
    return qs


def version_tex(version, student, qs):
    out = [f"\\section*{Mole Quiz \\hfill Version {version}}",
           f"Name: \\underline{{\\makebox[3in][l]{{{student}}}}} \\hfill Period: \\underline{{\\hspace{{0.5in}}}}",
           "",
           "Show your work. Use the periodic table on the back wall. Three significant figures.",
           "\\begin{enumerate}"]
    for q, _ in qs:
        out.append(f"  \\item {q} \\vspace{{1.3in}}")
    out.append("\\end{enumerate}")
    out.append("\\newpage")
    return "\n".join(out)


def main():
    roster_file = sys.argv[1]
    period = int(sys.argv[2])
    with open(roster_file) as f:
        students = [line.strip() for line in f if line.strip()]
    key = []
    parts = [PREAMBLE]
    for i, student in enumerate(students, 1):
        version = period * 100 + i
        rng = random.Random(version)
        qs = make_questions(rng)
        parts.append(version_tex(version, student, qs))
        key.append((version, student, [a for _, a in qs]))

    parts.append(f"\\section*{{Answer key, period {period}}}")
    parts.append("\\begin{tabular}{llccccc}")
    for version, student, answers in key:
        row = " & ".join([str(version), student] + answers)
        parts.append(row + " \\\\")
    parts.append("\\end{tabular}")
    parts.append("\\end{document}")

    out_name = f"mole_quiz_p{period}.tex"
    with open(out_name, "w") as f:
        f.write("\n".join(parts))
    print(f"wrote {len(students)} versions to {out_name} (compile with pdflatex)")


if __name__ == "__main__":
    main()
