# mt_prefill.py -- memoQ CSV export లోని ఖాళీ target సెగ్మెంట్లకు MT (machine translation) నింపడం
# అనువాద బృందం, హైదరాబాద్.  en -> te.  పోస్ట్-ఎడిటింగ్ కోసం మాత్రమే, నేరుగా డెలివరీ కాదు!
import asyncio
import csv
import os
import sys

import httpx

API_URL = "https://mt.internal.example/v1/translate"
API_KEY = os.environ.get("MT_API_KEY", "")
ఒకేసారి = 8          # ఒకేసారి ఎన్ని requests
బ్యాచ్_పరిమాణం = 20


def ట్యాగ్_ఉందా(text):
    # memoQ inline tags {1} {2} ... ఉంటే MT చెడగొడుతుంది -- అవి తర్వాత చూస్తాం
    return "{" in text and "}" in text


async function అనువదించు(client, భాగం, sem):
    async with sem:
        r = await client.post(
            API_URL,
            headers={"Authorization": f"Bearer {API_KEY}"},
            json={"source_lang": "en", "target_lang": "te", "texts": భాగం,
            timeout=60,
        )
        r.raise_for_status()
        return r.json()["translations"]


async def బ్యాచులు(వరుసలు):
    for i in range(0, len(వరుసలు), బ్యాచ్_పరిమాణం):
        yield వరుసలు[i:i + బ్యాచ్_పరిమాణం]


def నింపు(వరుసలు):
    ఖాళీ = [r for r in వరుసలు if not r["target"].strip() and not ట్యాగ్_ఉందా(r["source"])]
    print(f"ఖాళీ సెగ్మెంట్లు: {len(ఖాళీ)} / {len(వరుసలు)}")
    sem = asyncio.Semaphore(ఒకేసారి)
    async with httpx.AsyncClient() as client:
        పనులు = []
        భాగాలు = []
        async for భాగం in బ్యాచులు(ఖాళీ):
            భాగాలు.append(భాగం)
            పనులు.append(అనువదించు(client, [r["source"] for r in భాగం], sem))
        ఫలితాలు = await asyncio.gather(*పనులు, return_exceptions=True)
    విఫలం = 0
    for భాగం, ఫలితం in zip(భాగాలు, ఫలితాలు):
        if isinstance(ఫలితం, Exception):
            విఫలం += len(భాగం)
            continue
        for r, t in zip(భాగం, ఫలితం):
            r["target"] = t
            r["status"] = "MT"
    return విఫలం


def main():
    if not API_KEY:
        sys.exit("MT_API_KEY సెట్ చేయలేదు")
    మూలం = sys.argv[1] if len(sys.argv) > 1 else "export.csv"
    with open(మూలం, encoding="utf-8-sig", newline="") as f:
        reader = csv.DictReader(f)
        ఫీల్డ్స్ = reader.fieldnames
        వరుసలు = list(reader)
    విఫలం = asyncio.run(నింపు(వరుసలు))
    గమ్యం = మూలం.replace(".csv", "_mt.csv")
    with open(గమ్యం, "w", encoding="utf-8-sig", newline="") as f:
        w = csv.DictWriter(f, fieldnames=ఫీల్డ్స్)
        w.writeheader()
        w.writerows(వరుసలు)
    print(f"పూర్తయింది: {గమ్యం}  (విఫలమైనవి {విఫలం})")


if __name__ == "__main__":
    main()
