// The official MCP TypeScript SDK's clients against `toolsmith mcp`: every
// tool called with the same arguments over stdio (on one copy of
// messy_project) and over Streamable HTTP (on another), and the answers
// compared, times left out.
//
// argv: toolsmith binary, stdio sandbox, URL of a server on a second copy,
// that copy's path; MCP_TOKEN holds the bearer token. Prints a JSON summary;
// exits 1 on a difference.

import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const [binary, stdioSandbox, url, httpSandbox] = process.argv.slice(2);

const patch = "--- a/scratch/t.py\n+++ b/scratch/t.py\n@@ -1 +1 @@\n-x = 2\n+x = 5\n";
// Every tool of the catalogue, in an order where each finds what it needs.
const calls = [
  ["list_files", { directory: "messy_project" }],
  ["read_file", { file_path: "messy_project/clean.py", start_line: 2, end_line: 9 }],
  ["read_files", { file_paths: ["messy_project/clean.py", "../outside.py"] }],
  ["find_files", { pattern: "test_*.py" }],
  ["search", { pattern: "def \\w+", directory: "messy_project", context: 1 }],
  ["outline", { path: "messy_project/inventory/store.py" }],
  ["get_code_metrics", { file_path: "messy_project/calculator.py" }],
  ["add_docstring", { file_path: "messy_project/calculator.py" }],
  ["validate_python_syntax", { code: "def f(:\n    pass\n" }],
  ["run_pylint_analysis", { file_path: "messy_project/calculator.py" }],
  ["audit_directory", { directory: "messy_project" }],
  ["run_pytest", { directory: "messy_project" }],
  ["run_single_test", { test_file: "messy_project/test_calculator.py", test_name: "test_clamp_high" }],
  ["get_failing_tests", { directory: "messy_project" }],
  ["probe", { path: "messy_project" }],
  ["env_info", {}],
  ["env_sync", {}],
  ["write_file", { file_path: "scratch/t.py", content: "x = 1\n" }],
  ["apply_fix", { file_path: "scratch/t.py", fixed_code: "x = 2\n" }],
  ["apply_patch", { patch, dry_run: true }],
  ["edit_file", { file_path: "scratch/t.py", old: "x = 2", new: "x = 3" }],
  ["undo", { file_path: "scratch/t.py" }],
  ["autofix", { path: "scratch/t.py", dry_run: true }],
  ["repair_syntax", { file_path: "messy_project/broken.py" }],
  ["repair_failing_tests", { directory: "messy_project", budget: 30 }],
  ["read_file", { file_path: "../outside.py" }],
];

// What may differ between two runs of the same call: times (and the files an
// audit names as slowest), whether a lint came from the cache, how many edits
// a test-guided search had started when one of its two workers found the
// patch (`tried`), the sandbox's own path and temporary directories.
const VARYING = /duration|elapsed|seconds|_ms$|^cached|^slowest$|^time|^tried$/;

function normalize(value, sandbox) {
  if (Array.isArray(value)) return value.map((v) => normalize(v, sandbox));
  if (value && typeof value === "object") {
    const out = {};
    for (const key of Object.keys(value).sort()) {
      if (!VARYING.test(key)) out[key] = normalize(value[key], sandbox);
    }
    return out;
  }
  if (typeof value === "string") {
    return value
      .split(sandbox)
      .join("<sandbox>")
      .replace(/toolsmith-(private-)?[A-Za-z0-9]{6}/g, "toolsmith-<tmp>")
      .replace(/\d+\.\d+ ?s\b/g, "<time>");
  }
  return value;
}

async function run(transport, sandbox) {
  const client = new Client({ name: "toolsmith-ts-check", version: "1.0.0" });
  await client.connect(transport);
  const tools = (await client.listTools()).tools.map((t) => t.name).sort();
  const answers = [];
  for (const [name, args] of calls) {
    const result = await client.callTool({ name, arguments: args }, undefined, { timeout: 120000 });
    answers.push({ name, isError: !!result.isError, structured: normalize(result.structuredContent ?? null, sandbox) });
  }
  if (transport.terminateSession) await transport.terminateSession();
  await client.close();
  return { tools, answers };
}

const overStdio = await run(
  // The whole environment, as the HTTP server has it (the SDK passes only a
  // few variables by default, and TOOLSMITH_PYTHON, say, chooses the toolchain).
  new StdioClientTransport({
    command: binary,
    args: ["mcp", "--sandbox", stdioSandbox, "--no-log"],
    env: { ...process.env },
  }),
  stdioSandbox,
);
const overHttp = await run(
  new StreamableHTTPClientTransport(new URL(url), {
    requestInit: { headers: { Authorization: `Bearer ${process.env.MCP_TOKEN}` } },
  }),
  httpSandbox,
);

const failures = [];
const called = new Set(calls.map(([name]) => name));
const uncalled = overHttp.tools.filter((t) => !called.has(t));
if (uncalled.length) failures.push(`tools never called: ${uncalled}`);
if (JSON.stringify(overStdio.tools) !== JSON.stringify(overHttp.tools)) {
  failures.push(`tool lists differ: ${overStdio.tools} / ${overHttp.tools}`);
}
overStdio.answers.forEach((stdio, i) => {
  const http = overHttp.answers[i];
  if (JSON.stringify(stdio) !== JSON.stringify(http)) {
    failures.push(`${stdio.name}: stdio ${JSON.stringify(stdio)}\n  http ${JSON.stringify(http)}`);
  }
});
const errors = overHttp.answers.filter((a) => a.isError).map((a) => a.name);
console.log(JSON.stringify({ tools: overHttp.tools.length, calls: calls.length, errors, failures }));
process.exit(failures.length ? 1 : 0);
