"""
Báo cáo tuần cho phòng kinh doanh - chạy bằng DuckDB trên các file parquet xuất từ ERP.

Mỗi báo cáo là một câu SQL (có tham số tuần) cộng cấu hình định dạng; kết quả ghi vào
một file Excel, mỗi báo cáo một sheet. Chạy sáng thứ Hai bằng Task Scheduler.
Người viết: Trần Minh Anh - chuyên viên phân tích dữ liệu, TP.HCM
"""
import datetime as dt
import sys
from pathlib import Path

import duckdb
import pandas as pd

PARQUET = Path("D:/erp_export")
OUT = Path("D:/bao_cao")

VIEWS = {
    "don_hang": "orders/*.parquet",
    "chi_tiet": "order_lines/*.parquet",
    "khach_hang": "customers.parquet",
    "san_pham": "products.parquet",
}

REPORTS = {
    "doanh_thu_theo_kenh": {
        "title": "Doanh thu theo kênh bán",
        "sql": """
            SELECT d.kenh_ban                     AS kenh,
                   COUNT(DISTINCT d.ma_don)       AS so_don,
                   SUM(c.so_luong * c.don_gia)    AS doanh_thu,
                   SUM(c.so_luong * c.don_gia) / COUNT(DISTINCT d.ma_don) AS gia_tri_don_tb
            FROM don_hang d
            JOIN chi_tiet c USING (ma_don)
            WHERE d.ngay_dat >= $tu_ngay AND d.ngay_dat < $den_ngay
              AND d.trang_thai <> 'HUY'
            GROUP BY 1
            ORDER BY doanh_thu DESC
        """,
        "money_cols": ["doanh_thu", "gia_tri_don_tb"],
    }
    "top_san_pham": {
        "title": "Top 20 sản phẩm",
        "sql": """
            SELECT p.ma_sp, p.ten_sp, p.nganh_hang,
                   SUM(c.so_luong)             AS so_luong,
                   SUM(c.so_luong * c.don_gia) AS doanh_thu
            FROM chi_tiet c
            JOIN don_hang d USING (ma_don)
            JOIN san_pham p USING (ma_sp)
            WHERE d.ngay_dat >= $tu_ngay AND d.ngay_dat < $den_ngay
            GROUP BY ALL
            ORDER BY doanh_thu DESC
            LIMIT 20
        "",
        "money_cols": ["doanh_thu"],
    },
    "khach_hang_moi": {
        "title": "Khách hàng mới theo tỉnh",
        "sql": """
            SELECT k.tinh_thanh, COUNT(*) AS khach_moi
            FROM khach_hang k
            WHERE k.ngay_tao >= $tu_ngay AND k.ngay_tao < $den_ngay
            GROUP BY 1
            ORDER BY khach_moi DESC
        """,
        "money_cols": [],
    },
}


def week_bounds(today: dt.date) -> tuple[dt.date, dt.date]:
    """Tuần trước, từ thứ Hai đến hết Chủ nhật."""
    this_monday = today - dt.timedelta(days=today.weekday())
    return this_monday - dt.timedelta(days=7), this_monday


def connect() -> duckdb.DuckDBPyConnection:
    con = duckdb.connect()
    for name, pattern in VIEWS.items():
        con.execute(f"CREATE VIEW {name} AS SELECT * FROM read_parquet('{(PARQUET / pattern).as_posix()}')")
    return con


def run_report(con, key: str, tu_ngay: dt.date, den_ngay: dt.date) -> pd.DataFrame:
    conf = REPORTS[key]
    df = con.execute(conf["sql"], {"tu_ngay": tu_ngay, "den_ngay": den_ngay}).df()
    for col in conf["money_cols"]:
        df[col] = df[col].round(0).astype("int64")
    return df


def write_excel(results: dict, path: Path, tu_ngay: dt.date, den_ngay: dt.date) -> None:
    with pd.ExcelWriter(path, engine="xlsxwriter") as xw:
        money = xw.book.add_format({"num_format": "#,##0 ₫"})
        for key, df in results.items():
            sheet = key[:31]
            df.to_excel(xw, sheet_name=sheet, index=False, startrow=2)
            ws = xw.sheets[sheet]
            ws.write(0, 0, f"{REPORTS[key]["title"]} ({tu_ngay:%d/%m} - {den_ngay - dt.timedelta(days=1):%d/%m/%Y})")
            for i, col in enumerate(df.columns):
                fmt = money if col in REPORTS[key]["money_cols"] else None
                ws.set_column(i, i, max(12, len(col) + 2), fmt)


def main() -> int:
    today = dt.date.fromisoformat(sys.argv[1]) if len(sys.argv) > 1 else dt.date.today()
    tu_ngay, den_ngay = week_bounds(today)
    con = connect()
    results = {key: run_report(con, key, tu_ngay, den_ngay) for key in REPORTS}
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / f"bao_cao_tuan_{tu_ngay:%Y_%m_%d}.xlsx"
    write_excel(results, path, tu_ngay, den_ngay)
    print(f"Đã ghi {path} ({', '.join(f'{k}: {len(v)} dòng' for k, v in results.items())})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
