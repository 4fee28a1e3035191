#!/usr/bin/env python3
"""garage_watch - tells my phone when the garage door is left open.

Reed switch on GPIO 24 (closed = door down), relay on GPIO 18 to "press" the
opener button. Runs under systemd with WatchdogSec=60, so it pings the
watchdog itself (no python-systemd on this Pi). Pushover for notifications.
"""
import logging
import os
import signal
import socket
import time
import urllib.parse
import urllib.request

from gpiozero import Button, OutputDevice

PUSHOVER_TOKEN = os.environ.get("PUSHOVER_TOKEN", "")
PUSHOVER_USER = os.environ.get("PUSHOVER_USER", "")
OPEN_WARN_AFTER = 10 * 60          # seconds
AUTO_CLOSE_AFTER = 45 * 60         # only at night, see should_auto_close()
NIGHT = (22, 6)

log = logging.getLogger("garage")


def sd_notify(state):
    """Send a message to systemd's notify socket (what sd_notify(3) does)."""
    addr = os.environ.get("NOTIFY_SOCKET")
    if not addr:
        return
    if addr.startswith("@"):
        addr = "\0" + addr[1:]
    with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as s:
        s.connect(addr)
        s.sendall(state.encode())


def push(title, message, priority=0):
    if not PUSHOVER_TOKEN:
        log.warning("no Pushover token, would send: %s", message)
        return
    data = urllib.parse.urlencode({
        "token": PUSHOVER_TOKEN,
        "user": PUSHOVER_USER,
        "title": title,
        "message": message,
        "priority": priority,
    }).encode()
    try:
        urllib.request.urlopen("https://api.pushover.net/1/messages.json", data, timeout=10)
    except OSError as e:
        log.error("push failed: %s", e)


def should_auto_close(now=None):
    hour = time.localtime(now).tm_hour
    start, end = NIGHT
    return hour >= start or hour < end


class Garage:
    def __init__(self):
        self.switch = Button(24, pull_up=True, bounce_time=0.2)
        self.relay = OutputDevice(18, active_high=False, initial_value=False)
        self.opened_at = None if self.is_closed() else time.time()
        self.warned = False

    def is_closed(self):
        return self.switch.is_pressed

    def press_button(self):
        log.info("pressing opener button")
        self.relay.on()
        time.sleep(0.6)
        self.relay.off()

    def tick(self):
        now = time.time()
        if self.is_closed():
            if self.opened_at is not None:
                minutes = (now - self.opened_at) / 60
                log.info("door closed after %.1f min", minutes)
                if self.warned:
                    push("Garage", f"Closed again after {minutes:.0f} minutes.")
            self.opened_at = None
            self.warned = False
            return
        if self.opened_at is None:
            self.opened_at = now
            log.info("door opened")
        open_for = now - self.opened_at
        if open_for > OPEN_WARN_AFTER and not self.warned:
            push("Garage open", f"The garage door has been open for {open_for / 60:.0f} min.", 1)
            self.warned = True
        if open_for > AUTO_CLOSE_AFTER and should_auto_close(now):
            push("Garage", "Closing the door (night, open too long).", 1)
            self.press_button()
            self.opened_at = now      # give it time to close before trying again


running = True


def stop(signum, frame):
    global running
    running = False


def main():
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    signal.signal(signal.SIGTERM, stop)
    garage = Garage()
    sd_notify("READY=1")
    log.info("started, door is %s", "closed" if garage.is_closed() else "OPEN")
    while running:
        garage.tick()
        sd_notify("WATCHDOG=1")
        time.sleep(5)
    sd_notify("STOPPING=1")
    log.info("stopped")


if __name__ == "__main__":
    main()
