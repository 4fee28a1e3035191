## Greenhouse trial 2023 - drought x inoculation, seedling height over time
## mixed model with plot as random effect (random slope for day)
## Dr. M. Okonkwo - analysis for the resubmission (reviewer 2, comment 4)

import numpy as np
import pandas as pd
import statsmodels.formula.api as smf
import statsmodels.api as sm
import matplotlib.pyplot as plt
import seaborn as sns

sns.set_theme(style="ticks", context="paper")

df = pd.read_csv("greenhouse2023_heights_long.csv")
# columns: plot, plant, treatment, inoculated, day, height_cm
df = df.dropna(subset=["height_cm"])
df["treatment"] = pd.Categorical(df["treatment"], categories=["control", "mild", "severe"])
df["inoculated"] = df["inoculated"].map({"yes": 1, "no": 0})
df["log_h"] = np.log(df["height_cm"])
print(df.groupby(["treatment", "inoculated"])["plant"].nunique())

# reviewer wanted control as the reference level explicitly
formula = "log_h ~ C(treatment, Treatment(reference='control')) * day + inoculated * day"

md = smf.mixedlm(formula, data=df, groups=df["plot"], re_formula="~day")
fit = md.fit(reml=False, method=["lbfgs"], maxiter=500)
print(fit.summary())
if not fit.converged:
    print("WARNING: full model did not converge - try method='nm' or more iterations")
print("random effects covariance:\n", fit.cov_re.round(5))
# ICC-ish: share of intercept variance due to plot
print("plot variance share:", round(fit.cov_re.iloc[0, 0] / (fit.cov_re.iloc[0, 0] + fit.scale), 3))

# the same without the inoculation terms, LRT (ML fits, so this is ok)
md0 = smf.mixedlm("log_h ~ C(treatment, Treatment(reference='control')) * day",
                  data=df, groups=df["plot"], re_formula="~day")
fit0 = md0.fit(reml=False, method=["lbfgs"], maxiter=500)
lr = 2 * (fit.llf - fit0.llf)
df_diff = len(fit.fe_params) - len(fit0.fe_params)
from scipy.stats import chi2
p_lr = chi2.sf(lr, df_diff)
print(f"LRT inoculation: chi2({df_diff}) = {lr:.2f}, p = {p_lr:.4f}")
print(f"AIC full = {fit.aic:.1f}, AIC reduced = {fit0.aic:.1f}")

# residual checks
resid = fit.resid
fitted = fit.fittedvalues
fig, ax = plt.subplots(1, 2, figsize=(8, 3.2))
ax[0].scatter(fitted, resid, s=6, alpha=0.4, edgecolor="none")
ax[0].axhline(0, color="k", lw=0.7)
ax[0].set_xlabel("fitted log(height)")
ax[0].set_ylabel("residual")
sm.qqplot(resid, line="45", fit=True, ax=ax[1], markersize=2, alpha=0.5)
ax[1].set_title("normal Q-Q of residuals", fontsize=9)
fig.tight_layout()
fig.savefig("figS4_residuals.pdf")

# predicted trajectories (fixed effects only) on the original scale
days = np.arange(df["day"].min(), df["day"].max() + 1)
grid = pd.DataFrame(
    [(t, i, d) for t in df["treatment"].cat.categories for i in (0, 1) for d in days],
    columns=["treatment", "inoculated", "day"],
)
grid["treatment"] = pd.Categorical(grid["treatment"], categories=df["treatment"].cat.categories)
grid["pred_cm"] = np.exp(fit.predict(exog=grid))

pal = dict(zip(["control", "mild", "severe"], sns.color_palette("viridis_r", 3)))
fig, ax = plt.subplots(figsize=(4.5, 3.4))
sns.lineplot(data=df, x="day", y="height_cm", hue="treatment", style="inoculated",
             estimator="mean", errorbar=("se", 1), palette=pal, markers=True, dashes=False,
             err_style="bars", lw=0, ax=ax, legend=False, alpha=0.6, markersize=4)
for (t, i), g in grid.groupby(["treatment", "inoculated"], observed=True):
    ax.plot(g["day"], g["pred_cm"], color=pal[t], ls="-" if i else "--", lw=1.2,
            label=f"{t}, {'inoc.' if i else 'non-inoc.'}")
ax.set_xlabel("days after sowing")
ax.set_ylabel("seedling height (cm)")
ax.legend(fontsize=7, frameon=False, title="model fit", title_fontsize=7)
sns.despine(fig)
fig.tight_layout()
fig.savefig("fig2_heights_mixedmodel.pdf")

coef = fit.fe_params.to_frame("estimate").join(fit.bse.rename("se")).join(fit.pvalues.rename("p"))
coef.to_csv("table2_fixed_effects.csv", float_format="%.4f")
