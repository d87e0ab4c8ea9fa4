#!/usr/bin/env python3
"""MCP tool latency against the command's own work (DESIGN "One room per command").

Starts one `esx --demo -v mcp` session (pinned clock, a throw-away config folder),
calls `lines`, `picks`, `arbs` and `moves` (cs2) ROUNDS times each after one warm-up
call, and times each call from the request written to the answer's line read whole (the
agent's view, before the agent parses it: that parse is the client's time). The session's `-v` trace gives the same call's in-process time (the command
parsed and run through `dispatch` with a collecting sink: `mcp: esx … in X ms`). Prints
the medians and their ratio per tool; the target is a tool call p50 ≤ 1.1× the
command's in-process p50. Exits 1 with --check when a ratio is above 1.1.

    benches/mcp_calls.py [--bin target/release/esx] [--rounds 25] [--check]
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NOW = "2026-11-21T12:00:00Z"
CALLS = [
    ("lines", {"sport": "cs2"}),
    ("picks", {"sport": "cs2"}),
    ("arbs", {"sport": "cs2"}),
    ("moves", {"sport": "cs2"}),
]
TRACE = re.compile(r"mcp: esx (\S+) .*→ exit (\d+) in ([0-9.]+) ms")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", default=os.path.join(ROOT, "target", "debug", "esx"))
    ap.add_argument("--rounds", type=int, default=25)
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    cfg = tempfile.mkdtemp(prefix="esx-mcp-bench-")
    env = dict(os.environ, ESX_NOW=NOW, ESX_CONFIG_DIR=cfg)
    env.pop("ESX_API_KEY", None)
    # The trace goes to a file read after the session: a thread reading it during the
    # calls would compete with the timed reads for Python's lock.
    trace = tempfile.TemporaryFile(mode="w+")
    p = subprocess.Popen([a.bin, "--demo", "-v", "mcp"], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=trace, env=env, text=True)
    inproc = {}
    ids = iter(range(1, 1 << 30))

    def send(msg):
        p.stdin.write(json.dumps(msg) + "\n")
        p.stdin.flush()

    def request(method, params):
        """The answer and when its line was read whole: the client's own parse of the
        JSON is the client's time, not the call's."""
        i = next(ids)
        send({"jsonrpc": "2.0", "id": i, "method": method, "params": params})
        for line in p.stdout:
            read = time.perf_counter()
            v = json.loads(line)
            if v.get("id") == i:
                return v, read
        sys.exit("the session ended")

    _ = request("initialize", {"protocolVersion": "2025-06-18", "capabilities": {},
                           "clientInfo": {"name": "bench", "version": "1"}})
    send({"jsonrpc": "2.0", "method": "notifications/initialized"})
    wall = {}
    for rnd in range(a.rounds + 1):
        for tool, args in CALLS:
            t0 = time.perf_counter()
            v, read = request("tools/call", {"name": tool, "arguments": args})
            ms = (read - t0) * 1000
            if v.get("result", {}).get("isError"):
                sys.exit(f"{tool}: {v}")
            if rnd > 0:
                wall.setdefault(tool, []).append(ms)
    p.stdin.close()
    p.wait(timeout=30)
    trace.seek(0)
    for line in trace:
        m = TRACE.search(line)
        if m and m.group(2) == "0":
            inproc.setdefault(m.group(1), []).append(float(m.group(3)))
    ok = True
    load = os.getloadavg()[0]
    print(f"{a.bin}, {a.rounds} rounds, load {load:.1f}")
    print(f"{'tool':8} {'call p50 ms':>12} {'in-process p50 ms':>18} {'ratio':>6}")
    for tool, _ in CALLS:
        c = statistics.median(wall[tool])
        # The trace's first entry per tool is the warm-up call.
        i = statistics.median(inproc[tool][1:])
        r = c / i
        ok &= r <= 1.1
        print(f"{tool:8} {c:12.2f} {i:18.2f} {r:6.3f}")
    return 0 if ok or not a.check else 1


if __name__ == "__main__":
    sys.exit(main())
