# -*- coding: utf-8 -*-
"""
二叉树 (CRR) 定价美式期权 —— 实习作业, 深圳某私募量化组
1. CRR 树定价美式 / 欧式期权, 支持连续股息率
2. 与 Black-Scholes 对比收敛性 (步数 N = 10 ... 2000)
3. 找出提前行权边界 (美式看跌)
"""
import math
import time

import numpy as np

参数 = {
    "S0": 3.85,        # 50ETF 现价
    "K": 4.00,
    "T": 0.5,          # 年
    "r": 0.018,        # 无风险利率 (SHIBOR 近似)
    "q": 0.021,        # 股息率
    "sigma": 0.22,
}


def crr_tree(S0, K, T, r, q, sigma, N, option="put", american=True, boundary=False):
    dt = T / N
    u = math.exp(sigma * math.sqrt(dt))
    d = 1.0 / u
    disc = math.exp(-r * dt)
    p = (math.exp((r - q) * dt) - d) / (u - d)
    if not 0.0 < p < 1.0:
        raise ValueError(f"风险中性概率 p={p:.4f} 不在 (0,1) 内, 步数太少?")

    # 到期时各节点价格: S0 * u^(N-j) * d^j, j = 0..N
    j = np.arange(N + 1)
    S = S0 * u ** (N - j) * d ** j
    if option == "call":
        V = np.maximum(S - K, 0.0)
    else:
        V = np.maximum(K - S, 0.0)

    边界 = []
    for step in range(N - 1, -1, -1):
        S = S[:-1] / u                      # 回退一步: S0 * u^(step-j) * d^j
        V = disc * (p * V[:-1] + (1 - p) * V[1:])
        if american:
            exercise = (S - K) if option == "call" else (K - S)
            early = exercise > V
            V = np.where(early, exercise, V)
            if boundary and option == "put" and early.any():
                # 该时刻最高的提前行权价格
                边界.append((step * dt, S[early].max()))
    if boundary:
        return V[0], 边界[::-1]
    return V[0]


def norm_cdf(x):
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def black_scholes(S0, K, T, r, q, sigma, option="put"):
    d1 = (math.log(S0 / K) + (r - q + 0.5 * sigma * sigma) * T) / (sigma * math.sqrt(T))
    d2 = d1 - sigma * math.sqrt(T)
    if option == "call":
        return S0 * math.exp(-q * T) * norm_cdf(d1) - K * math.exp(-r * T) * norm_cdf(d2)
    return K * math.exp(-r * T) * norm_cdf(-d2) - S0 * math.exp(-q * T) * norm_cdf(-d1)


def 收敛测试(prm):
    bs = black_scholes(**prm, option="put")
    print(f"Black-Scholes 欧式看跌: {bs:.6f}")
    print(f"{'N':>6} {'欧式':>10} {'误差':>10} {'美式':>10} {'提前行权溢价':>12} {'耗时ms':>8}")
    for N in (10, 50, 100, 250, 500, 1000, 2000):
        t0 = time.perf_counter()
        eu = crr_tree(**prm, N=N, option="put", american=False)
        am = crr_tree(**prm, N=N, option="put", american=True)
        ms = (time.perf_counter() - t0) * 1000
        print(f"{N:>6} {eu:>10.6f} {eu - bs:>+10.2e} {am:>10.6f} {am - eu:>12.6f} {ms:>8.1f}")


def 平均奇偶(prm, N):
    """CRR 价格随 N 奇偶振荡, 取 N 和 N+1 的平均更稳定."""
    a = crr_tree(**prm, N=N, option="put", american=True)
    b = crr_tree(**prm, N=N + 1, option="put", american=True)
    return 0.5 * (a + b)


def 打印边界(prm, N=500):
    价格, 边界 = crr_tree(**prm, N=N, option="put", american=True, boundary=True)
    print(f"\n美式看跌 (N={N}) = {价格:.6f}, 奇偶平均 = {平均奇偶(prm, N):.6f}")
    print("提前行权边界 (剩余期限 -> 临界价格):")
    for t, s in 边界[:: max(1, len(边界) // 10)]:
        剩余 = prm["T"] - t
        print(f"  剩余 {剩余:5.3f} 年  S* = {s:.4f}  ({s / prm['K']:.1%} of K)")


def 希腊字母(prm, N=400, h=0.01):
    """用树做有限差分: delta, gamma (中心差分), vega."""
    base = crr_tree(**prm, N=N)
    up = crr_tree(**{**prm, "S0": prm["S0"] * (1 + h)}, N=N)
    dn = crr_tree(**{**prm, "S0": prm["S0"] * (1 - h)}, N=N)
    dS = prm["S0"] * h
    delta = (up - dn) / (2 * dS)
    gamma = (up - 2 * base + dn) / (dS ** 2)
    v_up = crr_tree(**{**prm, "sigma": prm["sigma"] + 0.01}, N=N)
    vega = v_up - base
    return {"价格": base, "delta": delta, "gamma": gamma, "vega(1%)": vega}


if __name__ == "__main__":
    收敛测试(参数)
    打印边界(参数)
    for k, v in 希腊字母(参数).items():
        print(f"{k:>10}: {v: .5f}")
