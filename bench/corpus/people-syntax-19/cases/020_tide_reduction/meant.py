"""
測深データの潮位改正 (Tide reduction of single-beam soundings)

横浜港 第3区 の測深記録 (時刻, 緯度, 経度, 測深値) に, 本牧の験潮所の潮位を
時刻で線形補間して差し引き, 最低水面 (CDL) 基準の水深にする.
喫水・音速の補正も入れる.   -- 海上保安庁 海洋情報部 ではなく, 委託測量会社の 佐藤
"""
import bisect
import csv
import sys
from datetime import datetime, timedelta

TRANSDUCER_DRAFT = 0.45     # m, 送受波器の喫水
SOUND_SPEED_SET = 1500.0    # m/s, 測深機に設定した音速
SOUND_SPEED_TRUE = 1512.3   # m/s, CTDから求めた平均音速
CDL_OFFSET = 1.12           # m, 験潮所の観測基準面 - 最低水面
MAX_GAP = timedelta(minutes=30)


def read_tide(path):
    """験潮記録: 'YYYY-MM-DD HH:MM', 潮位(cm)"""
    times, levels = [], []
    with open(path, encoding="shift_jis", newline="") as f:
        for row in csv.reader(f):
            if not row or row[0].startswith("#"):
                continue
            t = datetime.strptime(row[0].strip(), "%Y-%m-%d %H:%M")
            h = float(row[1]) / 100.0 - CDL_OFFSET
            times.append(t)
            levels.append(h)
    order = sorted(range(len(times)), key=lambda i: times[i])
    return [times[i] for i in order], [levels[i] for i in order]


def tide_at(t, times, levels):
    i = bisect.bisect_left(times, t)
    if i < len(times) and times[i] == t:
        return levels[i]
    if i == 0 or i == len(times):
        return None
    t0, t1 = times[i - 1], times[i]
    if t1 - t0 > MAX_GAP:
        return None
    w = (t - t0).total_seconds() / (t1 - t0).total_seconds()
    return levels[i - 1] + w * (levels[i] - levels[i - 1])


def corrected_depth(raw, tide):
    """raw: 測深機の値 (m). 音速補正 -> 喫水 -> 潮位"""
    depth = raw * SOUND_SPEED_TRUE / SOUND_SPEED_SET
    depth += TRANSDUCER_DRAFT
    return depth - tide


def check_tide_jumps(times, levels, limit=0.30):
    """験潮記録の異常値チェック: 隣り合う記録で limit (m) 以上跳んでいたら表示"""
    jumps = []
    for i in range(1, len(times)):
        dt_min = (times[i] - times[i - 1]).total_seconds() / 60
        dh = levels[i] - levels[i - 1]
        if dt_min <= 10 and abs(dh) >= limit:
            jumps.append((times[i], dh))
    for t, dh in jumps[:10]:
        print(f"  潮位の跳び {t:%m/%d %H:%M}: {dh:+.2f} m")
    return len(jumps)


def read_soundings(path):
    with open(path, encoding="utf-8", newline="") as f:
        reader = csv.DictReader(f)
        for row in reader:
            try:
                t = datetime.strptime(row["time"], "%Y/%m/%d %H:%M:%S")
                yield t, float(row["lat"]), float(row["lon"]), float(row["depth"])
            except (KeyError, ValueError):
                continue


def main(sounding_file, tide_file, out_file):
    times, levels = read_tide(tide_file)
    if len(times) < 2:
        sys.exit("潮位データが足りません")
    print(f"潮位: {times[0]:%m/%d %H:%M} 〜 {times[-1]:%m/%d %H:%M}, {len(times)} 点")
    if check_tide_jumps(times, levels):
        print("  験潮記録を確認してください (跳びのある区間もそのまま補間します)")

    n_ok = n_no_tide = 0
    shallowest = None
    tide_min, tide_max = float("inf"), float("-inf")
    with open(out_file, "w", encoding="utf-8", newline="") as f:
        w = csv.writer(f)
        w.writerow(["time", "lat", "lon", "raw_m", "tide_m", "depth_cdl_m"])
        for t, lat, lon, raw in read_soundings(sounding_file):
            tide = tide_at(t, times, levels)
            if tide is None:
                n_no_tide += 1
                continue
            d = corrected_depth(raw, tide)
            tide_min, tide_max = min(tide_min, tide), max(tide_max, tide)
            w.writerow([t.isoformat(), f"{lat:.7f}", f"{lon:.7f}", f"{raw:.2f}", f"{tide:.2f}", f"{d:.2f}"])
            if shallowest is None or d < shallowest[0]:
                shallowest = (d, lat, lon, t)
            n_ok += 1

    print(f"改正済み {n_ok} 点, 潮位なし(欠測・範囲外) {n_no_tide} 点")
    if n_ok:
        print(f"潮位の範囲: {tide_min:+.2f} 〜 {tide_max:+.2f} m (CDL基準)")
        d, lat, lon, t = shallowest
        print(f"最浅部: {d:.2f} m  ({lat:.6f}, {lon:.6f})  {t:%H:%M:%S}")
        if d < 12.0:
            print("注意: 航路計画水深 12 m より浅い点があります")


if __name__ == "__main__":
    if len(sys.argv) != 4:
        print("使い方: python tide_reduction.py soundings.csv honmoku_tide.csv out.csv")
        sys.exit(2)
    main(*sys.argv[1:])
