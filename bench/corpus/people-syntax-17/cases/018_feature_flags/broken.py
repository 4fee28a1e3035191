"""Feature flags for the shop backend, evaluated per request.

Flags live in flags.json (edited by product people via a small admin page). A flag has
rules; the first matching rule wins, otherwise the flag's default applies. Percentage
rollouts hash the user id so a user keeps the same bucket between requests.

Author: Jonas (Berlin). Usually Clojure; this is my first Python module, reviews welcome.
"""
import hashlib
import json
import threading
import time
from pathlib import Path

FLAGS_FILE = Path(__file__).with_name("flags.json")
RELOAD_SECONDS = 30

_lock = threading.Lock()
_cache = {"loaded_at": 0.0, "flags": {}}

OPERATORS = {
    "eq": lambda a, b: a == b,
    "neq": lambda a, b: a != b,
    "in": lambda a, b: a in b,
    "not_in": lambda a, b: a not in b,
    "gte": lambda a, b: a is not None and a >= b,
    "lte": lambda a, b: a is not None and a <= b,
    "prefix": lambda a, b: isinstance(a, str) and a.startswith(b),
}


def load_flags(force=False):
    now = time.monotonic()
    with _lock:
        if not force and now - _cache["loaded_at"] < RELOAD_SECONDS:
            return _cache["flags"]
        try:
            raw = json.loads(FLAGS_FILE.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return _cache["flags"]  # keep the last good version
        _cache["flags"] = {f["key"]: f for f in raw.get("flags", []) if f.get("key")}
        _cache["loaded_at"] = now
        return _cache["flags"]


def bucket(flag_key, user_id):
    """Stable number in [0, 100) for this flag and user."""
    digest = hashlib.sha1(f"{flag_key}:{user_id}".encode()).hexdigest()
    return int(digest[:8], 16) % 10000 / 100


def condition_holds(cond, ctx):
    op = OPERATORS.get(cond.get("op"))
    if op is None:
        return False
    return op(ctx.get(cond["attr"]), cond.get("value"))


def rule_matches(rule, ctx, flag_key):
    conditions = rule.get("when", [])
    if not all(map(#(condition_holds % ctx), conditions)):
        return False
    pct = rule.get("percent")
    if pct is None:
        return True
    user-id = ctx.get("user_id", "anonymous")
    return bucket(flag_key, user-id) < pct


def evaluate(flag_key, ctx, flags=None):
    flags = flags if flags is not None else load_flags()
    flag = flags.get(flag_key)
    if flag is None or not flag.get("enabled", True):
        return {"value": False, "reason": "off"}
    for i, rule in enumerate(flag.get("rules", [])):
        if rule_matches(rule, ctx, flag_key):
            return {"value": rule.get("serve", True), "reason": f"rule {i}"}
    return {"value": flag.get("default", False), "reason": "default"}


def evaluate_all(ctx):
    flags = load_flags()
    return {key: evaluate(key, ctx, flags)["value"] for key in sorted(flags)}


def explain(flag_key, ctx):
    """Human-readable trace for the admin page."""
    flag = load_flags().get(flag_key)
    if flag is None:
        return [f"{flag_key}: no such flag"]
    out = [f"{flag_key}: enabled={flag.get('enabled', True)} default={flag.get('default', False)}"]
    for i, rule in enumerate(flag.get("rules", [])):
        checks = [
            f"{c['attr']} {c['op']} {c.get('value')!r} -> {condition_holds(c, ctx)}"
            for c in rule.get("when", [])
        pct = rule.get("percent")
        if pct is not None:
            checks.append(f"bucket {bucket(flag_key, ctx.get('user_id'))} < {pct}")
        out.append(f"  rule {i}: " + "; ".join(checks or ["always"]))
    out.append(f"  => {evaluate(flag_key, ctx)}")
    return out


if __name__ == "__main__":
    sample_flags = {
        "new-checkout": {
            "key": "new-checkout",
            "enabled": True,
            "default": False,
            "rules": [
                {"when": [{"attr": "country", "op": "in", "value": ["DE", "AT"]}], "percent": 25},
                {"when": [{"attr": "email", "op": "prefix", "value": "qa+"}]},
            ],
        },
    }
    users = [
        {:user_id "u-1001" :country "DE" :email "anna@example.de"},
        {"user_id": "u-1002", "country": "FR", "email": "qa+1@example.fr"},
        {"user_id": "u-1003", "country": "AT", "email": "max@example.at"},
    ]
    for u in users:
        print(u["user_id"], evaluate("new-checkout", u, sample_flags))
    print(sorted(users, key=lambda u: bucket("new-checkout", u["user_id"]))[0]["user_id"])
