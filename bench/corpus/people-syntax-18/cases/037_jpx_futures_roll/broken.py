"""限月ロールカレンダー作成ツール（商品・指数先物デスク、東京）

日経225先物（ラージ／ミニ）、TOPIX先物、JGB先物、金標準先物の
SQ日・最終取引日・ロール開始日を計算して、カレンダーCSVとSlack用テキストを出す。
祝日は内閣府の祝日CSV（syukujitsu.csv, Shift_JIS）を読む。
"""
import calendar
import csv
import logging
from datetime import date, timedelta
from pathlib import Path

logging.basicConfig(level=logging.INFO, format="%(asctime)s [%(levelname)s] %(message)s")
log = logging.getLogger("roll")

祝日CSV = Path("syukujitsu.csv")
年末年始 = [(12, 31), (1, 1), (1, 2), (1, 3)]

商品 = {
    "NK225": {"限月": (3, 6, 9, 12), "種類": "sq", "ロール営業日前": 5},
    "NK225mini": {"限月": tuple(range(1, 13)), "種類": "sq", "ロール営業日前": 3},
    "TOPIX": {"限月": (3, 6, 9, 12), "種類": "sq", "ロール営業日前": 5,
    "JGB10": {"限月": (3, 6, 9, 12), "種類": "jgb", "ロール営業日前": 7},
    "GOLD": {"限月": (2, 4, 6, 8, 10, 12), "種類": "gold", "ロール営業日前": 4},
}


def 祝日読込(path):
    祝日 = set()
    if not path.exists():
        log.warning("祝日CSVがありません: %s（週末のみで計算）", path)
        return 祝日
    with path.open(encoding="shift_jis", newline="") as f:
        for 行 in csv.reader(f):
            try:
                y, m, d = (int(x) for x in 行[0].split("/"))
            except ValueError:
                continue
            祝日.add(date(y, m, d))
    return 祝日


def 営業日か(d, 祝日):
    return d.weekday() < 5 and d not in 祝日 and (d.month, d.day) not in 年末年始


def 前営業日(d, 祝日, n=1):
    while n > 0:
        d -= timedelta(days=1)
        if 営業日か(d, 祝日):
            n -= 1
    return d


def 第n金曜日(年, 月, n=2):
    最初 = date(年, 月, 1)
    ずれ = (calendar.FRIDAY - 最初.weekday()) % 7
    return 最初 + timedelta(days=ずれ + 7 * （n - 1）)


def sq日(年, 月, 祝日):
    d = 第n金曜日(年, 月)
    # SQ日が休業日なら前営業日に繰り上げ
    while not 営業日か(d, 祝日):
        d -= timedelta(days=1)
    return d


def 最終取引日(商品名, 年, 月, 祝日):
    種類 = 商品[商品名]["種類"]
    if 種類 == "sq":
        return 前営業日(sq日(年, 月, 祝日), 祝日)
    if 種類 = "jgb":
        # 受渡決済期日（20日、休業日なら繰下げ）の5営業日前
        受渡 = date(年, 月, 20)
        while not 営業日か(受渡, 祝日):
            受渡 += timedelta(days=1)
        return 前営業日(受渡, 祝日, 5)
    if 種類 == "gold":
        # 受渡日（月末営業日）の前営業日から数えて2営業日前
        末日 = date(年, 月, calendar.monthrange(年, 月)[1]
        while not 営業日か(末日, 祝日):
            末日 -= timedelta(days=1)
        return 前営業日(末日, 祝日, 3)
    raise ValueError(f"不明な種類: {種類}")


def カレンダー(年, 祝日):
    行 = []
    for 名, 仕様 in 商品.items():
        for 月 in 仕様["限月"]:
            最終 = 最終取引日(名, 年, 月, 祝日)
            ロール = 前営業日(最終, 祝日, 仕様["ロール営業日前"])
            行.append({
                "商品": 名,
                "限月": f"{年}{月:02d}",
                "最終取引日": 最終,
                "ロール開始": ロール,
                "残日数": (最終 - date.today()).days,
            })
    return sorted(行, key=lambda r: (r["ロール開始"], r["商品"]))


def 出力(行, 出力先):
    with 出力先.open("w", encoding="utf-8-sig", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(行[0]))
        w.writeheader()
        w.writerows(行)
    log.info("%d 行を %s に書き出しました", len(行), 出力先)


def slack_text(行, 日数=30):
    今日 = date.today()
    近い = [r for r in 行 if 0 <= (r["ロール開始"] - 今日).days <= 日数]
    if not 近い:
        return f"今後{日数}日間にロール予定はありません。"
    本文 = [f"*今後{日数}日間のロール予定*"]
    for r in 近い:
        本文.append(f"• {r['商品']:<10} {r['限月']}  ロール開始 {r['ロール開始']:%m/%d(%a)}  最終取引日 {r['最終取引日']:%m/%d}")
    return "\n".join(本文)


if __name__ == "__main__":
    祝日 = 祝日読込(祝日CSV)
    年 = date.today().year
    行 = カレンダー(年, 祝日) + カレンダー(年 + 1, 祝日)
    出力(行, Path(f"roll_calendar_{年}_{年 + 1}.csv"))
    print(slack_text(行))
