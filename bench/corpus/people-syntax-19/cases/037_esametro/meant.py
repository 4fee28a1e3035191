"""
Scansione automatica dell'esametro dattilico (Virgilio, Eneide I).

Divide il verso in sillabe, applica elisione e sinalefe, decide la quantità
(lunga per natura se la vocale è marcata con il macron nel nostro testo, lunga
per posizione davanti a due consonanti, con l'eccezione muta cum liquida) e
cerca la combinazione di dattili e spondei che dà sei piedi.
Prof.ssa Giulia Bernardi, Dipartimento di Scienze dell'Antichità, Padova
"""
import itertools
import re
import sys
import unicodedata

LONG_VOWELS = set("āēīōūȳ")
VOWELS = set("aeiouyāēīōūȳ")
DIPHTHONGS = ("ae", "au", "oe", "ei", "eu")
MUTE = set("bcdgpt")
LIQUID = set("lr")
DOUBLE = set("xz")          # valgono due consonanti

LONG, SHORT, ANCEPS = "–", "∪", "×"


def prepara(verso):
    v = unicodedata.normalize("NFC", verso.lower())
    v = re.sub(r"[^a-zāēīōūȳ ]", "", v)
    v = v.replace("qu", "q").replace("gu", "g")    # u consonantica dopo q e (spesso) g
    v = re.sub(r"\bi(?=[aeiouāēīōū])", "j", v)       # i iniziale davanti a vocale = consonante
    # elisione: vocale finale (o vocale + m) davanti a parola che comincia per vocale o h
    v = re.sub(r"([aeiouāēīōū]m?) (h?[aeiouāēīōū])", r" \2", v)
    return v.replace("h", "")


def nuclei(v):
    """Posizioni dei nuclei sillabici (vocali o dittonghi) nella stringa senza spazi."""
    s = v.replace(" ", "")
    out = []
    i = 0
    while i < len(s):
        if s[i] in VOWELS:
            if s[i:i + 2] in DIPHTHONGS:
                out.append((i, i + 2, True))
                i += 2
                continue
            out.append((i, i + 1, s[i] in LONG_VOWELS))
        i += 1
    return s, out


def quantita(v):
    s, nuc = nuclei(v)
    pattern = []
    for k, (a, b, lunga) in enumerate(nuc):
        fine = nuc[k + 1][0] if k + 1 < len(nuc) else len(s)
        consonanti = s[b:fine]
        n = len(consonanti) + sum(1 for c in consonanti if c in DOUBLE)
        if lunga:
            pattern.append(LONG)
        elif n >= 2 and not (len(consonanti) == 2 and consonanti[0] in MUTE and consonanti[1] in LIQUID):
            pattern.append(LONG)
        elif n == 2:
            pattern.append(ANCEPS)      # muta cum liquida: può essere breve o lunga
        else:
            pattern.append(SHORT)
    if pattern:
        pattern[-1] = ANCEPS             # ultima sillaba indifferente
    return pattern


def compatibile(q, atteso):
    return q == ANCEPS or q == atteso


def scandisci(pattern):
    """Prova tutte le combinazioni di dattili (D) e spondei (S) nei primi quattro piedi."""
    soluzioni = []
    for piedi in itertools.product("DS", repeat=4):
        schema = []
        for p in piedi:
            schema += [LONG, SHORT, SHORT] if p == "D" else [LONG, LONG]
        schema += [LONG, SHORT, SHORT, LONG, ANCEPS]     # quinto dattilo, sesto piede
        if len(schema) != len(pattern):
            continue
        if all(compatibile(q, a) or a == ANCEPS for q, a in zip(pattern, schema)):
            soluzioni.append("".join(piedi) + "DS")
    return soluzioni


def main(percorso):
    with open(percorso, encoding="utf-8") as f:
        versi = [riga.strip() for riga in f if riga.strip()]
    riusciti = ambigui = falliti = 0
    for n, verso in enumerate(versi, start=1):
        q = quantita(prepara(verso))
        sol = scandisci(q)
        if len(sol) == 1:
            riusciti += 1
            stato = sol[0]
        elif sol:
            ambigui += 1
            stato = "ambiguo: " + "/".join(sol)
        else:
            falliti += 1
            stato = "NESSUNA SCANSIONE"
        print(f"{n:>4} {''.join(q):<20} {stato:<24} {verso}")
    tot = len(versi)
    print(f"\n{tot} versi: {riusciti} scanditi, {ambigui} ambigui, {falliti} non riusciti "
          f"({100 * riusciti / tot if tot else 0:.1f}%)")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "aeneis_1.txt")
