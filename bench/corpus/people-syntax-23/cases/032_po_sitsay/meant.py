# po_sitsay.py -- .po ဖိုင်တွေ စစ်ဆေးရန် (မြန်မာဘာသာပြန် အဖွဲ့)
# - မပြန်ရသေးတာ / fuzzy / Zawgyi နဲ့ရေးထားတာ ရှာပေးမယ်
# - placeholder (%s, %d, {name}) မကိုက်တာ ပြမယ်
import glob
import os
import re
import sys

import polib

PO_DIR = "C:\\Users\\kyaw\\Documents\\l10n\\my\\LC_MESSAGES"

# Zawgyi မှာပဲ တွေ့ရတဲ့ ပုံစံတွေ (Unicode မှာ ဒီလို အစီအစဉ် မဖြစ်နိုင်)
ZAWGYI_RE = re.compile(
    "[\u105a\u1060-\u1097]"          # Zawgyi သီးသန့် code point များ
    "|\u1031[\u1000-\u1021]"         # ေ က (ေ ကို ရှေ့မှာ ရိုက်)
    "|[\u103b-\u103d]\u103a"
)
PLACEHOLDER_RE = re.compile(r"%(?:\d+\$)?[sdif]|\{[a-zA-Z_]\w*\}")


def placeholders(text):
    return sorted(PLACEHOLDER_RE.findall(text))


def check_file(path):
    po = polib.pofile(path)
    report = ""
    problems = 0
    for e in po:
        if e.obsolete:
            continue
        if not e.msgstr and not e.msgstr_plural:
            continue
        targets = [e.msgstr] if e.msgstr else list(e.msgstr_plural.values())
        for t in targets:
            if ZAWGYI_RE.search(t):
                report += f"  Zawgyi?  line {e.linenum}: {e.msgid[:40]}\n"
                problems += 1
            if placeholders(t) != placeholders(e.msgid):
                report += f"  placeholder  line {e.linenum}: {placeholders(e.msgid)} -> {placeholders(t)}\n"
                problems += 1
    done = po.percent_translated()
    head = (f"{os.path.basename(path)}: {done}% ပြန်ပြီး, "
            f"fuzzy {len(po.fuzzy_entries())}, "
            f"မပြန်ရသေး {len(po.untranslated_entries())}, "
            f"ပြဿနာ {problems}")
    return head, report


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else PO_DIR
    files = sorted(glob.glob(os.path.join(folder, "*.po")))
    if not files:
        print("ဖိုင် မတွေ့ပါ:", folder)
        return 1
    total = 0
    for path in files:
        head, report = check_file(path)
        print(head)
        if report:
            print(report, end="")
            total += report.count("\n")
    print()
    print("စုစုပေါင်း ပြဿနာ:", total)
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
