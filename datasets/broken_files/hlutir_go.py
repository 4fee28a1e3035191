# Birgðastjórnun í einföldum leik - nemandi sem kann Go og Lua
import random

HLUTIR = ["sverð", "skjöldur", "drykkur", "lykill", "kort"]
ÞYNGD = {"sverð": 5, "skjöldur": 7, "drykkur": 1, "lykill": 1, "kort": 0}


class Leikmaður:
    def __init__(self, nafn, hámark=15):
        self.nafn = nafn
        self.hámark = hámark
        self.taska = []
        self.líf = 100

    def þyngd(self):
        total := 0
        for i := 0; i < len(self.taska); i++ {
            total += ÞYNGD[self.taska[i]]
        }
        return total

    def taka(self, hlutur):
        if self.þyngd() + ÞYNGD[hlutur] > self.hámark then
            print(f"{self.nafn} getur ekki borið {hlutur}")
            return False
        self.taska.append(hlutur)
        return True

    def nota(self, hlutur):
        if hlutur not in self.taska:
            print("Þú átt ekki", hlutur)
            return
        if hlutur == "drykkur":
            self.líf = min(100, self.líf + 30
            self.taska.remove(hlutur)
        elseif hlutur == "kort":
            print("Kortið sýnir leið til norðurs")
        else:
            print(f"{hlutur} er ekki hægt að nota hér")


def bardagi(leikmaður, óvinur_líf=40):
    umferð = 0
    while óvinur_líf > 0 and leikmaður.líf > 0:
        umferð++
        skaði = random.randint(5, 15)
        if "sverð" in leikmaður.taska:
            skaði *= 2
        óvinur_líf -= skaði
        högg = random.randint(3, 12)
        if "skjöldur" in leikmaður.taska:
            högg //= 2
        leikmaður.líf -= högg
        print(f"umferð {umferð}: þú {skaði}, óvinur {högg} (líf {leikmaður.líf})")
        if leikmaður.líf < 30 and "drykkur" in leikmaður.taska
            leikmaður.nota("drykkur")
    return leikmaður.líf > 0


def main():
    random.seed(7)
    leikmaður = Leikmaður("Sigga")
    for hlutur in random.sample(HLUTIR, k=len(HLUTIR)):
        leikmaður.taka(hlutur)
    print("Í töskunni:", ", ".join(leikmaður.taska), f"({leikmaður.þyngd()} kg)")
    sigrar = 0
    for bylgja in range(1, 4)
        print(f"--- bylgja {bylgja} ---")
        if bardagi(leikmaður, óvinur_líf=30 + 10 * bylgja):
            sigrar += 1
        else
            print("Þú tapaðir!")
            break
    print(f"sigrar: {sigrar}/3")


if __name__ == "__main__":
    main()
