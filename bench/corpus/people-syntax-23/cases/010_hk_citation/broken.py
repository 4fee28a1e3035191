# hk_citation.py  --  將案件資料整理成標準引用格式 (HKLII neutral citation)
# 律師行見習律師用：寫 memo 時由 Excel 表 copy 出嚟嘅 CSV 轉成引用
# 例子：HKSAR v Chan Tai Man [2023] HKCFA 12; (2023) 26 HKCFAR 345
import csv
import re
import sys

法院 = {
    "HKCFA": ("終審法院", "Court of Final Appeal"),
    "HKCA": ("上訴法庭", "Court of Appeal"),
    "HKCFI": ("原訟法庭", "Court of First Instance"),
    "HKDC": ("區域法院", "District Court"),
    "HKFC": ("家事法庭", "Family Court"),
    "HKLT": ("土地審裁處", "Lands Tribunal"),
}

# 案件編號：FACV 1/2023, CACV 123/2022, HCA 4567/2021, DCCJ 890/2020
案件編號_RE = re.compile(r"^(FAC[VC]|CAC[VC]|HCA|HCAL|HCMP|DCCJ|DCEC|LDBM)\s*(\d+)\s*/\s*(\d{4})$")
報告_RE = re.compile(r"^\((\d{4})\)\s*(\d+)\s*(HKCFAR|HKLRD|HKC)\s*(\d+)$")


def 中立引用(年份, 法院代號, 號碼):
    if 法院代號 not in 法院:
        raise ValueError(f"未知法院代號: {法院代號}")
    return f"[{年份}] {法院代號} {int(號碼)}"


assert 中立引用("2023", "HKCFA", "012") == [2023] HKCFA 12


def 格式化(行):
    雙方 = 行["parties_en"].strip().replace(" v. ", " v ")
    引用 = 中立引用(行["year"], 行["court"], 行["no"])
    部分 = [f"{雙方} {引用}"]
    if 行.get("report"):
        m = 報告_RE.match（行["report"].strip())
        if m：
            部分.append(行["report"].strip())
        else:
            print("  報告引用格式唔啱:", 行["report"], file=sys.stderr)
    if 行.get("action_no"):
        if 案件編號_RE.match(行["action_no"].strip()):
            部分.append(f"({行['action_no'].strip()})")
        else:
            print("  案件編號格式唔啱:", 行["action_no"], file=sys.stderr)
    英文 = "; ".join(部分)
    中文 = "{}（{}）{}".format(行.get("parties_zh", ""), 法院[行["court"]][0], 引用)
    return 英文, 中文


def main():
    路徑 = sys.argv[1] if len(sys.argv) > 1 else "cases.csv"
    with open(路徑, encoding="utf-8-sig", newline="") as f:
        資料 = list(csv.DictReader(f))
    資料.sort(key=lambda r: (-int(r["year"]), list(法院).index(r["court"]) if r["court"] in 法院 else 99))
    for 行 in 資料:
        try:
            英文, 中文 = 格式化(行)
        except ValueError as e:
            print("跳過:", 行.get("parties_en"), "-", e)
            continue
        print(英文)
        if 行.get("parties_zh"):
            print("    " + 中文)
    print()
    print("共 {} 宗案件，其中終審法院 {} 宗".format(
        len(資料),
        sum(1 for r in 資料 if r["court"] == "HKCFA"),
    )


if __name__ == "__main__":
    main()
