import time

request_count = 0
started = time.time()


def handle(path):
    global request_count
    request_count += 1
    if path == "/health":
        return 200, "ok"
    if path == "/stats":
        rate = request_count / max(time.time() - started, 1e-9)
        return 200, "requests=%d rate=%.1f/s" % (request_count, rate)
    return 404, "not found"


for p in ["/health", "/stats", "/nope", "/stats"]:
    print(p, handle(p))
