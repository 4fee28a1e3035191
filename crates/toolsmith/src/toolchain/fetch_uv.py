"""Fetches the pinned uv from the package index and installs its binary.

Run by the launcher as `python -I -S -c <this> VERSION DESTINATION INDEX`.
Reads the index's simple page for `uv` (PEP 691 JSON, or PEP 503 HTML from
mirrors that only serve that), picks the wheel for this machine, and
inflates the `uv` binary out of it while it downloads (a wheel's members
follow one another, local header then data). The binary is kept only if the
whole wheel's sha256 matches the index's and the member's CRC its header's.
Nothing is executed from the download.
"""

import hashlib
import html.parser
import io
import json
import os
import platform
import sys
import urllib.parse
import struct
import urllib.request
import zipfile
import zlib

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
    if not digest:
        sys.exit("the index gives no sha256 for %s: refused" % name)
    temporary = "%s.tmp%d" % (DESTINATION, os.getpid())
    try:
        with urllib.request.urlopen(url, timeout=TIMEOUT) as response, open(temporary, "wb") as out:
            wheel = HashingReader(response)
            if not extract(wheel, "uv-%s.data/scripts/uv" % VERSION, out):
                # Sizes only after the data: read it all, then unzip.
                out.seek(0)
                out.truncate()
                data = wheel.rest()
                with zipfile.ZipFile(io.BytesIO(data)) as archive:
                    out.write(archive.read("uv-%s.data/scripts/uv" % VERSION))
            wheel.rest()
            out.flush()
            os.fsync(out.fileno())
        if wheel.digest.hexdigest() != digest:
            sys.exit("%s does not match the index's sha256: refused" % name)
        os.chmod(temporary, 0o755)
        os.replace(temporary, DESTINATION)
    finally:
        if os.path.exists(temporary):
            os.unlink(temporary)


class HashingReader:
    """Reads a response exactly, hashing every byte (the wheel's sha256)."""

    def __init__(self, response):
        self.response = response
        self.digest = hashlib.sha256()
        self.seen = bytearray()

    def read(self, size):
        data = bytearray()
        while len(data) < size:
            chunk = self.response.read(min(size - len(data), 1 << 18))
            if not chunk:
                break
            data += chunk
        self.digest.update(data)
        self.seen += data
        return bytes(data)

    def rest(self):
        data = self.read(1 << 40)
        return bytes(self.seen)


def extract(wheel, member, out):
    """Inflates `member` into `out` as the wheel streams in; False when its
    sizes are not in its local header (the caller unzips the whole wheel)."""
    while True:
        header = wheel.read(30)
        if len(header) < 30 or header[:4] != b"PK\x03\x04":
            return False
        _, _, flags, method, _, _, crc, size, _, name_length, extra_length = struct.unpack("<IHHHHHIIIHH", header)
        name = wheel.read(name_length).decode("utf-8", "replace")
        wheel.read(extra_length)
        if flags & 0x08 or method not in (0, 8):
            return False
        if name != member:
            wheel.read(size)
            continue
        inflate = zlib.decompressobj(-15) if method == 8 else None
        check = 0
        left = size
        while left:
            chunk = wheel.read(min(left, 1 << 20))
            if not chunk:
                sys.exit("the wheel ended early: refused")
            left -= len(chunk)
            plain = inflate.decompress(chunk) if inflate else chunk
            check = zlib.crc32(plain, check)
            out.write(plain)
        if inflate:
            tail = inflate.flush()
            check = zlib.crc32(tail, check)
            out.write(tail)
        if check != crc:
            sys.exit("%s does not match its CRC: refused" % member)
        return True


main()
