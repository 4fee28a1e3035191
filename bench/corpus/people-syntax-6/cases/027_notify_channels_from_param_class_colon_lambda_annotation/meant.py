from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from datetime import datetime
from typing import Callable, ClassVar


@dataclass
class Message:
    sender: str
    to: list[str]
    subject: str
    body: str
    created: datetime = field(default_factory=datetime.now)


class Channel(ABC):
    registry: ClassVar[dict[str, type[Channel]]] = {}
    name: ClassVar[str] = "base"

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        Channel.registry[cls.name] = cls

    @abstractmethod
    def send(self, msg: Message) -> bool: ...

    def send_all(self, msgs: list[Message], on_error: Callable[[Message], None] | None = None) -> int:
        sent = 0
        for m in msgs:
            if self.send(m):
                sent += 1
            elif on_error is not None:
                on_error(m)
        return sent


class EmailChannel(Channel):
    name = "email"

    def __init__(self, smtp_host: str, from_: str) -> None:
        self.smtp_host = smtp_host
        self.from_ = from_

    def send(self, msg: Message) -> bool:
        print(f"[smtp {self.smtp_host}] {self.from_} -> {', '.join(msg.to)}: {msg.subject}")
        return True


class SmsChannel(Channel):
    name = "sms"
    MAX_LEN: ClassVar[int] = 160

    def send(self, msg: Message) -> bool:
        text = f"{msg.subject}: {msg.body}"
        if len(text) > self.MAX_LEN:
            return False
        for number in msg.to:
            print(f"[sms] {number}: {text}")
        return True


def make_channel(kind: str, **options) -> Channel:
    return Channel.registry[kind](**options)


if __name__ == "__main__":
    failed: list[Message] = []
    ch = make_channel("sms")
    msgs = [Message("ops", ["+4712345678"], "disk", "disk at 91%"), Message("ops", ["+4787654321"], "x" * 200, "")]
    n = ch.send_all(msgs, on_error=lambda m, bucket=failed: bucket.append(m))
    print(n, "sent,", len(failed), "failed")
