#!/usr/bin/env python3
# Laag-interactieve telnet-honeypot voor de SOC-training (Eindhoven)
# Luistert op poort 2323, doet alsof het een BusyBox-router is en logt
# alle inlogpogingen en commando's als JSON-regels voor de ELK-stack.
import json
import logging
import random
import socket
import socketserver
import threading
import time
from datetime import datetime, timezone

LUISTER = ("0.0.0.0", 2323)
LOGBESTAND = "/var/log/honeypot/telnet.jsonl"
MAX_POGINGEN = 3
TIMEOUT = 45

BANNER = b"\r\nBusyBox v1.19.4 (2016-03-09 11:27:02 CST) built-in shell (ash)\r\n"
PROMPT = b"# "

# telnet IAC-bytes
IAC, DONT, DO, WONT, WILL = 0xFF, 0xFE, 0xFD, 0xFC, 0xFB
ECHO, SGA = 0x01, 0x03

NEPPE_ANTWOORDEN = {
    "uname -a": "Linux router 2.6.36 #1 Fri Mar 9 11:27:02 CST 2016 mips GNU/Linux",
    "cat /proc/cpuinfo": "system type\t\t: Broadcom BCM5358 chip rev 1 pkg 10\ncpu model\t\t: MIPS 74K V4.9",
    "id": "uid=0(root) gid=0(root)",
    "pwd": "/",
    "ls": "bin  dev  etc  lib  proc  sbin  tmp  usr  var  www",
    "busybox": "BusyBox v1.19.4 multi-call binary.",
}

log = logging.getLogger("honeypot")
schrijfslot = threading.Lock()


def nu():
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def schrijf_event(**velden):
    velden.setdefault("ts", nu())
    regel = json.dumps(velden, ensure_ascii=False)
    with schrijfslot:
        with open(LOGBESTAND, "a", encoding="utf-8") as f:
            f.write(regel + "\n")
    log.info("%s %s", velden.get("src"), velden.get("event"))


def strip_iac(data: bytes) -> bytes:
    """Haalt telnet-onderhandeling (IAC ...) uit de ontvangen bytes."""
    uit = bytearray()
    i = 0
    while i < len(data):
        b = data[i]
        if b == IAC and i + 1 < len(data):
            cmd = data[i + 1]
            if cmd in (DO, DONT, WILL, WONT):
                i += 3
                continue
            i += 2
            continue
        if b not in (0x00, 0x0A) or (b == 0x0A and uit[-1:] != b"\r"):
            uit.append(b)
        i += 1
    return bytes(uit)


class TelnetHandler(socketserver.BaseRequestHandler):

    def setup(self):
        self.request.settimeout(TIMEOUT)
        self.bron = "%s:%d" % self.client_address
        self.sessie = "%08x" % random.getrandbits(32)
        schrijf_event(event="connect", src=self.bron, sessie=self.sessie)

    def lees_regel(self, echo=True):
        buf = b""
        while not buf.endswith(b"\r"):
            chunk = self.request.recv(1024)
            if not chunk:
                raise ConnectionError("verbinding weg")
            chunk = strip_iac(chunk)
            if echo:
                self.request.sendall(chunk)
            buf += chunk
            if len(buf) > 512:
                break
        return buf.strip().decode("latin-1")

    def handle(self):
        # vraag de client om lokaal niet te echoën, wij echoën zelf
        self.request.sendall(bytes([IAC, WILL, ECHO, IAC, WILL, SGA]))
        try:
            for poging in range(1, MAX_POGINGEN + 1):
                self.request.sendall(b"\r\nrouter login: ")
                gebruiker = self.lees_regel()
                self.request.sendall(b"\r\nPassword: ")
                wachtwoord = self.lees_regel(echo=False)
                schrijf_event(event="login", src=self.bron, sessie=self.sessie,
                              user=gebruiker, password=wachtwoord, poging=poging)
                time.sleep(random.uniform(0.4, 1.2))
                if poging == MAX_POGINGEN or (gebruiker, wachtwoord) in {("root", "xc3511"), ("admin", "admin")}:
                    break
                self.request.sendall(b"\r\nLogin incorrect\r\n")
            self.request.sendall(BANNER + b"\r\n" + PROMPT)
            self.shell()
        except (ConnectionError, socket.timeout, OSError) as e:
            schrijf_event(event="disconnect", src=self.bron, sessie=self.sessie, reden=str(e))

    def shell(self):
        while True:
            cmd = self.lees_regel()
            schrijf_event(event="command", src=self.bron, sessie=self.sessie, cmd=cmd)
            if cmd in ("exit", "quit", "logout"):
                self.request.sendall(b"\r\n")
                return
            for deel in cmd.split(";"):
                deel = deel.strip()
                if not deel:
                    continue
                if deel.startswith(("wget ", "curl ", "tftp ")):
                    schrijf_event(event="download", src=self.bron, sessie=self.sessie, url=deel.split()[-1])
                    antwoord = "Connecting to %s... connected." % deel.split()[-1]
                elif deel.startswith("echo "):
                    antwoord = deel[5:].strip("'\"")
                else:
                    antwoord = NEPPE_ANTWOORDEN.get(deel, "%s: applet not found" % deel.split()[0])
                self.request.sendall(b"\r\n" + antwoord.replace("\n", "\r\n").encode() + b"\r\n")
            self.request.sendall(PROMPT)


class Server(socketserver.ThreadingMixIn, socketserver.TCPServer):
    allow_reuse_address = True
    daemon_threads = True


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    with Server(LUISTER, TelnetHandler) as srv:
        log.info("honeypot luistert op %s:%d", *LUISTER)
        try:
            srv.serve_forever()
        except KeyboardInterrupt:
            log.info("gestopt")
