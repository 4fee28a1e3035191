"""001-010: .py files exported from Jupyter / Colab / VS Code `# %%` cells by data
analysts and scientists, cells edited in place and run out of order."""
from lib import M, case
from helpers import meant

MAGIC = ("IPython magics and shell escapes left in the .py are commented out in meant.py "
         "(`# %matplotlib inline`, `# !pip install ...`), not deleted: that is how jupytext "
         "and Colab's 'Download .py' write them, the author clearly wanted the line kept as a "
         "record of how the notebook was run, and a plain script cannot execute them.")

case("air_quality_eda", "environmental analyst, Polish, Jupyter nbconvert export",
     meant("air_quality_eda"),
     [M("magic_line_left",
        "`%matplotlib inline` typed back into the exported file (the export had turned it into a "
        "comment; she pasted the first cell again from the notebook). " + MAGIC,
        ("# %matplotlib inline\n", "%matplotlib inline\n")),
      M("kwarg_tuple_paren_lost",
        "`plt.subplots(figsize=(12, 5)` - one `)` short after the figsize tuple, so the call "
        "stays open into the `for` loop below. Restored at the end of the same line, where the "
        "call ends.",
        ("fig, ax = plt.subplots(figsize=(12, 5))\n", "fig, ax = plt.subplots(figsize=(12, 5)\n")),
      M("missing_comma_dict",
        "Comma lost between `\"pm10\": \"mean\"` and `\"no2\": \"mean\"` in the `.agg` dict when "
        "`no2` was added to the cell; the two strings join and the dict then has a stray `:`.",
        ('"pm10": "mean", "no2"', '"pm10": "mean" "no2"')),
      ],
     note="""Exploratory notebook about PM2.5/PM10 exceedances in Kraków, exported with
`jupyter nbconvert --to script` (the `# In[n]:` numbers show the cells were run out of
order) and then edited in the .py directly before sending it to a colleague.""")

case("volcano_colab", "PhD student in immunology, Brazilian Portuguese, Colab 'Download .py'",
     meant("volcano_colab"),
     [M("shell_escape_left",
        "`!pip install -q adjustText` left as a live line at the top (copied from the first Colab "
        "cell). " + MAGIC,
        ("# !pip install -q adjustText\n", "!pip install -q adjustText\n")),
      M("conditional_half_edited",
        "`alpha = 0.05 if estrito else` - the cell was being edited in place and the value after "
        "`else` never typed. The markdown cell just above says the supplement uses 0.1, so meant.py "
        "has `else 0.1`.",
        ("alpha = 0.05 if estrito else 0.1\n", "alpha = 0.05 if estrito else\n")),
      M("bracket_lost_in_chain",
        "`top = (res[res['grupo'] != 'ns'` - the `]` of the boolean mask is lost in the "
        "parenthesized method chain; CPython only notices at the chain's last `)`, three lines "
        "below. Restored after `'ns'`, where the mask ends (the next line starts a method).",
        ("top = (res[res['grupo'] != 'ns']\n", "top = (res[res['grupo'] != 'ns'\n")),
      ],
     note="""Volcano plot of DESeq2 results for a paper figure, written in Colab and
downloaded as .py for the lab's GitHub repository. Colab writes markdown cells as bare
triple-quoted strings; those are valid and stay.""")

case("sales_forecast_cells", "retail data analyst, Mexican Spanish, VS Code `# %%` cells",
     meant("sales_forecast_cells"),
     [M("pasted_line_wrong_depth",
        "`pred = pronosticar(train)` pasted from the previous cell into the plotting loop at "
        "column 0; the loop ends there and the next (indented) `ax.plot` line is an unexpected "
        "indent. meant.py puts it at the loop body's depth, between `train, test = ...` and the "
        "`ax.plot` calls that use `pred`.",
        ("    train, test = serie[:-HORIZONTE], serie[-HORIZONTE:]\n    pred = pronosticar(train)\n    ax.plot(",
         "    train, test = serie[:-HORIZONTE], serie[-HORIZONTE:]\npred = pronosticar(train)\n    ax.plot(")),
      M("chain_paren_lost",
        "The closing `)` of the parenthesized chain `serie = (semanal[...] ... .fillna(0))` is "
        "lost at its last line; the open `(` runs into the next statement. Restored after "
        "`.fillna(0)`, as in the same chain elsewhere.",
        ("             .fillna(0))\n", "             .fillna(0)\n")),
      M("fstring_brace_unclosed",
        "`f\"{tienda}: MAPE {error:.1%\"` - the `}` after the format spec is missing; the title "
        "f-string later in the file has `{mape(test, pred):.1%}`.",
        ('print(f"{tienda}: MAPE {error:.1%}")', 'print(f"{tienda}: MAPE {error:.1%")')),
      ])

case("ab_test_checkout", "product analyst, Dutch, Jupyter nbconvert export",
     meant("ab_test_checkout"),
     [M("cell_magic_left",
        "`%%time` on the first line of the bootstrap cell, left uncommented after the export. "
        + MAGIC,
        ("# %%time\n", "%%time\n")),
      M("assign_for_eq",
        "`sessies[\"variant\"] = \"A\"` inside `.loc[...]` for the mask - `=` for `==`; the line "
        "below has `== \"B\"`.",
        ('sessies.loc[sessies["variant"] == "A"', 'sessies.loc[sessies["variant"] = "A"')),
      M("print_statement_py2",
        "`print \"chi2 = %.2f, p = %.4f\" % (chi2, p)` - a Python 2 print from the analyst's old "
        "statistics course notebooks; the rest of the file uses `print(...)`.",
        ('print("chi2 = %.2f, p = %.4f" % (chi2, p))', 'print "chi2 = %.2f, p = %.4f" % (chi2, p)')),
      ])

case("mnist_keras_colab", "undergraduate, Korean, Colab notebook with 2-space indentation",
     meant("mnist_keras_colab"),
     [M("sequential_paren_lost",
        "`])` at the end of the `keras.Sequential([...])` list written as `]` - the call stays open "
        "and the `model.compile(` line is read as a further argument.",
        ("      layers.Dense(10, activation=\"softmax\"),\n  ])\n",
         "      layers.Dense(10, activation=\"softmax\"),\n  ]\n")),
      M("missing_comma_line_end",
        "Comma lost at the end of the first line of the two-line `model.fit(...)` call, after "
        "`batch_size=128`.",
        ("batch_size=128,\n                    validation_split=0.1",
         "batch_size=128\n                    validation_split=0.1")),
      M("four_space_line_in_two_space_file",
        "`plt.title(...)` in the loop over wrong predictions pasted from a 4-space example into "
        "Colab's 2-space notebook: unexpected indent. Its siblings are at two spaces.",
        ('  plt.title(f"{y_test[idx]}→{pred[idx]}", fontsize=9)\n',
         '    plt.title(f"{y_test[idx]}→{pred[idx]}", fontsize=9)\n')),
      ])

case("penguins_report", "statistics student, Turkish, VS Code `# %%` cells",
     meant("penguins_report"),
     [M("apostrophe_in_single_quotes",
        "`'Palmer Archipelago's penguins - ölçümler'` - the title typed in single quotes with an "
        "apostrophe inside; meant.py uses the double quotes of every other string in the file.",
        ('plt.suptitle("Palmer Archipelago\'s penguins - ölçümler", y=1.02)',
         "plt.suptitle('Palmer Archipelago's penguins - ölçümler', y=1.02)")),
      M("missing_comma_kwargs",
        "`hue=\"species\" style=\"sex\"` - comma lost between two keyword arguments of "
        "`sns.scatterplot` on its continuation line.",
        ('hue="species", style="sex"', 'hue="species" style="sex"')),
      M("bracket_closed_by_paren",
        "`.agg([\"mean\", \"std\"))` - the list of aggregations closed with `)`.",
        ('.agg(["mean", "std"]).round(1)', '.agg(["mean", "std")).round(1)')),
      M("unclosed_paren_far",
        "The `)` of the two-line `sns.lmplot(` call lost at the end of its second line; the "
        "`plt.savefig` line after it is read as a further argument and CPython reports at "
        "`sns.lmplot(`.",
        ('scatter_kws={"s": 10})\n', 'scatter_kws={"s": 10}\n')),
      ])

case("smart_meter_resample", "engineer analysing home electricity, Hinglish comments, Jupyter export",
     meant("smart_meter_resample"),
     [M("half_edited_operand",
        "`lambda x: \"high\" if x > else \"normal\"` - the old threshold was deleted in the cell "
        "and the new one not typed. The comment two lines above says 18 kWh is a high day, "
        "so meant.py has `x > 18`.",
        ('lambda x: "high" if x > 18 else "normal"', 'lambda x: "high" if x > else "normal"')),
      M("extra_closing_paren",
        "`.reindex([...]))` - one `)` too many at the end of the `.reindex` line (copied from a "
        "one-line version of the chain); it closes the chain's outer `(` and the real closing "
        "`)` on the next line is unmatched.",
        ('"Friday", "Saturday", "Sunday"])\n', '"Friday", "Saturday", "Sunday"]))\n')),
      M("missing_colon",
        "`for limit, rate in slabs` without its colon.",
        ("    for limit, rate in slabs:\n", "    for limit, rate in slabs\n")),
      ],
     note="""The threshold comment in meant.py ("18 kWh se upar = high day") is in both files;
it is what tells the reader what the half-edited line meant.""")

case("survey_likert", "HR analyst, Chinese, Jupyter nbconvert export",
     meant("survey_likert"),
     [M("magic_lines_left",
        "`%load_ext autoreload` and `%autoreload 2` at the top of the first cell, uncommented (the "
        "analyst pasted the cell back in to have the autoreload reminder). One mistake, two lines. "
        + MAGIC,
        ("# %load_ext autoreload\n# %autoreload 2\n", "%load_ext autoreload\n%autoreload 2\n")),
      M("dict_colon_missing",
        "The `:` between a question text and its short name `\"Q5\"` lost in the rename dict; the "
        "two strings join into one key with no value.",
        ('"5、团队之间沟通顺畅": "Q5",', '"5、团队之间沟通顺畅" "Q5",')),
      M("closing_line_missing",
        "The `)` line of the multi-line `pd.crosstab(` call deleted together with a blank line "
        "when the cell was tidied. Restored at the indentation of the opening line.",
        ('    normalize="index",\n)\n', '    normalize="index",\n')),
      ],
     note="""The column-rename helper `utils_survey` is a local module; `SimHei` is the usual
font setting for Chinese labels in matplotlib.""")

case("raman_peak_fit", "materials-science MSc student, Vietnamese, VS Code `# %%` cells",
     meant("raman_peak_fit"),
     [M("def_paren_lost",
        "`def lorentz(x, a, x0, gamma, c:` - the `)` of the parameter list lost.",
        ("def lorentz(x, a, x0, gamma, c):", "def lorentz(x, a, x0, gamma, c:")),
      M("dict_closed_by_paren",
        "The multi-line dict passed to `ket_qua.append({` closed with `)` only - the `}` lost; "
        "CPython names the `{` six lines above.",
        ('        "I2D_IG": a2D / aG,\n    })\n', '        "I2D_IG": a2D / aG,\n    )\n')),
      M("fstring_quote_lost",
        "Closing `\"` of the title f-string lost after `cm$^{{-1}}$` (the LaTeX braces were being "
        "doubled for the f-string and the quote went with the edit).",
        ('ax.set_title(f"đỉnh tại {popt[1]:.1f} cm$^{{-1}}$")', 'ax.set_title(f"đỉnh tại {popt[1]:.1f} cm$^{{-1}}$)')),
      ])

case("customer_segments", "junior data analyst at an e-commerce firm, Indonesian, Jupyter `# %%` export",
     meant("customer_segments"),
     [M("trailing_comma_import",
        "`from sklearn.metrics import silhouette_score,` - a name (davies_bouldin_score) was "
        "removed from the import and the comma stayed.",
        ("from sklearn.metrics import silhouette_score\n", "from sklearn.metrics import silhouette_score,\n")),
      M("comment_after_backslash",
        "A comment written after the `\\` continuation of the RFM chain "
        "(`... \\  # agregat per pelanggan`). meant.py keeps the comment, on its own line above the "
        "statement, and the backslash as the line's last character.",
        ('# agregat per pelanggan\nrfm = trx.groupby("id_pelanggan") \\\n',
         'rfm = trx.groupby("id_pelanggan") \\  # agregat per pelanggan\n')),
      M("unclosed_paren_far",
        "The `)` of the two-line `sns.scatterplot(` call lost after `s=15`; reported at the "
        "call's first line.",
        ("alpha=0.5, s=15)\n", "alpha=0.5, s=15\n")),
      M("missing_colon",
        "`elif baris[\"recency\"] < 60` without its colon.",
        ('    elif baris["recency"] < 60:\n', '    elif baris["recency"] < 60\n')),
      ])
