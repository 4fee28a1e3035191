"""011-020: research scripts by scientists who are not programmers.

numpy / scipy / pandas / matplotlib / statsmodels / seaborn, long multi-line calls
with many keyword arguments, nested brackets in formulas, LaTeX in plot labels;
80-200 lines, 2-3 syntax mistakes each.
"""
from lib import M, case
from helpers import meant

# ---------------------------------------------------------------- 011
case(
    "michaelis_menten_fit",
    "biochemistry postdoc (Sweden), enzyme kinetics fits for a figure",
    meant("michaelis_menten_fit"),
    [
        M("latex_braces_in_fstring",
          "The legend label is an rf-string with LaTeX `$K_{\\mathrm{m}}$`: in an f-string those braces "
          "open a replacement field, and its expression `\\mathrm{m}` contains a backslash (not allowed "
          "in 3.11). The author wanted the literal LaTeX, so meant.py doubles the LaTeX braces "
          "(`$K_{{\\mathrm{{m}}}}$`) and keeps `{c}` and `{Km:.1f}` as fields.",
          (r'label=rf"{c}: $K_{{\mathrm{{m}}}}$ = {Km:.1f} $\mu$M")',
           r'label=rf"{c}: $K_{\mathrm{m}}$ = {Km:.1f} $\mu$M")')),
        M("missing_comma_kwargs",
          "The three-line `ax1.errorbar(...)` call lost the comma at the end of its first line "
          "(after `elinewidth=0.8`), so the next line's `color=...` follows without a separator. meant.py "
          "restores it; the other two lines end with commas.",
          ("capsize=2, elinewidth=0.8,\n", "capsize=2, elinewidth=0.8\n")),
        M("unclosed_paren",
          "The R^2 line `np.sum((v - (Vmax * S / (Km + S))) ** 2)` has one `)` too few in the `)))` "
          "run, so `np.sum(` stays open into the `ss_tot` line. The squared term is the residual "
          "`v - model`, as in `bootstrap_ci`, so meant.py restores the third `)` before `** 2`.",
          ("np.sum((v - (Vmax * S / (Km + S))) ** 2)", "np.sum((v - (Vmax * S / (Km + S)) ** 2)")),
    ],
    note="""
Situation: a biochemist fits Michaelis-Menten curves for four enzyme mutants (curve_fit,
residual bootstrap for confidence intervals, Lineweaver-Burk panel) and writes the
parameter table; plot labels use LaTeX in raw strings and raw f-strings. Data file
names and the figure layout are specific to one paper.
""",
)

# ---------------------------------------------------------------- 012
case(
    "temperaturanomali",
    "climate PhD student in Oslo (Norwegian comments), station temperature anomalies on Windows",
    meant("temperaturanomali"),
    [
        M("windows_path_escape",
          "The data path `\"C:\\Users\\ingrid\\...\"` is an ordinary string, so `\\U` starts a "
          "`\\UXXXXXXXX` escape and the file does not compile (unicode error). The author meant the path "
          "as written: meant.py makes it a raw string `r\"C:\\Users\\...\"`.",
          ('FIL = r"C:\\Users', 'FIL = "C:\\Users')),
        M("missing_comma_dict",
          "The `rename(columns={...})` dict is split over two lines and the comma at the end of the first "
          "line (after `\"tmean\"`) is missing; the string `\"tmean\"` is then joined with the next key and "
          "the colon after it is an error. meant.py restores the comma.",
          ('"Middeltemperatur (døgn)": "tmean",\n', '"Middeltemperatur (døgn)": "tmean"\n')),
        M("unclosed_paren_chain",
          "In the parenthesised method chain for `normal`, `.groupby(lambda t: t.month)` lost its `)`. "
          "The lambda then swallows `.mean()` from the next line, the last `)` closes `groupby(`, and the "
          "outer `(` stays open into the `anomali = ...` line; CPython points at `normal = (`. meant.py "
          "closes `groupby(` after `t.month`, one call per line like the rest of the chain.",
          (".groupby(lambda t: t.month)\n", ".groupby(lambda t: t.month\n")),
    ],
    note="""
Situation: a script for chapter 2 of a thesis: daily temperatures of one station from the
Norwegian climate service (semicolon CSV with decimal commas), monthly means, anomalies
against 1961-1990, annual means, linear trends per decade with confidence intervals and a
bar plot. Run on a Windows laptop; comments and labels in Norwegian.
""",
)

# ---------------------------------------------------------------- 013
case(
    "seir_scenari",
    "epidemiologist at an Italian regional health unit (Italian comments), SEIR scenarios",
    meant("seir_scenari"),
    [
        M("unclosed_bracket",
          "`seir` returns `[dS, dE, dI, dR` without the closing `]`; CPython reports the `[` at the "
          "`return`. meant.py closes the list after `dR`.",
          ("    return [dS, dE, dI, dR]\n", "    return [dS, dE, dI, dR\n")),
        M("missing_comma_kwargs",
          "In the multi-line `solve_ivp(...)` call the comma between `rtol=1e-8` and `atol=1e-6` is "
          "missing. meant.py restores it.",
          ("rtol=1e-8, atol=1e-6,", "rtol=1e-8 atol=1e-6,")),
        M("missing_colon",
          "The inner loop header `for vacc, stile in zip(copertura_vacc, [\"-\", \"--\", \":\"])` has no "
          "colon (the last character typed was the `)` after a list of line styles that itself contains "
          "`\":\"`). meant.py adds it.",
          ('zip(copertura_vacc, ["-", "--", ":"]):\n', 'zip(copertura_vacc, ["-", "--", ":"])\n')),
    ],
    note="""
Situation: an epidemiologist prepares scenario figures for a regional report: an SEIR model
integrated with `solve_ivp` for several R0 values and initial vaccination coverages, a 2x2
panel figure with LaTeX titles (`$\\mathcal{{R}}_0$` written with doubled braces inside an
rf-string, correct in both files), final attack rates and a printed summary table.
""",
)

# ---------------------------------------------------------------- 014
case(
    "gc_codon_usage",
    "wet-lab microbiologist doing their own bioinformatics on a cluster without Biopython",
    meant("gc_codon_usage"),
    [
        M("missing_comma_dict",
          "In the 64-entry `CODON_TABLE` (four entries per line) the comma at the end of the `CTT ... CTG` "
          "line is missing; `\"L\"` and the next line's `\"ATT\"` become one string and the following colon "
          "is an error. meant.py restores the comma, as at the end of every other line.",
          ('"CTA": "L", "CTG": "L",\n', '"CTA": "L", "CTG": "L"\n')),
        M("unclosed_paren",
          "`skew.append((g - c) / (g + c) if (g + c) else 0.0)` lost its final `)`, so `append(` is still "
          "open at `return pos, skew`. meant.py closes it after `0.0`.",
          ("if (g + c) else 0.0)\n", "if (g + c) else 0.0\n")),
        M("unterminated_string",
          "In the codon-usage writer the final `+ \"\\n\")` lost its closing quote: `+ \"\\n)` runs to the "
          "end of the line. meant.py closes the string before the `)`, like the `\\n` strings above.",
          ('f"{frac:.3f}"]) + "\\n")', 'f"{frac:.3f}"]) + "\\n)')),
    ],
    note="""
Situation: quick analysis of assembled contigs: a hand-written FASTA parser (the cluster
environment has no Biopython), GC content, cumulative GC skew plot, a regex ORF finder and
a codon-usage table written as TSV. Lab-notebook style docstring at the top.
""",
)

# ---------------------------------------------------------------- 015
case(
    "growth_mixedlm",
    "plant ecologist revising a paper (statsmodels mixed model, seaborn figures)",
    meant("growth_mixedlm"),
    [
        M("nested_quotes_in_formula",
          "The model formula string is delimited by `\"` and contains `Treatment(reference=\"control\")` "
          "with the same quotes, which ends the string early. The reduced model a few lines below "
          "writes the same term as `reference='control'`; meant.py does so here too.",
          ("formula = \"log_h ~ C(treatment, Treatment(reference='control')) * day + inoculated * day\"",
           'formula = "log_h ~ C(treatment, Treatment(reference="control")) * day + inoculated * day"')),
        M("fstring_missing_brace",
          "`{fit0.aic:.1f\")` - the last replacement field of the AIC line is not closed. meant.py adds the "
          "`}` after the format spec, like the first field on the line.",
          ('AIC reduced = {fit0.aic:.1f}")', 'AIC reduced = {fit0.aic:.1f")')),
        M("unclosed_paren",
          "In the long `sns.lineplot(...)` call, `errorbar=(\"se\", 1)` lost its `)`, so the tuple "
          "swallows the following `palette=pal` (an `=` that cannot stand in a tuple); CPython reports the "
          "`(` of `sns.lineplot(` on the line above as never closed. meant.py closes the tuple "
          "after `1` (seaborn's `(\"se\", scale)` form).",
          ('errorbar=("se", 1), palette=pal', 'errorbar=("se", 1, palette=pal')),
    ],
    note="""
Situation: a greenhouse drought x inoculation trial; a reviewer asked for a mixed model with
plot as random effect and an explicit reference level. Mixed linear model with statsmodels
formulas, a likelihood-ratio test, residual diagnostics, model predictions drawn over the
raw means with seaborn. Comments use `##` like the author's R scripts.
""",
)

# ---------------------------------------------------------------- 016
case(
    "raman_pics",
    "materials-chemistry postdoc in Paris (French comments), Raman spectra processing",
    meant("raman_pics"),
    [
        M("keyword_lambda_as_name",
          "The smoothness parameter of the asymmetric-least-squares baseline is called `lambda` in the "
          "paper (Eilers & Boelens), and the author used that name for the parameter, in the body and "
          "at the call site; `lambda` is a keyword. meant.py calls it `lam` (the usual spelling in ALS "
          "code) in all four places, including the docstring line that documents it.",
          ("def als_baseline(y, lam=1e5,", "def als_baseline(y, lambda=1e5,"),
          ("    lam : rigidité", "    lambda : rigidité"),
          ("D = lam * D.dot(", "D = lambda * D.dot("),
          ("als_baseline(y, lam=1e6,", "als_baseline(y, lambda=1e6,")),
        M("unclosed_paren",
          "`pics, props = find_peaks(y_norm, prominence=0.04, width=2, distance=15` - the call is not "
          "closed and the `for p in pics:` line below is read as part of its arguments. meant.py closes "
          "`find_peaks(` at the end of its line.",
          ("width=2, distance=15)\n", "width=2, distance=15\n")),
        M("missing_comma_kwargs",
          "In the `ax.annotate(...)` call the comma between `textcoords=\"offset points\"` and "
          "`ha=\"center\"` is missing. meant.py restores it.",
          ('textcoords="offset points", ha="center"', 'textcoords="offset points" ha="center"')),
    ],
    note="""
Situation: processing a series of Raman spectra of annealed TiO2 samples: LabSpec text
export, ALS baseline with scipy.sparse, Savitzky-Golay smoothing, peak finding, a
Lorentzian fit per peak, a stacked figure and a table of the Eg(1) line versus annealing
temperature. Comments in French.
""",
)

# ---------------------------------------------------------------- 017
case(
    "ising_metropolis",
    "Japanese physics master's student (comments in Japanese), 2D Ising Monte Carlo for a seminar",
    meant("ising_metropolis"),
    [
        M("unclosed_bracket_formula",
          "The nearest-neighbour sum `nb = s[(i + 1) % L, j] + ... + s[i, (j - 1) % L]` lost its last `]`; "
          "the next line (`dE = ...`) is read inside the bracket. meant.py closes the last index, like "
          "the three before it.",
          ("+ s[i, (j - 1) % L]\n", "+ s[i, (j - 1) % L\n")),
        M("unexpected_indent",
          "In the temperature loop, `results[\"C\"].append(...)` is indented two spaces deeper than its "
          "neighbours (unexpected indent). meant.py aligns it with the `results[...]` lines around it.",
          ('    results["C"].append(', '      results["C"].append(')),
        M("latex_escape_without_r",
          "The panel label `\"$\\xi$ (lattice units)\"` was typed without the `r` prefix the other labels "
          "have; in a normal string `\\x` must be followed by two hex digits, so the file does not compile "
          "(truncated \\xXX escape). meant.py makes it a raw string like its neighbours.",
          ('("xi", r"$\\xi$ (lattice units)")', '("xi", "$\\xi$ (lattice units)")')),
    ],
    note="""
Situation: seminar presentation of a first-year master's student: Metropolis simulation of
the 2D Ising model with periodic boundaries, temperature sweep from hot to cold, magnetisation,
susceptibility, heat capacity and a correlation length from an exponential fit, a 2x2 figure
with LaTeX labels. Comments in Japanese.
""",
)

# ---------------------------------------------------------------- 018
case(
    "eeg_bandpower",
    "cognitive-neuroscience PhD student, resting-state EEG band power",
    meant("eeg_bandpower"),
    [
        M("missing_comma_dict",
          "In `BANDS` (one band per line) the comma after `\"theta\": (4, 8)` is missing. meant.py "
          "restores it.",
          ('    "theta": (4, 8),\n', '    "theta": (4, 8)\n')),
        M("unclosed_paren_far",
          "The two-line `rows.extend({...} for ch, v in zip(ch_names, vals))` inside three nested loops "
          "lost the final `)` of `extend(`: the generator is closed, the call is not, and the file goes "
          "on inside the parenthesis into `df = pd.DataFrame(rows)` two lines below. meant.py closes "
          "`extend(` at the end of the generator.",
          ("for ch, v in zip(ch_names, vals))\n", "for ch, v in zip(ch_names, vals)\n")),
        M("bracket_closed_by_paren",
          "In the parenthesised `post = (df[df[\"channel\"].isin(POSTERIOR)] ...)` chain the `]` of the "
          "row selection is missing, so `.groupby(...)` on the next line is read inside the `[` and the "
          "final `)` does not match it. meant.py closes the selection after `isin(POSTERIOR)`.",
          ('post = (df[df["channel"].isin(POSTERIOR)]\n', 'post = (df[df["channel"].isin(POSTERIOR)\n')),
    ],
    note="""
Situation: resting-state EEG, eyes closed versus eyes open: band-pass filter, the two
2-minute blocks cut at their event codes, Welch spectra, relative band power per channel in
a long table, posterior averages, paired t-tests and an alpha-reactivity figure.
""",
)

# ---------------------------------------------------------------- 019
case(
    "nitrato_pozos_ols",
    "Chilean hydrogeologist (Spanish comments), nitrate in wells, OLS with diagnostics",
    meant("nitrato_pozos_ols"),
    [
        M("unclosed_bracket",
          "The VIF list comprehension `[variance_inflation_factor(X.values, i) for i in range(1, X.shape[1])]` "
          "lost its closing `]`, so the `index=..., name=...` arguments on the continuation line are read "
          "inside the list. meant.py closes the list before the comma, where the comprehension ends.",
          ("for i in range(1, X.shape[1])],\n", "for i in range(1, X.shape[1]),\n")),
        M("assign_for_eq",
          "`if nombre = \"const\":` in the coefficient loop uses `=` for `==`.",
          ('    if nombre == "const":', '    if nombre = "const":')),
        M("unexpected_indent",
          "`plt.tight_layout()` at the end is indented by four spaces at module level (pasted from an "
          "older script where the plotting was in a function). meant.py puts it at column 0 with the "
          "`plt.savefig` line that follows.",
          ("\nplt.tight_layout()\n", "\n    plt.tight_layout()\n")),
    ],
    note="""
Situation: final report of a groundwater sampling campaign: nitrate concentrations against
depth, distance to the river, clay fraction and land use; VIFs, Breusch-Pagan, OLS with HC3
robust errors, multiplicative effects on the original scale and a 2x2 diagnostics figure
(residuals, Q-Q, leverage with Cook's distance, nitrate vs depth with the Chilean limit).
""",
)

# ---------------------------------------------------------------- 020
case(
    "leslie_hylje",
    "Finnish ecology student (Finnish comments), Leslie matrix for the Saimaa ringed seal",
    meant("leslie_hylje"),
    [
        M("unclosed_bracket_far",
          "In the 5x5 Leslie matrix written one row per line, the third row `[0, s[1], 0, 0, 0],` lost its "
          "`]`; the two following rows nest inside it and the final `])` does not match (CPython reports "
          "the `)` three lines below). meant.py closes the third row like the others.",
          ("    [0,    s[1], 0,    0,    0],\n", "    [0,    s[1], 0,    0,    0,\n")),
        M("missing_colon",
          "`for t in range(vuodet)` in `simuloi` has no colon; meant.py adds it.",
          ("    for t in range(vuodet):\n", "    for t in range(vuodet)\n")),
        M("unmatched_paren",
          "`N[t + 1] = A_t @ N[t])` has a stray `)` at the end. meant.py removes it.",
          ("N[t + 1] = A_t @ N[t]\n", "N[t + 1] = A_t @ N[t])\n")),
    ],
    note="""
Situation: course project in a graduate ecology course: a female-only Leslie matrix for the
Saimaa ringed seal, dominant eigenvalue, stable age distribution, reproductive values,
sensitivities and elasticities, and a stochastic projection with bad snow winters and
Poisson demographic noise; quasi-extinction probability and two figures. Comments in Finnish.
""",
)
