"""
Controllo dei primer per il clonaggio (Gibson / restrizione)

Per ogni coppia di primer nel file TSV: Tm (nearest neighbour, SantaLucia 1998), GC%,
autocomplementarità all'estremità 3', siti di restrizione presenti nel prodotto PCR e
traduzione della ORF clonata per verificare che la cornice di lettura sia giusta.

Chiara M., dottoranda - laboratorio di biologia molecolare, Padova
"""
import csv
import sys

from Bio import SeqIO
from Bio.Restriction import BamHI, EcoRI, HindIII, NcoI, NotI, XhoI, RestrictionBatch
from Bio.Seq import Seq
from Bio.SeqUtils import MeltingTemp as mt
from Bio.SeqUtils import gc_fraction

ENZIMI = RestrictionBatch([EcoRI, BamHI, HindIII, XhoI, NcoI, NotI])
CONDIZIONI_PCR = {"Na": 50, "Mg": 1.5, "dNTPs": 0.2, "dnac1": 250, "dnac2": 0}   # mM / nM (Q5)
TM_MIN, TM_MAX = 55.0, 68.0
DELTA_TM_MAX = 3.0


def tm(seq):
    return mt.Tm_NN(seq, nn_table=mt.DNA_NN3, **CONDIZIONI_PCR)


def estremita_3_complementare(primer, n=4):
    """True se gli ultimi n nucleotidi al 3' si appaiano con sé stessi (primer-dimer)."""
    coda = Seq(primer[-n:])
    return str(coda.reverse_complement()) in primer


def parte_annealing(primer, stampo):
    """La parte del primer che si appaia allo stampo (le code di clonaggio no)."""
    for k in range(len(primer), 11, -1):
        pezzo = primer[-k:]
        if pezzo in stampo or str(Seq(pezzo).reverse_complement()) in stampo:
            return pezzo
    return ""


def prodotto_pcr(fwd, rev, stampo):
    ann_f = parte_annealing(fwd, stampo)
    ann_r = str(Seq(parte_annealing(rev, stampo)).reverse_complement())
    i, j = stampo.find(ann_f), stampo.find(ann_r)
    if i < 0 or j < 0 or j < i:
        return None
    coda_f = fwd[: len(fwd) - len(ann_f)]
    coda_r = str(Seq(rev[: len(rev) - len(ann_r)]).reverse_complement())
    return coda_f + stampo[i:j + len(ann_r)] + coda_r


def sovrapposizione_gibson(primer, vettore, minimo=20):
    """Lunghezza della coda 5' del primer che coincide con un'estremità del vettore linearizzato."""
    primer = primer.upper()
    migliore = 0
    for k in range(minimo, min(len(primer), 45) + 1):
        coda = primer[:k]
        if vettore.endswith(coda) or str(Seq(coda).reverse_complement()) == vettore[:k]:
            migliore = k
    return migliore


def tm_sovrapposizione(primer, lunghezza):
    if lunghezza == 0:
        return float("nan")
    return mt.Tm_NN(primer[:lunghezza], nn_table=mt.DNA_NN3, Na=50, Mg=0, dnac1=250, dnac2=0)


def controlla_coppia(nome, fwd, rev, stampo, inizio_orf):
    fwd, rev = fwd.upper().replace(" ", ""), rev.upper().replace(" ", "")
    avvisi = []
    tm_f, tm_r = tm(parte_annealing(fwd, stampo)), tm(parte_annealing(rev, stampo))
    for lato, p, t in (("F", fwd, tm_f), ("R", rev, tm_r)):
        if not TM_MIN <= t <= TM_MAX:
            avvisi.append(f"Tm {lato} = {t:.1f} °C fuori intervallo")
        if estremita_3_complementare(p):
            avvisi.append(f"primer {lato}: 3' autocomplementare")
        if p[-1] not in "GC":
            avvisi.append(f"primer {lato}: manca la GC clamp")
    if abs(tm_f - tm_r) > DELTA_TM_MAX:
        avvisi.append(f"differenza di Tm {abs(tm_f - tm_r):.1f} °C")

    prodotto = prodotto_pcr(fwd, rev, stampo)
    if prodotto is None:
        avvisi.append("i primer non amplificano lo stampo")
        return {"nome": nome, "tm_f": tm_f, "tm_r": tm_r, "avvisi": avvisi}

    siti = ENZIMI.search(Seq(prodotto))
    taglia = {str(e): pos for e, pos in siti.items() if pos}
    orf = Seq(prodotto[inizio_orf:])
    orf = orf[: len(orf) - len(orf) % 3]
    proteina = orf.translate(to_stop=True)
    if len(proteina) * 3 < len(orf) * 0.9:
        avvisi.append(f"stop precoce dopo {len(proteina)} aa: controllare la cornice")
    return {
        "nome": nome,
        "tm_f": tm_f,
        "tm_r": tm_r,
        "gc_prodotto": gc_fraction(prodotto) * 100,
        "lunghezza": len(prodotto),
        "siti": taglia,
        "proteina_inizio": str(proteina[:12]),
        "avvisi": avvisi,
    }


def main(tsv_primer, fasta_stampo, fasta_vettore=None):
    stampo = str(SeqIO.read(fasta_stampo, "fasta").seq).upper()
    vettore = str(SeqIO.read(fasta_vettore, "fasta").seq).upper() if fasta_vettore else None
    with open(tsv_primer, newline="") as f:
        righe = list(csv.DictReader(f, delimiter="\t"))
    for r in righe:
        ris = controlla_coppia(r["nome"], r["fwd"], r["rev"], stampo, int(r.get("inizio_orf") or 0))
        print(f"\n== {ris['nome']} ==  Tm F/R: {ris['tm_f']:.1f} / {ris['tm_r']:.1f} °C")
        if "lunghezza" in ris:
            print(f"   prodotto {ris['lunghezza']} bp, GC {ris['gc_prodotto']:.1f}%, inizio proteina {ris['proteina_inizio']}")
            for enz, pos in sorted(ris["siti"].items()):
                print(f"   taglia {enz} in {', '.join(map(str, pos))}")
        if vettore:
            for lato, p in (("F", r["fwd"]), ("R", r["rev"])):
                ov = sovrapposizione_gibson(p, vettore)
                if ov == 0:
                    print(f"   Gibson {lato}: nessuna sovrapposizione >= 20 nt con il vettore")
                else:
                    print(f"   Gibson {lato}: {ov} nt, Tm {tm_sovrapposizione(p.upper(), ov):.1f} °C")
        for a in ris["avvisi"]:
            print("   !", a)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else None)
