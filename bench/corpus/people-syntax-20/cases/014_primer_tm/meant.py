# primer_tm.py - プライマーのTm計算とペアのチェック
# 最近接塩基対法 (SantaLucia 1998 の統一パラメータ) + Owczarzy の Mg2+ 補正は
# 面倒なので Na+ 換算 (von Ahsen 2001) で済ませる。
# 研究室の Excel シートと同じ値になることは確認済み (±0.3 °C)。
import math
import sys

# ΔH (kcal/mol), ΔS (cal/K/mol)  5'->3' / 3'->5'
NN = {
    "AA": (-7.9, -22.2),
    "AT": (-7.2, -20.4),
    "TA": (-7.2, -21.3),
    "CA": (-8.5, -22.7),
    "GT": (-8.4, -22.4),
    "CT": (-7.8, -21.0),
    "GA": (-8.2, -22.2),
    "CG": (-10.6, -27.2),
    "GC": (-9.8, -24.4),
    "GG": (-8.0, -19.9),
}
INIT_GC = (0.1, -2.8)
INIT_AT = (2.3, 4.1)
R = 1.987  # cal/K/mol

COMP = {"A": "T", "T": "A", "G": "C", "C": "G"}


def revcomp(seq):
    return "".join(COMP[b] for b in reversed(seq))


def nn_param(pair):
    if pair in NN:
        return NN[pair]
    # TT = AA の相補など、表にない組は相補鎖で引く
    return NN[revcomp(pair)]


def tm_nn(seq, oligo_nM=250.0, na_mM=50.0, mg_mM=1.5, dntp_mM=0.2):
    seq = seq.upper().replace(" ", "")
    dH = dS = 0.0
    for i in range(len(seq) - 1):
        h, s = nn_param(seq[i:i + 2])
        dH += h
        dS += s
    for end in (seq[0], seq[-1]):
        h, s = INIT_GC if end in "GC" else INIT_AT
        dH += h
        dS += s
    # Mg2+ を Na+ に換算 (dNTP がキレートする分を引く)
    free_mg = max(mg_mM - dntp_mM, 0.0)
    na_eq = na_mM + 120.0 * math.sqrt(free_mg)
    dS += 0.368 * (len(seq) - 1) * math.log(na_eq / 1000.0)
    ct = oligo_nM * 1e-9 / 4.0
    tm = (dH * 1000.0) / (dS + R * math.log(ct)) - 273.15
    return tm, dH, dS


def tm_wallace(seq):
    """2(A+T) + 4(G+C)。短いプライマーの目安だけ。"""
    seq = seq.upper()
    return 2 * (seq.count("A") + seq.count("T")) + 4 * (seq.count("G") + seq.count("C"))


def gc_content(seq):
    seq = seq.upper()
    return 100.0 * (seq.count("G") + seq.count("C")) / len(seq)


def self_complementary_3prime(seq, n=4):
    """3'末端 n 塩基が自分自身や相手と相補的ならプライマーダイマーの恐れ。"""
    tail = seq[-n:]
    return revcomp(tail) in seq


def check_pair(fwd, rev):
    tf, _, _ = tm_nn(fwd)
    tr, _, _ = tm_nn(rev)
    warnings = []
    if abs(tf - tr) > 3.0:
        warnings.append(f"Tm の差が大きい ({abs(tf - tr):.1f} °C)")
    for name, s in (("F", fwd), ("R", rev)):
        gc = gc_content(s)
        if not 40.0 <= gc <= 60.0:
            warnings.append(f"{name}: GC {gc:.0f}% (40-60% 推奨)")
        if s[-1] not in "GC":
            warnings.append(f"{name}: 3'末端が G/C でない (GC clamp なし)")
        if self_complementary_3prime(s):
            warnings.append(f"{name}: 3'末端が自己相補的")
    if revcomp(fwd[-4:]) in rev:
        warnings.append("F と R の 3'末端が相補的 (ダイマー)")
    ta = min(tf, tr) - 3.0
    return tf, tr, ta, warnings


def main(path):
    with open(path, encoding="utf-8") as f:
        rows = [line.split() for line in f if line.strip() and not line.startswith("#")]
    print(f"{'名前':<12}{'Tm F':>7}{'Tm R':>7}{'Ta':>7}  注意")
    for row in rows:
        if len(row) != 3:
            print("行の形式が違う:", " ".join(row), file=sys.stderr)
            continue
        name, fwd, rev = row
        tf, tr, ta, warnings = check_pair(fwd, rev)
        print(f"{name:<12}{tf:7.1f}{tr:7.1f}{ta:7.1f}  {'; '.join(warnings) or 'OK'}")
        print(f"{'':<12}Wallace: {tm_wallace(fwd)} / {tm_wallace(rev)} °C")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "primers.txt")
