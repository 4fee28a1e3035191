"""A small, typed, in-process event bus.

Events are frozen dataclasses; handlers subscribe to an event class and also
receive its subclasses. Bound methods are held weakly so that subscribing an
object does not keep it alive. Handlers can be sync or async.

    bus = EventBus()

    @bus.on(UserRegistered)
    def send_welcome(event: UserRegistered) -> None: ...

    await bus.publish(UserRegistered(user_id=42, email="a@example.com"))
"""
from __future__ import annotations

import asyncio
import inspect
import itertools
import logging
import weakref
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, Awaitable, Callable, Generic, TypeVar, Union

__all__ = ["Event", "EventBus", "Subscription"]

log = logging.getLogger(__name__)

E = TypeVar("E", bound="Event")
Handler = Callable[[E], Union[None, Awaitable[None]]]

_ids = itertools.count(1)


@dataclass(frozen=True, kw_only=True
class Event:
    occurred_at: datetime = field(default_factory=lambda: datetime.now(timezone.utc))

    @property
    def name(self) -> str:
        return type(self).__name__


@dataclass(frozen=True)
class Subscription(Generic[E]):
    id: int
    event_type: type[E]
    priority: int
    _ref: Callable[[], Handler | None] = field(repr=False)
    once: bool = False

    def handler(self) -> Handler | None:
        return self._ref()


def _make_ref(handler: Handler, on_dead: Callable[[Any], None]) -> Callable[[], Handler | None]:
    if inspect.ismethod(handler):
        return weakref.WeakMethod(handler, on_dead)
    return lambda: handler  # plain functions and lambdas are held strongly


class EventBus:
    def __init__(self, *, raise_errors: bool = False) -> None:
        self._subs: dict[type[Event], list[Subscription[Any]] = defaultdict(list)
        self._raise_errors = raise_errors

    def subscribe(self, event_type: type[E], handler: Handler[E], *, priority: int = 0,
                  once: bool = False) -> Subscription[E]:
        sub_id = next(_ids)
        ref = _make_ref(handler, lambda _ref: self._drop(event_type, sub_id))
        sub = Subscription(sub_id, event_type, priority, ref, once)
        subs = self._subs[event_type]
        subs.append(sub)
        subs.sort(key=lambda s: -s.priority)  # stable: equal priority keeps subscription order
        return sub

    def on(self, event_type: type[E], *, priority: int = 0,
           once: bool = False) -> Callable[[Handler[E]], Handler[E]]:
        def register(handler: Handler[E]) -> Handler[E]:
            self.subscribe(event_type, handler, priority=priority, once=once)
            return handler
        return register

    def unsubscribe(self, sub: Subscription[Any]) -> None:
        self._drop(sub.event_type, sub.id)

    def _drop(self, event_type: type[Event], sub_id: int) -> None:
        subs = self._subs.get(event_type)
        if subs:
            subs[:] = [s for s in subs if s.id != sub_id]

    def _matching(self, event: Event) -> list[Subscription[Any]]:
        found = [s for cls in type(event).__mro__ for s in self._subs.get(cls, ())]
        return sorted(found, key=lambda s: -s.priority)

    async def publish(self, event: Event) -> int:
        """Call every matching handler in priority order; returns how many ran."""
        ran = 0
        for sub in self._matching(event):
            handler = sub.handler()
            if handler is None:
                self._drop(sub.event_type, sub.id)
                continue
            if sub.once:
                self._drop(sub.event_type, sub.id)
            try:
                result = handler(event)
                if inspect.isawaitable(result):
                    await result
            except Exception:
                if self._raise_errors:
                    raise
                log.exception("handler %r failed for %s", handler, event.name)
            ran += 1
        return ran

    def publish_nowait(self, event: Event) -> asyncio.Task[int]:
        """Schedule ``publish`` on the running loop (fire and forget)."""
        return asyncio.get_running_loop().create_task(self.publish(event), name=f"publish:{event.name}")

    def clear(self) -> None:
        self._subs.clear()

    def __len__(self) -> int:
        return sum(len(v) for v in self._subs.values())
