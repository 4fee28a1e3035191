# Weekoverzicht vergaderruimtes voor de receptie
# Leest de agenda's van de ruimte-mailboxen uit Outlook en zet ze in een Excel-rooster.
# Gemaakt door Marieke de V., office manager, Utrecht (vroeger deed ik dit met een PowerShell-script)

import datetime as dt
import os

import pywintypes
import win32com.client
from openpyxl import Workbook
from openpyxl.styles import Alignment, Font, PatternFill
from openpyxl.utils import get_column_letter

RUIMTES = {
    "Zaal Domtoren": "ruimte.domtoren@vanderlinde-advies.nl",
    "Zaal Oudegracht": "ruimte.oudegracht@vanderlinde-advies.nl",
    "Belcel 1": "ruimte.belcel1@vanderlinde-advies.nl",
    "Belcel 2": "ruimte.belcel2@vanderlinde-advies.nl",
}
UITVOER = os.path.join(os.path.expanduser("~"), "Desktop", "ruimterooster.xlsx")
DAGEN = ["ma", "di", "wo", "do", "vr"]
BEGIN_UUR, EIND_UUR = 8, 18
KLEUREN = ["FCE4D6", "DDEBF7", "E2EFDA", "FFF2CC", "EDE1F5"]


def maandag_van_deze_week():
    vandaag = dt.date.today()
    return vandaag - dt.timedelta(days=vandaag.weekday())


def afspraken(namespace, adres, van, tot):
    ontvanger = namespace.CreateRecipient(adres)
    ontvanger.Resolve()
    if not ontvanger.Resolved:
        print("Kan mailbox niet vinden:", adres)
        return []
    try:
        agenda = namespace.GetSharedDefaultFolder(ontvanger, 9)   # 9 = olFolderCalendar
    except pywintypes.com_error:
        print("Geen rechten op agenda van", adres)
        return []
    items = agenda.Items
    items.IncludeRecurrences = True
    items.Sort("[Start]")
    filter_tekst = (
        f"[Start] >= '{van:%d-%m-%Y} 00:00' AND "
        f"[End] <= '{tot:%d-%m-%Y} 23:59'"
    )
    resultaat = []
    for item in items.Restrict(filter_tekst):
        start = dt.datetime.fromtimestamp(item.Start.timestamp())
        eind = dt.datetime.fromtimestamp(item.End.timestamp())
        resultaat.append((start, eind, item.Subject or "(geen onderwerp)", item.Organizer))
    return resultaat


def maak_rooster(maandag, data):
    wb = Workbook()
    ws = wb.active
    ws.title = f"week {maandag.isocalendar()[1]}"
    ws.cell(row=1, column=1, value="Tijd").font = Font(bold=True)

    kolom = 2
    kolommen = {}
    for d, dag in enumerate(DAGEN):
        for ruimte in RUIMTES:
            c = ws.cell(row=1, column=kolom, value=f"{dag} {maandag + dt.timedelta(days=d):%d/%m}\n{ruimte}")
            c.font = Font(bold=True)
            c.alignment = Alignment(wrap_text=True, horizontal="center")
            ws.column_dimensions[get_column_letter(kolom)].width = 16
            kolommen[(d, ruimte)] = kolom
            kolom += 1

    for i, uur in enumerate(range(BEGIN_UUR * 2, EIND_UUR * 2)):
        ws.cell(row=i + 2, column=1, value=f"{uur // 2:02d}:{30 * (uur % 2):02d}")

    for n, (ruimte, lijst) in enumerate(data.items()):
        vulling = PatternFill(start_color=KLEUREN[n % len(KLEUREN)], end_color=KLEUREN[n % len(KLEUREN)], fill_type="solid")
        for start, eind, onderwerp, organisator in lijst:
            d = (start.date() - maandag).days
            if d < 0 or d > 4:
                continue
            eerste = (start.hour * 2 + start.minute // 30) - BEGIN_UUR * 2 + 2
            laatste = (eind.hour * 2 + (eind.minute + 29) // 30) - BEGIN_UUR * 2 + 1
            eerste, laatste = max(eerste, 2), min(laatste, (EIND_UUR - BEGIN_UUR) * 2 + 1)
            for r in range(eerste, laatste + 1):
                cel = ws.cell(row=r, column=kolommen[(d, ruimte)])
                cel.fill = vulling
                if r == eerste:
                    cel.value = f"{onderwerp} ({organisator})"
    ws.freeze_panes = "B2"
    return wb


def main():
    outlook = win32com.client.Dispatch("Outlook.Application")
    namespace = outlook.GetNamespace("MAPI")
    maandag = maandag_van_deze_week()
    vrijdag = maandag + dt.timedelta(days=4)

    data = {}
    for ruimte, adres in RUIMTES.items():
        data[ruimte] = afspraken(namespace, adres, maandag, vrijdag)
        print(f"{ruimte}: {len(data[ruimte])} afspraken")

    maak_rooster(maandag, data).save(UITVOER)
    os.startfile(UITVOER)


if __name__ == "__main__":
    main()
