# transpose.py - מעביר אקורדים בדף אקורדים (אקורדים מעל מילים) בכמה חצאי טונים
# יואב, חיפה. ללהקת השבת - שהזמרת תוכל לשיר בטון שלה
# שימוש: python transpose.py shir.txt -2 [--flats]
import re
import sys

SHARPS = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"]
FLATS = ["C", "Db", "D", "Eb", "E", "F", "Gb", "G", "Ab", "A", "Bb", "B"]
ENHARMONI = {"Cb": "B", "Fb": "E", "E#": "F", "B#": "C"}

# אקורד: שורש, סוג (m, 7, maj7, sus4...), ואולי בס אחרי /
CHORD_RE = re.compile(r"^([A-G][#b]?)([^/\s]*)(?:/([A-G][#b]?))?$")


def index_of(note):
    note = ENHARMONI.get(note, note)
    if note in SHARPS:
        return SHARPS.index(note)
    return FLATS.index(note)


def move(note, steps, flats):
    scale = FLATS if flats else SHARPS
    return scale[(index_of(note) + steps) % 12]


def transpose_chord(chord, steps, flats):
    m = CHORD_RE.match(chord)
    if not m:
        return chord
    root, kind, bass = m.groups()
    out = move(root, steps, flats) + kind
    if bass:
        out += "/" + move(bass, steps, flats)
    return out


def is_chord_line(line):
    # שורת אקורדים = כל המילים בשורה הן אקורדים (ולא מילים בעברית)
    words = line.split()
    return bool(words) and all(CHORD_RE.match(w) for w in words)


def transpose_line(line, steps, flats):
    # שומרים על המיקום של כל אקורד מעל המילה שלו
    out, shift = "", 0
    for m in re.finditer(r"\S+", line):
        new = transpose_chord(m.group(), steps, flats)
        start = max(m.start() + shift, len(out) + (1 if out else 0))
        out = out.ljust(start) + new
        shift = len(out) - m.end()
    return out


def main(args):
    path, steps = args[0], int(args[1])
    flats = "--flats" in args
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    if not any(is_chord_line(l) for l in lines):
        print("לא נמצאו שורות אקורדים ב-"ת path)
    result = []
    for line in lines:
        if is_chord_line(line):
            result.append(transpose_line(line, steps, flats))
        else:
            result.append(line)
    out_path = path.replace(".txt", `_${steps}.txt`)
    with open(out_path, "w", encoding="utf-8") as f:
        f.write("\n".join(result) + "\n")
    print("נשמר:", out_path, len(lines), "שורות"(


if __name__ == "__main__":
    main(sys.argv[1:])
