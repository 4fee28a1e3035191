"""The baseline of the `mcp_http` benchmark: the official MCP Python SDK's
FastMCP serving read_file and list_files over Streamable HTTP, as a user
would write it. argv: root directory, port."""

import os
import sys

from mcp.server.fastmcp import FastMCP

ROOT, PORT = sys.argv[1], int(sys.argv[2])
server = FastMCP("baseline", host="127.0.0.1", port=PORT, log_level="WARNING")


@server.tool()
def read_file(file_path: str) -> str:
    """Return the text of a file under the root."""
    with open(os.path.join(ROOT, file_path), encoding="utf-8") as handle:
        return handle.read()


@server.tool()
def list_files(directory: str) -> list[str]:
    """List the Python files under a directory of the root."""
    base = os.path.join(ROOT, directory)
    found = []
    for parent, dirs, files in os.walk(base):
        dirs.sort()
        found.extend(os.path.relpath(os.path.join(parent, f), base) for f in sorted(files) if f.endswith(".py"))
    return found


server.run(transport="streamable-http")
