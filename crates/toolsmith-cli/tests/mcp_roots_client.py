"""MCP roots over Streamable HTTP, with the official Python SDK's client.

argv: the URL of `toolsmith mcp --http --roots` serving BASE, and BASE (which
holds alpha/a.py, beta/b.py and a symbolic link `escape` to a directory
outside it). Four sessions at once: two naming a root each, one naming no
roots, one naming a root outside BASE (directly or through the link). Each
must see only what its root holds. Exits non-zero on the first failed
check; prints "ok" at the end."""

import asyncio
import os
import sys
from pathlib import Path

import mcp.types as types
from mcp import ClientSession
from mcp.client.streamable_http import streamable_http_client

URL, BASE = sys.argv[1], sys.argv[2]


def check(condition, what):
    if not condition:
        print("FAILED: " + what, file=sys.stderr)
        sys.exit(1)


def roots_of(path):
    async def list_roots(_context):
        return types.ListRootsResult(roots=[types.Root(uri=Path(path).as_uri(), name="work")])

    return list_roots


async def session_with(callback, body):
    async with streamable_http_client(URL) as streams:
        async with ClientSession(streams[0], streams[1], list_roots_callback=callback) as session:
            await session.initialize()
            return await body(session)


async def listed(session):
    result = await session.call_tool("list_files", {"directory": "."})
    check(not result.is_error, "list_files: %s" % result.content)
    return result.structured_content["files"]


async def alpha(session):
    files = await listed(session)
    check(files == ["a.py"], "alpha's root lists %s" % files)
    read = await session.call_tool("read_file", {"file_path": "a.py"})
    check(read.structured_content["content"] == "A = 1\n", "alpha reads its a.py")
    escape = await session.call_tool("read_file", {"file_path": "../beta/b.py"})
    check(escape.is_error and "outside the sandbox" in escape.content[0].text, "alpha cannot reach beta: %s" % escape.content)
    written = await session.call_tool("write_file", {"file_path": "new.py", "content": "N = 1\n"})
    check(not written.is_error, "alpha writes in its root")
    check(os.path.exists(os.path.join(BASE, "alpha", "new.py")), "written under alpha")


async def beta(session):
    files = await listed(session)
    check(files == ["b.py"], "beta's root lists %s" % files)


async def base(session):
    files = await listed(session)
    check("alpha/a.py" in files and "beta/b.py" in files, "no roots: the base, %s" % files)


def refused(session_root):
    async def body(session):
        try:
            result = await session.call_tool("list_files", {"directory": "."})
            text = result.content[0].text if result.is_error and result.content else "not refused: %s" % result
        except Exception as error:  # the refusal is a JSON-RPC error
            text = str(error)
        check("serves directories under" in text, "root %s refused: %s" % (session_root, text))
    return body


async def main():
    outside = os.path.dirname(os.path.realpath(os.path.join(BASE, "escape")))
    await asyncio.gather(
        session_with(roots_of(os.path.join(BASE, "alpha")), alpha),
        session_with(roots_of(os.path.join(BASE, "beta")), beta),
        session_with(None, base),
        session_with(roots_of(outside), refused(outside)),
        session_with(roots_of(os.path.join(BASE, "escape")), refused("escape")),
        session_with(roots_of(os.path.join(BASE, "alpha", "..", "..")), refused("base/../..")),
    )
    print("ok")


asyncio.run(main())
