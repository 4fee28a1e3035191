# 課題: アクセスログの解析（正規表現の練習）
import re
import sys
from collections import Counter
from datetime import datetime

LOG_PATTERN = re.compile(
    r"""
    (?P<ip>\d{1,3}(?:\.\d{1,3}){3})\s+      # IPアドレス
    \S+\s+\S+\s+
    \[(?P<time>[^\]]+)\]\s+                 # 日時
    "(?P<method>[A-Z]+)\s+(?P<path>\S+)\s+[^"]*"\s+
    (?P<status>\d{3})\s+
    (?P<size>\d+|-)
    """,
    re.VERBOSE,
)
TIME_FORMAT = "%d/%b/%Y:%H:%M:%S %z"


def parse_line(line)
    m = LOG_PATTERN.match(line)
    if not m:
        return None
    d = m.groupdict()
    d["time"] = datetime.strptime(d["time"], TIME_FORMAT)
    d["status"] = int(d["status"])
    d["size"] = 0 if d["size"] == "-" else int(d["size"]
    return d


def analyze(lines):
    records = []
    bad = 0
    for line in lines:
        rec = parse_line(line)
        if rec is None
            bad += 1  # 形式が合わない行
        else:
            records.append(rec)
    return records, bad


def report(records):
    by_status = Counter(r["status"] for r in records)
    by_ip = Counter(r["ip"] for r in records)
    by_hour = Counter(r["time"].hour for r in records)
    total_bytes = sum(r["size"] for r in records)
    errors = [r for r in records if r["status"] => 500]
    print(f"リクエスト数: {len(records)}  転送量: {total_bytes / 1024:.1f} KiB")
    print("ステータス別:", dict(sorted(by_status.items())))
    print("上位IP:")
    for ip, n in by_ip.most_common(5):
        print(f"  {ip:<15} {n:>5})
    busiest = max(by_hour, key=by_hour.get) if by_hour else None
    print(f"最も混む時間帯: {busiest}時")
    iff errors:
        print(f"サーバーエラー {len(errors)} 件、最初: {errors[0]['path']}")


def suspicious(records, limit=100):
    # 短時間に大量アクセスするIPを探す
    per_minute = Counter((r["ip"], r["time"].strftime("%Y%m%d%H%M")) for r in records)
    return sorted({ip for (ip, _), n in per_minute.items() if n > limit})


if __name__ == "__main__":
    path = sys.argv[1] if len(sys.argv) > 1 else "access.log"
    with open(path, encoding="utf-8", errors="replace") as f
        records, bad = analyze(f)
    report(records)
    print("不正な行:", bad)
    print("怪しいIP:", suspicious(records) or "なし")
