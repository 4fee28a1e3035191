"""Group 4 (031-040): quantitative finance and trading by traders and quants."""
from lib import M, case
from helpers import meant

case("nifty_sma_backtest",
     "Indian retail trader and software tester (Mumbai) backtesting an SMA crossover on NSE stocks with pandas at weekends",
     meant("nifty_sma_backtest"),
     [
         M("missing_comma_before_comment",
           "The comma after `\"capital\": 5_00_000` lost in front of its `# ₹5 lakh` comment.",
           ('"capital": 5_00_000,          # ₹5 lakh', '"capital": 5_00_000           # ₹5 lakh')),
         M("fstring_brace_lost",
           "The `}` closing `{cagr:>15.2%}` lost at the end of the f-string; meant.py closes the "
           "field after the format spec, as the lines around it.",
           ("{cagr:>15.2%}\")", "{cagr:>15.2%\")")),
         M("paren_lost_in_condition",
           "The `)` closing `(row[\"low\"] <= stop or row[\"cross\"] == -1)` lost before the colon; "
           "meant.py closes the `or` group there (exit on the stop or on a down-cross).",
           ('row["cross"] == -1):', 'row["cross"] == -1:')),
         M("elif_wrong_depth",
           "The `elif qty == 0 and ...` entry branch typed one level too deep (at the depth of "
           "the exit branch's body); meant.py puts it at the depth of its `if`.",
           ('        elif qty == 0 and row["cross"] == 1', '            elif qty == 0 and row["cross"] == 1')),
     ],
     note="""
Situation: a long-only SMA(20/50) crossover on one NSE stock with ATR stops, risk-based
position sizing, Indian delivery costs (STT, exchange charges, GST, stamp duty) in a
parameter dict, and a report with `{x:>15.2%}` and `₹{x:>14,.0f}` format specs. Hindi
(Devanagari) in one message and a comment.
Policy: only the slips are undone; `5_00_000` (lakh grouping) stays.
""")

case("ccxt_grid_bot",
     "Turkish crypto trader (Istanbul) running a ccxt grid bot on Binance spot",
     meant("ccxt_grid_bot"),
     [
         M("call_closing_line_missing",
           "The `)` line closing the multi-line `logging.basicConfig(` deleted; meant.py restores "
           "it at column 0 after the `handlers=[...],` line.",
           ('logging.FileHandler("grid.log", encoding="utf-8")],\n)\n', 'logging.FileHandler("grid.log", encoding="utf-8")],\n')),
         M("nested_dict_brace_lost",
           "The `}` closing the nested `{\"defaultType\": \"spot\"}` of the exchange options lost "
           "before its comma.",
           ('"options": {"defaultType": "spot"},', '"options": {"defaultType": "spot",')),
         M("fstring_nested_same_quotes",
           "The dict key inside a double-quoted f-string written with double quotes, "
           "`durum[\"kar_usdt\"]` (accepted only from 3.12); meant.py uses single quotes.",
           ("""f"{Decimal(durum['kar_usdt']):,.2f}\"""", """f"{Decimal(durum["kar_usdt"]):,.2f}\"""")),
         M("paren_lost_before_colon",
           "The `)` closing `Decimal(\"0.002\")` lost before the colon of the `if`.",
           ('Decimal("0.002"):', 'Decimal("0.002":')),
     ],
     note="""
Situation: a grid bot: Decimal grid levels, prices and amounts rounded down to the
market's precision, limit orders with ccxt, filled orders replaced one level up or down,
state in a JSON file, profit per round trip logged with `{x:,.2f}`. Turkish names,
comments and log messages.
Policy: only the slips are undone.
""")

case("black_scholes_greeks",
     "Swiss equity-derivatives quant (Geneva) writing a Black-Scholes-Merton control pricer with Greeks and implied vol",
     meant("black_scholes_greeks"),
     [
         M("operator_lost_continuation_line",
           "The `-` at the start of the second line of the call's theta formula lost; meant.py "
           "has `- r * K * disc_r * norm.cdf(d2)` (the call theta; the put branch below has the "
           "mirrored signs).",
           ("                 - r * K * disc_r * norm.cdf(d2)\n", "                 r * K * disc_r * norm.cdf(d2)\n")),
         M("paren_lost_in_formula",
           "The `)` after `* T` closing the numerator of d1 lost; meant.py closes it there, "
           "(ln(S/K) + (r - q + σ²/2)T) / (σ√T), as `black_scholes` in the textbook.",
           ("0.5 * sigma ** 2) * T) / (sigma", "0.5 * sigma ** 2) * T / (sigma")),
         M("fstring_paren_for_brace",
           "The field `{o.strike:,.0f}` closed with `)` instead of `}`.",
           ("{o.strike:,.0f}", "{o.strike:,.0f)")),
         M("call_paren_lost_before_comma",
           "The `)` closing the second `Option(...)` row lost before its comma; meant.py closes it "
           "after the market price `338.0` like the other rows.",
           ("date(2024, 12, 20), 338.0),", "date(2024, 12, 20), 338.0,")),
     ],
     note="""
Situation: a check of the platform's prices for European index options with a
continuous dividend yield: BSM price, analytic Greeks (vega and rho per point, theta per
calendar day), implied volatility by Newton with a bisection fallback, put-call parity.
French names, comments and output; Swiss `12'000` in a message.
Policy: only the slips are undone; the formulas follow Hull's.
""")

case("crr_american_options",
     "Chinese quant intern (Shenzhen) at a private fund pricing American options on a CRR binomial tree",
     meant("crr_american_options"),
     [
         M("docstring_closed_with_two_quotes",
           "The one-line docstring of `平均奇偶` closed with `\"\"` instead of `\"\"\"`, so it runs on "
           "to the next `\"\"\"` in `希腊字母`'s docstring; meant.py closes it with `\"\"\"`.",
           ('取 N 和 N+1 的平均更稳定."""', '取 N 和 N+1 的平均更稳定.""')),
         M("fstring_nested_same_quotes",
           "The column title `'欧式'` inside a double-quoted f-string written with double quotes "
           "(accepted only from 3.12); meant.py uses single quotes, as the other titles.",
           ("{'欧式':>10}", '{"欧式":>10}')),
         M("dict_brace_lost_in_call",
           "The `}` closing the `{**prm, \"S0\": ...}` dict unpacked into `crr_tree(**{...}, N=N)` "
           "lost before `, N=N`; the next line shows the shape.",
           ('"S0": prm["S0"] * (1 + h)}, N=N)', '"S0": prm["S0"] * (1 + h), N=N)')),
         M("missing_colon",
           "The colon after `if boundary and option == \"put\" and early.any()` left out.",
           ("and early.any():", "and early.any()")),
     ],
     note="""
Situation: a homework for the quant group: a vectorised CRR tree with a continuous
dividend yield, early exercise and its boundary for the American put, convergence against
Black-Scholes, odd-even averaging, Greeks by finite differences on the tree. Chinese names
(valid identifiers), comments and output.
Policy: only the slips are undone.
""")

case("markowitz_b3_portfolio",
     "Brazilian portfolio analyst (Rio de Janeiro) at an asset manager optimising a B3 equity portfolio with scipy",
     meant("markowitz_b3_portfolio"),
     [
         M("nested_dict_brace_lost",
           "The `}` closing the nested `\"max_setor\": {...}` dict of sector caps lost before its "
           "comma.",
           ('"energia": 0.15},', '"energia": 0.15,')),
         M("missing_comma_dict_line_end",
           "The comma at the end of the first ATIVOS line, after `\"BBDC4\": \"financeiro\"`, lost.",
           ('"BBDC4": "financeiro",\n', '"BBDC4": "financeiro"\n')),
         M("call_paren_lost_line_end",
           "The `)` closing the two-line `minimize(` call lost at the end of its options dict.",
           ('options={"maxiter": 500, "ftol": 1e-10})\n', 'options={"maxiter": 500, "ftol": 1e-10}\n')),
         M("assign_for_equality",
           "`=` typed for `==` in the sector mask `(setores == setor)`; the `renda_fixa` mask "
           "below has `==`.",
           ("(setores == setor)", "(setores = setor)")),
     ],
     note="""
Situation: Markowitz with constraints for an investment committee: monthly returns of
B3 stocks, an inflation-linked ETF and gold; SLSQP with per-asset bounds, sector caps as
lambdas with default arguments, a minimum fixed-income weight, an efficient frontier,
max-Sharpe over the Selic rate. Portuguese names, comments and output.
Policy: only the slips are undone.
""")

case("fund_nav_decimal",
     "German fund accountant (Luxembourg) recomputing share-class NAVs with Decimal as a control",
     meant("fund_nav_decimal"),
     [
         M("dict_closing_line_missing",
           "The `}` line closing the `ergebnis[klasse] = {` dict deleted; meant.py restores it at "
           "the indentation of `ergebnis[klasse] = {`.",
           ('            "waehrung": waehrung,\n        }\n', '            "waehrung": waehrung,\n')),
         M("apostrophe_quoted_with_apostrophes",
           "The Swiss thousands separator `'` to strip written `'''` (an apostrophe in "
           "apostrophes), which opens a triple-quoted string; meant.py has `\"'\"` as the other "
           "strings of the line are double-quoted.",
           ("""x.strip().replace("'", "")""", """x.strip().replace(''', "")""")),
         M("fstring_single_closing_brace",
           "One `}` too many after the field `{brutto:>18,.2f}`.",
           ("{brutto:>18,.2f}", "{brutto:>18,.2f}}")),
         M("paren_lost_before_method",
           "The `)` closing the fee product `(vermoegen_klasse * ... / TAGE_JAHR)` lost before "
           "`.quantize(`; the next line (taxe) has the same shape.",
           ("/ TAGE_JAHR).quantize", "/ TAGE_JAHR.quantize")),
     ],
     note="""
Situation: a daily control of the fund administrator's NAV: positions valued with WM/R
FX, net assets split by class weights, management fee and taxe d'abonnement accrued,
NAV per share rounded half-up to cents, a tolerance check. Decimal throughout, German
and English number formats in the CSVs. German names, comments and output.
Policy: only the slips are undone.
""")

case("jpx_futures_roll",
     "Japanese futures trader (Tokyo) at a commodities and index desk, building a JPX roll calendar",
     meant("jpx_futures_roll"),
     [
         M("nested_dict_brace_lost",
           "The `}` closing the TOPIX entry's dict lost before its comma; meant.py closes it like "
           "the other rows.",
           ('"TOPIX": {"限月": (3, 6, 9, 12), "種類": "sq", "ロール営業日前": 5},', '"TOPIX": {"限月": (3, 6, 9, 12), "種類": "sq", "ロール営業日前": 5,')),
         M("assign_for_equality",
           "`=` typed for `==` in `if 種類 == \"jgb\":`.",
           ('if 種類 == "jgb":', 'if 種類 = "jgb":')),
         M("fullwidth_parens_ime",
           "Fullwidth `（` `）` typed around `n - 1` with the Japanese IME still on (the names "
           "around it are Japanese); meant.py has ASCII parentheses.",
           ("7 * (n - 1))", "7 * （n - 1）)")),
         M("call_paren_lost_line_end",
           "The `)` closing `date(年, 月, calendar.monthrange(年, 月)[1])` lost at the line end.",
           ("calendar.monthrange(年, 月)[1])\n", "calendar.monthrange(年, 月)[1]\n")),
     ],
     note="""
Situation: a roll calendar for JPX/OSE futures: second-Friday SQ dates moved for
holidays, last trading days by product type, roll start a number of business days
before, the Cabinet Office holiday CSV in Shift_JIS, a CSV and a Slack message with
`{d:%m/%d(%a)}` formats. Japanese names (valid identifiers), comments and output.
Policy: only the slips are undone; the simplified exchange rules stay as written.
""")

case("fx_signal_screener",
     "Ghanaian forex trader (Accra) screening MT5 exports for pullback setups with long chained conditions",
     meant("fx_signal_screener"),
     [
         M("and_lost_continuation_line",
           "The `and` at the start of the second condition line of `long_setup = (` lost; the "
           "other lines of both setups start with `and`.",
           ("        and last.close > last.ema_mid\n", "        last.close > last.ema_mid\n")),
         M("paren_closing_line_missing",
           "The `)` line closing the parenthesized `short_setup = (` condition deleted; meant.py "
           "restores it at the indentation of `short_setup`, as `long_setup` has.",
           ('        and last.adx >= s["adx_min"]\n    )\n    if not', '        and last.adx >= s["adx_min"]\n    if not')),
         M("missing_comma_dict_line_end",
           "The comma at the end of the `\"adx_min\": 20` line of the STRATEGY dict lost.",
           ('"adx_min": 20,\n', '"adx_min": 20\n')),
         M("dict_brace_lost_line_end",
           "The `}` closing the two-line returned setup dict lost at the end of its second line.",
           ('"squeeze": squeeze}\n', '"squeeze": squeeze\n')),
     ],
     note="""
Situation: an end-of-day screener: EMA stack, Wilder RSI, MACD histogram, Bollinger
bands, ATR and ADX computed with pandas; long and short setups as parenthesized chains
of six `and` conditions; stop and target from ATR; a Telegram post. English.
Policy: only the slips are undone; the Windows export path stays.
""")

case("var_risk_report",
     "British market-risk analyst (London) at a bank producing the daily VaR/ES report with logging",
     meant("var_risk_report"),
     [
         M("paren_lost_multiline_formula",
           "The last `)` of the two-line Kupiec likelihood-ratio formula lost; meant.py closes "
           "the `-2 * (...)` group at the end of the second line.",
           ("- (n - x) * np.log(1 - phat) - x * np.log(phat))\n", "- (n - x) * np.log(1 - phat) - x * np.log(phat)\n")),
         M("append_dict_closing_line_missing",
           "The `})` line closing `rows.append({` deleted; meant.py restores it at the "
           "indentation of `rows.append({`.",
           ('            "es": expected_shortfall(pnl, a),\n        })\n', '            "es": expected_shortfall(pnl, a),\n')),
         M("missing_comma_log_args_line_end",
           "The comma after the format string of the two-line `LOG.info(` call lost at the line "
           "end.",
           ('p=%.3f",\n', 'p=%.3f"\n')),
         M("fstring_format_colon_lost",
           "`,` typed for `:` before the format spec, `{es975,.0f}`; meant.py has `{es975:,.0f}` "
           "as the `sVaR` field.",
           ("£{es975:,.0f}", "£{es975,.0f}")),
     ],
     note="""
Situation: a batch report: delta-gamma P&L vectors, historical and parametric VaR,
expected shortfall, stressed VaR on 2008-09, a Kupiec test and a traffic light, limit
usage logged at INFO/WARNING/ERROR through a rotating file handler, and an HTML e-mail
with `£{x:,.0f}` and `{x:.0%}` fields. English.
Policy: only the slips are undone.
""")

case("kospi_pairs_trading",
     "Korean quant developer (Seoul) backtesting cointegration pairs on KOSPI stocks with statsmodels",
     meant("kospi_pairs_trading"),
     [
         M("list_bracket_lost_line_end",
           "The `]` closing the bank stocks' list in the 업종 dict lost before the entry's comma.",
           ('"086790", "316140"],', '"086790", "316140",')),
         M("paren_lost_in_condition",
           "The `)` closing `(abs(zt) < s[\"청산z\"] or abs(zt) > s[\"손절z\"])` lost before the "
           "colon; meant.py closes the `or` group there.",
           ('abs(zt) > s["손절z"]):', 'abs(zt) > s["손절z"]:')),
         M("call_paren_lost_line_end",
           "The `)` closing the two-line `print(` of the summary table lost at the end of the "
           "second f-string.",
           ("MDD {행['최대낙폭']:>14,.0f}원\")", "MDD {행['최대낙폭']:>14,.0f}원\"")),
         M("if_body_dedented",
           "The `log.info(...)` body of `if abs(zt) > s[\"손절z\"]:` typed at the `if`'s own depth.",
           ('                log.info("%s/%s 손절', '            log.info("%s/%s 손절')),
     ],
     note="""
Situation: a pairs-trading study: Engle-Granger cointegration per sector on a formation
window, rolling OLS hedge ratios, z-score entries, exits and stops, Korean costs (fee and
transaction tax), Sharpe and drawdown per pair. Korean names (valid identifiers),
comments and output; `{x:>15,.0f}원` fields.
Policy: only the slips are undone.
""")
