# 棚卸差異レポート（実棚 vs 基幹システム在庫）
# 作成: 大阪第二倉庫 在庫管理課 山本
# 以前は Access のクエリで出していたものを pandas に移植。
# 使い方: python stock_count_variance.py 2024-09

import sys
from pathlib import Path

import pandas as pd
from openpyxl import load_workbook
from openpyxl.formatting.rule import CellIsRule
from openpyxl.styles import Font, PatternFill

BASE = Path("Z:/在庫管理/棚卸")
KEY_COLUMNS = ["倉庫コード", "ロケーション", "品番"]
TOLERANCE_PCT = 2.0          # 差異率がこれ以下なら「許容範囲」
HIGH_VALUE = 50000           # 差異金額がこれ以上なら要再カウント

RED_FILL = PatternFill(start_color="F8CBAD", end_color="F8CBAD", fill_type="solid")
YELLOW_FILL = PatternFill(start_color="FFF2CC", end_color="FFF2CC", fill_type="solid")


def load_count(month):
    """ハンディ端末の実棚データ（CSV, Shift_JIS）"""
    files = sorted((BASE / month / "実棚").glob("count_*.csv"))
    if not files:
        raise FileNotFoundError(f"実棚データがありません: {BASE / month}")
    frames = [pd.read_csv(f, encoding="cp932", dtype={"品番": str}) for f in files]
    df = pd.concat(frames, ignore_index=True)
    # 同じロケーションを二人で数えた場合は合計
    return df.groupby(KEY_COLUMNS, as_index=False)["実棚数"].sum()


def load_system(month):
    """基幹システムから出した帳簿在庫（Excel）"""
    df = pd.read_excel(BASE / month / "帳簿在庫.xlsx", dtype={"品番": str})
    return df[KEY_COLUMNS + ["品名", "帳簿数", "単価"]]


def compare(count, system):
    merged = system.merge(count, on=KEY_COLUMNS, how="outer", indicator=True)
    merged["帳簿数"] = merged["帳簿数"].fillna(0)
    merged["実棚数"] = merged["実棚数"].fillna(0)
    merged["単価"] = merged["単価"].fillna(0)
    merged["差異数"] = merged["実棚数"] - merged["帳簿数"]
    merged["差異金額"] = merged["差異数"] * merged["単価"]
    merged["差異率%"] = (merged["差異数"].abs() / merged["帳簿数"].where(merged["帳簿数"] != 0) * 100).round(1)

    def judge(row):
        if row["_merge"] == "right_only":
            return "帳簿なし"
        if row["_merge"] == "left_only":
            return "未カウント"
        if row["差異数"] == 0:
            return "一致"
        if pd.isna(row["差異率%"]) or row["差異率%"] > TOLERANCE_PCT or abs(row["差異金額"]) >= HIGH_VALUE:
            return "要再カウント"
        return "許容範囲"

    merged["判定"] = merged.apply(judge, axis=1)
    return merged.drop(columns="_merge").sort_values(["判定", "差異金額"], key=lambda s: s.abs() if s.dtype != object else s)


def write_report(df, month):
    out = BASE / month / f"棚卸差異_{month}.xlsx"
    columns = [
        "倉庫コード", "ロケーション", "品番", "品名",
        "帳簿数", "実棚数", "差異数", "単価",
        "差異金額", "差異率%", "判定",
    ]
    with pd.ExcelWriter(out, engine="openpyxl") as writer:
        df[columns].to_excel(writer, sheet_name="差異一覧", index=False)
        summary = df.groupby("判定").agg(n=("品番", "count"), amount=("差異金額", "sum"))
        summary = summary.rename(columns={"n": "件数", "amount": "差異金額"})
        summary.to_excel(writer, sheet_name="集計")

    wb = load_workbook(out)
    ws = wb["差異一覧"]
    for cell in ws[1]:
        cell.font = Font(bold=True)
    last = ws.max_row
    ws.conditional_formatting.add(f"K2:K{last}", CellIsRule(operator="equal", formula=['"要再カウント"'], fill=RED_FILL))
    ws.conditional_formatting.add(f"K2:K{last}", CellIsRule(operator="equal", formula=['"未カウント"'], fill=YELLOW_FILL))
    for col, width in {"A": 10, "B": 12, "C": 14, "D": 40, "K": 14}.items():
        ws.column_dimensions[col].width = width
    ws.freeze_panes = "A2"
    wb.save(out)
    return out


def main():
    if len(sys.argv) < 2:
        print("使い方: python stock_count_variance.py YYYY-MM")
        sys.exit(1)
    month = sys.argv[1]
    result = compare(load_count(month), load_system(month))
    path = write_report(result, month)
    n_bad = (result["判定"] == "要再カウント").sum()
    print(f"出力しました: {path}")
    print(f"要再カウント {n_bad} 件 / 全 {len(result)} 件")


if __name__ == "__main__":
    main()
