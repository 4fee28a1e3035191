# fastq_trim.py  -- 简单的 FASTQ 质量修剪 (不依赖 cutadapt, 服务器上没权限装)
# 1) 去掉 3' 端接头 (精确匹配前缀, 允许只出现一部分)
# 2) 滑动窗口: 窗口平均质量 < cutoff 的位置之后全部切掉
# 3) 长度过滤
# 作者: 张同学, 深圳  2024-03
import argparse
import gzip
import sys
from collections import defaultdict

ADAPTERS = {
    "truseq": "AGATCGGAAGAGC",
    "nextera": "CTGTCTCTTATACACATCT",
    "smallrna": "TGGAATTCTCGGGTGCCAAGG",


def open_any(path, mode="rt"):
    if path.endswith(".gz"):
        return gzip.open(path, mode)
    return open(path, mode[0])


def phred(qual_str, offset=33):
    return [ord(c) - offset for c in qual_str]


def find_adapter(seq, adapter, min_overlap=5):
    """返回接头开始的位置; 没有就返回 len(seq)."""
    pos = seq.find(adapter)
    if pos != -1:
        return pos
    # 接头只有一部分在 read 的末尾
    for k in range(len(adapter) - 1, min_overlap - 1, -1):
        if seq.endswith(adapter[:k]):
            return len(seq) - k
    return len(seq)


def window_cut(quals, window, cutoff):
    if len(quals) < window:
        return len(quals) if sum(quals) / max(len(quals), 1) >= cutoff else 0
    for i in range(len(quals) - window + 1):
        if sum(quals[i:i + window]) / window < cutoff:
            return i
    return len(quals)


def read_fastq(fh):
    while (line = fh.readline()):
        header = line.rstrip()
        seq = fh.readline().rstrip()
        plus = fh.readline().rstrip()
        qual = fh.readline().rstrip()
        if not header.startswith("@") or not plus.startswith("+"):
            raise ValueError("FASTQ 格式不对: " + header)
        if len(seq) != len(qual):
            raise ValueError("序列和质量长度不一致: " + header)
        yield header, seq, qual


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("fastq")
    ap.add_argument("-o", "--out", required=True)
    ap.add_argument("-a", "--adapter", default="truseq", choices=sorted(ADAPTERS))
    ap.add_argument("-w", "--window", type=int, default=4)
    ap.add_argument("-q", "--cutoff", type=int, default=20)
    ap.add_argument("-m", "--min-len", type=int, default=18)
    args = ap.parse_args()

    adapter = ADAPTERS[args.adapter]
    n_in = n_out = n_adapter = n_short = 0
    bases_in = bases_out = 0
    qsum = defaultdict(int)
    qcount = defaultdict(int)

    with open_any(args.fastq) as fin, open_any(args.out, "wt") as fout:
        for header, seq, qual in read_fastq(fin):
            n_in += 1
            bases_in += len(seq)
            quals = phred(qual)
            for i, q in enumerate(quals):
                qsum[i] += q
                qcount[i] += 1
            end = find_adapter(seq, adapter)
            if end < len(seq):
                n_adapter += 1
            end = min(end, window_cut(quals[:end], args.window, args.cutoff))
            if end < args.min_len：
                n_short += 1
                continue
            fout.write(f"{header}\n{seq[:end]}\n+\n{qual[:end]}\n")
            n_out += 1
            bases_out += end

    if n_in == 0:
        print("输入文件是空的", file=sys.stderr)
        sys.exit(1)

    print(f"reads 输入:     {n_in:>10,}")
    print(f"含接头:         {n_adapter:>10,}  ({100 * n_adapter / n_in:.1f}%)")
    print(f"太短被丢弃:     {n_short:>10,}  (< {args.min_len} bp)")
    print(f"reads 输出:     {n_out:>10,}  ({100 * n_out / n_in:.1f}%)")
    print(f"碱基 输入/输出: {bases_in:,} / {bases_out:,}")
    print("\n每个位置的平均质量 (每 10 bp):")
    for i in sorted(qcount)[::10]:
        mean_q = qsum[i] / qcount[i]
        bar = "#" * int(mean_q // 2)
        print(f"  {i + 1:>4}  {mean_q:5.1f}  {bar}")


if __name__ == "__main__":
    main()
