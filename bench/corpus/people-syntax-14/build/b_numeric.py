"""011-020: numerical code by scientists and engineers whose first language is
MATLAB/Octave, R, Julia or Fortran; only habits that CPython 3.11 refuses count."""
from lib import M, case
from helpers import meant

case("rk4_pendulum", "physics undergraduate, Spanish (Chile), first language MATLAB",
     meant("rk4_pendulum"),
     [M("elseif",
        "`elseif omega_final > 0:` - MATLAB's `elseif` in the classification chain.",
        ('    elif omega_final > 0:\n', '    elseif omega_final > 0:\n')),
      M("matlab_percent_comment",
        "A comment line started with MATLAB's `%` instead of `#`.",
        ("# referencia con solve_ivp (tolerancias estrictas)\n", "% referencia con solve_ivp (tolerancias estrictas)\n")),
      M("matlab_not_equal",
        "`if sol.status ~= 0:` - MATLAB's `~=` for `!=`.",
        ("if sol.status != 0:\n", "if sol.status ~= 0:\n")),
      ],
     note="""Port of a course script. `end` lines, which the author also typed at first and then
deleted, would not have been syntax errors (a bare `end` is a valid expression statement), so
none are left in the file; `%g`/`%6.3f` formatting is valid Python and stays.""")

case("fir_filter_design", "biomedical-engineering MSc student, Brazilian Portuguese, Octave user",
     meant("fir_filter_design"),
     [M("matlab_transpose_quote",
        "`h = h_ideal * w'` - MATLAB's transpose `'` on the window (a column vector in Octave); in "
        "Python the `'` opens a string that never ends. numpy 1-D arrays need no transpose, so "
        "meant.py has `h_ideal * w`.",
        ("    h = h_ideal * w\n", "    h = h_ideal * w'\n")),
      M("matlab_section_marker",
        "The section comment before the ECG part typed as a MATLAB cell marker `%% ---` (it was "
        "`%% --- aplicação ---` in the .m file); the projeto section above uses `# ---`.",
        ("# --- aplicação: ECG com ruído de 60 Hz e de EMG ---\n", "%% --- aplicação: ECG com ruído de 60 Hz e de EMG ---\n")),
      M("unclosed_paren_far",
        "The `)` closing the parenthesized two-line Blackman formula lost at the end of its "
        "second line; CPython reports the `return (` line above.",
        ("+ 0.08 * np.cos(4 * np.pi * n / (N - 1)))\n", "+ 0.08 * np.cos(4 * np.pi * n / (N - 1))\n")),
      M("matlab_elementwise_op",
        "`ecg[miolo] .* ecg[miolo]` - MATLAB's element-wise `.*`; numpy's `*` is already "
        "element-wise, as in `erro * erro` on the same line.",
        ("np.sum(ecg[miolo] * ecg[miolo])", "np.sum(ecg[miolo] .* ecg[miolo])")),
      ])

case("bootstrap_ci_r", "epidemiologist, Swedish, R user (boot package)",
     meant("bootstrap_ci_r"),
     [M("r_in_operator",
        "`df[\"grupp\"] %in% c(\"A\", \"B\")` - R's `%in%` with `c()` in the row filter. meant.py "
        "has pandas' `.isin([\"A\", \"B\"])`, the method the file uses nowhere else but the only "
        "Python spelling of the filter; the `&` with `.notna()` before it is already pandas.",
        ('df["grupp"].isin(["A", "B"])', 'df["grupp"] %in% c("A", "B")')),
      M("r_for_parens",
        "`for (i in range(B)):` - R's parenthesized `for (i in ...)` header kept around a Python "
        "iterable; CPython reads `(i in range(B))` as a comparison it cannot assign to.",
        ("    for i in range(B):\n", "    for (i in range(B)):\n")),
      M("r_dollar_access",
        "`res$skattning = median_diff(a, b)` - R's `$` on the results list; the next lines use "
        "`res[\"percentil\"]`, `res[\"bca\"]`.",
        ('res["skattning"] = median_diff(a, b)', 'res$skattning = median_diff(a, b)')),
      ],
     note="""`rng.choice(..., replace=True)` and the `%%` in the printf-style strings are valid and
stay. The author's `B=B` default is kept.""")

case("heat_fd_fortran", "senior engineer, German, Fortran 90 since the 1990s",
     meant("heat_fd_fortran"),
     [M("fortran_double_literal",
        "`T_links = 100.0d0` - Fortran's double-precision literal; `100.0` like the other "
        "constants.",
        ("T_links = 100.0\n", "T_links = 100.0d0\n")),
      M("fortran_dot_operator",
        "`... > 0.05 .and. nt_ex > 1000:` - Fortran's `.and.` in the check after the loop.",
        ("> 0.05 and nt_ex > 1000:", "> 0.05 .and. nt_ex > 1000:")),
      ],
     note="""An experienced author: two slips in a careful file.""")

case("ising_mc_julia", "physics PhD student, Québec French, Julia user",
     meant("ising_mc_julia"),
     [M("julia_type_annotation",
        "`def balayage(s, beta::Float64):` - Julia's `::` type annotation copied from the "
        "`function balayage!(s, beta::Float64)` signature.",
        ("def balayage(s, beta):", "def balayage(s, beta::Float64):")),
      M("julia_range",
        "`for k in 1:N_MESURE:` - Julia's `1:N` range. meant.py has `range(N_MESURE)`: the "
        "arrays filled in the loop are `np.empty(N_MESURE)` indexed from 0, as in the "
        "thermalisation loop just above.",
        ("    for k in range(N_MESURE):\n", "    for k in 1:N_MESURE:\n")),
      M("julia_ternary",
        "`signe = T_pic > T_C ? \"au-dessus\" : \"en dessous\"` - Julia's `? :`.",
        ('signe = "au-dessus" if T_pic > T_C else "en dessous"', 'signe = T_pic > T_C ? "au-dessus" : "en dessous"')),
      ],
     note="""`beta**2` is written correctly; had it been Julia's `beta^2` it would have been valid
Python (XOR), not a syntax error, so it is not used as a mistake.""")

case("spectrum_welch_matlab", "mechanical-engineering intern, Turkish, MATLAB user",
     meant("spectrum_welch_matlab"),
     [M("matlab_paren_indexing",
        "`x = x(1:10*fs)` - MATLAB indexing with parentheses and a 1-based range; meant.py has "
        "the slice the decision loop below uses, `x[: 10 * fs]`.",
        ("    x = x[: 10 * fs]\n", "    x = x(1:10*fs)\n")),
      M("matlab_bracket_concat",
        "`set_title([ad ' - Welch PSD'])` - MATLAB string concatenation in brackets; the sibling "
        "line for the envelope spectrum has `f\"{ad} - zarf spektrumu\"`, so meant.py uses that.",
        ('eksen[satir, 0].set_title(f"{ad} - Welch PSD")', "eksen[satir, 0].set_title([ad ' - Welch PSD'])")),
      M("double_ampersand",
        "`(f_z > fa - 3) && (f_z < fa + 3)` - `&&`; the mask on the next line uses `&`.",
        ("pencere = (f_z > fa - 3) & (f_z < fa + 3)", "pencere = (f_z > fa - 3) && (f_z < fa + 3)")),
      ])

case("glm_counts_r", "biostatistician, Hungarian, R user",
     meant("glm_counts_r"),
     [M("r_na_rm_argument",
        "`np.sum(..., na.rm = TRUE)` - R's `na.rm` argument added to a numpy call; the dotted "
        "keyword is a syntax error. meant.py drops it: NaN rows were removed by `dropna` above.",
        ("/ mu**2) / pois.df_resid", "/ mu**2, na.rm = TRUE) / pois.df_resid")),
      M("r_dollar_access",
        "`pois$aic` - R's `$` to take the AIC of the fitted model; the next line has `vegso.aic`.",
        ('print("AIC Poisson: %.1f" % pois.aic)', 'print("AIC Poisson: %.1f" % pois$aic)')),
      M("unclosed_paren_far",
        "The `)` closing `.agg(` lost at the end of its second line (`(\"varhato\", \"sum\"))`); "
        "CPython reports the open `(` of `.agg(` one line up.",
        ('varhato=("varhato", "sum"))\n', 'varhato=("varhato", "sum")\n')),
      ],
     note="""`np.sum(..., na.rm = TRUE)` would have become a wrong call even if dotted names were
allowed; the author meant the plain sum (the R original used `na.rm` on raw data).""")

case("wave_1d_fortran", "physics student, Russian, Fortran 77 course code",
     meant("wave_1d_fortran"),
     [M("fortran_bang_comment",
        "A comment started with Fortran 90's `!`.",
        ("    # первый шаг: u_t(x, 0) = 0\n", "    ! первый шаг: u_t(x, 0) = 0\n")),
      M("fortran_ampersand_continuation",
        "The two-line leapfrog update continued with Fortran's trailing `&` instead of brackets. "
        "meant.py wraps the expression in parentheses (aligned as written), the Python way to "
        "continue a line; the one-line update in the convergence loop is the same formula.",
        ("        u_new[1:-1] = (2.0 * u[1:-1] - u_old[1:-1]\n                       + r2 * (u[2:] - 2.0 * u[1:-1] + u[:-2]))\n",
         "        u_new[1:-1] = 2.0 * u[1:-1] - u_old[1:-1] &\n                       + r2 * (u[2:] - 2.0 * u[1:-1] + u[:-2])\n")),
      M("fortran_dot_operator",
        "`if n % sohranyat_kazhdyj .eq. 0:` - Fortran's `.eq.`.",
        ("if n % sohranyat_kazhdyj == 0:", "if n % sohranyat_kazhdyj .eq. 0:")),
      ])

case("kalman_tracking_julia", "control-engineering PhD student, Greek, Julia user",
     meant("kalman_tracking_julia"),
     [M("julia_block_comment",
        "The two-line comment about `G` written as a Julia block comment `#= ... =#`; only the "
        "first line is a Python comment, the second is code. meant.py has two `#` lines.",
        ("    # G: πώς η τυχαία επιτάχυνση μπαίνει στην κατάσταση\n    # (διακριτό μοντέλο λευκού θορύβου επιτάχυνσης, όπως στο kalman.jl)\n",
         "    #= G: πώς η τυχαία επιτάχυνση μπαίνει στην κατάσταση\n       (διακριτό μοντέλο λευκού θορύβου επιτάχυνσης, όπως στο kalman.jl) =#\n")),
      M("julia_bang_not",
        "`if !np.any(np.isnan(z[k])):` - Julia's `!` for `not`.",
        ("    if not np.any(np.isnan(z[k])):\n", "    if !np.any(np.isnan(z[k])):\n")),
      M("julia_broadcast_op",
        "`(z - x_true) .^ 2` - Julia's broadcast power; the next line has `** 2`.",
        ("np.nanmean(np.sum((z - x_true) ** 2, axis=1))", "np.nanmean(np.sum((z - x_true) .^ 2, axis=1))")),
      ])

case("ttest_octave_port", "materials-lab engineer, Finnish, Octave scripts since 2015",
     meant("ttest_octave_port"),
     [M("increment_operator",
        "`poistettuja++` - Octave's increment operator.",
        ("            poistettuja += 1\n", "            poistettuja++\n")),
      M("missing_colon",
        "`if (F_p < ALFA)` - the Octave header with parentheses and no colon. meant.py has "
        "`if F_p < ALFA:` like every other `if` in the file.",
        ("if F_p < ALFA:\n", "if (F_p < ALFA)\n")),
      M("matlab_ellipsis_continuation",
        "The pooled-SD line continued with MATLAB's `...` at the end of its first line; inside "
        "the open `np.sqrt(` the line break needs nothing, and `...` after `)` is a second atom "
        "with no operator. meant.py keeps the break without `...`.",
        ("np.var(b, ddof=1))\n             / (len(a)", "np.var(b, ddof=1)) ...\n             / (len(a)")),
      ])
