"""Pemeriksa tautan rusak untuk situs dokumentasi internal (tim platform, Bandung).

Crawl mulai dari halaman awal, hanya di domain yang sama, lalu cek semua tautan
(termasuk eksternal, cukup HEAD). Hasilnya laporan Markdown untuk ditempel di PR.
"""
from __future__ import annotations

import asyncio
import re
import sys
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from urllib.parse import urldefrag, urljoin, urlparse

import aiohttp

HREF_RE = re.compile(r'href="([^"#][^"]*)"', re.IGNORECASE)
BATAS_PARALEL = 20
TIMEOUT = aiohttp.ClientTimeout(total=15, connect=5)
ABAIKAN = ("mailto:", "tel:", "javascript:")


@dataclass
class Hasil:
    url: str
    status: int | None
    dari: set[str] = field(default_factory=set)
    galat: str | None = None

    @property
    def rusak(self) -> bool:
        return self.galat is not None or (self.status is not None and self.status >= 400)


@dataclass
class Crawler:
    awal: str
    maks_halaman: int = 500
    hasil: dict[str, Hasil] = field(default_factory=dict)
    _sudah: set[str] = field(default_factory=set)

    def __post_init__(self):
        self.host = urlparse(self.awal).netloc
        self.sem = asyncio.Semaphore(BATAS_PARALEL)

    def internal(self, url: str) -> bool:
        return urlparse(url).netloc == self.host

    async def ambil_halaman(self, sesi: aiohttp.ClientSession, url: str) -> str | None:
        async with self.sem:
            try:
                async with sesi.get(url, allow_redirects=True) as r:
                    self.catat(url, r.status)
                    if r.status != 200 or "text/html" not in r.headers.get("Content-Type", ""):
                        return None
                    return await r.text(errors="replace")
            except (aiohttp.ClientError, asyncio.TimeoutError) as e:
                self.catat(url, None, galat=type(e).__name__)
                return None

    async def cek_eksternal(self, sesi: aiohttp.ClientSession, url: str) -> None:
        async with self.sem:
            try:
                async with sesi.head(url, allow_redirects=True) as r:
                    status = r.status
                if status in (405, 403):          # beberapa server menolak HEAD
                    async with sesi.get(url) as r:
                        status = r.status
                self.catat(url, status)
            except (aiohttp.ClientError, asyncio.TimeoutError) as e:
                self.catat(url, None, galat=type(e).__name__)

    def catat(self, url: str, status: int | None, *, galat: str | None = None) -> None:
        h = self.hasil.setdefault(url, Hasil(url, status))
        h.status, h.galat = status, galat

    async def tautan(self, html: str, basis: str) -> AsyncIterator[str]:
        if not html:
            return
        for m in HREF_RE.finditer(html):
            href = m.group(1).strip()
            if href.startswith(ABAIKAN):
                continue
            url, _ = urldefrag(urljoin(basis, href))
            if not url.startswith(("http://", "https://")):
                continue
            yield url
            await asyncio.sleep(0)

    async def jalankan(self) -> None:
        antrian: asyncio.Queue[str] = asyncio.Queue()
        await antrian.put(self.awal)
        self._sudah.add(self.awal)
        eksternal: set[str] = set()
        async with aiohttp.ClientSession(timeout=TIMEOUT, headers={"User-Agent": "cek-tautan/0.3"}) as sesi:
            while not antrian.empty() and len(self._sudah) <= self.maks_halaman:
                batch = [antrian.get_nowait() for _ in range(min(antrian.qsize(), BATAS_PARALEL))]
                halaman = await asyncio.gather(*(self.ambil_halaman(sesi, u) for u in batch))
                for url, html in zip(batch, halaman):
                    if html is None:
                        continue
                    async for t in self.tautan(html, url):
                        self.hasil.setdefault(t, Hasil(t, None)).dari.add(url)
                        if t in self._sudah:
                            continue
                        self._sudah.add(t)
                        if self.internal(t):
                            await antrian.put(t)
                        else:
                            eksternal.add(t)
            await asyncio.gather(*(self.cek_eksternal(sesi, u) for u in eksternal))


def laporan(c: Crawler, durasi: float) -> str:
    rusak = sorted((h for h in c.hasil.values() if h.rusak), key=lambda h: h.url)
    baris = [
        f"## Laporan tautan `{c.awal}`",
        "",
        f"{len(c.hasil)} URL dicek dalam {durasi:.1f} detik, **{len(rusak)} rusak**.",
        "",
    ]
    if rusak:
        baris += ["| URL | status | ditemukan di |", "|---|---|---|"]
        for h in rusak:
            status = h.galat or str(h.status)
            sumber = ", ".join(sorted(h.dari)[:3]) + (" …" if len(h.dari) > 3 else "")
            baris.append(f"| {h.url} | {status} | {sumber} |")
    return "\n".join(baris)


async def main(awal: str) -> int:
    c = Crawler(awal)
    t0 = time.perf_counter()
    await c.jalankan()
    print(laporan(c, time.perf_counter() - t0))
    return 1 if any(h.rusak for h in c.hasil.values()) else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main(sys.argv[1] if len(sys.argv) > 1 else "https://docs.internal.example.id/")))
