# cyfnodau_cyfyngu.py
# Rhestr o derfynau amser (Deddf Cyfyngiadau 1980) ar gyfer ffeiliau agored y swyddfa.
# Limitation dates for the open files - bilingual output for the Monday meeting.
# Swyddfa Cymorth Cyfreithiol, Caernarfon
import sys
from datetime import date

import pandas as pd
from dateutil.relativedelta import relativedelta

# math o hawliad -> (blynyddoedd, misoedd)
CYFNODAU = {
    "contract": (6, 0),
    "camwedd": (6, 0),           # tort
    "anaf personol": (3, 0),     # personal injury, from date of knowledge
    "difenwad": (1, 0),          # defamation
    "gweithred": (12, 0),        # deed
    "adolygiad barnwrol": (0, 3),
}
RHYBUDD_DYDDIAU = 90

ENWAU_SAESNEG = {
    "contract": "contract",
    "camwedd": "tort",
    "anaf personol": "personal injury",
    "difenwad": "defamation",
    "gweithred": "deed",
    "adolygiad barnwrol": "judicial review",
}


def terfyn(math, dyddiad_achos):
    blynyddoedd, misoedd = CYFNODAU[math]
    return dyddiad_achos + relativedelta(years=blynyddoedd, months=misoedd)


def llwytho(llwybr):
    df = pd.read_csv(llwybr, parse_dates=["dyddiad_achos"], dayfirst=True)
    df["math"] = df["math"].str.strip().str.lower()
    anhysbys = df[~df["math"].isin(CYFNODAU.keys())]
    if len(anhysbys):
        print("Math anhysbys / unknown claim type:", ", ".join(anhysbys["cyfeirnod"]))
    df = df[df["math"].isin(CYFNODAU.keys())].copy()
    df["terfyn"] = [terfyn(m, d.date()) for m, d in zip(df["math"], df["dyddiad_achos"])]
    return df


def adroddiad(df, heddiw):
    df["dyddiau_ar_ol"] = [(t - heddiw).days for t in df["terfyn"]]
    df = df.sort_values("dyddiau_ar_ol")
    print(f"Terfynau amser - {heddiw:%d/%m/%Y}  |  Limitation dates")
    print("-" * 72)
    for _, rhes in df.iterrows():
        dyddiau = rhes["dyddiau_ar_ol"]
        if dyddiau < 0:
            statws = "WEDI PASIO / EXPIRED"
        elif dyddiau <= RHYBUDD_DYDDIAU:
            statws = "BRYS / URGENT"
        else:
            statws = ""
        print(f"{rhes['cyfeirnod']:<10} {rhes['cleient'][:20]:<20} "
              f"{ENWAU_SAESNEG[rhes['math']]:<16} {rhes['terfyn']:%d/%m/%Y} "
              f"{dyddiau:>5}  {statws}")
    brys = (df["dyddiau_ar_ol"].between(0, RHYBUDD_DYDDIAU)).sum()
    print("-" * 72)
    print('Nifer sy\'n brys / urgent: %d' % brys)


if __name__ == "__main__":
    llwybr = sys.argv[1] if len(sys.argv) > 1 else "ffeiliau_agored.csv"
    df = llwytho(llwybr)
    adroddiad(df, date.today())
