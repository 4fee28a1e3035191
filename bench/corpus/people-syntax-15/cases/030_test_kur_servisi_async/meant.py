# Döviz kuru servisinin (kurlar.servis) async testleri
# pytest-asyncio 0.23, respx ile httpx mock'lanıyor
# Çalıştırma: pytest -q tests/test_kur_servisi.py
import asyncio
from decimal import Decimal
from unittest.mock import AsyncMock, patch

import httpx
import pytest
import respx

from kurlar.servis import KurServisi, KurBulunamadi

TCMB_URL = "https://www.tcmb.gov.tr/kurlar/today.xml"

ORNEK_XML = """<?xml version="1.0" encoding="UTF-8"?>
<Tarih_Date Tarih="03.05.2024" Date="05/03/2024">
  <Currency Kod="USD" CurrencyCode="USD">
    <Isim>ABD DOLARI</Isim>
    <ForexBuying>32.2516</ForexBuying>
    <ForexSelling>32.3097</ForexSelling>
  </Currency>
  <Currency Kod="EUR" CurrencyCode="EUR">
    <Isim>EURO</Isim>
    <ForexBuying>34.6129</ForexBuying>
    <ForexSelling>34.6753</ForexSelling>
  </Currency>
</Tarih_Date>
"""


@pytest.fixture
async def servis():
    async with httpx.AsyncClient() as client:
        s = KurServisi(client, onbellek_suresi=60)
        yield s


@pytest.mark.asyncio
@respx.mock
async def test_usd_kuru(servis):
    respx.get(TCMB_URL).mock(return_value=httpx.Response(200, text=ORNEK_XML))
    kur = await servis.kur("USD")
    assert kur.alis == Decimal("32.2516")
    assert kur.satis == Decimal("32.3097")


@pytest.mark.asyncio
@respx.mock
async def test_bilinmeyen_doviz(servis):
    respx.get(TCMB_URL).mock(return_value=httpx.Response(200, text=ORNEK_XML))
    with pytest.raises(KurBulunamadi):
        await servis.kur("XYZ")


@pytest.mark.asyncio
@respx.mock
async def test_onbellek_tek_istek(servis):
    rota = respx.get(TCMB_URL).mock(return_value=httpx.Response(200, text=ORNEK_XML))
    sonuclar = await asyncio.gather(*(servis.kur("EUR") for _ in range(10)))
    assert rota.call_count == 1, "önbellek çalışmıyor, %d istek gitti" % rota.call_count
    assert all(k.satis == Decimal("34.6753") for k in sonuclar)


@pytest.mark.asyncio
@respx.mock
async def test_tcmb_hata_verince_yedek_kaynak(servis):
    respx.get(TCMB_URL).mock(return_value=httpx.Response(503))
    yedek = AsyncMock(return_value={"USD": {"alis": "32.20", "satis": "32.35"}})
    with patch.object(servis, "_yedek_kaynaktan_al", yedek):
        kur = await servis.kur("USD")
    yedek.assert_awaited_once()
    assert kur.satis == Decimal("32.35")


@pytest.mark.asyncio
async def test_donusum_hesabi(servis):
    with patch.object(servis, "kur", AsyncMock(side_effect=lambda kod: {
        "USD": type("K", (), {"alis": Decimal("32"), "satis": Decimal("33")})(),
        "EUR": type("K", (), {"alis": Decimal("34"), "satis": Decimal("35")})(),
    }[kod])):
        sonuc = await servis.cevir(Decimal("100"), "USD", "EUR")
    # 100 USD -> TL (alış 32) -> EUR (satış 35)
    assert sonuc == Decimal("91.43")


@pytest.mark.asyncio
@respx.mock
async def test_zaman_asimi(servis):
    respx.get(TCMB_URL).mock(side_effect=httpx.ReadTimeout("yavaş"))
    with pytest.raises(KurBulunamadi) as hata:
        await asyncio.wait_for(servis.kur("USD"), timeout=5)
    assert "zaman aşımı" in str(hata.value)
