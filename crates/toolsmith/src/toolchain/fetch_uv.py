"""Fetches the pinned uv from the package index and installs its binary.

Run by the launcher as `python -I -S -c <this> VERSION DESTINATION INDEX`.
Reads the index's simple page for `uv` (PEP 691 JSON, or PEP 503 HTML from
mirrors that only serve that), picks the wheel for this machine, checks its
sha256 against the index's, and writes the `uv` binary out of the wheel
atomically. Nothing is executed from the download.
"""

import hashlib
import html.parser
import io
import json
import os
import platform
import sys
import urllib.parse
import urllib.request
import zipfile

VERSION, DESTINATION, INDEX = sys.argv[1:4]
TIMEOUT = 60


class Anchors(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.links = []

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            href = dict(attrs).get("href")
            if href:
                self.links.append(href)


def listing(page):
    request = urllib.request.Request(
        page, headers={"Accept": "application/vnd.pypi.simple.v1+json, text/html;q=0.1"}
    )
    with urllib.request.urlopen(request, timeout=TIMEOUT) as response:
        kind = response.headers.get("Content-Type", "")
        body = response.read()
    if "json" in kind:
        for entry in json.loads(body)["files"]:
            yield entry["filename"], urllib.parse.urljoin(page, entry["url"]), entry.get("hashes", {}).get("sha256")
        return
    anchors = Anchors()
    anchors.feed(body.decode("utf-8", "replace"))
    for href in anchors.links:
        url, _, fragment = href.partition("#")
        name = urllib.parse.unquote(url.rsplit("/", 1)[-1])
        digest = fragment[len("sha256="):] if fragment.startswith("sha256=") else None
        yield name, urllib.parse.urljoin(page, url), digest


def main():
    machine = platform.machine().lower()
    machine = {"amd64": "x86_64", "arm64": "aarch64"}.get(machine, machine)
    flavour = "manylinux" if platform.libc_ver()[0] == "glibc" else "musllinux"
    page = INDEX.rstrip("/") + "/uv/"
    prefix = "uv-%s-py3-none-" % VERSION
    wheels = [
        (name, url, digest)
        for name, url, digest in listing(page)
        if name.startswith(prefix) and name.endswith(".whl") and flavour in name and machine in name
    ]
    if not wheels:
        sys.exit("no uv %s wheel for %s %s on %s" % (VERSION, flavour, machine, page))
    name, url, digest = wheels[0]
    with urllib.request.urlopen(url, timeout=TIMEOUT) as response:
        data = response.read()
    if not digest:
        sys.exit("the index gives no sha256 for %s: refused" % name)
    if hashlib.sha256(data).hexdigest() != digest:
        sys.exit("%s does not match the index's sha256: refused" % name)
    with zipfile.ZipFile(io.BytesIO(data)) as wheel:
        binary = wheel.read("uv-%s.data/scripts/uv" % VERSION)
    temporary = "%s.tmp%d" % (DESTINATION, os.getpid())
    with open(temporary, "wb") as out:
        out.write(binary)
        out.flush()
        os.fsync(out.fileno())
    os.chmod(temporary, 0o755)
    os.replace(temporary, DESTINATION)


main()
