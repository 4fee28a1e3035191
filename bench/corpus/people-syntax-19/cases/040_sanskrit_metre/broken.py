"""
छन्दोविचार - Sanskrit metre identification from Devanagari verse.

Transliterates Devanagari to IAST, splits each pāda into syllables, marks them
laghu (light, ∪) or guru (heavy, –) by the usual rules (long vowel, anusvāra,
visarga, or a short vowel followed by a conjunct), and matches the pattern
against a small table of sama-vṛtta metres and the anuṣṭubh (śloka) rules.
Dr. Aditi Kulkarni, Bhandarkar Oriental Research Institute, Pune
"""
import re
import sys
import unicodedata

VOWELS = {
    "अ": "a", "आ": "ā", "इ": "i", "ई": "ī", "उ": "u", "ऊ": "ū", "ऋ": "ṛ", "ॠ": "ṝ",
    "ऌ": "ḷ", "ए": "e", "ऐ": "ai", "ओ": "o", "औ": "au",
}
SIGNS = {
    "ा": "ā", "ि": "i", "ी": "ī", "ु": "u", "ू": "ū", "ृ": "ṛ", "ॄ": "ṝ",
    "ॢ": "ḷ", "े": "e", "ै": "ai", "ो": "o", "ौ": "au",
}
CONSONANTS = dict(zip(
    "कखगघङचछजझञटठडढणतथदधनपफबभमयरलवशषसह",
    ["k", "kh", "g", "gh", "ṅ", "c", "ch", "j", "jh", "ñ", "ṭ", "ṭh", "ḍ", "ḍh", "ṇ",
     "t", "th", "d", "dh", "n", "p", "ph", "b", "bh", "m", "y", "r", "l", "v", "ś", "ṣ", "s", "h"],
VIRAMA, ANUSVARA, VISARGA, AVAGRAHA = "्", "ं", "ः", "ऽ"
LONG = {"ā", "ī", "ū", "ṝ", "e", "ai", "o", "au"}
SHORT = {"a", "i", "u", "ṛ", "ḷ"}

METRES = {
    "indravajrā": "GGLGGLLGLGG",
    "upendravajrā": "LGLGGLLGLGG",
    "vasantatilakā": "GGLGLLLGLLGLGG",
    "mandākrāntā": "GGGGLLLLLGGLGGLGG",
    "śārdūlavikrīḍita": "GGGLLGLGLLLGGGLGGLG",
}


def transliterate(text):
    out = []
    chars = unicodedata.normalize("NFC", text)
    for i, ch in enumerate(chars):
        nxt = chars[i + 1] if i + 1 < len(chars) else ""
        if ch in CONSONANTS:
            out.append(CONSONANTS[ch])
            if nxt not in SIGNS and nxt != VIRAMA:
                out.append("a")
        elif ch in SIGNS:
            out.append(SIGNS[ch])
        elif ch in VOWELS:
            out.append(VOWELS[ch])
        elif ch == ANUSVARA:
            out.append("ṃ")
        elif ch == VISARGA:
            out.append("ḥ")
        elif ch in (VIRAMA, AVAGRAHA):
        continue
        else:
            out.append(ch)
    return "".join(out)


SYLLABLE_RE = re.compile(
    r"(ai|au|ā|ī|ū|ṝ|ṛ|ḷ|a|i|u|e|o)([ṃḥ]?)((?:[^aāiīuūṛṝḷeo\s]h?)*)
)


def weights(iast):
    """L/G string for one pāda (spaces ignored: sandhi runs across words)."""
    s = iast.replace(" ", "")
    pattern = []
    for m in SYLLABLE_RE.finditer(s):
        vowel, mark, cons = m.groups()
        consonant_count = len(re.findall(r"[^aāiīuūṛṝḷeo]h?", cons))
        if vowel in LONG or mark or consonant_count >= 2:
            pattern.append("G")
        else:
            pattern.append("L")
    return "".join(pattern)


def is_anustubh(padas):
    if len(padas) != 4 or any(len(p) != 8 for p in padas):
        return False
    # 5th syllable light, 6th heavy in every pāda; 7th heavy in odd, light in even pādas
    for k, p in enumerate(padas):
        if p[4] != "L" or p[5] != "G":
            return False
        if (k % 2 == 0 and p[6] != "G" or (k % 2 == 1 and p[6] != "L"):
            return False
    return True


def identify(padas):
    if is_anustubh(padas):
        return "anuṣṭubh (śloka)"
    for name, scheme in METRES.items():
        if all(p[:-1] == scheme[:-1] for p in padas):   # last syllable anceps
            return name
    return None


def main(path):
    with open(path, encoding="utf-8") as f:
        verses = [v for v in f.read().split("\n\n") if v.strip()]
    for n, verse in enumerate(verses, start=1):
        padas_deva = [p.strip(" ।॥0123456789०१२३४५६७८९") for p in re.split(r"[।॥\n]+", verse) if p.strip(" ।॥")]
        iast = [transliterate(p) for p in padas_deva]
        padas = [weights(p) for p in iast]
        metre = identify(padas) or "?"
        print(f"verse {n}: {metre}")
        for p_iast, p_w in zip(iast, padas):
            shown = p_w.replace("L", "∪").replace("G", "–")
            print(f"    {shown:<22} {p_iast}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "verses.txt")
