"""Ping every service in SERVICES and report the ones that are down."""
import sys
import time

import requests

SETTINGS = {
    "timeout": 10,
    "verify_ssl": True,
    "retries": 3,
    "user_agent": "healthcheck/1.4",
}

SERVICES = {
    "auth": "https://auth.internal.example.com/health",
    "billing": "https://billing.internal.example.com/health",
    "search": "https://search.internal.example.com/status",
    "media": "https://media.internal.example.com/health",
}


def check(name, url):
    headers = {"User-Agent": SETTINGS["user_agent"]}
    for attempt in range(1, SETTINGS["retries"] + 1):
        try:
            resp = requests.get(url, headers=headers, timeout=SETTINGS["timeout"],
                                verify=SETTINGS["verify_ssl"])
            if resp.status_code == 200:
                return True, resp.elapsed.total_seconds()
        except requests.RequestException as exc:
            print(f"  {name}: attempt {attempt} failed: {exc}")
        time.sleep(attempt)
    return False, None


def main():
    down = []
    for name, url in SERVICES.items():
        ok, seconds = check(name, url)
        if ok:
            print(f"{name:10} up    {seconds * 1000:.0f} ms")
        else:
            print(f"{name:10} DOWN")
            down.append(name)
    if down:
        print("down:", ", ".join(down))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
