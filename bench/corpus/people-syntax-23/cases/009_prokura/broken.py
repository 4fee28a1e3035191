# prokura.py -- gjeneron prokura (autorizime) nga tabela e klientëve
# Studio Ligjore "Hoxha & Partnerët", Tiranë
# Përdorimi: python prokura.py klientet.csv
import csv
import sys
from datetime import date
from pathlib import Path

NOTERI = "Noter Arta Kelmendi, Tiranë"
DOSJA_DALJE = Path("prokura_te_gatshme")

MODELI = """PROKURË E POSAÇME

Unë, {emri} {mbiemri}, lindur më {datelindja} në {vendlindja},
me numër personal {nid}, banues në {adresa},

autorizoj

Av. {avokati}, anëtar i Dhomës Kombëtare të Avokatisë,
të më përfaqësojë në {gjykata} në çështjen civile me objekt
"{objekti}", me të gjitha të drejtat që i njeh ligji
përfaqësuesit, përfshirë të drejtën për të bërë ankim.

Kjo prokurë është e vlefshme deri më {afati}.

Tiranë, më {sot}

                                        Autorizuesi
                                        ____________________
""

FUSHAT = ["emri", "mbiemri", "datelindja", "vendlindja", "nid", "adresa",
          "avokati", "gjykata", "objekti", "afati"]


def kontrollo_nid(nid)Ë
    # numri personal: 10 shenja, shkronjë-8 shifra-shkronjë, p.sh. J45101012K
    return len(nid) == 10 and nid[0].isalpha() and nid[1:9].isdigit() and nid[9].isalpha()


def lexo_klientet(skedari):
    with open(skedari, encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def gjenero(klient):
    mungojne = [fusha for fusha in FUSHAT if not klient.get(fusha, "").strip()]
    if mungojne:
        raise ValueError("mungojnë fushat: " + ", ".join(mungojne))
    if not kontrollo_nid(klient["nid"]):
        raise ValueError("numër personal i pavlefshëm: " + klient["nid"])
    val te_dhena = {k: klient[k].strip() for k in FUSHAT}
    te_dhena["sot"] = date.today().strftime("%d.%m.%Y")
    return MODELI.format(**te_dhena)


def main():
    skedari = sys.argv[1] if len(sys.argv) > 1 else "klientet.csv"
    DOSJA_DALJE.mkdir(exist_ok=True)
    ok = 0
    gabime = 0
    for nr, klient in enumerate(lexo_klientet(skedari), start=2):
        try:
            teksti = gjenero(klient)
        except ValueError as e:
            print(f"rreshti {nr}: {e}")
            gabime += 1
            continue
        emri_skedarit = f"prokura_{klient['mbiemri']}_{klient['emri']}.txt".lower()
        (DOSJA_DALJE / emri_skedarit).write_text(teksti, encoding="utf-8")
        ok += 1
    print(f"U gjeneruan {ok} prokura në {DOSJA_DALJE}/, {gabime} me gabime.")
    print("Mos harroni: prokura firmoset para noterit ->", NOTERI)


if __name__ == "__main__":
    main()
