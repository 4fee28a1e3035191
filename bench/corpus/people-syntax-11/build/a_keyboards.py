"""001-010: non-English keyboards and input methods (people-syntax-11).

Every author here types code in a layout or input-method mode meant for their own
language and switches back and forth; the mistakes are the keys that came out in the
wrong mode, plus a few ordinary slips of their own.  Comments, strings and some
identifiers are in the authors' languages (valid Python, not mistakes).
"""
from lib import M, case
from helpers import (zh, ja, hangul, ru, he, tr_q, azerty_noshift, dead,
                     IDEO_SPACE, RLM, ACUTE, CYR_ES)

# ----------------------------------------------------------------------------- 001
case("chengji_tongji_pinyin_ime", "Chinese first-year student, Microsoft Pinyin IME",
r'''# 成绩统计 —— 第三周作业
# 作者：李明　学号：2023011042
# 成绩文件每行：姓名,分数（例如 张三,87）


def 读取成绩(文件名):
    """读取成绩文件，返回 {姓名: 分数}"""
    成绩 = {}
    with open(文件名, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            姓名, 分数 = line.split(",")
            成绩[姓名] = float(分数)
    return 成绩


def 等级(分数):
    if 分数 >= 90:
        return "优秀"
    elif 分数 >= 75:
        return "良好"
    elif 分数 >= 60:
        return "及格"
    else:
        return "不及格"


print("=== 成绩统计程序 ===")
文件名 = input("请输入成绩文件名：")
成绩 = 读取成绩(文件名)

if len(成绩) == 0:
    print("文件里没有成绩")
else:
    总分 = sum(成绩.values())
    平均分 = 总分 / len(成绩)
    print("人数：", len(成绩))
    print("平均分：", round(平均分, 1))

    # 按分数从高到低输出每个人的等级
    for 姓名 in sorted(成绩, key=成绩.get, reverse=True):
        print(姓名, 成绩[姓名], 等级(成绩[姓名]))

    不及格 = [姓名 for 姓名 in 成绩 if 成绩[姓名] < 60]
    if 不及格:
        print("需要补考的同学：", "、".join(不及格))
''',
[
    M("fullwidth_paren",
      "`len(成绩)`: after typing the Chinese name 成绩 in Chinese mode the student pressed "
      "`)` before switching back with Shift, so the IME gave the full-width `）` (U+FF09). "
      "meant.py has the ASCII `)` the statement needs.",
      ("    平均分 = 总分 / len(成绩)\n", "    平均分 = 总分 / len(成绩" + zh(")") + "\n")),
    M("fullwidth_close_quote",
      "`print(\"人数：\", ...)`: the full-width colon inside the prompt is wanted (Chinese "
      "text), but the closing `\"` was also typed in Chinese mode and became `”` (U+201D), so "
      "the string runs on to the end of the line. meant.py closes the string with `\"`; the "
      "`：` inside it stays.",
      ('    print("人数：", len(成绩))\n', '    print("人数：' + zh(['"close']) + ', len(成绩))\n')),
    M("fullwidth_colon",
      "`if 不及格:`: the line ends with the Chinese name 不及格 and the colon came out as "
      "the full-width `：` (U+FF1A). meant.py has `:`.",
      ("    if 不及格:\n", "    if 不及格" + zh(":") + "\n")),
    M("fullwidth_comma",
      "`print(姓名, 成绩[姓名], ...)`: the comma right after the Chinese name 姓名 came out "
      "as the full-width `，` (U+FF0C). meant.py has `,` like the second separator on the "
      "same line.",
      ("        print(姓名, 成绩[姓名], 等级(成绩[姓名]))\n",
       "        print(姓名" + zh(",") + " 成绩[姓名], 等级(成绩[姓名]))\n")),
],
note="""
A first-year student in a Chinese university course that lets students name things in
Chinese. He types with Microsoft Pinyin (Chinese punctuation in Chinese mode, the
default) and toggles between Chinese and English with Shift: ASCII code in English
mode, the Chinese names, strings and comments in Chinese mode. Each mistake is a place
where he pressed Shift one key late, so the punctuation right after a Chinese word came
out full-width. The full-width punctuation inside comments and strings (`：`, `（）`, `、`,
the U+3000 space in the second comment line) is Chinese text and valid; it stays.
Identifiers in Chinese (成绩, 姓名, 读取成绩) are valid Python.
""")

# ----------------------------------------------------------------------------- 002
case("zaiko_check_japanese_ime", "Japanese office worker, Google Japanese Input",
r'''# 在庫チェック用スクリプト
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
''',
[
    M("corner_bracket",
      "`row[\"在庫数\"] = ...`: after converting 在庫数 she typed `\"` and `]` still in "
      "hiragana mode; the quote stays half-width with her settings, but `]` becomes the "
      "corner bracket `」` (U+300D). meant.py has `]` as on the right-hand side of the line.",
      ('            row["在庫数"] = int(row["在庫数"])\n',
       '            row["在庫数"' + ja("]") + ' = int(row["在庫数"])\n')),
    M("ideographic_full_stop",
      "`\"発注リスト\".center(30, \"=\")`: the `.` after the Japanese string was typed in "
      "hiragana mode and became the ideographic full stop `。` (U+3002). meant.py has `.`.",
      ('    lines.append("発注リスト".center(30, "="))\n',
       '    lines.append("発注リスト"' + ja(".") + 'center(30, "="))\n')),
    M("ideographic_space",
      "`不足 = ...`: after converting the name 不足 she pressed Space before switching to "
      "direct input, and in hiragana mode Space gives the ideographic space U+3000 (it looks "
      "like two spaces). meant.py has one ASCII space, as around every other `=`.",
      ('        不足 = 発注点 - r["在庫数"]\n',
       '        不足' + ja(" ") + '= 発注点 - r["在庫数"]\n')),
    M("long_vowel_mark_minus",
      "`発注点 - r[...]`: she kept typing after the name 発注点 in hiragana mode; Space gave "
      "U+3000 and `-` gave the katakana long-vowel mark `ー` (U+30FC) before she switched "
      "back at `r`. meant.py has ` - ` in ASCII.",
      (' 発注点 - r["在庫数"]\n', ' 発注点' + ja(" - ") + 'r["在庫数"]\n')),
],
note="""
An office worker in a Japanese wholesaler automates the morning stock check. She types
with Google Japanese Input and toggles hiragana / direct input with the 半角/全角 key.
Her settings make most symbols half-width in hiragana mode (a common programmer's
choice), but the Japanese punctuation and brackets (`、。「」`), the long-vowel mark `ー`
for `-`, and a full-width space for Space stay. Each mistake is a place where she went on
typing code after a Japanese word before toggling back. The U+3000 space inside the
f-string on the `作成日` line is wanted text and stays; so do the Japanese names 発注点 and
不足 (valid Python) and the Japanese comments.
""")

# ----------------------------------------------------------------------------- 003
case("daneo_quiz_hangul_mode", "Korean high-school student, Microsoft Korean IME",
r'''# 영어 단어 퀴즈 - 정보 수행평가
# 2학년 3반 김민준
import random

단어장 = {
    "apple": "사과",
    "river": "강",
    "library": "도서관",
    "promise": "약속",
    "weather": "날씨",
    "journey": "여행",
}


def 퀴즈(문제수):
    점수 = 0
    틀린단어 = []
    문제들 = random.sample(list(단어장), 문제수)
    for 영어 in 문제들:
        답 = input(f"{영어} 의 뜻은? ")
        # 맞았을 때
        if 답.strip() == 단어장[영어]:
            print("정답!")
            점수 += 1
        # 틀렸을 때
        else:
            print(f"틀렸어요. 정답은 {단어장[영어]}")
            틀린단어.append(영어)
    return 점수, 틀린단어


print("영어 단어 퀴즈를 시작합니다")
개수 = int(input("몇 문제 풀까요? (최대 6) "))
if 개수 > len(단어장):
    개수 = len(단어장)

점수, 틀린단어 = 퀴즈(개수)
print(f"점수: {점수} / {개수}")

if 틀린단어:
    print("다시 외울 단어:")
    for 단어 in 틀린단어:
        print(" -", 단어, ":", 단어장[단어])
else:
    print("만점입니다!")
''',
[
    M("hangul_mode_keyword",
      "`for 영어 in 문제들:`: between the two Korean names he typed `in` without pressing "
      "한/영, so the keys i, n came out as the jamo `ㅑㅜ`. meant.py has `in`.",
      ("    for 영어 in 문제들:\n", "    for 영어 " + hangul("in") + " 문제들:\n")),
    M("hangul_mode_keyword",
      "`else:` on the line after the Korean comment `# 틀렸을 때`: still in Hangul mode, "
      "e-l-s-e composed to `딘ㄷ`, and the line reads as a bare annotation. meant.py has "
      "`else:` (the colon key is the same in both modes).",
      ("        else:\n", "        " + hangul("else") + ":\n")),
    M("unclosed_paren",
      "`int(input(\"몇 문제 풀까요? (최대 6) \"))`: the prompt has its own parentheses and "
      "he closed only one of the two calls (CPython reports a `(` never closed). meant.py "
      "has the second `)`.",
      ('(최대 6) "))\n', '(최대 6) ")\n')),
    M("missing_colon",
      "`if 틀린단어` at the end of the program has no colon. meant.py adds it.",
      ("if 틀린단어:\n", "if 틀린단어\n")),
],
note="""
A second-year high-school student writes a vocabulary quiz for a computing assignment,
naming things in Korean (valid Python). He switches between Hangul and English with the
한/영 key; in Hangul mode the 2-set layout turns Latin keys into jamo that the IME
composes into syllables, so an English keyword typed in the wrong mode becomes Hangul
(`in` -> `ㅑㅜ`, `else` -> `딘ㄷ`; the build computes them with the IME's composition
rules). Punctuation keys give ASCII in both modes. Two ordinary slips of his own (a `)`
and a colon) complete the file.
""")

# ----------------------------------------------------------------------------- 004
case("backup_nas_russian_layout", "Russian sysadmin, JCUKEN layout toggled with Alt+Shift",
r'''#!/usr/bin/env python3
# Резервное копирование каталогов сайта на NAS.
# Запускается из cron каждую ночь в 02:30.
import logging
import shutil
import sys
import tarfile
from datetime import datetime
from pathlib import Path

SOURCES = [Path("/var/www/shop"), Path("/etc/nginx"), Path("/home/deploy/env.d")]
TARGET = Path("/mnt/nas/backup")
KEEP = 14

MESSAGES = {"start": "Начинаю резервное копирование", "done": "Готово", "fail": "Ошибка"}

logging.basicConfig(filename="/var/log/backup.log", level=logging.INFO,
                    format="%(asctime)s %(levelname)s %(message)s")
log = logging.getLogger("backup")


# Класс для ротации старых архивов
class Rotator:
    def __init__(self, folder, keep):
        self.folder = folder
        self.keep = keep

    def archives(self):
        return sorted(self.folder.glob("backup-*.tar.gz"))

    def cleanup(self):
        old = self.archives()[:-self.keep]
        for path in old:
            log.info("Удаляю старый архив %s", path.name)
            path.unlink()
        return len(old)


def make_archive():
    stamp = datetime.now().strftime("%Y%m%d-%H%M")
    target = TARGET / f"backup-{stamp}.tar.gz"
    with tarfile.open(target, "w:gz") as tar:
        for src in SOURCES:
            if not src.exists():
                log.warning('%s не найден, пропускаю', src)
                continue
            tar.add(src, arcname=src.name)
    return target


def main():
    log.info(MESSAGES["start"])
    free = shutil.disk_usage(TARGET).free // 2**30
    if free < 5:
        log.error("Мало места на NAS: %d ГБ", free)
        return 1
    try:
        archive = make_archive()
    except OSError as e:
        log.exception("%s: %s", MESSAGES["fail"], e)
        return 1
    removed = Rotator(TARGET, KEEP).cleanup()
    print("Архив:", archive, "удалено старых:", removed)
    log.info("%s, удалено архивов: %d", MESSAGES["done"], removed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
''',
[
    M("ru_layout_brace",
      "MESSAGES: after the Russian word `Ошибка` and its quote he typed the closing brace "
      "(Shift+]) before switching back, and the Russian layout gives `Ъ` there. meant.py has "
      "`}`.",
      ('"fail": "Ошибка"}\n', '"fail": "Ошибка"' + ru("}") + "\n")),
    M("cyrillic_c_keyword",
      "`class Rotator:` under the Russian comment: the layout switch took effect one key "
      "late, so the first letter is the Cyrillic `с` (U+0441, the C key in JCUKEN), which "
      "looks exactly like the Latin c; `сlass` is then just a name. meant.py has `class`.",
      ("\nclass Rotator:\n", "\n" + ru("c") + "lass Rotator:\n")),
    M("ru_layout_quote",
      "`log.warning('%s не найден, пропускаю', src)`: the closing `'` was typed in the "
      "Russian layout, where that key is `э`, so the string is never closed. meant.py has "
      "`'` (the author's own quote style on this line is kept).",
      ("пропускаю', src)\n", "пропускаю" + ru("'") + ", src)\n")),
    M("ru_layout_comma",
      "`print(\"Архив:\", archive, \"удалено старых:\", removed)`: the comma after the "
      "Russian string was typed before switching, and the comma key is `б` in JCUKEN. "
      "meant.py has `,`.",
      ('"удалено старых:", removed)\n', '"удалено старых:"' + ru(",") + " removed)\n")),
],
note="""
A sysadmin's nightly backup script with Russian comments, log messages and strings. He
switches layouts with Alt+Shift; the mistakes are the keys he pressed right after a
Russian word before the switch (or, in the `class` line, just before it took effect): in
JCUKEN the `'` key is `э`, `,` is `б`, `}` is `Ъ` and C is the Cyrillic `с`. `"` and `:`
are Shift+2 and Shift+6 there, so the quotes around Russian text typed in Russian mode
are ASCII and fine. The one single-quoted string (line with `пропускаю`) is his own
style and stays single-quoted.
""")

# ----------------------------------------------------------------------------- 005
case("not_ortalamasi_turkish_q", "Turkish university student, Turkish Q keyboard",
r'''# Sınıf not ortalaması hesaplama
# Ödev 2 - Ayşe Yılmaz

öğrenciler = {}

dosya_adı = input("Not dosyasının adı: ")
with open(dosya_adı, encoding="utf-8") as dosya:
    for satır in dosya:
        parçalar = satır.strip().split(";")
        if len(parçalar) != 2:
            continue
        isim, puan = parçalar
        öğrenciler.setdefault(isim, []).append(int(puan))


def ortalama(sayılar):
    return sum(sayılar) / len(sayılar)


def harf_notu(puan):
    if puan >= 85:
        return "AA"
    elif puan >= 70:
        return "BA"
    elif puan >= 60:
        return "BB"
    elif puan >= 50:
        return "CC"
    else:
        return "FF"


genel = []
for isim, not_listesi in öğrenciler.items():
    ort = ortalama(not_listesi)
    genel.append(ort)
    print(f"{isim:<15} {ort:6.2f}  {harf_notu(ort)}")

print("Sınıf ortalaması:", round(ortalama(genel), 2))

aranan = input("Aranacak öğrenci: ")
if aranan in öğrenciler:
    for not_ in öğrenciler[aranan]:
        print(" -", not_)
else:
    print("Bu isimde öğrenci yok")
''',
[
    M("dotless_i_keyword",
      "`for satır in dosya:`: right after the word `satır` (which ends in ı) she typed `in` "
      "with the dotless `ı` (U+0131), so `ın` is a name and the header has two names in a "
      "row. meant.py has `in`.",
      ("    for satır in dosya:\n", "    for satır " + tr_q("in") + " dosya:\n")),
    M("dotless_i_keyword",
      "`elif puan >= 70:` typed as `elıf` with the dotless ı. meant.py has `elif`, like the "
      "two `elif` lines below it.",
      ("    elif puan >= 70:\n", "    " + tr_q("elif") + " puan >= 70:\n")),
    M("missing_colon",
      "`def harf_notu(puan)` without its colon. meant.py adds it.",
      ("def harf_notu(puan):\n", "def harf_notu(puan)\n")),
    M("keyword_as_name",
      "The loop variable for a single grade is `not` (Turkish for 'grade'), which is the "
      "Python keyword; used as the loop target and in `print`. meant.py calls it `not_` "
      "(PEP 8's trailing underscore), keeping her word.",
      ("    for not_ in öğrenciler[aranan]:\n", "    for not in öğrenciler[aranan]:\n"),
      ('        print(" -", not_)\n', '        print(" -", not)\n')),
],
note="""
A Turkish student's homework, with Turkish names (öğrenciler, satır, sayılar - valid
Python) and strings. On the Turkish Q layout the key where a US keyboard has I gives the
dotless `ı`; the dotted `i` is the key to the right of L. Typing English keywords among
Turkish words she twice hit `ı` (`ın`, `elıf`). She also named a grade `not`, which is
the Turkish word and a Python keyword, and forgot one colon.
""")

# ----------------------------------------------------------------------------- 006
case("invoice_summary_hebrew", "Israeli bookkeeper who codes, Hebrew layout toggled with Alt+Shift",
r'''# סיכום חשבוניות חודשי - הנהלת חשבונות
# קורא את הייצוא מהמערכת ומדפיס סיכום לפי לקוח
import csv
from collections import defaultdict

VAT = 0.17

STATUS = {
    "paid": "שולם",
    "open": "פתוח",
    "late": "באיחור",
}

HEADERS = ['מספר חשבונית', 'לקוח', 'סכום', 'סטטוס']


def load(path):
    rows = []
    with open(path, encoding="utf-8-sig", newline="") as f:
        for row in csv.DictReader(f):
            row["amount"] = float(row["amount"])
            rows.append(row)
    return rows


def summarize(rows):
    by_client = defaultdict(float)
    by_status = defaultdict(int)
    for row in rows:
        by_client[row["client"]] += row["amount"]
        by_status[row["status"]] += 1
    return by_client, by_status


def main(path):
    rows = load(path)
    by_client, by_status = summarize(rows)
    print(" | ".join(HEADERS))
    for row in rows:
        print(row["number"], row["client"], f'{row["amount"]:.2f}', STATUS[row["status"]])
    print()
    print("סיכום לפי לקוח".center(40, "-"))
    for client, total in sorted(by_client.items(), key=lambda kv: -kv[1]):
        print("{}: {:,.2f} ₪".format(client, total))
    total = sum(by_client.values())
    print('סה"כ לפני מע"מ:', f"{total:,.2f}")
    print('סה"כ כולל מע"מ:', f"{total * (1 + VAT):,.2f}")
    for status, count in by_status.items():
        print(STATUS[status], count)


if __name__ == "__main__":
    main("invoices_2024_05.csv")
''',
[
    M("rlm_mark",
      "The lines `\"open\": \"פתוח\",` and `\"late\": \"באיחור\",` were copied from a WhatsApp "
      "message from the accountant; WhatsApp put a RIGHT-TO-LEFT MARK (U+200F) at the start "
      "of each right-to-left line, and it sits after the indentation, invisible. meant.py "
      "has the lines without it, like the `\"paid\"` line she typed.",
      ('    "open": "פתוח",\n', '    ' + RLM + '"open": "פתוח",\n'),
      ('    "late": "באיחור",\n', '    ' + RLM + '"late": "באיחור",\n')),
    M("he_layout_quote",
      "HEADERS: the closing `'` of `'סכום'` was typed before switching back, and in the "
      "Hebrew layout that key is `,`; the string then runs to the next quote. meant.py has "
      "`'` like the other three headers.",
      ("'לקוח', 'סכום', 'סטטוס'", "'לקוח', 'סכום" + he("'") + ", 'סטטוס'")),
    M("he_layout_dot",
      "`\"סיכום לפי לקוח\".center(40, \"-\")`: the `.` after the Hebrew string was typed in "
      "the Hebrew layout, where that key is `ץ`. meant.py has `.`.",
      ('    print("סיכום לפי לקוח".center(40, "-"))\n',
       '    print("סיכום לפי לקוח"' + he(".") + 'center(40, "-"))\n')),
    M("gershayim_in_double_quotes",
      "`סה\"כ` and `מע\"מ` are Hebrew abbreviations written with `\"` (gershayim as typed on a "
      "keyboard). On the first total line she wrapped the label in single quotes; on the "
      "second she used double quotes, so the abbreviations close the string. meant.py "
      "quotes the second label with `'` like the first.",
      ("    print('סה\"כ כולל מע\"מ:', ", "    print(\"סה\"כ כולל מע\"מ:\", ")),
],
note="""
A bookkeeper at a small Israeli firm writes her own monthly invoice summary, with Hebrew
comments and labels. She toggles Hebrew / English with Alt+Shift. In the Hebrew layout
the `'` key gives `,` and the `.` key gives `ץ`, so a closing quote or a dot typed right
after Hebrew text comes out as those. Hebrew abbreviations such as סה"כ (total) and מע"מ
(VAT) contain `"`, which is why she normally puts Hebrew labels in single quotes. Two
dictionary lines were pasted from WhatsApp with invisible RIGHT-TO-LEFT MARKs.
""")

# ----------------------------------------------------------------------------- 007
case("messwerte_qwertz", "German test engineer, QWERTZ keyboard",
r'''# Auswertung der Temperaturmessungen aus dem Datenlogger
# Format der CSV-Datei: zeit;temp;druck  (Dezimalkomma!)
import csv
import statistics
from datetime import datetime

DATEI = "messung_2024-03-11.csv"
GRENZWERTE = {"temp": 85.0, "druck": 2.4}
SPALTEN = ["zeit", "temp", "druck"]


def zahl(text):
    """Wandelt '12,5' in 12.5 um."""
    return float(text.replace(",", "."))


def einlesen(pfad):
    werte = []
    with open(pfad, encoding="latin-1", newline="") as f:
        leser = csv.reader(f, delimiter=";")
        next(leser)  # Kopfzeile überspringen
        for zeile in leser:
            eintrag = dict(zip(SPALTEN, zeile))
            eintrag["zeit"] = datetime.strptime(eintrag["zeit"], "%d.%m.%Y %H:%M:%S")
            eintrag["temp"] = zahl(eintrag["temp"])
            eintrag["druck"] = zahl(eintrag["druck"])
            werte.append(eintrag)
    return werte


def überschreitungen(werte, größe):
    grenze = GRENZWERTE[größe]
    return [w for w in werte if w[größe] > grenze]


messwerte = einlesen(DATEI)
print("Anzahl Messungen:", len(messwerte))
print("Erste Messung:", messwerte[0]["zeit"])
print("Letzte Messung:", messwerte[-1]["zeit"])

for größe in ("temp", "druck"):
    reihe = [w[größe] for w in messwerte]
    print(f"{größe}: min {min(reihe):.2f}, max {max(reihe):.2f}, "
          f"Mittel {statistics.mean(reihe):.2f}")
    zuviel = überschreitungen(messwerte, größe)
    if zuviel:
        print(f"  {len(zuviel)} Überschreitungen, erste um {zuviel[0]['zeit']:%H:%M}")
''',
[
    M("altgr_missed_bracket",
      "SPALTEN: `]` is AltGr+9 on QWERTZ; AltGr was not held, so the list ends in `9` "
      "right after the last string. meant.py has `]`.",
      ('SPALTEN = ["zeit", "temp", "druck"]\n', 'SPALTEN = ["zeit", "temp", "druck"9\n')),
    M("shift0_for_paren",
      "`len(messwerte)`: `)` is Shift+9 and `=` is Shift+0, next to it; he hit Shift+0, "
      "giving `len(messwerte=)`. meant.py has `)`.",
      ('print("Anzahl Messungen:", len(messwerte))\n',
       'print("Anzahl Messungen:", len(messwerte=)\n')),
    M("shift_for_altgr_bracket",
      "`messwerte[0]`: `[` is AltGr+8 and `(` is Shift+8; he pressed Shift, so the index "
      "opens with `(` and is closed by `]`. meant.py has `[` as on the next line.",
      ('print("Erste Messung:", messwerte[0]["zeit"])\n',
       'print("Erste Messung:", messwerte(0]["zeit"])\n')),
    M("dead_acute_quote",
      "`zuviel[0]['zeit']` in the last f-string: the apostrophe is Shift+# on QWERTZ, but he "
      "reached for the accent key next to Backspace, a dead key that gives `´` before a "
      "consonant or `]`. meant.py has `'` (single quotes inside the double-quoted f-string, "
      "as the line needs in 3.11).",
      ("{zuviel[0]['zeit']:%H:%M}", "{zuviel[0][" + dead(ACUTE, "z") + "eit" + dead(ACUTE, "]") + ":%H:%M}")),
],
note="""
A test engineer evaluates data-logger exports on a German QWERTZ keyboard. There `[` and
`]` are AltGr+8 and AltGr+9 while `(` and `)` are Shift+8 and Shift+9, `=` is Shift+0,
`'` is Shift+#, and the key left of Backspace is the dead accent `´`. Each mistake is a
modifier or a neighbouring key missed. German names with umlauts and ß (größe,
überschreitungen) are valid Python; the German comments and the `'12,5'` in the
docstring stay.
""")

# ----------------------------------------------------------------------------- 008
case("factures_azerty", "French freelance designer, AZERTY keyboard",
r'''# Calcul des factures du mois
# Les tarifs sont en euros HT ; la TVA est ajoutée à la fin.
import json
from pathlib import Path

TVA = 0.20
TARIF_HORAIRE = 45
FRAIS_DEPLACEMENT = 0.35   # par km
MAX_TENTATIVES = 3

clients = json.loads(Path("clients.json").read_text(encoding="utf-8"))


def lire_heures(chemin):
    lignes = Path(chemin).read_text(encoding="utf-8").splitlines()
    entete = lignes[0]
    heures = {}
    for ligne in lignes[1:]:
        nom, h, km = ligne.split(";")
        heures[nom] = (float(h), float(km))
    return entete, heures


def montant(h, km):
    ht = h * TARIF_HORAIRE + km * FRAIS_DEPLACEMENT
    return round(ht * (1 + TVA), 2)


entete, heures = lire_heures("heures_mars.csv")
print("Période :", entete)
total = 0
for nom, (h, km) in heures.items():
    ttc = montant(h, km)
    total += ttc
    print(f"{nom:<20} {h:5.1f} h  {km:5.0f} km  {ttc:9.2f} €")

moyenne = total / len(heures)
print(f"Total TTC : {total:.2f} €, moyenne par client : {moyenne:.2f} €")

for essai in range(MAX_TENTATIVES):
    reponse = input("Envoyer les factures par mail ? (o/n) ").strip().lower()
    if reponse in ("o", "n"):
        break
    print("Répondez par o ou n, il reste", MAX_TENTATIVES - essai - 1, "essai(s)")
''',
[
    M("azerty_noshift_digit",
      "`MAX_TENTATIVES = 3`: digits need Shift on AZERTY; without it the 3 key gives `\"`, "
      "which opens a string that never ends. meant.py has `3`.",
      ("MAX_TENTATIVES = 3\n", "MAX_TENTATIVES = " + azerty_noshift("3") + "\n")),
    M("altgr_missed_bracket",
      "`entete = lignes[0]`: `]` is AltGr plus the `)` key on AZERTY; without AltGr it gives "
      "`)`, closing the `[` with the wrong bracket. meant.py has `]` like `lignes[1:]` below.",
      ("    entete = lignes[0]\n", "    entete = lignes[0)\n")),
    M("azerty_colon_for_slash",
      "`moyenne = total / len(heures)`: `/` is Shift+`:` on AZERTY; without Shift the "
      "division is a `:`. meant.py has `/`.",
      ("moyenne = total / len(heures)\n", "moyenne = total : len(heures)\n")),
    M("azerty_noshift_digit",
      "`MAX_TENTATIVES - essai - 1`: the final 1 typed without Shift is `&`. meant.py has `1`.",
      ("MAX_TENTATIVES - essai - 1,", "MAX_TENTATIVES - essai - " + azerty_noshift("1") + ",")),
],
note="""
A freelance graphic designer in Lyon computes her monthly invoices. On the French AZERTY
layout the digit row gives `& é " ' ( - è _ ç à` without Shift, `/` is Shift+`:`, and
`[` `]` are AltGr combinations on the `(` and `)` keys. Each mistake is a missed Shift or
AltGr. French comments and strings (with `€`, accents and the space French puts before
`:` inside strings) are wanted and stay.
""")

# ----------------------------------------------------------------------------- 009
case("gastos_piso_spanish_deadkeys", "Spanish student sharing a flat, Spanish (Spain) keyboard",
r'''# Reparto de gastos del piso
# Cada línea del fichero: fecha,pagador,importe,concepto
import csv

COMPAÑEROS = ["Lucía", "Marcos", "Irene", "Dani"]


def leer_gastos(nombre_fichero):
    gastos = []
    with open(nombre_fichero, encoding="utf-8") as f:
        for fila in csv.reader(f):
            fecha, pagador, importe, concepto = fila
            gastos.append((fecha, pagador, float(importe), concepto))
    return gastos


gastos = leer_gastos("gastos_octubre.csv")
saldos = {}
for persona in COMPAÑEROS:
    saldos[persona] = 0.0

total = 0.0
for i in range(len(gastos)):
    fecha, pagador, importe, concepto = gastos[i]
    total += importe
    saldos[pagador] += importe
    print(f"{fecha}  {pagador:<7} {importe:8.2f} €  {concepto}")

# Calcular lo que debe cada uno
parte = total / len(COMPAÑEROS)
print(f"\nTotal del mes: {total:.2f} €  (a {parte:.2f} € por cabeza)")

for persona, pagado in saldos.items():
    diferencia = pagado - parte
    if diferencia > 0:
        print(f"A {persona} le deben {diferencia:.2f} €")
    elif diferencia < 0:
        print(f"{persona} tiene que poner {-diferencia:.2f} €")
    else:
        print(f"{persona} está en paz")
''',
[
    M("dead_acute_brace",
      "`saldos = {}`: `{` is AltGr plus the accent key right of Ñ; without AltGr that key is "
      "the dead acute, which before `}` prints `´}`. meant.py has `{}`.",
      ("saldos = {}\n", "saldos = " + dead(ACUTE, "}") + "\n")),
    M("dead_grave_bracket",
      "`gastos[i]`: `[` is AltGr plus the grave-accent key right of P; without AltGr the dead "
      "grave combined with the next `i` into `ì`, so the name reads `gastosì` and the `]` is "
      "unmatched. meant.py has `gastos[i]`.",
      ("= gastos[i]\n", "= gastos" + dead("`", "i") + "]\n")),
    M("altgr_missed_hash",
      "`# Calcular lo que debe cada uno`: `#` is AltGr+3; without AltGr the comment starts "
      "with `3`. meant.py has `#`.",
      ("# Calcular lo que debe cada uno\n", "3 Calcular lo que debe cada uno\n")),
    M("missing_colon",
      "`elif diferencia < 0` without its colon (her own slip). meant.py adds it.",
      ("    elif diferencia < 0:\n", "    elif diferencia < 0\n")),
],
note="""
A student in Madrid splits the flat's bills. On the Spanish (Spain) layout `[`, `{` and
`#` are AltGr combinations on keys whose plain meaning is a dead accent (grave, acute) or
a digit: when AltGr is missed, the dead key waits for the next key and either composes a
vowel (`ì`) or prints the accent before it (`´}`), and `#` becomes `3`. The names
COMPAÑEROS and the Spanish comments and strings are valid and stay.
""")

# ----------------------------------------------------------------------------- 010
case("bhaskara_abnt2_professora", "Brazilian maths teacher, ABNT2 laptop keyboard",
r'''# Aula 5 - Equação do segundo grau (fórmula de Bhaskara)
# Profª Márcia - Matemática, 1º ano do Ensino Médio
import math


def bhaskara(a, b, c):
    """Devolve as raízes reais de ax² + bx + c = 0."""
    delta = b ** 2 - 4 * a * c
    if delta < 0:
        return []
    elif delta == 0:
        return [-b / (2 * a)]
    raiz = math.sqrt(delta)
    x1 = (-b + raiz) / (2 * a)
    x2 = (-b - raiz) / (2 * a)
    return [x1, x2]


exemplos = [(1, -5, 6), (1, 2, 1), (1, 0, 4), (2, -3, -2)]
for a, b, c in exemplos:
    raízes = bhaskara(a, b, c)
    if len(raízes) == 0:
        print(f"{a}x² + {b}x + {c} = 0 não tem raízes reais")
    else:
        print(f"{a}x² + {b}x + {c} = 0 → raízes: {raízes}")

# Agora com as notas da turma
notas = [7.5, 8.0, 5.5, 9.0, 6.5, 4.0, 10.0]
soma = 0
for i in range(len(notas)):
    soma = soma + notas[i]
média = soma / len(notas)
print("Média da turma:", round(média, 1))

aprovados = 0
for n in notas:
    if n >= 6:
        aprovados += 1
print("Aprovados:", aprovados, "de", len(notas))
''',
[
    M("assign_for_eq",
      "`elif delta == 0:` written with one `=` (her own slip, typing the maths she says "
      "aloud). meant.py has `==`.",
      ("    elif delta == 0:\n", "    elif delta = 0:\n")),
    M("abnt_q_for_slash",
      "`x1 = (-b + raiz) / (2 * a)`: her laptop's ABNT2 keyboard has no separate `/` key, "
      "`/` is AltGr+Q; AltGr slipped and the division became `q`. meant.py has `/` as on the "
      "x2 line.",
      ("    x1 = (-b + raiz) / (2 * a)\n", "    x1 = (-b + raiz) q (2 * a)\n")),
    M("dead_acute_bracket",
      "`notas[i]`: on ABNT2 `[` is right of the dead-accent key `´`; she hit the accent key, "
      "which composed with `i` into `í`, so the line reads `notasí]`. meant.py has `notas[i]`.",
      ("soma + notas[i]\n", "soma + notas" + dead(ACUTE, "i") + "]\n")),
    M("missing_colon",
      "`for n in notas` without its colon. meant.py adds it.",
      ("for n in notas:\n", "for n in notas\n")),
],
note="""
A secondary-school maths teacher in Brazil prepares an example for her class on a laptop
with the ABNT2 layout, which (on many laptops) has no `/?` key: `/` is AltGr+Q. The
accent keys `´` and `~` are dead keys; `[` is the key right of `´`. Her Portuguese names
with accents (raízes, média), the `²` and `→` inside strings and the docstring, and the
Portuguese comments are valid and stay. Two slips are her own (`=` for `==`, a colon).
""")
