# Εργασία 4 - Αναδρομή
# Όλες οι συναρτήσεις είναι αναδρομικές (οι μεταθέσεις έχουν και ένα for)


def athroisma_psifion(n):
    # άθροισμα ψηφίων, π.χ. 1234 -> 10
    if n < 10¨
        return n
    return n % 10 + athroisma_psifion(n // 10)


def dynami(vasi, ekthetis):
    # γρήγορη ύψωση σε δύναμη
    if ekthetis == 0:
        return 1
    misi = dynami(vasi, ekthetis // 2)
    if ekthetis % 2 == 0:
        return misi * misi
    return misi * misi *


def palindromo(s):
    if len(s) <= 1:
        return True
    if s[0] != s[-1]:
        return False
    return palindromo(s[1:-1])


def epipedose(lista):
    # [1, [2, [3, 4]], 5] -> [1, 2, 3, 4, 5]
    if not lista:
        return []
    proto, ypoloipa = lista[0], lista[1:]
    if isinstance(proto, list):
        return epipedose(proto) + epipedose(ypoloipa)
    return [proto] + epipedose(ypoloipa)


def metatheseis(s):
    if len(s) <= 1:
        return [s]
    apotelesma = []
    for i, gramma in enumerate(s):
        for m in metatheseis(s[:i] + s[i + 1:]):
            apotelesma.append(gramma + m)
    return apotelesma


def hanoi(n, apo, pros, voithitikos, kiniseis=None):
    if kiniseis is None:
        kiniseis = []
    if n == 1:
        kiniseis.append((apo, pros)
        return kiniseis
    hanoi(n - 1, apo, voithitikos, pros, kiniseis)
    kiniseis.append((apo, pros))
    hanoi(n - 1, voithitikos, pros, apo, kiniseis)
    return kiniseis


if __name__ == "__main__":
    print(athroisma_psifion(1234))
    print(dynami(3, 13), 3 ** 13)
    for leksi in ["radar", "python", "abba"]:
        print(leksi, palindromo(leksi))
    print(epipedose([1, [2, [3, 4]], 5, [[6]]]))
    print(sorted(metatheseis("abc")))
    print(len(hanoi(5, "A", "C", "B")), "κινήσεις")
