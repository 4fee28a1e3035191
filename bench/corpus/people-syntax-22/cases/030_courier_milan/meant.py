# کوریئر بل کا ملان - آن لائن اسٹور، کراچی
# کوریئر کمپنی کا ماہانہ بل (CSV) اپنے شپمنٹ ریکارڈ سے ملاتے ہیں:
# وزن، چارجز اور COD رقم۔  بنایا: عمران (اکاؤنٹس)
import csv
import sys

FARQ_HAD = 5.0          # روپے؛ اس سے کم فرق کو نظر انداز کریں
WAZAN_HAD = 0.25        # کلو
SLAB = 0.5              # کوریئر آدھے کلو کے حساب سے چارج کرتا ہے


def bill_parho(path):
    # CN;date;origin;dest;weight;charges;fuel;gst;total
    bill = {}
    with open(path, encoding="utf-8-sig") as f:
        reader = csv.reader(f, delimiter=";")
        next(reader)
        for row in reader:
            cn, wazan, kul = row[0], row[4], row[-1]
            bill[cn.strip()] = (float(wazan), float(kul.replace(",", "")))
    return bill


def record_parho(path):
    apna = {}
    with open(path, encoding="utf-8-sig") as f:
        for r in csv.DictReader(f):
            apna[r["cn"].strip()] = {
                "order": r["order_no"],
                "wazan": float(r["weight_kg"]),
                "tawaqqo": float(r["expected_charges"]),
                "cod": float(r["cod_amount"] or 0),
            }
    return apna


def slab(w):
    # 1.2 کلو -> 1.5 کلو
    return -(-w // SLAB) * SLAB


def main():
    bill = bill_parho(sys.argv[1] if len(sys.argv) > 1 else "courier_bill.csv")
    apna = record_parho(sys.argv[2] if len(sys.argv) > 2 else "shipments.csv")
    zyada = []
    ghaib = []
    kul_farq = 0.0
    for cn, (b_wazan, b_raqam) in bill.items():
        if cn not in apna:
            ghaib.append(cn)
            continue
        a = apna[cn]
        farq = (b_raqam
                - a["tawaqqo"])
        wazan_farq = slab(b_wazan) - slab(a["wazan"])
        if farq > FARQ_HAD and wazan_farq > WAZAN_HAD:
            zyada.append((cn, a["order"], b_wazan, a["wazan"], farq))
            kul_farq += farq
    print(f"بل میں {len(bill)} شپمنٹس، ہمارے ریکارڈ میں {len(apna)}")
    print(f"زیادہ چارج: {len(zyada)} شپمنٹس، کل فرق Rs {kul_farq:,.0f}")
    for cn, order, bw, aw, farq in sorted(zyada, key=lambda z: -z[4]):
        print(f"  {cn}  order {order}: {aw} kg -> {bw} kg, +Rs {farq:,.0f}")
    if ghaib:
        print("ہمارے ریکارڈ میں نہیں:", ", ".join(ghaib))


if __name__ == "__main__":
    main()
