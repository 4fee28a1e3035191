# Ukumbusho wa chanjo kwa SMS - Kliniki ya RCH, Temeke, Dar es Salaam
# Inasoma rejista (CSV) ya watoto, inaangalia chanjo zinazokuja wiki hii,
# na kutuma SMS kwa mzazi kupitia Africa's Talking.  -- Bi. Neema (Afisa Takwimu)
import csv
import sys
from datetime import date, datetime, timedelta

import africastalking

KITUO = "Kliniki ya RCH Temeke"
SIMU_YA_MAJARIBIO = "+255712345678"
MAJARIBIO = "--test" in sys.argv

# ratiba ya chanjo (EPI Tanzania): jina -> umri kwa siku
RATIBA = {
    "BCG na OPV0": 0,
    "Penta1, OPV1, PCV1, Rota1": 42,
    "Penta2, OPV2, PCV2, Rota2": 70,
    "Penta3, OPV3, PCV3, IPV": 98,
    "Surua-Rubella 1 (MR1)": 270,
    "Surua-Rubella 2 (MR2)": 540,
}


def chanjo_zinazokuja(tarehe_kuzaliwa, zilizopatikana, leo, siku=7):
    zinakuja = []
    for chanjo, umri in RATIBA.items():
        tarehe = tarehe_kuzaliwa + timedelta(days=umri)
        if chanjo in zilizopatikana:
            continue
        if leo <= tarehe <= leo + timedelta(days=siku):
            zinakuja.append((chanjo, tarehe))
        elif tarehe < leo:
            zinakuja.append((chanjo + " (IMECHELEWA)", leo))
    return zinakuja


def tengeneza_ujumbe(mzazi, jina, chanjo, tarehe):
    ujumbe = (f"Habari {mzazi}, "
              f"mtoto {jina} anatakiwa kupata chanjo ya {chanjo} "
              f"tarehe {tarehe:%d/%m/%Y} "
              f"katika {KITUO}. "
              "Tafadhali lete kadi ya kliniki. Asante.")
    return ujumbe


def main():
    leo = date(2024, 7, 1) if MAJARIBIO else date.today()
    africastalking.initialize("sandbox" if MAJARIBIO else "rch_temeke", open("at_key.txt").read().strip())
    sms = africastalking.SMS
    idadi = 0
    with open(sys.argv[1], encoding="utf-8") as f:
        for r in csv.DictReader(f):
            kuzaliwa = datetime.strptime(r["tarehe_kuzaliwa"], "%d/%m/%Y").date()
            zilizopatikana = {c.strip() for c in r["chanjo_zilizopatikana"].split(";") if c.strip()}
            for chanjo, tarehe in chanjo_zinazokuja(kuzaliwa, zilizopatikana, leo):
                ujumbe = tengeneza_ujumbe(r["mzazi"], r["jina"], chanjo, tarehe)
                simu = SIMU_YA_MAJARIBIO if MAJARIBIO else r["simu"]
                if len(ujumbe) > 160:
                    print("ujumbe mrefu (SMS 2):", r["jina"])
                sms.send(ujumbe, [simu])
                idadi += 1
    print(f"SMS {idadi} zimetumwa ({leo:%d/%m/%Y})")


if __name__ == "__main__":
    main()
