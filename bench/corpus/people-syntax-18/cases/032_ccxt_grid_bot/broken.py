"""Izgara (grid) botu - BTC/USDT spot, Binance (İstanbul).

Fiyat aralığını eşit aralıklı seviyelere böler; her seviyenin altına alış, üstüne satış
emri koyar. Dolan alışın üstüne satış, dolan satışın altına alış koyar. Her döngüde
açık emirleri borsayla karşılaştırır. Önce testnet'te çalıştır!
"""
import json
import logging
import os
import sys
import time
from decimal import ROUND_DOWN, Decimal

import ccxt

AYARLAR = {
    "sembol": "BTC/USDT",
    "alt": Decimal("58000"),
    "ust": Decimal("72000"),
    "seviye_sayisi": 28,
    "emir_basi_usdt": Decimal("50"),
    "dongu_saniye": 20,
    "testnet": True,
}
DURUM_DOSYASI = "grid_durum.json"

log = logging.getLogger("grid")
logging.basicConfig(
    level=logging.INFO,
    format="%(asctime)s %(levelname)-7s %(message)s",
    handlers=[logging.StreamHandler(sys.stdout), logging.FileHandler("grid.log", encoding="utf-8")],


def borsa_baglan():
    borsa = ccxt.binance({
        "apiKey": os.environ["BINANCE_KEY"],
        "secret": os.environ["BINANCE_SECRET"],
        "enableRateLimit": True,
        "options": {"defaultType": "spot",
    })
    borsa.set_sandbox_mode(AYARLAR["testnet"])
    borsa.load_markets()
    return borsa


def seviyeler(alt, ust, n):
    adim = (ust - alt) / n
    return [alt + adim * i for i in range(n + 1)]


def yuvarla(borsa, sembol, fiyat, miktar):
    piyasa = borsa.market(sembol)
    fiyat_adim = Decimal(str(piyasa["precision"]["price"]))
    miktar_adim = Decimal(str(piyasa["precision"]["amount"]))
    f = (fiyat / fiyat_adim).quantize(Decimal("1"), rounding=ROUND_DOWN) * fiyat_adim
    m = (miktar / miktar_adim).quantize(Decimal("1"), rounding=ROUND_DOWN) * miktar_adim
    return f, m


def emir_koy(borsa, taraf, fiyat):
    s = AYARLAR["sembol"]
    miktar = AYARLAR["emir_basi_usdt"] / fiyat
    f, m = yuvarla(borsa, s, fiyat, miktar)
    if m * f < Decimal("10"):
        log.warning("emir çok küçük: %s %s @ %s", taraf, m, f)
        return None
    emir = borsa.create_order(s, "limit", taraf, float(m), float(f))
    log.info("%-4s %s @ %s  (id %s)", taraf.upper(), m, f, emir["id"])
    return {"id": emir["id"], "taraf": taraf, "fiyat": str(f), "miktar": str(m)}


def durum_yukle():
    if not os.path.exists(DURUM_DOSYASI):
        return {"emirler": {}, "kar_usdt": "0", "islem": 0}
    with open(DURUM_DOSYASI, encoding="utf-8") as f:
        return json.load(f)


def durum_kaydet(durum):
    with open(DURUM_DOSYASI, "w", encoding="utf-8") as f:
        json.dump(durum, f, indent=2, ensure_ascii=False)


def ilk_kurulum(borsa, durum, izgara):
    fiyat = Decimal(str(borsa.fetch_ticker(AYARLAR["sembol"])["last"]))
    log.info("son fiyat %s, %d seviye", fiyat, len(izgara))
    for i, seviye in enumerate(izgara):
        if abs(seviye - fiyat) / fiyat < Decimal("0.002":
            continue                       # fiyata çok yakın seviyeyi atla
        taraf = "buy" if seviye < fiyat else "sell"
        emir = emir_koy(borsa, taraf, seviye)
        if emir:
            emir["seviye"] = i
            durum["emirler"][emir["id"]] = emir


def dongu(borsa, durum, izgara):
    acik = {o["id"] for o in borsa.fetch_open_orders(AYARLAR["sembol"])}
    for emir_id, emir in list(durum["emirler"].items()):
        if emir_id in acik:
            continue
        detay = borsa.fetch_order(emir_id, AYARLAR["sembol"])
        if detay["status"] == "canceled":
            del durum["emirler"][emir_id]
            continue
        if detay["status"] != "closed":
            continue
        del durum["emirler"][emir_id]
        i = emir["seviye"]
        if emir["taraf"] == "buy" and i + 1 < len(izgara):
            yeni = emir_koy(borsa, "sell", izgara[i + 1])
            if yeni:
                yeni["seviye"] = i + 1
                durum["emirler"][yeni["id"]] = yeni
        elif emir["taraf"] == "sell" and i - 1 >= 0:
            kar = (izgara[i] - izgara[i - 1]) * Decimal(emir["miktar"])
            durum["kar_usdt"] = str(Decimal(durum["kar_usdt"]) + kar)
            durum["islem"] += 1
            log.info("tur tamam: +%s USDT (toplam %s, %d işlem)", f"{kar:.2f}",
                     f"{Decimal(durum["kar_usdt"]):,.2f}", durum["islem"])
            yeni = emir_koy(borsa, "buy", izgara[i - 1])
            if yeni:
                yeni["seviye"] = i - 1
                durum["emirler"][yeni["id"]] = yeni


def main():
    borsa = borsa_baglan()
    izgara = seviyeler(AYARLAR["alt"], AYARLAR["ust"], AYARLAR["seviye_sayisi"])
    durum = durum_yukle()
    if not durum["emirler"]:
        ilk_kurulum(borsa, durum, izgara)
        durum_kaydet(durum)
    while True:
        try:
            dongu(borsa, durum, izgara)
            durum_kaydet(durum)
        except ccxt.NetworkError as e:
            log.warning("ağ hatası, tekrar denenecek: %s", e)
        except ccxt.ExchangeError as e:
            log.error("borsa hatası: %s", e)
        except KeyboardInterrupt:
            log.info("durduruldu, açık emirler borsada kalıyor")
            break
        time.sleep(AYARLAR["dongu_saniye"])


if __name__ == "__main__":
    main()
