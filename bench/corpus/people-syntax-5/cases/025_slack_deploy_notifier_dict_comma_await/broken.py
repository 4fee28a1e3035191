import asyncio
import os

from slack_sdk.web.async_client import AsyncWebClient

client = AsyncWebClient(token=os.environ["SLACK_BOT_TOKEN"])
CHANNEL = os.environ.get("DEPLOY_CHANNEL", "#deploys")


def deploy_blocks(service: str, version: str, author: str, ok: bool) -> list[dict]:
    emoji = ":white_check_mark:" if ok else ":x:"
    return [
        {
            "type": "section"
            "text": {"type": "mrkdwn", "text": f"{emoji} *{service}* `{version}`"},
        },
        {
            "type": "context",
            "elements": [
                {"type": "mrkdwn", "text": f"deployed by {author}"},
                {"type": "mrkdwn", "text": "status: " + ("success" if ok else "FAILED")},
            ],
        },
    ]


async def notify(service: str, version: str, author: str, ok: bool = True) -> str:
    resp = await client.chat_postMessage(
        channel=CHANNEL,
        text=f"{service} {version} deployed",
        blocks=deploy_blocks(service, version, author, ok),
    )
    return resp["ts"]


def thread_reply(ts: str, message: str) -> None:
    await client.chat_postMessage(channel=CHANNEL, thread_ts=ts, text=message)


async def main() -> None:
    ts = await notify("billing-api", "v2.14.0", "marta")
    await thread_reply(ts, "migrations applied: 3")


if __name__ == "__main__":
    asyncio.run(main())
