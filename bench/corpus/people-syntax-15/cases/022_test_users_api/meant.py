"""
API regression tests for /api/v2/users (staging).
Owner: QA team Pune - ping @sneha.k on Slack before changing expected payloads.

env vars:
    API_BASE   (default https://staging.api.example.in)
    API_TOKEN  service token of the qa-bot user
"""
import os
import uuid

import pytest
import requests

BASE = os.getenv("API_BASE", "https://staging.api.example.in").rstrip("/")
TIMEOUT = 15


@pytest.fixture(scope="session")
def api():
    s = requests.Session()
    s.headers.update({
        "Authorization": f"Bearer {os.environ['API_TOKEN']}",
        "Accept": "application/json",
        "X-Test-Run": os.getenv("CI_PIPELINE_ID", "local"),
    })
    yield s
    s.close()


@pytest.fixture
def new_user(api):
    """Creates a throwaway user and deletes it after the test."""
    email = f"qa+{uuid.uuid4().hex[:8]}@example.in"
    payload = {
        "email": email,
        "name": "QA Throwaway",
        "role": "viewer",
        "locale": "en-IN",
    }
    r = api.post(f"{BASE}/api/v2/users", json=payload, timeout=TIMEOUT)
    assert r.status_code == 201, r.text
    user = r.json()
    yield user
    api.delete(f"{BASE}/api/v2/users/{user['id']}", timeout=TIMEOUT)


def test_get_user_schema(api, new_user):
    r = api.get(f"{BASE}/api/v2/users/{new_user['id']}", timeout=TIMEOUT)
    assert r.status_code == 200
    body = r.json()
    expected_keys = {"id", "email", "name", "role", "locale", "created_at", "active"}
    assert set(body) == expected_keys
    assert body["active"] is True


def test_create_user_defaults(api, new_user):
    expected = {
        "name": "QA Throwaway",
        "role": "viewer",
        "locale": "en-IN",
        "active": True,
        "preferences": {
            "timezone": "Asia/Kolkata",
            "newsletter": False,
            "theme": "light",
        },
    }
    r = api.get(f"{BASE}/api/v2/users/{new_user['id']}?expand=preferences", timeout=TIMEOUT)
    body = r.json()
    for key, value in expected.items():
        assert body[key] == value, f"{key}: {body.get(key)!r} != {value!r}"


@pytest.mark.parametrize("bad_email", ["", "no-at-sign", "a@b", "x" * 300 + "@example.in"])
def test_create_user_rejects_bad_email(api, bad_email):
    r = api.post(f"{BASE}/api/v2/users", json={"email": bad_email, "name": "x"}, timeout=TIMEOUT)
    assert r.status_code == 422
    errors = r.json()["errors"]
    assert any(e["field"] == "email" for e in errors)


def test_update_role(api, new_user):
    r = api.patch(
        f"{BASE}/api/v2/users/{new_user['id']}",
        json={"role": "editor"},
        timeout=TIMEOUT,
    )
    assert r.status_code == 200
    assert r.json()["role"] == "editor"


def test_list_users_pagination(api):
    r = api.get(f"{BASE}/api/v2/users", params={"page": 1, "per_page": 5}, timeout=TIMEOUT)
    assert r.status_code == 200
    data = r.json()
    assert len(data["items"]) <= 5
    assert data["page"] == 1
    if data["total"] > 5:
        assert data["next"] is not None


def test_unauthorized_without_token():
    r = requests.get(f"{BASE}/api/v2/users", timeout=TIMEOUT)
    assert r.status_code == 401
    assert r.headers.get("WWW-Authenticate", "").startswith("Bearer")
