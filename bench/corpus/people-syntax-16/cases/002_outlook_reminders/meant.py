# Zahlungserinnerungen per Outlook verschicken
# (früher: Makro "Erinnerungen_senden" in OffenePosten.xlsm)
# Sabine K., Buchhaltung, Stuttgart - Stand März

import datetime as dt
import time

import win32com.client as win32
from openpyxl import load_workbook

OP_LISTE = "C:\\Users\\skraemer\\Documents\\Buchhaltung\\OffenePosten.xlsx"
VORLAGE_SIGNATUR = "C:\\Users\\skraemer\\AppData\\Roaming\\Microsoft\\Signatures\\Buchhaltung.htm"
ABSENDER = "buchhaltung@mueller-werkzeuge.de"
TESTMODUS = True          # True = nur Entwürfe anlegen, nichts senden
MAHNSTUFEN = {1: 14, 2: 28, 3: 42}   # Tage überfällig -> Stufe


def lade_signatur():
    try:
        with open(VORLAGE_SIGNATUR, encoding="cp1252") as f:
            return f.read()
    except OSError:
        return "<p>Mit freundlichen Grüßen<br>Ihre Buchhaltung</p>"


def offene_posten():
    wb = load_workbook(OP_LISTE, data_only=True)
    ws = wb["Offene Posten"]
    posten = []
    for zeile in ws.iter_rows(min_row=2, values_only=True):
        kunde, email, rechnung, datum, faellig, betrag, bezahlt = zeile[:7]
        if kunde is None:
            break
        if bezahlt == "ja":
            continue
        posten.append({
            "kunde": kunde,
            "email": email,
            "rechnung": rechnung,
            "datum": datum,
            "faellig": faellig,
            "betrag": float(betrag or 0),
        })
    return posten


def mahnstufe(faellig, heute):
    tage = (heute - faellig.date()).days
    stufe = 0
    for s, grenze in MAHNSTUFEN.items():
        if tage >= grenze:
            stufe = s
    return stufe, tage


def text_fuer(p, stufe, tage):
    betrag = f"{p['betrag']:,.2f} €".replace(",", "X").replace(".", ",").replace("X", ".")
    if stufe == 1:
        anrede = "wir möchten Sie freundlich daran erinnern, dass die folgende Rechnung noch offen ist."
    elif stufe == 2:
        anrede = "leider konnten wir zu der folgenden Rechnung noch keinen Zahlungseingang feststellen."
    else:
        anrede = "trotz unserer Erinnerungen ist die folgende Rechnung weiterhin offen. " + \
                 "Bitte begleichen Sie den Betrag innerhalb von 7 Tagen."
    return (
        f"<p>Sehr geehrte Damen und Herren,</p>"
        f"<p>{anrede}</p>"
        f"<table border='1' cellpadding='4' style='border-collapse:collapse'>"
        f"<tr><td>Rechnung</td><td>{p['rechnung']}</td></tr>"
        f"<tr><td>Rechnungsdatum</td><td>{p['datum']:%d.%m.%Y}</td></tr>"
        f"<tr><td>Fällig seit</td><td>{tage} Tagen</td></tr>"
        f"<tr><td>Betrag</td><td>{betrag}</td></tr>"
        f"</table>"
    )


def sende(outlook, p, stufe, tage, signatur):
    mail = outlook.CreateItem(0)
    mail.SentOnBehalfOfName = ABSENDER
    mail.To = p["email"]
    mail.Subject = f"Zahlungserinnerung ({stufe}. Stufe) - Rechnung {p['rechnung']}"
    mail.HTMLBody = text_fuer(p, stufe, tage) + signatur
    if TESTMODUS:
        mail.Save()
    else:
        mail.Send()


def main():
    heute = dt.date.today()
    outlook = win32.Dispatch("Outlook.Application")
    signatur = lade_signatur()
    gesendet = 0
    uebersprungen = []

    for p in offene_posten():
        if not p["email"]:
            uebersprungen.append(p["kunde"])
            continue
        stufe, tage = mahnstufe(p["faellig"], heute)
        if stufe == 0:
            continue
        sende(outlook, p, stufe, tage, signatur)
        gesendet += 1
        time.sleep(1)   # Exchange mag keine 50 Mails pro Sekunde

    print(f"{gesendet} Erinnerungen {'als Entwurf gespeichert' if TESTMODUS else 'gesendet'}.")
    if uebersprungen:
        print("Ohne E-Mail-Adresse: " + ", ".join(uebersprungen))


if __name__ == "__main__":
    main()
