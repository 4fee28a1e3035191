"""MCP round-trip latency over stdio with a minimal JSON-RPC client (plain
JSON lines on the server's pipes: the client's own cost is a few tens of
microseconds, so the servers' latency shows). The same client for every
server; the official SDK client is what the end-to-end tests use.

argv: server command (JSON list), read tool, read argument name, list tool,
list argument name, file to read, directory to list, calls. Prints
{"read": {"p50": s, "p99": s}, "list": {...}, "ping": {...}, "server_peak_mib": MiB}:
"ping" is the protocol's no-op request, the floor of any round trip."""

import json
import subprocess
import sys
import time


class Client:
    def __init__(self, command):
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL)
        self.next_id = 0
        self.request("initialize", {"protocolVersion": "2025-06-18", "capabilities": {},
                                    "clientInfo": {"name": "toolsmith-bench", "version": "1"}})
        self.send({"jsonrpc": "2.0", "method": "notifications/initialized"})

    def send(self, message):
        self.process.stdin.write((json.dumps(message) + "\n").encode())
        self.process.stdin.flush()

    def request(self, method, params):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise SystemExit("the server closed the connection")
            message = json.loads(line)
            if message.get("id") == self.next_id:
                if "error" in message or message["result"].get("isError"):
                    raise SystemExit("%s failed: %s" % (method, message))
                return message["result"]

    def peak_mib(self):
        """The server's peak resident memory so far (Linux VmHWM), in MiB."""
        try:
            with open(f"/proc/{self.process.pid}/status") as status:
                for line in status:
                    if line.startswith("VmHWM:"):
                        return int(line.split()[1]) / 1024
        except OSError:
            return None
        return None

    def close(self):
        self.process.stdin.close()
        self.process.wait(timeout=10)


def percentile(samples, fraction):
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def measure(client, method, params, calls):
    for _ in range(50):  # warm-up
        client.request(method, params)
    samples = []
    for _ in range(calls):
        start = time.perf_counter()
        client.request(method, params)
        samples.append(time.perf_counter() - start)
    return {"p50": percentile(samples, 0.50), "p99": percentile(samples, 0.99)}


def main():
    command = json.loads(sys.argv[1])
    read_tool, read_arg, list_tool, list_arg, file, directory, calls = sys.argv[2:9]
    client = Client(command)
    result = {
        "read": measure(client, "tools/call", {"name": read_tool, "arguments": {read_arg: file}},
                        int(calls)),
        "list": measure(client, "tools/call",
                        {"name": list_tool, "arguments": {list_arg: directory}}, int(calls)),
        "ping": measure(client, "ping", {}, int(calls)),
        "server_peak_mib": client.peak_mib(),
    }
    client.close()
    print(json.dumps(result))


main()
