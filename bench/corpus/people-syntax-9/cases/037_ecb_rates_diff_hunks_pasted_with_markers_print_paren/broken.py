"""Fetch daily exchange rates (ECB) with a tiny on-disk cache."""
import json
import time
import urllib.request
import xml.etree.ElementTree as ET
from pathlib import Path

ECB_URL = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml"
CACHE = Path.home() / ".cache" / "ecb_rates.json"
MAX_AGE = 6 * 3600
NS = {"e": "http://www.ecb.int/vocabulary/2002-08-01/eurofxref"}


--- a/ecb_rates.py
+++ b/ecb_rates.py
@@ -14,3 +14,11 @@ NS = {"e": "http://www.ecb.int/vocabulary/2002-08-01/eurofxref"}
-def download(url):
-    with urllib.request.urlopen(url, timeout=10) as resp:
-        return resp.read()
+def download(url, attempts=3, delay=2.0):
+    last_error = None
+    for attempt in range(1, attempts + 1):
+        try:
+            with urllib.request.urlopen(url, timeout=10) as resp:
+                return resp.read()
+        except OSError as exc:
+            last_error = exc
+            if attempt < attempts:
+                time.sleep(delay * attempt)
+    raise RuntimeError(f"giving up after {attempts} attempts: {last_error}")


def parse(xml_bytes):
    root = ET.fromstring(xml_bytes)
    rates = {"EUR": 1.0}
    for cube in root.iterfind(".//e:Cube[@currency]", NS):
        rates[cube.get("currency")] = float(cube.get("rate"))
    return rates


@@ -27,5 +35,10 @@ def parse(xml_bytes):
 def get_rates():
     if CACHE.exists() and time.time() - CACHE.stat().st_mtime < MAX_AGE:
         return json.loads(CACHE.read_text())
-    rates = parse(download(ECB_URL))
+    try:
+        rates = parse(download(ECB_URL))
+    except RuntimeError:
+        if CACHE.exists():
+            return json.loads(CACHE.read_text())  # stale, but better than nothing
+        raise
     CACHE.parent.mkdir(parents=True, exist_ok=True)
    CACHE.write_text(json.dumps(rates))
    return rates


def convert(amount, src, dst, rates):
    return amount / rates[src] * rates[dst]


if __name__ == "__main__":
    import sys
    amount, src, dst = float(sys.argv[1]), sys.argv[2].upper(), sys.argv[3].upper()
    rates = get_rates()
    print(f"{amount:.2f} {src} = {convert(amount, src, dst, rates):.2f} {dst}"
