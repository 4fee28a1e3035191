# 在庫チェック用スクリプト
# 毎朝、基幹システムから出力したCSVを読んで、発注が必要な商品を一覧にする。
import csv
import datetime
from pathlib import Path

CSV_DIR = Path(r"\\fileserver\共有\在庫")
OUT_DIR = Path.home() / "Desktop"


def load(path):
    rows = []
    with open(path, encoding="cp932", newline="") as f:
        reader = csv.DictReader(f)
        for row in reader:
            row["在庫数"] = int(row["在庫数"])
            row["発注点"] = int(row["発注点"])
            rows.append(row)
    return rows


def needs_order(row):
    # 在庫数が発注点を下回ったら発注する
    return row["在庫数"] < row["発注点"]


def main():
    today = datetime.date.today()
    files = sorted(CSV_DIR.glob("zaiko_*.csv"))
    if not files:
        print("CSVファイルが見つかりません")
        return
    latest = files[-1]
    rows = load(latest)
    targets = [r for r in rows if needs_order(r)]

    lines = []
    lines.append("発注リスト".center(30, "="))
    lines.append(f"作成日: {today:%Y/%m/%d}　元データ: {latest.name}")
    for r in targets:
        発注点 = r["発注点"]
        不足 = 発注点 - r["在庫数"]
        lines.append(f"{r['商品コード']}  {r['商品名']}  不足 {不足} 個")
    if not targets:
        lines.append("発注が必要な商品はありません")

    out = OUT_DIR / f"発注リスト_{today:%Y%m%d}.txt"
    out.write_text("\n".join(lines), encoding="utf-8")
    print(f"{len(targets)} 件を {out} に書き出しました")


if __name__ == "__main__":
    main()
