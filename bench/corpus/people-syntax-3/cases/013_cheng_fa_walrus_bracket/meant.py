# xiao ce yan - cheng fa kou jue lian xi
# zuo zhe: Wang Hao

import random

def da_yin_biao():
    for i in range(1, 10):
        hang = ""
        for j in range(1, i + 1):
            hang += str(j) + "x" + str(i) + "=" + str(i * j) + "\t"
        print(hang)

def chu_ti(ci_shu):
    dui = 0
    for n in range(ci_shu):
        a = random.randint(2, 9)
        b = random.randint(2, 9)
        da_an = input(str(a) + " x " + str(b) + " = ")
        if da_an.isdigit() and int(da_an) == a * b:
            print("dui le!")
            dui += 1
        else:
            print("cuo le, zheng que da an shi", a * b)
    return dui

da_yin_biao()
print()
ci_shu = 5
fen_shu = chu_ti(ci_shu)
bai_fen_bi = fen_shu * 100 // ci_shu
print("ni de fen shu:", fen_shu, "/", ci_shu)

if bai_fen_bi == 100:
    print("tai bang le!")
elif bai_fen_bi >= 60:
    print("ji ge le")
else:
    print("zai lian xi yi xia ba")
