RETRIES = 3
TIMEOUT = 30  # <-- seconds, raise it on a slow network


def fetch(client, url):
    for attempt in range(RETRIES):
        reply = client.get(url, timeout=TIMEOUT)
        if reply.ok:
            return reply.text
    return None
