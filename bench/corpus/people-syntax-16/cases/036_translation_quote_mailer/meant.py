"""Generator wycen dla klientów biura tłumaczeń (e-mail HTML + wersja tekstowa).

Dane zlecenia przychodzą z formularza na stronie (JSON), stawki są w cenniku poniżej.
Wycena jest zapisywana jako .eml do wysłania z Thunderbirda po sprawdzeniu.

Biuro Tłumaczeń „Lingwista” - Agnieszka K., Poznań
"""
import json
import math
import sys
from datetime import date, timedelta
from email.message import EmailMessage
from email.utils import formataddr
from pathlib import Path

NADAWCA = formataddr(("Biuro Tłumaczeń Lingwista", "wyceny@lingwista-poznan.pl"))
VAT = 0.23
STRONA_ROZLICZENIOWA = 1800        # znaków ze spacjami
STAWKI = {                          # zł netto za stronę
    ("pl", "en"): 45, ("en", "pl"): 40,
    ("pl", "de"): 50, ("de", "pl"): 45,
    ("pl", "uk"): 40, ("uk", "pl"): 38,
    ("pl", "fr"): 55, ("fr", "pl"): 50,
}
DOPLATY = {"przysięgłe": 0.5, "ekspres": 0.5, "specjalistyczne": 0.3}
JEZYKI = {"pl": "polski", "en": "angielski", "de": "niemiecki", "uk": "ukraiński", "fr": "francuski"}

STYL = """
body { font-family: Calibri, Arial, sans-serif; color: #222; }
table { border-collapse: collapse; margin: 12px 0; }
td, th { border: 1px solid #bbb; padding: 4px 10px; }
th { background: #eef3f8; text-align: left; }
.suma { font-weight: bold; font-size: 1.1em; }
"""


def wycena(zlecenie):
    para = (zlecenie["z"], zlecenie["na"])
    if para not in STAWKI:
        raise ValueError(f"Brak stawki dla pary {para[0]}→{para[1]}")
    strony = max(1, math.ceil(zlecenie["znaki"] / STRONA_ROZLICZENIOWA))
    stawka = STAWKI[para]
    pozycje = [(f"Tłumaczenie {JEZYKI[para[0]]} → {JEZYKI[para[1]]}", strony, stawka)]
    for rodzaj in zlecenie.get("opcje", []):
        if rodzaj in DOPLATY:
            pozycje.append((f"Dopłata: {rodzaj}", strony, round(stawka * DOPLATY[rodzaj], 2)))
    netto = sum(ile * cena for _, ile, cena in pozycje)
    dni = max(2, strony // 8 + 1)
    if "ekspres" in zlecenie.get("opcje", []):
        dni = max(1, dni // 2)
    return pozycje, round(netto, 2), round(netto * VAT, 2), date.today() + timedelta(days=dni)


def kwota(x):
    return f"{x:,.2f} zł".replace(",", " ").replace(".", ",")


def tresc_html(zlecenie, pozycje, netto, vat, termin):
    wiersze = "\n".join(
        f"<tr><td>{opis}</td><td>{ile}</td><td>{kwota(cena)}</td><td>{kwota(ile * cena)}</td></tr>"
        for opis, ile, cena in pozycje
    )
    return f"""<html><head><meta charset="utf-8"><style>{STYL}</style></head>
<body>
<p>Szanowna Pani / Szanowny Panie {zlecenie["nazwisko"]},</p>
<p>dziękujemy za przesłanie dokumentu „{zlecenie["plik"]}” ({zlecenie["znaki"]:,} znaków ze spacjami).
Poniżej przesyłamy wycenę tłumaczenia:</p>
<table>
<tr><th>Pozycja</th><th>Stron</th><th>Cena netto</th><th>Wartość netto</th></tr>
{wiersze}
</table>
<p>Razem netto: {kwota(netto)}<br>VAT 23%: {kwota(vat)}<br>
<span class="suma">Do zapłaty: {kwota(netto + vat)}</span></p>
<p>Termin realizacji: <b>{termin:%d.%m.%Y}</b> (dni robocze, od dnia akceptacji wyceny).</p>
<p>Prosimy o potwierdzenie zlecenia odpowiedzią na tę wiadomość.</p>
<p>Z wyrazami szacunku<br>Agnieszka Kowalczyk<br>Biuro Tłumaczeń „Lingwista”, ul. Półwiejska 12, Poznań</p>
</body></html>"""


def tresc_tekst(zlecenie, pozycje, netto, vat, termin):
    linie = [f"Szanowni Państwo,", "", f"wycena tłumaczenia dokumentu „{zlecenie['plik']}”:", ""]
    for opis, ile, cena in pozycje:
        linie.append(f"  - {opis}: {ile} str. x {kwota(cena)} = {kwota(ile * cena)}")
    linie += [
        "",
        f"Razem netto: {kwota(netto)}, VAT: {kwota(vat)}, do zapłaty: {kwota(netto + vat)}",
        f"Termin realizacji: {termin:%d.%m.%Y}",
        "",
        "Z wyrazami szacunku",
        "Biuro Tłumaczeń „Lingwista”",
    ]
    return "\n".join(linie)


def zbuduj_wiadomosc(zlecenie):
    pozycje, netto, vat, termin = wycena(zlecenie)
    msg = EmailMessage()
    msg["From"] = NADAWCA
    msg["To"] = formataddr((zlecenie["nazwisko"], zlecenie["email"]))
    msg["Subject"] = f"Wycena tłumaczenia - {zlecenie['plik']} ({kwota(netto + vat)} brutto)"
    msg.set_content(tresc_tekst(zlecenie, pozycje, netto, vat, termin))
    msg.add_alternative(tresc_html(zlecenie, pozycje, netto, vat, termin), subtype="html")
    return msg


if __name__ == "__main__":
    dane = json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))
    for zlecenie in dane if isinstance(dane, list) else [dane]:
        wiadomosc = zbuduj_wiadomosc(zlecenie)
        plik = Path(f"wycena_{zlecenie['email'].split('@')[0]}_{date.today():%Y%m%d}.eml")
        plik.write_bytes(bytes(wiadomosc))
        print(f"Zapisano {plik} dla {zlecenie['email']}")
