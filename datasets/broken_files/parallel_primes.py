# Primtall med multiprocessing og concurrent.futures - øving 7
import math
import time
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor, as_completed
from multiprocessing import Pool, cpu_count


def er_primtall(n)
    if n < 2:
        return False
    if n % 2 == 0:
        return n == 2
    for d in range(3, int(math.isqrt(n)) + 1, 2)
        if n % d == 0:
            return False
    return True


def tell_i_intervall(intervall):
    start, slutt = intervall
    return sum(1 for n in range(start, slutt) if er_primtall(n)


def del_opp(grense, biter):
    # del [0, grense) i like store biter
    steg = math.ceil(grense / biter)
    return [(i, min(i + steg, grense)) for i in range(0, grense, steg]


def sekvensielt(grense):
    return tell_i_intervall((0, grense))


def med_pool(grense, prosesser=None):
    prosesser = prosesser or cpu_count()
    with Pool(prosesser) as pool
        return sum(pool.map(tell_i_intervall, del_opp(grense, prosesser * 4)))


def med_futures(grense, eksekutor_klasse=ProcessPoolExecutor):
    totalt = 0
    with eksekutor_klasse() as eksekutor:
        framtider = {eksekutor.submit(tell_i_intervall, d): d for d in del_opp(grense, 16)}
        for f in as_completed(framtider):
            start, slutt = framtider[f]
            antall = f.result()
            totalt += antall
            print(f"  [{start:>8}, {slutt:>8}): {antall}"
    return totalt


def tid(funksjon, *args):
    t0 = time.perf_counter()
    svar = funksjon(*args)
    return svar, time.perf_counter() - t0


if __name__ == "__main__":
    GRENSE = 2_000_000
    resultater = {}
    for navn, f, args in [
        ("sekvensielt", sekvensielt, (GRENSE,)),
        ("Pool", med_pool, (GRENSE,))
        ("ProcessPoolExecutor", med_futures, (GRENSE,)),
        ("ThreadPoolExecutor", med_futures, (GRENSE, ThreadPoolExecutor)),
    ]:
        svar, sekunder = tid(f, *args)
        resultater[navn] = sekunder
        print(f"{navn:<22} {svar} primtall på {sekunder:.2f} s)
    raskest = min(resultater, key=resultater.get)
    print("Raskest:", raskest)
