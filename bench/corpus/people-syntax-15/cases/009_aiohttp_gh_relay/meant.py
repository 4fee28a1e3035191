"""GitHub の webhook を受けて Discord に流すだけの小さいサーバー。

趣味のサークル用 (VPS の 1GB プランで動かしてる)。
環境変数: GH_SECRET, DISCORD_WEBHOOK
"""
import hashlib
import hmac
import logging
import os

from aiohttp import ClientSession, web

GH_SECRET = os.environ.get("GH_SECRET", "").encode()
DISCORD_WEBHOOK = os.environ["DISCORD_WEBHOOK"]

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
log = logging.getLogger("relay")

# イベントごとの色
COLORS = {
    "push": 0x24292E,
    "pull_request": 0x6F42C1,
    "issues": 0xD73A49,
    "release": 0x28A745,
}


def verify(body: bytes, sig_header: str) -> bool:
    if not GH_SECRET:
        return True  # ローカルテスト用
    mac = hmac.new(GH_SECRET, body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(f"sha256={mac}", sig_header or "")


def build_embed(event: str, p: dict):
    repo = p["repository"]["full_name"]
    if event == "push":
        commits = p.get("commits", [])[:5]
        lines = [f"[`{c['id'][:7]}`]({c['url']}) {c['message'].splitlines()[0]}" for c in commits]
        title = f"{repo}: {len(p.get('commits', []))} 件の push ({p['ref'].split('/')[-1]})"
        desc = "\n".join(lines) or "(コミットなし)"
        url = p["compare"]
    elif event == "pull_request":
        pr = p["pull_request"]
        title = f"{repo}: PR #{pr['number']} {p['action']}"
        desc = pr["title"]
        url = pr["html_url"]
    elif event == "issues":
        issue = p["issue"]
        title = f"{repo}: Issue #{issue['number']} {p['action']}"
        desc = issue["title"]
        url = issue["html_url"]
    elif event == "release":
        title = f"{repo}: リリース {p['release']['tag_name']} 🎉"
        desc = p["release"].get("name") or ""
        url = p["release"]["html_url"]
    else:
        return None
    return {
        "title": title[:256],
        "description": desc[:2000],
        "url": url,
        "color": COLORS.get(event, 0x999999),
        "author": {
            "name": p["sender"]["login"],
            "icon_url": p["sender"]["avatar_url"],
        },
    }


async def handle(request: web.Request) -> web.Response:
    body = await request.read()
    if not verify(body, request.headers.get("X-Hub-Signature-256")):
        log.warning("署名が違う from %s", request.remote)
        return web.Response(status=401, text="bad signature")
    event = request.headers.get("X-GitHub-Event", "")
    if event == "ping":
        return web.Response(text="pong")
    payload = await request.json()
    embed = build_embed(event, payload)
    if embed is None:
        return web.Response(text=f"ignored {event}")
    session: ClientSession = request.app["http"]
    async with session.post(DISCORD_WEBHOOK, json={"embeds": [embed]}) as r:
        if r.status >= 400:
            log.error("discord %s: %s", r.status, await r.text())
            return web.Response(status=502, text="discord error")
    log.info("%s -> discord OK", event)
    return web.Response(text="ok")


async def on_startup(app: web.Application):
    app["http"] = ClientSession()


async def on_cleanup(app: web.Application):
    await app["http"].close()


def make_app():
    app = web.Application(client_max_size=5 * 1024 * 1024)
    app.router.add_post("/github", handle)
    app.router.add_get("/health", lambda r: web.Response(text="ok"))
    app.on_startup.append(on_startup)
    app.on_cleanup.append(on_cleanup)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), port=int(os.environ.get("PORT", 8080)))
