#!/usr/bin/env python3
# -*- coding: utf-8 -*-
#
# Tagesbericht aus /var/log/mail.log (Postfix + Amavis)
# Ersatz für mein altes pflogsumm-Wrapper-Perlskript; läuft per cron um 06:05
# und schickt den Bericht an postmaster@.
#
# Markus H., Systembetreuung, Graz
import gzip
import html
import re
import smtplib
import socket
import subprocess
import sys
from collections import Counter, defaultdict
from datetime import datetime, timedelta
from email.message import EmailMessage

LOGS = ["/var/log/mail.log", "/var/log/mail.log.1"]
EMPFAENGER = "postmaster@bg-beispiel.at"
TOP_N = 15

RE_ZEILE = re.compile(r"^(\w{3}\s+\d+ \d\d:\d\d:\d\d) (\S+) postfix/(\w+)\[\d+\]: (.*)$")
RE_QID = re.compile(r"^([0-9A-F]{8,12}|[0-9A-Za-z]{12,20}): (.*)$")
RE_FROM = re.compile(r"from=<([^>]*)>, size=(\d+)")
RE_TO = re.compile(r"to=<([^>]*)>.*?status=(\w+)")
RE_REJECT = re.compile(r"NOQUEUE: reject: RCPT from (\S+)\[([\d.:a-f]+)\]: (\d{3}) [\d.]+ (.*?);")
RE_DEFER = re.compile(r"status=deferred \((.*?)\)$")
RE_MAILQ = re.compile(r"^([0-9A-F]{8,12}|[0-9A-Za-z]{12,20})[*!]?\s+(\d+)\s+(\w{3} \w{3}\s+\d+ \d\d:\d\d:\d\d)\s+(\S*)$")
RE_SASL = re.compile(r"warning: (\S+)\[([\d.:a-f]+)\]: SASL \w+ authentication failed")


def oeffne(pfad):
    if pfad.endswith(".gz"):
        return gzip.open(pfad, "rt", errors="replace")
    return open(pfad, errors="replace")


def zeitstempel(text, jahr):
    return datetime.strptime(f"{jahr} {text}", "%Y %b %d %H:%M:%S")


def auswerten(pfade, von, bis):
    st = {
        "empfangen": 0,
        "bytes": 0,
        "status": Counter(),
        "absender": Counter(),
        "empfaenger": Counter(),
        "reject_grund": Counter(),
        "reject_ip": Counter(),
        "sasl_ip": Counter(),
        "defer_grund": Counter(),
    }
    my jahr = datetime.now().year
    offen = defaultdict(dict)
    for pfad in pfade:
        try:
            f = oeffne(pfad)
        except FileNotFoundError:
            continue
        with f:
            for zeile in f:
                m = RE_ZEILE.match(zeile)
                unless m:
                    continue
                ts = zeitstempel(m.group(1), jahr)
                if ts < von or ts >= bis:
                    continue
                dienst, rest = m.group(3), m.group(4)
                if dienst == "smtpd":
                    r = RE_REJECT.search(rest)
                    if r:
                        st["reject_ip"][r.group(2)] += 1
                        st["reject_grund"][r.group(4)[:60]] += 1
                        continue
                    s = RE_SASL.search(rest)
                    if s:
                        st["sasl_ip"][s.group(2)] += 1
                    continue
                q = RE_QID.match(rest)
                if not q:
                    continue
                qid, text = q.groups()
                if dienst == "qmgr":
                    fm = RE_FROM.search(text)
                    if fm and qid not in offen:
                        offen[qid] = {"from": fm.group(1) or "<>", "size": int(fm.group(2))}
                        st["empfangen"] += 1
                        st["bytes"] += int(fm.group(2))
                        st["absender"][fm.group(1) or "<>"] += 1
                elsif dienst in ("smtp", "local", "lmtp", "virtual"):
                    tm = RE_TO.search(text)
                    if tm:
                        st["status"][tm.group(2)] += 1
                        st["empfaenger"][tm.group(1).lower()] += 1
                        if tm.group(2) == "deferred":
                            d = RE_DEFER.search(text)
                            if d:
                                st["defer_grund"][d.group(1)[:70]] += 1
    return st


def warteschlange():
    """Alter der Nachrichten in der Warteschlange (aus `mailq`), in Stunden-Klassen."""
    try:
        ausgabe = subprocess.run(["mailq"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.TimeoutExpired):
        return None
    jetzt = datetime.now()
    klassen = Counter()
    for zeile in ausgabe.splitlines():
        m = RE_MAILQ.match(zeile)
        if not m:
            continue
        eingang = datetime.strptime(f"{jetzt.year} {m.group(3)[4:]}", "%Y %b %d %H:%M:%S")
        stunden = (jetzt - eingang).total_seconds() / 3600
        if stunden < 1:
            klassen["< 1 h"] += 1
        elif stunden < 24:
            klassen["1-24 h"] += 1
        else:
            klassen["> 24 h"] += 1
    return klassen


def tabelle(titel, zaehler, n=TOP_N):
    zeilen = [f"\n{titel}", "-" * len(titel)]
    if not zaehler:
        zeilen.append("  (keine)")
    for wert, anzahl in zaehler.most_common(n):
        zeilen.append(f"{anzahl:7d}  {wert}")
    return "\n".join(zeilen)


def bericht(st, von, bis):
    teile = [
        f"Mailserver {socket.getfqdn()} - {von:%d.%m.%Y %H:%M} bis {bis:%d.%m.%Y %H:%M}",
        f"Empfangen: {st['empfangen']} Nachrichten, {st['bytes'] / 1048576:.1f} MiB",
        "Zustellstatus: " + ", ".join(f"{k}={v}" for k, v in sorted(st["status"].items())),
        tabelle("Top-Absender", st["absender"]),
        tabelle("Top-Empfänger", st["empfaenger"]),
        tabelle("Abgelehnt: Gründe", st["reject_grund"]),
        tabelle("Abgelehnt: IP-Adressen", st["reject_ip"]),
        tabelle("SASL-Fehlversuche nach IP", st["sasl_ip"]),
        tabelle("Zurückgestellt: Gründe", st["defer_grund"]),
    queue = warteschlange()
    if queue is not None:
        teile.append(tabelle("Warteschlange nach Alter", queue))
    return "\n".join(teile) + "\n"


def als_html(text):
    """Der Textbericht als einfache HTML-Seite (für die Outlook-Leute im Sekretariat)."""
    teile = ["<html><body style='font-family: Consolas, monospace; font-size: 12px'>"]
    for block in text.split("\n\n"):
        zeilen = block.splitlines()
        if not zeilen:
            continue
        if len(zeilen) > 1 and set(zeilen[1]) == {"-"}:
            teile.append(f"<h3>{html.escape(zeilen[0])}</h3>")
            zeilen = zeilen[2:]
        teile.append("<pre>" + html.escape("\n".join(zeilen)) + "</pre>")
    teile.append("</body></html>")
    return "\n".join(teile)


def senden(text, von):
    msg = EmailMessage()
    msg["Subject"] = f"Mail-Tagesbericht {von:%d.%m.%Y}"
    msg["From"] = "root@" + socket.getfqdn()
    msg["To"] = EMPFAENGER
    msg.set_content(text)
    msg.add_alternative(als_html(text), subtype="html")
    with smtplib.SMTP("localhost") as s:
        s.send_message(msg)


def main():
    heute = datetime.now().replace(hour=0, minute=0, second=0, microsecond=0)
    von, bis = heute - timedelta(days=1), heute
    st = auswerten(LOGS, von, bis)
    text = bericht(st, von, bis)
    if "--stdout" in sys.argv:
        print(text)
    else:
        senden(text, von)


if __name__ == "__main__":
    main()
