"""End-to-end check of `toolsmith mcp` with the official MCP Python SDK.

argv: toolsmith binary, sandbox directory (holding a copy of messy_project),
number of sequential read_file calls for the memory check, and optionally the
URL of a `toolsmith mcp --http` server serving that sandbox (then the SDK's
Streamable HTTP client is used, with the bearer token in MCP_TOKEN if set;
else the binary is started over stdio). Prints a JSON summary on the last
line; exits non-zero on the first failed check."""

import asyncio
import contextlib
import json
import os
import sys

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client

BINARY, SANDBOX, CALLS = sys.argv[1], sys.argv[2], int(sys.argv[3])
URL = sys.argv[4] if len(sys.argv) > 4 else None
TOOLS = {
    "read_file": ("file_path",), "write_file": ("file_path", "content"), "list_files": ("directory",),
    "run_pylint_analysis": ("file_path",), "audit_directory": ("directory",), "run_pytest": ("directory",),
    "run_single_test": ("test_file", "test_name"), "get_failing_tests": ("directory",),
    "validate_python_syntax": ("code",), "apply_fix": ("file_path", "fixed_code"),
    "edit_file": ("file_path", "old", "new"), "undo": ("file_path",),
    "add_docstring": ("file_path",), "get_code_metrics": ("file_path",),
    "env_info": (), "env_sync": ("extras", "groups", "allow_build"),
    "search": ("pattern", "directory", "globs", "context"), "find_files": ("pattern", "directory"),
    "outline": ("path",), "read_files": ("file_paths",), "apply_patch": ("patch", "dry_run"),
    "autofix": ("path", "unsafe_fixes", "format", "dry_run"),
    "repair_syntax": ("file_path", "code", "apply", "candidates"),
    "repair_failing_tests": ("directory", "apply", "budget", "candidates", "timeout", "test_timeout"),
    "probe": ("path", "timeout", "max_calls", "write_checks"),
}
READ_ONLY = {"read_file", "list_files", "run_pylint_analysis", "audit_directory", "validate_python_syntax", "add_docstring", "get_code_metrics", "env_info",
             "search", "find_files", "outline", "read_files"}
DESTRUCTIVE = {"write_file", "apply_fix", "edit_file", "undo", "apply_patch", "autofix", "repair_syntax", "repair_failing_tests"}


def check(condition, what):
    if not condition:
        print("FAILED: " + what, file=sys.stderr)
        sys.exit(1)


def rss_kib(marker):
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            cmdline = open("/proc/%s/cmdline" % pid, "rb").read().replace(b"\0", b" ").decode()
            if marker in cmdline and " mcp " in cmdline + " ":
                for line in open("/proc/%s/status" % pid):
                    if line.startswith("VmRSS:"):
                        return int(line.split()[1])
        except OSError:
            continue
    return None


@contextlib.asynccontextmanager
async def connect():
    if URL is None:
        params = StdioServerParameters(command=BINARY, args=["mcp", "--sandbox", SANDBOX, "--no-log"])
        async with stdio_client(params) as (read, write):
            yield read, write
        return
    token = os.environ.get("MCP_TOKEN")
    headers = {"Authorization": "Bearer " + token} if token else None
    async with create_mcp_http_client(headers=headers) as http:
        async with streamable_http_client(URL, http_client=http) as streams:
            yield streams[0], streams[1]


async def main():
    async with connect() as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            listed = {t.name: t for t in (await session.list_tools()).tools}
            check(set(listed) == set(TOOLS), "tool names: %s" % sorted(listed))
            for name, parameters in TOOLS.items():
                tool = listed[name]
                check(tool.description, name + " has a description")
                properties = tool.input_schema.get("properties", {})
                for parameter in parameters:
                    check(parameter in properties, "%s takes %s" % (name, parameter))
                check(tool.output_schema and tool.output_schema.get("type") == "object", name + " has an output schema")
                hints = tool.annotations
                if name in READ_ONLY:
                    check(hints and hints.read_only_hint is True, name + " is read-only")
                if name in DESTRUCTIVE:
                    check(hints and hints.destructive_hint is True, name + " is destructive")

            async def call(name, **arguments):
                result = await session.call_tool(name, arguments)
                check(not result.is_error, "%s%s failed: %s" % (name, arguments, result.content[0].text if result.content else ""))
                return result.structured_content

            listing = await call("list_files", directory="messy_project")
            check(listing["count"] == 7 and listing["files"][0] == "messy_project/broken.py", "list_files: %s" % listing)
            read = await call("read_file", file_path="messy_project/clean.py", start_line=1, end_line=2)
            check(read["end_line"] == 2 and read["total_lines"] == 30, "read_file range: %s" % read)
            backwards = await session.call_tool("read_file", {"file_path": "messy_project/clean.py", "start_line": 3, "end_line": 1})
            check(backwards.is_error and "line range" in backwards.content[0].text, "backwards range: %s" % backwards)
            expected = {
                "calculator.py": (17, 4, 0, False, 4), "clean.py": (30, 4, 1, True, 0),
                "inventory/store.py": (17, 5, 1, False, 6), "test_calculator.py": (21, 5, 0, False, 5),
                "test_store.py": (16, 2, 0, False, 2), "inventory/__init__.py": (0, 0, 0, False, 0),
            }
            for file, (lines, functions, classes, has_main, missing) in expected.items():
                metrics = await call("get_code_metrics", file_path="messy_project/" + file)
                got = (metrics["lines_of_code"], metrics["functions"], metrics["classes"], metrics["has_main"])
                check(got == (lines, functions, classes, has_main), "metrics of %s: %s" % (file, got))
                docstrings = await call("add_docstring", file_path="messy_project/" + file)
                check(docstrings["missing_docstrings"] == missing, "docstrings of " + file)
            found = await call("search", pattern=r"def \w+\(", directory="messy_project", globs=["inventory/*.py"])
            check([m["file"] for m in found["matches"]] == ["messy_project/inventory/store.py"] * 5, "search: %s" % found)
            check(found["matches"][0]["line"] == 4 and found["matches"][0]["column"] == 5, "search position: %s" % found["matches"][0])
            repaired = await call("repair_syntax", file_path="messy_project/broken.py")
            best = repaired["candidates"][0] if repaired["candidates"] else {}
            check(repaired["repaired"] and not repaired["applied"] and best.get("edits", [{}])[0].get("after") == ":", "repair_syntax: %s" % repaired)
            named = await call("find_files", pattern="test_*.py")
            check(named["files"] == ["messy_project/test_calculator.py", "messy_project/test_store.py"], "find_files: %s" % named)
            outline = await call("outline", path="messy_project/inventory/store.py")
            check(outline["files"][0]["symbols"][0]["qualname"] == "store", "outline: %s" % outline)
            several = await call("read_files", file_paths=["messy_project/clean.py", "../secret.txt"])
            check(several["errors"] == 1 and several["files"][1]["kind"] == "security", "read_files: %s" % several)
            broken = open(os.path.join(SANDBOX, "messy_project/broken.py")).read()
            verdict = await call("validate_python_syntax", code=broken)
            error = verdict["error"]
            check(not verdict["valid"] and (error["message"], error["line"], error["offset"]) == ("expected ':'", 1, 16), "syntax: %s" % verdict)
            lint = await call("run_pylint_analysis", file_path="messy_project/calculator.py")
            check(lint["score"] == 3.53 and lint["warnings"] == 5, "pylint: %s" % lint["score"])
            ruff = await call("run_pylint_analysis", file_path="messy_project/calculator.py", engine="ruff")
            check(ruff["engine"] == "ruff", "ruff engine")
            audit = await call("audit", directory="messy_project")
            check(audit["total_files"] == 7 and audit["files_with_issues"] == 4, "audit: %s" % audit["details"])
            probed = await call("probe", path="messy_project")
            check(probed["findings"] == [] and probed["calls_run"] > 0, "probe: %s" % probed)
            tests = await call("run_pytest", directory="messy_project")
            check((tests["passed"], tests["failed"]) == (6, 1), "pytest: %s/%s" % (tests["passed"], tests["failed"]))
            check(tests["environment"]["source"] == "toolchain only", "environment: %s" % tests["environment"])
            environment = await call("env_info")
            check(environment["environment"]["missing"] == [] and environment["declarations"]["files"] == [], "env_info: %s" % environment)
            nothing = await session.call_tool("env_sync", {})
            check(nothing.is_error and "declares no dependencies" in nothing.content[0].text, "env_sync: %s" % nothing.content[0].text)
            single = await call("run_single_test", test_file="messy_project/test_calculator.py", test_name="test_clamp_high")
            check(single["failed"] == 1 and single["success"] is False, "single test")
            failing = await call("get_failing_tests", directory="messy_project")
            check(failing["failed_count"] == 1 and failing["failing_tests"][0]["name"] == "test_calculator.py::test_clamp_high", "failing")
            created = await call("write_file", file_path="scratch/new.py", content="x = 1\n")
            check(created["created"] is True, "write_file")
            bad = await session.call_tool("apply_fix", {"file_path": "scratch/new.py", "fixed_code": "def f(:\n"})
            check(bad.is_error and "syntax" in bad.content[0].text, "apply_fix refuses bad code")
            await call("apply_fix", file_path="scratch/new.py", fixed_code="x = 2\n")
            await call("edit_file", file_path="scratch/new.py", old="x = 2", new="x = 3")
            multi = await call("edit_file", file_path="scratch/new.py", edits=[{"old": "x = 3", "new": "x = 4"}, {"old": "x = 4", "new": "y = 4"}])
            check([e["line"] for e in multi["edits"]] == [1, 1], "multi edit: %s" % multi)
            near = await session.call_tool("edit_file", {"file_path": "scratch/new.py", "old": "y  = 4", "new": "z"})
            check(near.is_error and "Nearly at line 1, which differs only in whitespace" in near.content[0].text, "near miss: %s" % near.content[0].text)
            await call("undo", file_path="scratch/new.py")
            patched = await call("apply_patch", patch="--- a/scratch/new.py\n+++ b/scratch/new.py\n@@ -1 +1 @@\n-x = 3\n+x = 5\n", dry_run=True)
            check(patched["applied"] is False and patched["files"][0]["action"] == "update", "apply_patch: %s" % patched)
            fixed = await call("autofix", path="scratch/new.py", dry_run=True)
            check(fixed["dry_run"] is True and fixed["files_checked"] == 1 and fixed["files"][0]["file_path"] == "scratch/new.py", "autofix: %s" % fixed)
            undone = await call("undo", file_path="scratch/new.py")
            check(undone["undone"] == "edit", "undo")
            check(open(os.path.join(SANDBOX, "scratch/new.py")).read() == "x = 2\n", "undo restored")

            for name, arguments in [("read_file", {"file_path": "../secret.txt"}), ("write_file", {"file_path": "../pwned.py", "content": "x"}),
                                    ("list_files", {"directory": "/etc"}), ("read_file", {"file_path": "/etc/passwd"})]:
                refused = await session.call_tool(name, arguments)
                text = refused.content[0].text
                check(refused.is_error and "outside the sandbox" in text and "what to do:" in text, "%s refused: %s" % (name, text))

            for _ in range(200):
                await call("read_file", file_path="messy_project/clean.py")
            before = rss_kib(SANDBOX)
            for i in range(CALLS):
                result = await session.call_tool("read_file", {"file_path": "messy_project/clean.py"})
                check(not result.is_error, "read %d" % i)
            after = rss_kib(SANDBOX)
            print(json.dumps({"tools": len(listed), "calls": CALLS, "rss_before_kib": before, "rss_after_kib": after}))


asyncio.run(main())
