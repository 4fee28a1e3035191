# rtl_pshknin.py -- پشکنینی دەقی کوردی (سۆرانی) بۆ ئەپ و ماڵپەڕ
# کێشە باوەکان: پیتی عەرەبی لە جیاتی کوردی (ي/ی، ك/ک، ه/ە)، ژمارەی بێ نیشانەی
# ئاراستە (RLM)، کەوانەی هەڵگەڕاوە، و دەقی ئینگلیزی بێ LRM لە ناو ڕستەی کوردی.
import json
import re
import sys
import unicodedata

RLM = "\u200f"‏
LRM = "\u200e"

عەرەبی -> کوردی #
گۆڕین = {
    "\u064a": "\u06cc",    # ي -> ی
    "\u0643": "\u06a9",    # ك -> ک
    "\u0629": "\u06d5",    # ة -> ە
    "\u0649": "\u06cc",    # ى -> ی
}
ژمارە_لە_کۆتایی = re.compile(r"[0-9\u0660-\u0669]+[%٪]?$")
لاتینی = re.compile(r"[A-Za-z][A-Za-z0-9 ._-]*[A-Za-z0-9]")


def پشکنین(کلیل, دەق):
    کێشەکان = []
    for پیت, باش in گۆڕین.items():
        if پیت in دەق:
            کێشەکان.append("پیتی عەرەبی %s (U+%04X) -> %s" % (پیت, ord(پیت), باش))
    if ژمارە_لە_کۆتایی.search(دەق) and not دەق.endswith(RLM):
        کێشەکان.append("ژمارە لە کۆتایی ڕستە، RLM پێویستە")
    for m in لاتینی.finditer(دەق):
        پێش = دەق[max(m.start() - 1, 0):m.start()]
        if پێش and unicodedata.bidirectional(پێش) in ("AL", "R") and LRM not in دەق:
            کێشەکان.append("ئینگلیزی '%s' بێ LRM" % m.group(0))
            break
    if دەق.count("(") != دەق.count(")"):
        کێشەکان.append("ژمارەی کەوانەکان یەک ناگرنەوە")
    return [(کلیل, ک) for ک in کێشەکان]


def چاککردن(دەق):
    for پیت, باش in گۆڕین.items():
        دەق = دەق.replace(پیت, باش)
    if ژمارە_لە_کۆتایی.search(دەق) and not دەق.endswith(RLM):
        دەق += RLM
    return دەق


def main():
    ڕێگا = sys.argv[1] if len(sys.argv) > 1 else "ckb.json"
    with open(ڕێگا, encoding="utf-8") as f:
        دەقەکان = json.load(f)
    هەموو = []
    دەقەکان.items().each do |کلیل, دەق|
        هەموو.extend(پشکنین(کلیل, دەق))
    for کلیل, کێشە in هەموو:
        print(f"{کلیل}: {کێشە}")
    if "--fix" in sys.argv:
        چاک = {ک: چاککردن(د) for ک, د in دەقەکان.items()}
        with open(ڕێگا.replace(".json", ".fixed.json"), "w", encoding="utf-8") as f:
            json.dump(چاک, f, ensure_ascii=False, indent=2)
    print("کۆی کێشەکان: %d لە %d دەق" ٪ (len(هەموو), len(دەقەکان)))


if __name__ == "__main__":
    main()
