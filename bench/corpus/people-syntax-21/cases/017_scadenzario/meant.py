# Scadenzario clienti: fasce di anzianità dei crediti e solleciti via email
# Uso interno — ufficio amministrativo, Ferramenta Colombo srl (Treviso)
import csv
import smtplib
from datetime import date, datetime
from email.message import EmailMessage

OGGI = date.today()
FASCE = [(30, "0-30"), (60, "31-60"), (90, "61-90"), (None, "oltre 90")]
MITTENTE = "amministrazione@ferramentacolombo.it"
totale_scaduto = 0.0

TESTO_SOLLECITO = """Gentile {cliente},

dai nostri registri risultano non ancora saldate le seguenti fatture:

{elenco}

per un totale di € {totale}. Vi preghiamo di provvedere al pagamento
entro 10 giorni o di inviarci copia del bonifico se già effettuato.

Cordiali saluti
Ufficio amministrativo — Ferramenta Colombo srl
"""


def fascia(giorni):
    for limite, nome in FASCE:
        if limite is None or giorni <= limite:
            return nome


def importo_it(x):
    return f"{x:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")


def carica(percorso="partite_aperte.csv"):
    per_cliente = {}
    with open(percorso, newline="", encoding="utf-8-sig") as f:
        for r in csv.DictReader(f, delimiter=";"):
            scadenza = datetime.strptime(r["Scadenza"], "%d/%m/%Y").date()
            giorni = (OGGI - scadenza).days
            # solo le partite già scadute
            if giorni <= 0:
                continue
            importo = float(r["Residuo"].replace(".", "").replace(",", "."))
            per_cliente.setdefault((r["Cliente"], r["Email"]), []).append((r["Numero"], scadenza, giorni, importo))
    return per_cliente


def prepara_sollecito(cliente, email, partite):
    global totale_scaduto
    righe = []
    totale = 0.0
    for numero, scadenza, giorni, importo in sorted(partite, key=lambda p: p[1]):
        righe.append(f"  - fatt. n. {numero} scaduta il {scadenza:%d/%m/%Y} "
                     f"({giorni} gg, fascia {fascia(giorni)}): € {importo_it(importo)}")
        totale += importo
    totale_scaduto += totale
    msg = EmailMessage()
    msg["From"] = MITTENTE
    msg["To"] = email
    msg["Subject"] = f"Sollecito di pagamento — {cliente}"
    msg.set_content(TESTO_SOLLECITO.format(cliente=cliente, elenco="\n".join(righe),
                                           totale=importo_it(totale)))
    return msg, max(p[2] for p in partite)


def main(invia=False):
    messaggi = []
    for (cliente, email), partite in carica().items():
        msg, ritardo = prepara_sollecito(cliente, email, partite)
        if ritardo > 90:
            print(f"ATTENZIONE {cliente}: oltre 90 giorni, passare all'avvocato")
        elif ritardo > 30:
            messaggi.append(msg)
        else:
            print(f"{cliente}: solo promemoria telefonico")
    print(f"Totale scaduto: € {importo_it(totale_scaduto)} — solleciti da inviare: {len(messaggi)}")
    if invia and messaggi:
        with smtplib.SMTP_SSL("smtps.aruba.it", 465) as s:
            s.login(MITTENTE, input("password: "))
            for m in messaggi:
                s.send_message(m)


if __name__ == "__main__":
    main(invia=False)
