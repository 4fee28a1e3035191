# EMI calculator - ghar ka loan
# Rohit ne banaya, just practice ke liye

def emi_nikalo(principal, saal_ka_rate, mahine):
    r = saal_ka_rate / 12 / 100
    if r == 0:
        return principal / mahine
    emi = principal * r * (1 + r) ** mahine / ((1 + r) ** mahine - 1)
    return emi

def schedule_dikhao(principal, saal_ka_rate, mahine, emi):
    r = saal_ka_rate / 12 / 100
    baaki = principal
    for m in range(1, mahine + 1):
        byaaj = baaki * r
        mool = emi - byaaj
        baaki = baaki - mool
        if m <= 3 or m > mahine - 3:
            print(m, round(byaaj, 2), round(mool, 2), round(baaki, 2))
        elif m == 4:
            print("...")

principal = float(input("Loan amount (rupaye): "))
rate = float(input("Byaaj dar (saalana %): "))
saal = int(input("Kitne saal ke liye: "))
mahine = saal * 12

emi = emi_nikalo(principal, rate, mahine)
total_paid = emi * mahine
total_interest = total_paid - principal

print("Mahine ki EMI:", round(emi, 2))
print("Kul bhugtaan:", round(total_paid, 2))
print("Kul byaaj:", round(total_interest, 2))
if total_interest > principal:
    print("Arre! byaaj toh loan se bhi zyada hai")
print()
print("Mahina  Byaaj  Mool  Baaki")
schedule_dikhao(principal, rate, mahine, emi)
