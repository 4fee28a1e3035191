import socket
import sys
from concurrent.futures import ThreadPoolExecutor

DEFAULT_PORTS = [22, 80, 443, 3306, 5432, 6379, 8080]


def check(host, port, timeout=1.0):
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.settimeout(timeout)
    try:
        err = s.connect_ex((host, port))
    finally:
        s.close()
    return port, err == 0


def scan(host, ports):
    results = {}
    with ThreadPoolExecutor(max_workers=32) as pool:
        futures = [pool.submit(check, host, p) for p in ports]
        for f in futures:
            port, ok = f.result()
            results[port] = ok
    return results


def main():
    if len(sys.argv) < 2:
        print("usage: portcheck HOST [PORT...]")
        sys.exit(1)
    host = sys.argv[1]
    ports = [int(p) for p in sys.argv[2:]] or DEFAULT_PORTS
    try:
        addr = socket.gethostbyname(host)
    except socket.gaierror as e:
        print(f"cannot resolve {host}: {e}")
        sys.exit(2)
    results = scan(addr, ports)
    open_ports = [p for p, ok in sorted(results.items()) if ok]
    for p in sorted(results):
        print(f"{p:>5}  {'open' if results[p] else 'closed'}")
    print(f"{len(open_ports)}/{len(ports)} open on {host} ({addr})")


if __name__ == "__main__":
    main()
