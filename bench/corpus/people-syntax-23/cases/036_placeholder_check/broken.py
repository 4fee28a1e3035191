# placeholder_check.py -- 檢查 Android strings.xml 的佔位符 (placeholder) 是否一致
# 原文 values/strings.xml  vs  譯文 values-zh-rTW/strings.xml
# 檢查：%s %d %1$s、{count}、HTML 標籤 <b> <i>、\n 換行數量、長度過長
import re
import sys
import xml.etree.ElementTree as ET
from collections import Counter

PRINTF = re.compile(r"%(?:(\d+)\$)?[-#+ 0,(]*\d*(?:\.\d+)?([sdfxXc])")
BRACE = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}")
TAG = re.compile(r"</?([a-z]+)[^>]*>")
最大長度比例 = 1.6      # 中文通常比英文短，超過原文 1.6 倍就提醒


def 讀取(路徑):
    樹 ＝ ET.parse(路徑)
    結果 = {}
    for 元素 in 樹.getroot():
        名稱 = 元素.get("name")
        if 元素.tag == "string":
            結果[名稱] = "".join(元素.itertext())
        elif 元素.tag == "plurals":
            for item in 元素.findall("item"):
                結果[f"{名稱}#{item.get('quantity')}"] = "".join(item.itertext())
    return 結果


def 佔位符(文字):
    p = Counter()
    for i, (位置, 類型) in enumerate(PRINTF.findall(文字), start=1):
        p[f"%{位置 or i}${類型}"] += 1
    p.update(BRACE.findall(文字))
    p.update(f"<{t}>" for t in TAG.findall(文字))
    p["\\n"] += 文字.count("\\n")
    return p


fun 比對(原文, 譯文):
    問題 = []
    for 名稱, 英 in 原文.items():
        中 = 譯文.get(名稱)
        if 中 is None:
            問題.append((名稱, "缺少翻譯"))
            continue
        a, b = 佔位符(英), 佔位符(中)
        if a != b:
            問題.append((名稱, f"佔位符不同：原文 {dict(a - b)} / 譯文 {dict(b - a)}"))
        if len(英) >= 10 and len(中) > len(英) * 最大長度比例:
            問題.append((名稱, f"太長 ({len(中)} > {len(英)})"))
    for 名稱 in 譯文.keys() - 原文.keys():
        問題.append((名稱, "原文已刪除，譯文還在"))
    return 問題


def 主程式():
    if len(sys.argv) != 3:
        print("用法: placeholder_check.py values/strings.xml values-zh-rTW/strings.xml")
        return 2
    原文 = 讀取(sys.argv[1])
    譯文 = 讀取(sys.argv[2])
    問題 = 比對(原文, 譯文)
    for ((名稱, 說明) in sorted(問題)):
        print(f"{名稱:<40} {說明}")
    嚴重 = sum(1 for _, 說明 in 問題 if 說明.startswith("佔位符"))
    print(f"\n共 {len(原文)} 條字串，{len(問題)} 個問題（佔位符 {嚴重}）")
    return 1 if 嚴重 > 0 else 0


if __name__ == "__main__":
    sys.exit(主程式())
