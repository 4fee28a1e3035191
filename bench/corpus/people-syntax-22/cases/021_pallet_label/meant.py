# cetak_label_palet.py
# Cetak label palet (ZPL) ke printer Zebra ZT410 di gudang B, Port Klang.
# Baca senarai palet dari Excel (sheet "Palet"), satu label untuk setiap baris.
# Disediakan oleh: Faizal, penyelia gudang
import socket
import sys
from datetime import date

import openpyxl

PRINTER_IP = "192.168.10.45"
PRINTER_PORT = 9100
GUDANG = "GUDANG B - PORT KLANG"


def sscc(prefix, siri):
    # SSCC-18: 17 digit + check digit (GS1 mod 10)
    asas = f"{prefix}{siri:0{17 - len(prefix)}d}"
    jumlah = 0
    for i, d in enumerate(reversed(asas)):
        jumlah += int(d) * (3 if i % 2 == 0 else 1)
    return asas + str((10 - jumlah % 10) % 10)


def label_zpl(p):
    kod = sscc("0955012", p["siri"])
    return f"""^XA
^CI28
^PW812^LL1218
^FO40,40^A0N,40,40^FD{GUDANG}^FS
^FO40,100^A0N,30,30^FDTarikh: {date.today():%d/%m/%Y}^FS
^FO40,160^GB730,3,3^FS
^FO40,190^A0N,60,60^FDSKU: {p["sku"]}^FS
^FO40,270^A0N,40,40^FD{p["nama"][:30]}^FS
^FO40,330^A0N,40,40^FDKuantiti: {p["kuantiti"]} ctn^FS
^FO40,380^A0N,40,40^FDBerat: {p["berat"]:.1f} kg^FS
^FO40,430^A0N,40,40^FDDestinasi: {p["destinasi"]}^FS
^FO60,520^BY4^BCN,200,Y,N,N^FD>;{kod}^FS
^FO40,800^A0N,30,30^FDPalet {p["no"]} / {p["jumlah"]}^FS
^XZ
"""


def baca_excel(fail):
    wb = openpyxl.load_workbook(fail, data_only=True)
    ws = wb["Palet"]
    senarai = []
    for baris in ws.iter_rows(min_row=2, values_only=True):
        if not baris[0]:
            continue
        sku, nama, kuantiti, berat, destinasi, siri = baris[:6]
        senarai.append({"sku": sku, "nama": nama, "kuantiti": int(kuantiti),
                        "berat": float(berat), "destinasi": destinasi, "siri": int(siri)})
    for i, p in enumerate(senarai, 1):
        p["no"], p["jumlah"] = i, len(senarai)
    return senarai


def main():
    senarai = baca_excel(sys.argv[1] if len(sys.argv) > 1 else "palet_hari_ini.xlsx")
    if not senarai:
        print("Tiada palet dalam fail.")
        return
    zpl = "".join(label_zpl(p) for p in senarai)
    with socket.create_connection((PRINTER_IP, PRINTER_PORT), timeout=10) as s:
        s.sendall(zpl.encode("utf-8"))
    print(f"{len(senarai)} label dihantar ke {PRINTER_IP}")


if __name__ == "__main__":
    main()
