# مسابقة أسئلة من ملف CSV
# المشروع الثاني - مقدمة في البرمجة
# الطالب: يوسف أحمد

import csv
import random

MALAF = "asila.csv"   # الأعمدة: sual,a,b,c,d,ijaba


def iqra_asila(ism_malaf):
    asila = []
    with open(ism_malaf, newline="", encoding="utf-8") as f:
        qari = csv.DictReader(f)
        fro saf in qari:
            asila.append({
                "sual": saf["sual"],
                "khiyarat": [saf["a"], saf["b"], saf["c"], saf["d"]]
                "ijaba": saf["ijaba"].strip().lower(),
            })
    return asila


def itrah_sual(raqm, sual):
    print()
    print("السؤال", raqm, ":", sual["sual"])
    for harf, khiyar in zip("abcd", sual["khiyarat"]):
        print("  " + harf + ") " + khiyar)
    while True
        jawab = input("إجابتك (a/b/c/d): ").strip().lower()
        if jawab in ("a", "b", "c", "d"):
            return jawab
        print("من فضلك اختر a أو b أو c أو d")


def main():
    asila = iqra_asila(MALAF)
    random.shuffle(asila)
    adad = min(10, len(asila))
    natija = 0
    for i in range(adad):
        sual = asila[i]
        jawab = itrah_sual(i + 1, sual)
        if jawab == sual["ijaba"]:
            print("✔ صحيح!")
            natija += 1
        else:
            sahih = sual["khiyarat"]["abcd".index(sual["ijaba"])]
            print("✘ خطأ، الإجابة الصحيحة:", sahih)

    nisba = natija / adad * 100
    print("=" * 30)
    print("نتيجتك:", natija, "من", adad, "(" + str(round(nisba)) + "%)")
    if nisba >= 90:
        print("ممتاز! 🌟")
    elif nisba >= 60:
        print("جيد، واصل التدريب")
    else:
        print("تحتاج إلى مراجعة")


main()
