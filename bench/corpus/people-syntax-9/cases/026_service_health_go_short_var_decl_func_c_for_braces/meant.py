# Health checker for our internal services - port of the Go version
import json
import sys
import time
import urllib.request

SERVICES = {
    "auth": "http://auth.internal:8080/healthz",
    "billing": "http://billing.internal:8080/healthz",
    "search": "http://search.internal:9200/_cluster/health",
}


def check(name, url, timeout=3.0):
    start = time.monotonic()
    try:
        with urllib.request.urlopen(url, timeout=timeout) as resp:
            body = resp.read()
            status = resp.status
    except OSError as err:
        return {"name": name, "ok": False, "error": str(err)}
    elapsed = time.monotonic() - start
    ok = status == 200
    if name == "search":
        health = json.loads(body).get("status")
        ok = ok and health in ("green", "yellow")
    return {"name": name, "ok": ok, "ms": round(elapsed * 1000)}


def main():
    results = []
    for name, url in SERVICES.items():
        results.append(check(name, url))
    failed = 0
    for i in range(len(results)):
        r = results[i]
        if not r["ok"]:
            failed += 1
        print(json.dumps(r))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
