# marafon_temp.py - марафонға арналған қарқын кестесі (pace chart)
# Алматы марафоны үшін: мақсатты уақыттан 5 км сайынғы аралық уақыттар.
# negative split: екінші жартысы бірінші жартысынан n% жылдамырақ.
# Автор: Ерлан (жүгіру клубы), Flutter-әзірлеуші
import sys

MARAFON_KM = 42.195
NUKTELER = [5, 10, 15, 20, 21.0975, 25, 30, 35, 40, MARAFON_KM]


def sekund(uaqyt):
    # "3:30:00" немесе "3:30" -> секунд
    bolikter = [int(x) for x in uaqyt.split(":")]
    while len(bolikter) < 3:
        bolikter.append(0)
    s, m, sek = bolikter
    return s * 3600 + m * 60 + sek


def hms(sek):
    sek = int(round(sek))
    return f"{sek // 3600}:{sek % 3600 // 60:02d}:{sek % 60:02d}"


def min_km(sek_per_km):
    return f"{int(sek_per_km) // 60}:{int(sek_per_km) % 60:02d}"


def keste(maqsat, negative=0.0):
    jalpy = sekund(maqsat)
    # екі жарты: t1 + t2 = jalpy, t2 = t1 * (1 - negative)
    t1 = jalpy / (2 - negative)
    t2 = jalpy - t1
    jarty = MARAFON_KM / 2
    qatarlar = []
    for km in NUKTELER:
        if km <= jarty:
            uaqyt = t1 * km / jarty
        else:
            uaqyt = t1 + t2 * (km - jarty) / jarty
        qatarlar.append((km, uaqyt))
    return qatarlar, t1 / jarty, t2 / jarty


def main():
    maqsat = sys.argv[1] if len(sys.argv) > 1 else "3:30:00"
    negative = float(sys.argv[2]) / 100 if len(sys.argv) > 2 else 0.0
    qatarlar, q1, q2 = keste(maqsat, negative)
    print(f"Мақсат: {maqsat}  |  1-жарты {min_km(q1)}/км, 2-жарты {min_km(q2)}/км")
    with (open(f"pace_{maqsat.replace(':', '')}.csv", "w", encoding="utf-8") as f,
          open("pace_band.txt", "w", encoding="utf-8") as band):
        f.write("km;uaqyt\n")
        for km, uaqyt in qatarlar:
            f.write(f"{km};{hms(uaqyt)}\n")
            band.write(f"{km:>7.2f} км  {hms(uaqyt)}\n")
            print(f"{km:>7.2f} км  {hms(uaqyt)}")
    print("Сақталды: pace_*.csv және pace_band.txt")


if __name__ == "__main__":
    main()
