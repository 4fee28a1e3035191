"""Small text helpers shared by the case modules (people-syntax-11).

They only *produce* the damaged text of an edit (what a key press gives in the
layout or input-method mode the author was in), so that each artefact is exactly
the meant text plus the damage; lib.py still checks every edit.  Look-alike and
invisible characters are named here once and used by name, so the build sources
stay readable.
"""

# ---------------------------------------------------------------- invisible / look-alike
IDEO_SPACE = "\u3000"   # ideographic (full-width) space
RLM = "\u200f"          # RIGHT-TO-LEFT MARK
ACUTE = "\u00b4"        # spacing acute accent (German/Spanish dead key + a non-letter)
CYR_ES = "\u0441"       # Cyrillic small es: the C key in the Russian layout, looks like c
DOTLESS_I = "\u0131"    # Turkish dotless i: the I key of the Turkish Q layout

# ---------------------------------------------------------------- Chinese IME (Microsoft Pinyin)
# Chinese mode with Chinese punctuation (the default): what an ASCII key gives.
ZH_PUNCT = {
    "(": "\uff08", ")": "\uff09", ",": "\uff0c", ":": "\uff1a", ";": "\uff1b",
    ".": "\u3002", "?": "\uff1f", "!": "\uff01", "[": "\u3010", "]": "\u3011",
    '"close': "\u201d", '"open': "\u201c",
}


def zh(keys):
    """Characters Microsoft Pinyin gives in Chinese mode for ASCII punctuation keys."""
    return "".join(ZH_PUNCT.get(k, k) for k in keys)


# ---------------------------------------------------------------- Japanese IME
# Google Japanese Input / MS-IME in hiragana mode with symbols set to half-width
# (a common programmer's setting): the kuten/touten, brackets, the long-vowel
# mark and the space key are still Japanese.
JA_KEYS = {",": "\u3001", ".": "\u3002", "[": "\u300c", "]": "\u300d", "-": "\u30fc",
           " ": IDEO_SPACE}


def ja(keys):
    return "".join(JA_KEYS.get(k, k) for k in keys)


# ---------------------------------------------------------------- Korean 2-set (Dubeolsik)
_KO_KEY = dict(zip("qwertyuiopasdfghjklzxcvbnm",
                   "ㅂㅈㄷㄱㅅㅛㅕㅑㅐㅔㅁㄴㅇㄹㅎㅗㅓㅏㅣㅋㅌㅊㅍㅠㅜㅡ"))
_L = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
_V = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ"
_T = " ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ"
_VV = {("ㅗ", "ㅏ"): "ㅘ", ("ㅗ", "ㅐ"): "ㅙ", ("ㅗ", "ㅣ"): "ㅚ", ("ㅜ", "ㅓ"): "ㅝ",
       ("ㅜ", "ㅔ"): "ㅞ", ("ㅜ", "ㅣ"): "ㅟ", ("ㅡ", "ㅣ"): "ㅢ"}
_TT = {("ㄱ", "ㅅ"): "ㄳ", ("ㄴ", "ㅈ"): "ㄵ", ("ㄴ", "ㅎ"): "ㄶ", ("ㄹ", "ㄱ"): "ㄺ",
       ("ㄹ", "ㅁ"): "ㄻ", ("ㄹ", "ㅂ"): "ㄼ", ("ㄹ", "ㅅ"): "ㄽ", ("ㄹ", "ㅌ"): "ㄾ",
       ("ㄹ", "ㅍ"): "ㄿ", ("ㄹ", "ㅎ"): "ㅀ", ("ㅂ", "ㅅ"): "ㅄ"}


def _syl(l, v, t):
    if l and v:
        return chr(0xAC00 + (_L.index(l) * 21 + _V.index(v)) * 28 + (_T.index(t) if t else 0))
    return (l or "") + (v or "")


def hangul(keys):
    """What Latin letter keys give when the Korean IME is in Hangul mode (2-set
    layout, the Windows and macOS default), composed into syllables."""
    out, l, v, t = [], None, None, None
    for k in keys:
        j = _KO_KEY[k]
        if j in _V:
            if t:                              # final consonant moves to the new syllable
                split = [a for a, b in _TT.items() if b == t]
                if split:
                    keep, move = split[0]
                else:
                    keep, move = None, t
                out.append(_syl(l, v, keep))
                l, v, t = move, j, None
            elif v and (v, j) in _VV:
                v = _VV[(v, j)]
            elif l and not v:
                v = j
            else:
                out.append(_syl(l, v, t))
                l, v, t = None, j, None
        else:
            if l and v and not t and j in _T:
                t = j
            elif t and (t, j) in _TT:
                t = _TT[(t, j)]
            else:
                if l or v:
                    out.append(_syl(l, v, t))
                l, v, t = j, None, None
    if l or v:
        out.append(_syl(l, v, t))
    return "".join(out)


# ---------------------------------------------------------------- Russian (JCUKEN)
_RU = dict(zip("qwertyuiop[]asdfghjkl;'zxcvbnm,./QWERTYUIOP{}ASDFGHJKL:\"ZXCVBNM<>?",
               "йцукенгшщзхъфывапролджэячсмитьбю.ЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮ,"))


def ru(keys):
    """What US-position keys give in the Russian (JCUKEN) layout."""
    return "".join(_RU.get(k, k) for k in keys)


# ---------------------------------------------------------------- Hebrew (SI-1452)
_HE = dict(zip("qwertyuiopasdfghjkl;'zxcvbnm,./",
               "/'קראטוןםפשדגכעיחלךף,זסבהנמצתץ."))


def he(keys):
    """What US-position keys give in the standard Hebrew layout."""
    return "".join(_HE.get(k, k) for k in keys)


# ---------------------------------------------------------------- Turkish Q
def tr_q(word):
    """A word typed on the Turkish Q layout with the US finger position for i:
    that key is dotless ı there (the dotted i is the key right of L)."""
    return word.replace("i", DOTLESS_I)


# ---------------------------------------------------------------- French AZERTY
# The digit row without Shift.
AZERTY_NOSHIFT = dict(zip("1234567890", "&\u00e9\"'(-\u00e8_\u00e7\u00e0"))


def azerty_noshift(keys):
    return "".join(AZERTY_NOSHIFT.get(k, k) for k in keys)


# ---------------------------------------------------------------- Spanish / Portuguese dead keys
_GRAVE = {"a": "\u00e0", "e": "\u00e8", "i": "\u00ec", "o": "\u00f2", "u": "\u00f9"}
_ACUTE = {"a": "\u00e1", "e": "\u00e9", "i": "\u00ed", "o": "\u00f3", "u": "\u00fa"}


def dead(accent, nxt):
    """A dead key followed by `nxt`: the composed letter for a vowel, otherwise the
    spacing accent followed by the character (Windows behaviour)."""
    table = {"`": _GRAVE, "\u00b4": _ACUTE}[accent]
    return table.get(nxt, accent + nxt)
