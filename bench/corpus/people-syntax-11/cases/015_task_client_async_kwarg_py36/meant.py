"""Client for the internal job queue (jobq).

Written against Python 3.6; the service moves to 3.11.
"""
import json
import logging
import threading
import time
import urllib.request

log = logging.getLogger(__name__)

DEFAULT_URL = "http://jobq.internal:8080"


class JobError(Exception):
    pass


class Client:
    def __init__(self, base_url=DEFAULT_URL, timeout=10):
        self.base_url = base_url.rstrip("/")
        self.timeout = timeout

    def _post(self, path, payload):
        req = urllib.request.Request(
            self.base_url + path,
            data=json.dumps(payload).encode(),
            headers={"Content-Type": "application/json"},
        )
        with urllib.request.urlopen(req, timeout=self.timeout) as resp:
            body = json.loads(resp.read())
        if body.get("status") != "ok":
            raise JobError(body.get("error", "unknown error"))
        return body

    def submit(self, name, args=None, async_=False):
        """Submit a job; with async_=True return its id at once, otherwise wait."""
        body = self._post("/jobs", {"name": name, "args": args or {}})
        job_id = body["id"]
        if async_:
            return job_id
        return self.wait(job_id)

    def wait(self, job_id, poll=0.5):
        while True:
            body = self._post("/jobs/%s/status" % job_id, {})
            if body["state"] == "done":
                return body["result"]
            if body["state"] == "failed":
                raise JobError(body["error"])
            time.sleep(poll)


def fire_and_forget(client, names):
    ids = []
    for name in names:
        ids.append(client.submit(name, async_=True))
    log.info("submitted %d jobs", len(ids))
    return ids


def run_in_thread(client, name, callback):
    def worker():
        try:
            callback(client.submit(name))
        except JobError as e:
            log.error("job %s failed: %s", name, e)

    t = threading.Thread(target=worker, daemon=True)
    t.start()
    return t
