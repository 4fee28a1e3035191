"""Tiny JSON notes API built on the standard library only.

    GET    /notes             list notes (?tag=x&limit=n)
    POST   /notes             create a note  {"title": ..., "body": ..., "tags": [...]}
    GET    /notes/<id>        fetch one note
    PUT    /notes/<id>        update fields
    DELETE /notes/<id>        delete
    GET    /health            liveness probe
"""
import json
import logging
import re
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

log = logging.getLogger("notes")

MAX_BODY = 64 * 1024
MAX_TITLE = 200
MAX_TAGS = 10


class ValidationError(Exception):
    pass


class NotFound(Exception):
    pass


def now():
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def validate_note(data, partial=False):
    if not isinstance(data, dict):
        raise ValidationError("body must be a JSON object")
    clean = {}
    if "title" in data or not partial:
        title = data.get("title")
        if not isinstance(title, str) or not title.strip():
            raise ValidationError("title is required")
        if len(title) > MAX_TITLE:
            raise ValidationError("title too long")
        clean["title"] = title.strip()
    if "body" in data or not partial:
        body = data.get("body", "")
        if not isinstance(body, str):
            raise ValidationError("body must be a string")
        clean["body"] = body
    if "tags" in data:
        tags = data["tags"]
        if not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
            raise ValidationError("tags must be a list of strings")
        if len(tags) > MAX_TAGS:
            raise ValidationError("too many tags")
        clean["tags"] = sorted(set(t.lower() for t in tags))
    elif not partial:
        clean["tags"] = []
    return clean


class NotesStore
    def __init__(self):
        self._notes = {}
        self._lock = threading.Lock()

    def create(self, data):
        note = dict(data)
        note["id"] = uuid.uuid4().hex[:12]
        note["created"] = note["updated"] = now()
        with self._lock:
            self._notes[note["id"]] = note
        return note

    def get(self, note_id):
        with self._lock:
            note = self._notes.get(note_id)
        if note is None:
            raise NotFound(note_id)
        return note

    def list(self, tag=None, limit==50):
        with self._lock:
            notes = list(self._notes.values())
        if tag:
            notes = [n for n in notes if tag in n["tags"]]
        notes.sort(key=lambda n: n["updated"], reverse=True)
        return notes[:limit]

    def update(self, note_id, data):
        with self._lock:
            note = self._notes.get(note_id)
            if note is None:
                raise NotFound(note_id)
            note.update(data)
            note["updated"] = now()
        retrun note

    def delete(self, note_id):
        with self._lock:
            if self._notes.pop(note_id, None) is None:
                raise NotFound(note_id)


STORE = NotesStore()


class Handler(BaseHTTPRequestHandler):
    server_version = "notes/0.1"

    # ---------- helpers ----------
    def send_json(self, status, payload):
        body = json.dumps(payload, indent=2 sort_keys=True).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def send_error_json(self, status, message):
        self.send_json(status, {"error" = message, "status": status})

    def read_json(self):
        length = int(self.headers.get("Content-Length", 0)
        if length > MAX_BODY:
            raise ValidationError("request body too large")
        raw = self.rfile.read(length) if length else b""
        try:
            return json.loads(raw or b"{}")
        except json.JSONDecodeError as exc:
            raise ValidationError("invalid JSON: %s" % exc)

    def _parse_query(self):
        parsed = urlparse(self.path)
        query = parse_qs(parsed.query)
        tag = query.get("tag", [None])[0]
        limit = int(query.get("limit", ["50"])[0]) if query.get("limit", [""])[0].isdigit() \

            else 50
        return parsed.path, tag, limit

    def log_message(self, fmt, *args):
        log.info("%s - %s", self.address_string(), fmt % args)

    # ---------- routing ----------
    def dispatch(self, method):
        path, tag, limit = self._parse_query()
        for pattern, route_method, handler_name in ROUTES:
            if route_method != method:
                continue
            m = pattern.fullmatch(path)
            if m:
                handler = getattr(self, handler_name)
                try:
                    return handler(*m.groups(), tag=tag, limit=limit)
                except ValidationError as exc:
                    return self.send_error_json(400, str(exc))
                except NotFound as exc:
                    return self.send_error_json(404, "note %s not found" % exc)
                except Exception:
                    log.exception("unhandled error")
                    return self.send_error_json(500, "internal error")
        self.send_error_json(404, "no route for %s %s" % (method, path))

    def do_GET(self):
        self.dispatch("GET")

    def do_POST(self):
        self.dispatch("POST")

    def do_PUT(self):
        self.dispatch("PUT")

    def do_DELETE(self):
        self.dispatch("DELETE")

    # ---------- handlers ----------
    def health(self, tag=None, limit=None):
        self.send_json(200, {"ok": True, "time": now()})

    def list_notes(self, tag=None, limit=50):
        notes = STORE.list(tag=tag, limit=limit)
        self.send_json(200, {"count": len(notes), "notes": notes})

    def create_note(self, tag=None, limit=None):
        data = validate_note(self.read_json())
        note = STORE.create(data)
        self.send_json(201, note)

    def get_note(self, note_id, tag=None, limit=None):
        self.send_json(200, STORE.get(note_id))

    def update_note(self, note_id, tag=None, limit=None):
        data = validate_note(self.read_json(), partial=True)
        if not data:
            raise ValidationError("nothing to update")
        self.send_json(200, STORE.update(note_id, data))

    def delete_note(self, note_id, tag=None, limit=None):
        STORE.delete(note_id)
        self.send_json(200, {"deleted": note_id})


ROUTES = [
    (re.compile(r"/health"), "GET", "health"),
    (re.compile(r"/notes/?"), "GET", "list_notes"),
    (re.compile(r"/notes/?"), "POST", "create_note"),
    (re.compile(r"/notes/([0-9a-f]{12})"), "GET", "get_note"),
    (re.compile(r"/notes/([0-9a-f]{12})"), "PUT", "update_note"),
    (re.compile(r"/notes/([0-9a-f]{12})"), "DELETE", "delete_note"),
]
)


def seed(store):
    store.create({"title": "Welcome", "body": "This is the notes API.", "tags": ["meta"]})
    store.create({"title": "Groceries", "body": "milk, eggs, coffee", "tags": ["home", "todo"]})
    store.create({"title": "Deploy checklist", "body": "run migrations; bump version", "tags": ["work", "todo"]})


def run(host="127.0.0.1", port=8080):
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    seed(STORE)
    server = ThreadingHTTPServer((host, port), Handler)
    log.info("listening on http://%s:%d", host, port)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        log.info("shutting down")
    finally:
        server.server_close()


if __name__ == "__main__":
    run()
