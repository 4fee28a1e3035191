First install the library:

```bash
pip install reportlab
```

Then save this as `make_invoice.py`:

```python
from datetime import date

from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfgen import canvas

COMPANY = "Kowalczyk Hydraulika
ITEMS = [
    ("Replace kitchen tap", 1, 180.00),
    ("Pipe fittings", 6, 4.50),
    ("Labour (hours)", 2.5, 60.00),
]
VAT_RATE = 0.23


def make_invoice(filename, number, customer):
    c = canvas.Canvas(filename, pagesize=A4)
    width, height = A4
    c.setFont("Helvetica-Bold", 16)
    c.drawString(20 * mm, height - 25 * mm, COMPANY)
    c.setFont("Helvetica", 10)
    c.drawString(20 * mm, height - 32 * mm, f"Invoice no. {number}   Date: {date.today():%d.%m.%Y}")
    c.drawString(20 * mm, height - 38 * mm, f"Customer: {customer}")

    y = height - 55 * mm
    subtotal = 0
    for desc, qty, price in ITEMS:
        line_total = qty * price
        subtotal += line_total
        c.drawString(20 * mm, y, desc)
        c.drawRightString(140 * mm, y, f"{qty} x {price:.2f}")
        c.drawRightString(190 * mm, y, f"{line_total:.2f}")
        y -= 7 * mm

    vat = subtotal * VAT_RATE
    c.line(20 * mm, y, 190 * mm, y)
    for label, amount in [("Net", subtotal), (f"VAT {VAT_RATE:.0%}", vat), ("Total", subtotal + vat)]:
        y -= 7 * mm
        c.drawString(120 * mm, y, label)
        c.drawRightString(190 * mm, y, f"{amount:.2f} PLN")
    c.save()


if __name__ == "__main__":
    make_invoice("invoice_2024_017.pdf", "2024/017", "Jan Nowak, ul. Lipowa 4, Kraków")
    print("Saved invoice_2024_017.pdf")
```

Run it with `python make_invoice.py` and the PDF will appear next to the script.
