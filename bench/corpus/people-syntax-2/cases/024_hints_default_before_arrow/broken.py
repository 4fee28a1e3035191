"""HTTP download with exponential backoff."""
import random
import time
import urllib.error
import urllib.request
from typing import Optional

USER_AGENT = "fetcher/0.3"


def retry_delay(attempt: int = 0, base: float = 0.5, cap: float = 30.0 -> float:
    """Full-jitter exponential backoff."""
    return random.uniform(0, min(cap, base * 2 ** attempt))


def parse_content_type(header: str) -> tuple[str, Optional[str]]
    mime, _, rest = header.partition(";")
    charset = None
    for part in rest.split(";"):
        key, _, value = part.strip().partition("=")
        if key.lower() == "charset":
            charset = value.strip('"')
    return mime.strip().lower(), charset


def download(url: str, attempts: int = 5, timeout: float = 10.0) => Optional[str]:
    req = urllib.request.Request(url, headers={"User-Agent": USER_AGENT})
    for attempt in range(attempts):
        try:
            with urllib.request.urlopen(req, timeout=timeout) as resp:
                mime, charset = parse_content_type(resp.headers.get("Content-Type", ""))
                body = resp.read()
                if not mime.startswith("text/") and mime != "application/json":
                    raise ValueError(f"refusing to decode {mime}")
                return body.decode(charset or "utf-8", errors="replace")
        except urllib.error.HTTPError as exc:
            if exc.code < 500:
                raise
        except urllib.error.URLError:
            pass
        time.sleep(retry_delay(attempt))
    return None


if __name__ == "__main__":
    import sys
    text = download(sys.argv[1])
    print(text[:500] if text else "gave up")
