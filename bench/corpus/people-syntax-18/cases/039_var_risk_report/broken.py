"""Daily VaR / ES report for the multi-asset book (market risk, London).

Historical simulation (500 days, full revaluation approximated by delta-gamma for the
options sleeve), parametric VaR for comparison, stressed VaR window 2008-09, and a
Kupiec backtest of the last 250 days. Output: log + HTML e-mail to the risk committee.
"""
import logging
import logging.handlers
import smtplib
from datetime import date
from email.message import EmailMessage

import numpy as np
import pandas as pd
from scipy.stats import chi2, norm

LOG = logging.getLogger("var")
CONFIDENCE = (0.95, 0.99)
HORIZON_DAYS = 1
WINDOW = 500
LIMITS_GBP = {"var99": 4_500_000, "es975": 5_200_000, "svar99": 9_000_000}


def setup_logging():
    LOG.setLevel(logging.INFO)
    fmt = logging.Formatter("%(asctime)s %(name)s %(levelname)s %(message)s")
    fh = logging.handlers.TimedRotatingFileHandler("var_report.log", when="midnight", backupCount=30)
    fh.setFormatter(fmt)
    sh = logging.StreamHandler()
    sh.setFormatter(fmt)
    LOG.addHandler(fh)
    LOG.addHandler(sh)


def pnl_vectors(positions, returns):
    """Linear P&L per scenario, plus the delta-gamma term for option positions."""
    linear = returns[positions.index] @ positions["delta_gbp"]
    gamma = 0.5 * (returns[positions.index] ** 2) @ positions["gamma_gbp"]
    return linear + gamma


def hist_var(pnl, alpha):
    return -np.percentile(pnl, 100 * (1 - alpha))


def expected_shortfall(pnl, alpha):
    cutoff = np.percentile(pnl, 100 * (1 - alpha))
    return -pnl[pnl <= cutoff].mean()


def parametric_var(pnl, alpha):
    return -(pnl.mean() + norm.ppf(1 - alpha) * pnl.std(ddof=1))


def kupiec(exceptions, n, alpha):
    """Proportion-of-failures likelihood ratio test."""
    p = 1 - alpha
    x = exceptions
    if x == 0:
        lr = -2 * n * np.log(1 - p)
    else:
        phat = x / n
        lr = -2 * ((n - x) * np.log(1 - p) + x * np.log(p)
                   - (n - x) * np.log(1 - phat) - x * np.log(phat)
    return lr, 1 - chi2.cdf(lr, df=1)


def traffic_light(exceptions):
    if exceptions <= 4:
        return "GREEN"
    elif exceptions <= 9:
        return "AMBER"
    return "RED"


def build_report(positions, returns, actual_pnl, stress_returns):
    pnl = pnl_vectors(positions, returns.tail(WINDOW))
    stressed = pnl_vectors(positions, stress_returns)
    rows = []
    for a in CONFIDENCE:
        rows.append({
            "confidence": a,
            "hist_var": hist_var(pnl, a) * np.sqrt(HORIZON_DAYS),
            "param_var": parametric_var(pnl, a) * np.sqrt(HORIZON_DAYS),
            "es": expected_shortfall(pnl, a),
    table = pd.DataFrame(rows).set_index("confidence")
    es975 = expected_shortfall(pnl, 0.975)
    svar99 = hist_var(stressed, 0.99)
    back = actual_pnl.tail(250)
    var_series = pd.Series(table.loc[0.99, "hist_var"], index=back.index)
    exceptions = int((back < -var_series).sum())
    lr, pval = kupiec(exceptions, len(back), 0.99)
    return table, es975, svar99, exceptions, lr, pval


def check_limits(table, es975, svar99):
    usage = {
        "var99": table.loc[0.99, "hist_var"] / LIMITS_GBP["var99"],
        "es975": es975 / LIMITS_GBP["es975"],
        "svar99": svar99 / LIMITS_GBP["svar99"],
    }
    for name, u in usage.items():
        if u >= 1.0:
            LOG.error("LIMIT BREACH %s at %.1f%% of limit", name, u * 100)
        elif u >= 0.85:
            LOG.warning("%s at %.1f%% of limit", name, u * 100)
        else:
            LOG.info("%s at %.1f%% of limit", name, u * 100)
    return usage


def send(html, to=("market.risk@bank.example.co.uk",)):
    msg = EmailMessage()
    msg["Subject"] = f"Daily VaR report {date.today():%d %b %Y}"
    msg["From"] = "risk-batch@bank.example.co.uk"
    msg["To"] = ", ".join(to)
    msg.set_content("HTML report attached inline.")
    msg.add_alternative(html, subtype="html")
    with smtplib.SMTP("smtp.bank.example.co.uk", 25, timeout=30) as s:
        s.send_message(msg)


def main():
    setup_logging()
    positions = pd.read_parquet("positions_eod.parquet").set_index("risk_factor")
    returns = pd.read_parquet("rf_returns.parquet")
    stress = returns.loc["2008-06-01":"2009-05-31"]
    actual = pd.read_parquet("hypothetical_pnl.parquet")["pnl_gbp"]
    table, es975, svar99, exc, lr, pval = build_report(positions, returns, actual, stress)
    usage = check_limits(table, es975, svar99)
    LOG.info("backtest: %d exceptions in 250 days (%s), Kupiec LR %.2f p=%.3f"
             exc, traffic_light(exc), lr, pval)
    html = [f"<h3>VaR report {date.today():%d/%m/%Y}</h3><table>"]
    for a, r in table.iterrows():
        html.append(f"<tr><td>{a:.0%}</td><td>£{r.hist_var:,.0f}</td>"
                    f"<td>£{r.param_var:,.0f}</td><td>£{r.es:,.0f}</td></tr>")
    html.append("</table>")
    html.append(f"<p>ES 97.5%: £{es975,.0f} ({usage['es975']:.0%} of limit) &middot; "
                f"sVaR 99%: £{svar99:,.0f} ({usage['svar99']:.0%})</p>")
    html.append(f"<p>Backtest: {exc} exceptions, {traffic_light(exc)}</p>")
    send("\n".join(html))


if __name__ == "__main__":
    main()
