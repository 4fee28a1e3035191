"""031-040: scientists' and engineers' lab code (instrument control, Biopython, astropy,
scikit-image, ROS, PID control, unit-heavy engineering formulas, matplotlib figures with
LaTeX labels, power-spectrum calibration)."""
from lib import case, M
from helpers import meant

case("keithley_iv_sweep",
     "Chinese materials-science PhD student (Shanghai) measuring perovskite solar cells with a Keithley 2400",
     meant("keithley_iv_sweep"), [
    M("scpi_quotes_clash",
      "The SCPI command `:SENS:FUNC 'CURR'` was copied from the Keithley manual with its "
      "single quotes and wrapped in single quotes. meant.py keeps the manual's quotes and "
      "uses double quotes outside, like every other `smu.write(...)`.",
      ('smu.write(":SENS:FUNC \'CURR\'")', "smu.write(':SENS:FUNC 'CURR'')")),
    M("finally_misindented",
      "In `sweep` the `finally:` was indented to the depth of the `for` loop inside the `try` "
      "body. meant.py puts it at the depth of `try:`.",
      ('            data.append(measure_point(smu, v))\n    finally:\n',
       '            data.append(measure_point(smu, v))\n        finally:\n')),
    M("paren_lost_after_implicit_concat",
      "The result print is two implicitly concatenated f-strings over two lines; the second "
      "line lost the `print(` call's `)` after the closing quote. meant.py adds it there.",
      ('PCE={p[\'PCE_pct\']:.2f} %")\n', 'PCE={p[\'PCE_pct\']:.2f} %"\n')),
], note="""
Situation: an I-V sweep script for a Keithley 2400 over GPIB with pyvisa: SCPI setup,
forward and reverse voltage sweeps in the dark and under AM1.5G, Voc/Jsc/FF/PCE from
interpolation, the hysteresis index and CSV files per device. Chinese docstrings,
comments and prompts.
Policy: only the slips are undone; the SCPI strings stay as in the manual.
""")

case("serial_reactor_logger",
     "Mexican chemistry lab technician (Monterrey) logging reactor thermocouples from an Arduino",
     meant("serial_reactor_logger"), [
    M("docstring_closing_line_missing",
      "The closing `\"\"\"` line of the module docstring was deleted while the technician "
      "edited the header, so the string runs on to the opening quotes of the docstring of "
      "`resumen` and everything after them is unpaired. meant.py restores `\"\"\"` on its own "
      "line after the signature line.",
      ('técnico: Luis A. G., Monterrey\n"""\n', 'técnico: Luis A. G., Monterrey\n')),
    M("except_indented_into_try_body",
      "In `abrir_puerto` the `except serial.SerialException as e:` line sits at the depth "
      "of the `try` body (and of its own body). meant.py puts it at the depth of `try:`.",
      ('            return s\n        except serial.SerialException', '            return s\n            except serial.SerialException')),
    M("arduino_double_slash_comment",
      "An Arduino (C++) habit: the comment about the open-thermocouple value starts with "
      "`//`. meant.py uses `#` like the rest of the file.",
      ('    # el MAX31856 manda 9999', '    // el MAX31856 manda 9999')),
    M("missing_comma_kwargs",
      "`linestyle=\"--\" linewidth=1` in `ax.axhline(...)`: the comma between the two keyword "
      "arguments was lost.",
      ('linestyle="--", linewidth=1', 'linestyle="--" linewidth=1')),
], note="""
Situation: a serial logger for four type-K thermocouples read by an Arduino: lines
parsed from the port, CSV logging, a live matplotlib FuncAnimation with a nested update
function, a console alarm when the jacket exceeds its limit and a per-channel summary
at the end of the run. Spanish docstring,
comments and messages.
Policy: only the slips are undone.
""")

case("primer_check",
     "Italian molecular biology PhD student (Padua) checking cloning primers with Biopython",
     meant("primer_check"), [
    M("paren_lost_in_tuple_of_tuples",
      "In `for lato, p, t in ((\"F\", fwd, tm_f), (\"R\", rev, tm_r)):` the outer tuple lost "
      "its `)` before the colon.",
      ('("R", rev, tm_r)):', '("R", rev, tm_r):')),
    M("less_equal_reversed",
      "`TM_MIN <= t =< TM_MAX`: the second comparison typed as `=<`. meant.py has `<=` like "
      "the first.",
      ('if not TM_MIN <= t <= TM_MAX:', 'if not TM_MIN <= t =< TM_MAX:')),
    M("prime_mark_in_single_quotes",
      "The warning about 3' self-complementarity was typed in single quotes, which the "
      "prime mark of `3'` closes. meant.py uses double quotes, as for every other message.",
      ('f"primer {lato}: 3\' autocomplementare"', "f'primer {lato}: 3' autocomplementare'")),
], note="""
Situation: a primer checker: nearest-neighbour Tm with the Q5 buffer conditions, 3'
self-complementarity, GC clamp, the PCR product with the cloning tails, restriction sites
with Bio.Restriction, a translation of the cloned ORF to check the frame and, given the
linearized vector, the Gibson overlap of each primer's 5' tail. Italian
docstrings, names and messages.
Policy: only the slips are undone.
""")

case("tess_transit_fit",
     "Chilean astronomy postdoc (La Serena) searching TESS light curves for transits",
     meant("tess_transit_fit"), [
    M("docstring_closed_with_two_quotes",
      "The one-line docstring of `trapecio` is closed with `\"\"` instead of `\"\"\"`; no "
      "other triple quotes follow, so the string stays open to the end of the file. meant.py "
      "has `\"\"\"` as on the other docstrings.",
      ('duración de ingreso (días)."""\n', 'duración de ingreso (días).""\n')),
    M("paren_lost_in_formula",
      "The ingress ramp `1 - prof * (t14 / 2 - x[rampa]) / t12` lost the `)` after "
      "`x[rampa]`; the ramp runs from the edge of the flat bottom to the contact point, so "
      "the parenthesis closes the distance `t14 / 2 - x`.",
      ('(t14 / 2 - x[rampa]) / t12', '(t14 / 2 - x[rampa] / t12')),
    M("missing_comma_line_end",
      "The comma after `sigma=e[cerca]` at the end of the first line of the two-line "
      "`curve_fit(` call was lost.",
      ('sigma=e[cerca],\n', 'sigma=e[cerca]\n')),
], note="""
Situation: a TESS pipeline: SPOC light curve read with astropy.io.fits, quality-masked and
normalized, flattened with a running median, BLS period search with astropy units, a
trapezoid transit fit with curve_fit on the folded curve, planet radius from the TIC
stellar radius and a two-panel figure. Spanish docstrings, comments and labels.
Policy: only the slips are undone.
""")

case("nuclei_counts",
     "Israeli cell-biology PhD student (Rehovot) counting EdU-positive nuclei in 96-well plates",
     meant("nuclei_counts"), [
    M("tuple_paren_lost_in_kwarg",
      "The `properties=(...)` tuple of `measure.regionprops_table(` lost its `)` before the "
      "trailing comma, so the call's closing `)` line closes the tuple instead. meant.py "
      "closes the tuple at the end of its own line.",
      ('"mean_intensity", "eccentricity"),\n', '"mean_intensity", "eccentricity",\n')),
    M("paren_lost_in_mask",
      "In the area filter `(df[\"area_um2\"] <= MAX_AREA_UM2)]` the second comparison lost "
      "its `)` before the `]`.",
      ('(df["area_um2"] <= MAX_AREA_UM2)]', '(df["area_um2"] <= MAX_AREA_UM2]')),
    M("call_closing_line_missing",
      "The `})` line closing `rows.append({` in `main` was deleted. meant.py restores it at "
      "the indentation of `rows.append({`.",
      ('            "mean_area_um2": round(df["area_um2"].mean(), 1),\n        })\n',
       '            "mean_area_um2": round(df["area_um2"].mean(), 1),\n')),
], note="""
Situation: a batch analysis of DAPI/EdU image pairs: Otsu threshold, watershed split of
touching nuclei, EdU intensity per nucleus against a MAD background threshold, per-site
and per-well tables, control overlays for the first site of each well and a plate
heatmap. Hebrew
docstrings and comments.
Policy: only the slips are undone.
""")

case("ros_line_follower",
     "Polish robotics student (Poznań) writing a ROS Noetic node for a line-following contest",
     meant("ros_line_follower"), [
    M("cpp_and_operator",
      "A C++ habit in `on_scan`: `bool(valid) && min(valid) < self.stop_dist`. meant.py has "
      "`and`.",
      ('bool(valid) and min(valid)', 'bool(valid) && min(valid)')),
    M("method_def_dedented",
      "The `def line_error(self, frame):` line was pasted at column 0 (the method was "
      "developed in a test script); its body stayed at method depth, so the class ends "
      "there and the next method's indentation matches nothing. meant.py indents the `def` "
      "to the class body.",
      ('    def line_error(self, frame):\n', 'def line_error(self, frame):\n')),
    M("paren_lost_in_formula",
      "The slow-down in curves `max(0.3, 1 - abs(error) / (frame.shape[1] / 2))` lost its "
      "last `)`.",
      ('(frame.shape[1] / 2))\n', '(frame.shape[1] / 2)\n')),
], note="""
Situation: a rospy node: camera image to HSV threshold, line centre from image moments in
the bottom band, a PD controller on the angular velocity with slow-down in curves, a
recovery sequence when the line is lost, a lidar sector check that stops the robot, a
parameter-reload service and a debug image topic. Polish docstring,
comments and log messages.
Policy: C++ habits become the Python the rest of the file already uses.
""")

case("furnace_pid",
     "German materials engineer (Aachen) replacing a sintering furnace controller with a Raspberry Pi",
     meant("furnace_pid"), [
    M("decimal_comma",
      "The German decimal comma in the parameter dict: `\"kp\": 2,8`. meant.py has `2.8`, "
      "like every other number in the file.",
      ('{"kp": 2.8, "ti"', '{"kp": 2,8, "ti"')),
    M("paren_lost_in_multiline_formula",
      "The two-line back-calculation update `self.i_anteil += (... * e\\n + dt / self.tt * "
      "(u - v))` lost its last `)`, so the bracket opened on the first line stays open. "
      "meant.py closes it at the end of the second line.",
      ('+ dt / self.tt * (u - v))\n', '+ dt / self.tt * (u - v)\n')),
    M("superscript_exponent",
      "The radiation loss was typed from the lab notes as `(self.T + 273.15)⁴ - (self.t_u + "
      "273.15)⁴`. meant.py has `** 4` for both.",
      ('((self.T + 273.15) ** 4 - (self.t_u + 273.15) ** 4)', '((self.T + 273.15)⁴ - (self.t_u + 273.15)⁴)')),
], note="""
Situation: a PID controller with a filtered derivative on the measurement and
back-calculation anti-windup, a ramp/soak temperature program generator, and a
first-order-plus-dead-time furnace model with radiation losses for tuning in simulation.
German docstrings, comments, names and messages.
Policy: only the slips are undone.
""")

case("rc_beam_design",
     "Nigerian structural engineer (Lagos) checking reinforced concrete beams to Eurocode 2",
     meant("rc_beam_design"), [
    M("paren_lost_in_multiline_formula",
      "The two-line compression steel formula `As2_req = ((K - K_BAL) * ...\\n / (fyd * "
      "(sec.d_mm - sec.d2_mm)))` lost one of its three closing parentheses. meant.py closes "
      "the outer bracket at the end of the second line.",
      ('/ (fyd * (sec.d_mm - sec.d2_mm)))\n', '/ (fyd * (sec.d_mm - sec.d2_mm))\n')),
    M("paren_lost_in_formula",
      "In the first argument of `max(` for VRd,c, `(100 * rho_l * sec.fck_MPa) ** (1 / 3)` "
      "lost the `)` before `**` (EC2 6.2.a takes the cube root of the whole product).",
      ('(100 * rho_l * sec.fck_MPa) ** (1 / 3),', '(100 * rho_l * sec.fck_MPa ** (1 / 3),')),
    M("operator_lost_line_start",
      "The second line of the span/depth limit formula lost its leading `+` (EC2 7.16a adds "
      "the two terms).",
      ('                            + 3.2 * math.sqrt', '                            3.2 * math.sqrt')),
    M("list_closing_line_missing",
      "The `]` line closing the `beams = [` list at the bottom was deleted. meant.py "
      "restores it at the indentation of `beams = [`.",
      ('        (Section("B7 cantilever canopy", 250, 500, 35, 10, 20), 2400, 142.0, 120.0),\n    ]\n',
       '        (Section("B7 cantilever canopy", 250, 500, 35, 10, 20), 2400, 142.0, 120.0),\n')),
], note="""
Situation: a design check for rectangular RC beams: K and lever arm, tension and
compression steel, bar selection, shear links by the variable strut inclination method
and the span/depth deflection limit, printed for three beams of a school block. Units in
the variable names; long formulas continued over lines inside parentheses.
Policy: only the slips are undone; formulas are restored to the code clauses they
follow.
""")

case("fig_superconductor",
     "French condensed-matter postdoc (Grenoble) making a three-panel PRB figure with usetex",
     meant("fig_superconductor"), [
    M("call_closing_line_missing",
      "The `})` line closing `mpl.rcParams.update({` was deleted. meant.py restores it at "
      "the indentation of `mpl.rcParams.update({`.",
      ('    "legend.frameon": False,\n})\n', '    "legend.frameon": False,\n')),
    M("latex_escape_in_non_raw_string",
      "The y label of panel (a) lost its `r` prefix: in `\"$\\rho$ ($\\upmu\\Omega\\,$cm)\"` "
      "the `\\upmu` of the upgreek package starts a `\\u` escape. meant.py has the raw string "
      "the other LaTeX labels use.",
      ('ax_a.set_ylabel(r"$\\rho$', 'ax_a.set_ylabel("$\\rho$')),
    M("latex_braces_not_doubled",
      "In the coherence-length annotation `rf\"$\\xi_{\\mathrm{GL}} = ...\"` the LaTeX braces "
      "were not doubled, so `{\\mathrm{GL}}` is read as a replacement field. meant.py "
      "doubles them, as in the `H_{{c2}}` label above.",
      ('rf"$\\xi_{{\\mathrm{{GL}}}} =', 'rf"$\\xi_{\\mathrm{GL}} =')),
    M("keyword_equals_lost",
      "`fontsize 8` at the end of the same `ax_b.text(...)` call: the `=` was lost.",
      ('transform=ax_b.transAxes, fontsize=8)', 'transform=ax_b.transAxes, fontsize 8)')),
], note="""
Situation: a figure script at module level: rcParams for usetex with amsmath and upgreek,
rho(T) curves under field with an inset, Hc2(T) with an empirical fit and the WHH
estimate, AC susceptibility, panel letters, a vector PDF and a LaTeX table for the
supplementary material. French docstring and comments;
many keyword arguments and LaTeX labels in raw strings and raw f-strings.
Policy: only the slips are undone; LaTeX strings keep their text.
""")

case("tweezers_calibration",
     "Japanese biophysicist (Osaka) calibrating an optical trap by the power-spectrum method, MATLAB background",
     meant("tweezers_calibration"), [
    M("paren_lost_in_multiline_formula",
      "In the aliased Lorentzian the middle line `1 + c ** 2 - 2 * c * np.cos(2 * np.pi * f "
      "* dt)` lost the `)` of `np.cos(`, so the `)` on the next line closes the cosine and "
      "the bracket opened by `/ (` stays open. meant.py closes `np.cos(` on its own line.",
      ('np.cos(2 * np.pi * f * dt)\n', 'np.cos(2 * np.pi * f * dt\n')),
    M("matlab_anonymous_function",
      "A MATLAB anonymous function `@(ff, fc, D) lorentz_aliased(ff, fc, D, fs)` for the fit "
      "model. meant.py has `lambda ff, fc, D: ...`.",
      ('model = lambda ff, fc, D: lorentz_aliased', 'model = @(ff, fc, D) lorentz_aliased')),
    M("matlab_percent_comment",
      "A MATLAB `%` comment after the room-temperature constant. meant.py uses `#` as on "
      "the neighbouring lines.",
      ('T_K = 296.15               # 室温', 'T_K = 296.15               % 室温')),
], note="""
Situation: QPD x/y voltages recorded at 100 kHz, block-averaged power spectra, an aliased
Lorentzian fitted with curve_fit for the corner frequency and the diffusion constant in
V^2/s, then the displacement sensitivity and trap stiffness from the Stokes drag of a
1 µm bead, an equipartition cross-check, a drift estimate, a log-log figure and a JSON
file. Japanese docstrings, comments and labels.
Policy: MATLAB habits become the Python the rest of the file already uses.
""")
