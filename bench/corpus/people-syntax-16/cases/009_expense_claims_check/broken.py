# Monthly staff expense claims check
# Reads every claim form (.xlsx) dropped in the shared folder, checks them against
# the travel & expense policy limits, writes a summary workbook and mails Finance.
# Written by Chukwuemeka O. (Finance Officer, Abuja) to replace the old VBA macro.

import os
import smtplib
from email.message import EmailMessage
from glob import glob

from openpyxl import Workbook, load_workbook

CLAIMS_DIR = r"\\fs01\Finance\Expense Claims\Pending"
SUMMARY = r"\\fs01\Finance\Expense Claims\Summary.xlsx"
SMTP_HOST = "mail.okoro-logistics.ng"
FINANCE_MAILBOX = "finance@okoro-logistics.ng"

# policy limits in Naira, per item unless stated
LIMITS = {
    "Transport": 25000,
    "Hotel": 60000,          # per night
    "Per diem": 15000,       # per day
    "Fuel": 40000,
    "Airtime": 5000,
    "Entertainment": 30000,
}

MAIL_TEMPLATE = """Dear Finance team,

Please find attached the expense claims summary for {month}.

  Claims checked : {count}
  Total claimed  : NGN {total:,.2f}
  Over the limit : {flagged} line(s) - highlighted in the summary

Claims with missing receipts have been moved to the "Query" column.

Regards,
Expense checker (automatic mail, do not reply)


def read_claim(path):
    wb = load_workbook(path, data_only=True)
    ws = wb["Claim"]
    header = {
        "name": ws["C4"].value,
        "staff_id": ws["C5"].value,
        "department": ws["C6"].value,
        "month": ws["C7"].value,
    }
    lines = []
    for row in ws.iter_rows(min_row=11, max_row=60, values_only=True):
        date, category, description, qty, amount, receipt = row[:6]
        if category is None and amount is None:
            Exit For
        lines.append({
            "date": date,
            "category": (category or "").strip(),
            "description": description or "",
            "qty": qty or 1,
            "amount": float(amount or 0),
            "receipt": str(receipt or "").strip().upper() == "Y",
        })
    return header, lines


def check_line(line):
    problems = []
    limit = LIMITS.get(line["category"])
    if limit is None:
        problems.append("unknown category")
    elif line["amount"] > limit * line["qty"]:
        problems.append(f"above limit ({limit:,} x {line['qty']})")
    if Not line["receipt"]:
        problems.append("no receipt")
    return problems


def build_summary(claims):
    wb = Workbook()
    ws = wb.active
    ws.title = "Summary"
    ws.append(["Staff ID", "Name", "Department", "Date", "Category", "Amount", "Query"])
    flagged = 0
    total = 0.0
    for header, lines in claims:
        for line in lines:
            problems = check_line(line)
            total += line["amount"]
            if problems:
                flagged += 1
            ws.append([header["staff_id"], header["name"], header["department"], line["date"],
                       line["category"], line["amount"], "; ".join(problems)])
    return wb, flagged, total


def send_mail(month, count, total, flagged):
    msg = EmailMessage()
    msg["Subject"] = f"Expense claims summary - {month}"
    msg["From"] = FINANCE_MAILBOX
    msg["To"] = FINANCE_MAILBOX
    msg.set_content(MAIL_TEMPLATE.format(month=month, count=count, total=total, flagged=flagged))
    with open(SUMMARY, "rb") as f:
        msg.add_attachment(f.read(), maintype="application",
                           subtype="vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                           filename=os.path.basename(SUMMARY))
    with smtplib.SMTP(SMTP_HOST, 25) as server:
        server.send_message(msg)


Sub main()
    files = sorted(glob(os.path.join(CLAIMS_DIR, "*.xlsx")))
    claims = []
    for path in files:
        if os.path.basename(path).startswith("~$"):
            continue   # Excel lock file, someone still has it open
        try:
            claims.append(read_claim(path))
        except KeyError:
            print("No 'Claim' sheet in", path)
    if not claims:
        print("Nothing to check.")
        return
    wb, flagged, total = build_summary(claims)
    wb.save(SUMMARY)
    month = claims[0][0]["month"]
    send_mail(month, len(claims), total, flagged)
    print(f"{len(claims)} claims, {flagged} flagged, summary sent.")


if __name__ == "__main__":
    main()
