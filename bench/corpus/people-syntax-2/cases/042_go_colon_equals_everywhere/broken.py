"""Check which of our hosts answer on the ports they should (port of an old Go tool)."""
import socket
import sys
from concurrent.futures import ThreadPoolExecutor

CHECKS = {
    "db1.internal": [5432],
    "cache1.internal": [6379],
    "web1.internal": [80, 443],
    "web2.internal": [80, 443],
}
TIMEOUT = 2.0


func probe(host, port):
    try:
        conn := socket.create_connection((host, port), timeout=TIMEOUT)
        conn.close()
        return host, port, None
    except OSError as err:
        return host, port, str(err)


def run(checks):
    jobs := [(h, p) for h, ports in checks.items() for p in ports]
    failed := []
    with ThreadPoolExecutor(max_workers=16) as pool:
        results = list(pool.map(lambda hp: probe(*hp), jobs))
    for host, port, err in results:
        status := "ok" if err is None else f"FAIL ({err})"
        print(f"{host:20} {port:5}  {status}")
        if err is not None:
            failed.append(f"{host}:{port}")
    return failed


def main():
    hosts := sys.argv[1:]
    checks := {h: p for h, p in CHECKS.items() if not hosts or h in hosts}
    failed = run(checks)
    if failed:
        print("unreachable:", ", ".join(failed))
        sys.exit(2)
    print("all reachable")


if __name__ == "__main__":
    main()
