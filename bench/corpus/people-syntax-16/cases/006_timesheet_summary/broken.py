# Timesheet summary para sa payroll (cut-off 1-15 at 16-end of month)
# Ginawa ni Joy A., HR & Admin, Quezon City
# Input: isang workbook bawat branch, isang sheet bawat empleyado (galing sa biometrics export)
# Output: Summary.xlsx na may total hours, late, undertime at OT

import glob
import os
from datetime import datetime, time, timedelta

from openpyxl import Workbook, load_workbook
from openpyxl.styles import Font, PatternFill

INPUT_FOLDER = "D:/HR/Timesheets/2024-06-A"
OUTPUT_FILE = "D:/HR/Payroll/Summary_2024-06-A.xlsx"

SHIFT_START = time(8, 0)
SHIFT_END = time(17, 0)
GRACE_MINUTES = 10
LUNCH = timedelta(hours=1)
REGULAR_HOURS = 8

# holiday list (regular + special non-working) para sa cut-off na ito
HOLIDAYS = {
    "2024-06-12": "Independence Day",
    "2024-06-17": "Eid al-Adha",
}

RED = PatternFill(start_color="FFC7CE", end_color="FFC7CE", fill_type="solid")


def to_dt(day, value):
    """Biometrics export: minsan datetime, minsan text na '08:03 AM'."""
    if value is None or value == "":
        return None
    if isinstance(value, datetime):
        return value
    if isinstance(value, time):
        return datetime.combine(day, value)
    return datetime.combine(day, datetime.strptime(str(value).strip(), "%I:%M %p").time())


def compute_day(day, time_in, time_out):
    start = datetime.combine(day, SHIFT_START)
    end = datetime.combine(day, SHIFT_END)
    late = max(timedelta(0), time_in - start - timedelta(minutes=GRACE_MINUTES))
    if late > timedelta(0):
        late += timedelta(minutes=GRACE_MINUTES)     # kapag lumampas sa grace, buong late ang bilang
    undertime = max(timedelta(0), end - time_out)
    worked = time_out - time_in - LUNCH
    overtime = max(timedelta(0), time_out - end - timedelta(minutes=30))
    return worked, late, undertime, overtime


def hours(td):
    return round(td.total_seconds() / 3600, 2)


def summarize_sheet(ws):
    total = late = under = ot = timedelta(0)
    Dim days, absences As Integer
    days = absences = 0
    for row in ws.iter_rows(min_row=2, values_only=True):
        day, time_in, time_out = row[0], row[1], row[2]
        if day is None:
            continue
        day = day.date() if isinstance(day, datetime) else datetime.strptime(str(day), "%Y-%m-%d").date()
        if day.weekday() == 6 or day.isoformat() in HOLIDAYS:
            continue
        t_in, t_out = to_dt(day, time_in), to_dt(day, time_out)
        if t_in is None or t_out is None:
            absences += 1
            continue
        w, l, u, o = compute_day(day, t_in, t_out)
        total += w
        late += l
        under += u
        ot += o
        days += 1
    return {
        "days": days,
        "absences": absences,
        "total": hours(total),
        "late": hours(late),
        "undertime": hours(under),
        "overtime": hours(ot),
    }


def main():
    out = Workbook()
    ws_out = out.active
    ws_out.title = "Summary"
    headers = ["Branch", "Employee", "Days Present", "Absences", "Total Hrs",
               "Late Hrs", "Undertime Hrs", "OT Hrs", "Remarks"
    ws_out.append(headers)
    for cell in ws_out[1]:
        cell.font = Font(bold=True)

    for path in sorted(glob.glob(os.path.join(INPUT_FOLDER, "*.xlsx"))):
        branch = os.path.splitext(os.path.basename(path))[0]
        wb = load_workbook(path, data_only=True)
        for ws in wb.worksheets:
            s = summarize_sheet(ws)
            remarks = []
            if s["absences"] >= 3:
                remarks.append("3+ absences - for HR review")
            if s["late"] > 2:
                remarks.append("habitual tardiness?")
            ws_out.append([branch, ws.title, s["days"], s["absences"], s["total"],
                           s["late"], s["undertime"], s["overtime"], "; ".join(remarks)])
            if remarks:
                for cell in ws_out[ws_out.max_row]:
                    cell.fill = RED

    last = ws_out.max_row
    ws_out.cell(row=last + 2, column=2, value="TOTAL")
    for col in "EFGH":
        ws_out[f"{col}{last + 2}"] = f"=SUM({col}2:{col}{last})"
    ws_out["J1"] = "Empleyadong may 3+ absences:"
    ws_out["K1"] = f"=COUNTIF(D2:D{last},">=3")"

    for col, width in zip("ABCDEFGHI", (14, 28, 12, 10, 10, 10, 14, 10, 36)):
        ws_out.column_dimensions[col].width = width
    out.save(OUTPUT_FILE)
    print("Tapos na! Naka-save sa", OUTPUT_FILE)


if __name__ == "__main__":
    main()
