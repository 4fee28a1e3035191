#!/usr/bin/env python3
# cek harga barang di beberapa toko online, kirim notif ke discord kalau turun
# jalanin tiap jam pakai cron:  0 * * * * python3 /home/rizky/harga/cek.py
import asyncio
import csv
import json
import random
import re
from pathlib import Path

import aiohttp
from bs4 import BeautifulSoup

WEBHOOK = "https://discord.com/api/webhooks/xxx/yyy"
RIWAYAT = Path(__file__).with_name("riwayat.json")
MAX_BARENG = 4  # jangan banyak2 nanti keblokir

HEADERS = {
    "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
    "Accept-Language": "id-ID,id;q=0.9,en;q=0.8",
}

BARANG = []
with open(Path(__file__).with_name("barang.csv"), newline="", encoding="utf-8") as f:
    for row in csv.DictReader(f):
        BARANG.append({"nama": row["nama"], "url": row["url"], "target": int(row["target"])})


def ambil_angka(teks):
    # "Rp1.299.000" -> 1299000
    angka = re.sub(r"[^\d]", "", teks)
    return int(angka) if angka else None


def cari_harga(html):
    soup = BeautifulSoup(html, "html.parser")
    for sel in ['[data-testid="lblPDPDetailProductPrice"]', ".price", "meta[itemprop=price]"]:
        el = soup.select_one(sel)
        if el is None:
            continue
        teks = el.get("content") or el.get_text()
        harga = ambil_angka(teks)
        if harga:
            return harga
    return None


async def ambil(session, sem, barang):
    async with sem:
        await asyncio.sleep(random.uniform(0.5, 2.0))  # biar kayak manusia
        try:
            async with session.get(barang["url"], headers=HEADERS) as resp:
                if resp.status != 200:
                    print(f"[{resp.status}] {barang['nama']}")
                    return barang, None
                html = await resp.text()
        except (aiohttp.ClientError, asyncio.TimeoutError) as e:
            print(f"gagal {barang['nama']}: {e!r}")
            return barang, None
    return barang, cari_harga(html)


async def kirim_discord(session, pesan):
    payload = {
        "username": "Bot Harga",
        "embeds": [
            {
                "title": "Harga turun! 🔥",
                "description": pesan,
                "color": 0x2ECC71,
            }
        ],
    }
    async with session.post(WEBHOOK, json=payload) as r:
        if r.status >= 300:
            print("webhook error", r.status, await r.text())


async def main():
    riwayat = json.loads(RIWAYAT.read_text()) if RIWAYAT.exists() else {}
    sem = asyncio.Semaphore(MAX_BARENG)
    timeout = aiohttp.ClientTimeout(total=20)
    async with aiohttp.ClientSession(timeout=timeout) as session:
        hasil = await asyncio.gather(*[ambil(session, sem, b) for b in BARANG])
        turun = []
        for barang, harga in hasil:
            if harga is None:
                continue
            lama = riwayat.get(barang["nama"])
            riwayat[barang["nama"]] = harga
            if harga <= barang["target"] or (lama and harga < lama):
                turun.append(f"**{barang['nama']}**: Rp{harga:,} (sebelumnya {lama or '-'})\n{barang['url']}")
        if turun:
            await kirim_discord(session, "\n\n".join(turun))
    RIWAYAT.write_text(json.dumps(riwayat, indent=2))
    print(f"selesai, {len(turun)} barang turun harga")


if __name__ == "__main__":
    asyncio.run(main())
