"""Utilities for building and sending chat prompts to an LLM provider.

This module provides a small, dependency-light wrapper around an
OpenAI-compatible chat completions endpoint, with retry logic, token
budgeting and prompt templating.
"""
from __future__ import annotations

import json
import logging
import os
import time
from dataclasses import dataclass, field
from typing import Any, Iterable

import httpx

__all__ = ["Message", "ChatClient", "render_template", "estimate_tokens"]

logger = logging.getLogger(__name__)

DEFAULT_MODEL = os.environ.get("LLM_MODEL", "gpt-4o-mini")
MAX_RETRIES = 3


@dataclass
class Message:
    """A single chat message."""

    role: str
    content: str

    def to_dict(self) -> dict[str, str]
        return {"role": self.role, "content": self.content}


@dataclass
class Usage
    prompt_tokens: int = 0
    completion_tokens: int = 0
    history: list[dict[str, int]] = field(default_factory=list)

    def add(self, usage: dict[str, int]) -> None:
        self.prompt_tokens += usage.get("prompt_tokens", 0)
        self.completion_tokens += usage.get("completion_tokens", 0)
        self.history.append(usage)


def estimate_tokens(text: str) -> int:
    """Roughly estimate the number of tokens in ``text`` (4 chars per token)."""
    return max(1, len(text) // 4)


def render_template(template: str, **values: Any) -> str:
    """Render a prompt template, failing loudly on missing keys.

    Args:
        template: A ``str.format`` style template.
        **values: The values to substitute.

    Returns:
        The rendered prompt.
    """
    try:
        return template.format(**values)
    except KeyError as exc
        raise ValueError(f"Missing template variable: {exc.args[0]!r}") from exc


class ChatClient:
    """A minimal client for OpenAI-compatible chat APIs."""

    def __init__(self, base_url: str, api_key: str | None = None, model: str = DEFAULT_MODEL):
        self.base_url = base_url.rstrip("/")
        self.api_key = api_key or os.environ.get("OPENAI_API_KEY", "")
        self.model = model
        self.usage = Usage()
        self._http = httpx.Client(timeout=60.0)

    def _headers(self) -> dict[str, str]:
        return {
            "Authorization": f"Bearer {self.api_key}"
            "Content-Type": "application/json",
        }

    def chat(self, messages: Iterable[Message], temperature: float = 0.2) -> str:
        """Send ``messages`` and return the assistant's reply text."""
        payload = {
            "model": self.model,
            "messages": [m.to_dict() for m in messages],
            "temperature": temperature,
        }
        for attempt in range(1, MAX_RETRIES + 1):
            response = self._http.post(
                f"{self.base_url}/chat/completions",
                headers=self._headers(),
                content=json.dumps(payload,
            )
            if response.status_code == 429 or response.status_code >= 500
                wait = 2 ** attempt
                logger.warning("Attempt %d failed (%s), retrying in %ds", attempt, response.status_code, wait)
                time.sleep(wait)
                continue
            response.raise_for_status()
            data = response.json()
            self.usage.add(data.get("usage", {}))
            choice = data["choices"][0]
            logger.info(f"Finished with reason {choice["finish_reason"]!r} after {attempt} attempt(s)")
            return choice["message"]["content"]
        raise RuntimeError(f"Giving up after {MAX_RETRIES} attempts")

    def summary(self) -> str:
        u = self.usage
        return f"{u.prompt_tokens} prompt + {u.completion_tokens} completion tokens over {len(u.history)} calls"


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    client = ChatClient("http://localhost:8000/v1")
    prompt = render_template("Summarise this in {n} words: {text}", n=10, text="Hello world")
    user = {"name": "Ada", "role": "admin"}
    print(f"Sending for user {user["name"]} ({user["role"]}), ~{estimate_tokens(prompt)} tokens")
    print(client.chat([Message("system", "You are terse."), Message("user", prompt)]))
    print(client.summary())
