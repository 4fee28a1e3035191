"""Relay GitLab pipeline events to our chat webhook (aiohttp app)."""
import asyncio
import hmac
import json
import logging
import os
from typing import Any

from aiohttp import ClientSession, ClientTimeout, web

CHAT_WEBHOOK = os.environ.get("CHAT_WEBHOOK", "")
GITLAB_TOKEN = os.environ.get("GITLAB_TOKEN", "")
ICONS = {
    "success": ":white_check_mark:",
    "failed": ":x:",
    "canceled": ":no_entry_sign:",
    "running": ":hourglass:",
}

routes = web.RouteTableDef()
log = logging.getLogger("relay")


def verify(request: web.Request) -> bool:
    token = request.headers.get("X-Gitlab-Token", "")
    return bool(GITLAB_TOKEN) and hmac.compare_digest(token, GITLAB_TOKEN)


def format_message(event: dict[str, Any] -> str | None):
    attrs = event.get("object_attributes", {})
    status = attrs.get("status")
    if status not in ICONS:
        return None
    project = event["project"]["path_with_namespace"]
    ref = attrs.get("ref", "?")
    duration = attrs.get("duration") or 0
    user = event.get("user", {}).get("username", "someone")
    return (f"{ICONS[status]} {project} pipeline #{attrs['id']} on `{ref}` {status}"
            f" after {duration // 60}m{duration % 60:02d}s (by {user})")


def post_to_chat(session: ClientSession, text: str) -> None:
    payload = {"text": text, "username": "gitlab"}
    for attempt in range(3):
        async with session.post(CHAT_WEBHOOK, json=payload) as resp:
            if resp.status < 500:
                if resp.status >= 400:
                    log.warning("chat webhook refused message: %s", await resp.text())
                return
        await asyncio.sleep(2 ** attempt)
    log.error("giving up on message: %s", text)


@routes.get("/healthz"):
async def health(request: web.Request) -> web.Response:
    return web.json_response({"ok": True, "queue": request.app["queue"].qsize()})


@routes.post("/gitlab")
async def gitlab_hook(request: web.Request) -> web.Response:
    if not verify(request):
        raise web.HTTPUnauthorized()
    if request.headers.get("X-Gitlab-Event") != "Pipeline Hook":
        return web.Response(status=204)
    try:
        event = await request.json()
    except json.JSONDecodeError:
        raise web.HTTPBadRequest(text="invalid json")
    message = format_message(event)
    if message:
        await request.app["queue"].put(message)
    return web.Response(status=202)


async def sender(app: web.Application) -> None:
    async with ClientSession(timeout=ClientTimeout(total=10)) as session:
        while True:
            text = await app["queue"].get()
            try:
                await post_to_chat(session, text)
            except Exception:
                log.exception("failed to post")
            finally:
                app["queue"].task_done()


async def on_startup(app: web.Application) -> None:
    app["queue"] = asyncio.Queue(maxsize=100)
    app["sender"] = asyncio.create_task(sender(app))


async def on_cleanup(app: web.Application) -> None:
    app["sender"].cancel()


def make_app() -> web.Application:
    app = web.Application()
    app.add_routes(routes)
    app.on_startup.append(on_startup)
    app.on_cleanup.append(on_cleanup)
    return app


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    if not CHAT_WEBHOOK:
        raise SystemExit("CHAT_WEBHOOK is not set")
    web.run_app(make_app(), port=int(os.environ.get("PORT", "8081")))
