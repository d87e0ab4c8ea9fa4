#!/usr/bin/env python3
"""Run the same esx invocations with two binaries and compare stdout, stderr and exit
code byte for byte (issue 39: "Behaviour and output stay byte for byte").

Usage: scripts/compare-binaries.sh OLD_ESX NEW_ESX [--keep DIR] [--only GROUP,...]

What runs, in this order, once per binary (each pass from the same fixed paths, so a
path a command prints is the same for both):
  doc      every `esx …` example tests/cli/examples.rs runs: README.md's and docs/*.md's
           fenced code blocks, then each command's `--help` "Examples:" section (read from
           both binaries' help, the union); the same skips (`esx sim serve`, `--watch`,
           non-terminal `--every`, a prompting `auth login`); each in a fresh HOME, in
           order, the documents' `/tmp/esx-NAME.sqlite` stores shared by the pass (as the
           examples test does); `# needs: server` examples get a PostgreSQL database
           (fresh per pass) when initdb/pg_ctl exist; `# needs: tty` ones run without a
           terminal like the rest (stdout is never a tty here);
  format   each printable help example (the examples test's CSV-pass rule) with
           `--format json|ndjson|csv` (the table is the doc run), and `--jq` and `-o FILE`
           on a few;
  errors   bad values for the shared flag parsers (src/flags.rs and each flag's own);
  mcp      one `esx --demo mcp` session: initialize, tools/list and a call per tool;
  help     `--help` and `-h` of every command and subcommand (both binaries' trees);
  compl    `esx completions SHELL` for every shell.

Environment of every run: ESX_NOW pinned (tests/cli/common/sim.rs's NOW), ESX_DEMO=1,
TZ=UTC, COLUMNS=100, HOME/XDG_*/ESX_CONFIG_DIR in a fresh folder, no ESX_API_KEY/
ESX_BASE_URL/ESX_PROFILE/NO_COLOR, stdin from /dev/null, stdout and stderr to pipes.

Normalised before comparing (truly nondeterministic, nothing else): the port of the
demo's embedded simulator (`127.0.0.1:PORT`, an OS-chosen free port per run), and the
seconds and milliseconds a stamp taken by the run itself carries (the pinned clock runs
on from ESX_NOW; see ELAPSED). Cases that differ run to run with either binary anyway
(UNSTABLE) and differences CHANGELOG.md announces (INTENDED) are listed apart; the exit
code is 1 only for any other difference.

When run as root with `unshare` and `ip`, the two passes run at once, each in its own
mount and network namespace (its own folder bind-mounted at the same WORK path, its own
loopback: the same paths and ports in both); otherwise one after the other.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NOW = re.search(r'NOW: &str = "([^"]+)"', (ROOT / "tests/cli/common/sim.rs").read_text()).group(1)
WORK = Path("/tmp/esxcmp-run")  # fixed: both passes print the same paths
TIMEOUT = 60
DIFF_LINES = 40
SHELLS = ["bash", "elvish", "fish", "powershell", "zsh"]


# ---------------------------------------------------------------- example extraction
# Mirrors tests/cli/examples.rs (doc_examples, is_example, help_examples, skipped,
# needs, expected_exit, private_stores).

def is_example(t):
    return t.startswith("esx ") or (t.startswith("printf ") and "| esx " in t)


def doc_examples(rel):
    out, in_code = [], False
    for l in (ROOT / rel).read_text().splitlines():
        if l.lstrip().startswith("```"):
            in_code = not in_code
            continue
        t = l.strip()
        if t.startswith("$ "):
            t = t[2:]
        if in_code and is_example(t):
            out.append((rel, t))
    return out


def help_examples_of(text, name):
    out, inside = [], False
    for l in text.splitlines():
        if l.rstrip() == "Examples:":
            inside = True
            continue
        if inside and not l.startswith("  "):
            inside = False
        t = l.strip()
        if inside and is_example(t):
            out.append((f"{name} --help", t))
    return out


def skipped(line):
    return (line.startswith("esx sim serve")
            or ("auth login" in line and "| esx auth login" not in line)
            or "--watch" in line
            or ("--every" in line and "# needs: tty" not in line))


def needs(line):
    i = line.find("# needs: ")
    if i < 0:
        return None
    rest = line[i + 9:].split()
    return rest[0] if rest else None


def expected_exit(line):
    m = re.search(r"# exit (\d+)", line)
    return int(m.group(1)) if m else 0


def private_stores(line, stores):
    return re.sub(r"/tmp/esx-([A-Za-z0-9.-]+\.sqlite)",
                  lambda m: str(stores / m.group(1)), line)


def outer(line):
    """The example's own command: no comment, no `$(…)`."""
    line = line.split(" #")[0]
    out, depth, i = [], 0, 0
    while i < len(line):
        c = line[i]
        if c == "$" and line[i + 1:i + 2] == "(":
            depth += 1
            i += 2
            continue
        if depth and c == "(":
            depth += 1
        elif depth and c == ")":
            depth -= 1
        elif not depth:
            out.append(c)
        i += 1
    return "".join(out)


def printable(line):
    return (expected_exit(line) == 0 and not skipped(line) and needs(line) is None
            and "<" not in line
            and not any(s in outer(line) for s in
                        ["|", ">", "--json", "--format", "--jq", "-o ", "--csv", "--ndjson",
                         "&&", ";"]))


# ---------------------------------------------------------------- command tree

SUB = re.compile(r"^  ([a-z][a-z0-9-]*)\s{2,}\S")


def help_text(binary, path):
    r = subprocess.run([binary, *path, "--help"], capture_output=True, text=True,
                       env=base_env(WORK / "probe"), stdin=subprocess.DEVNULL, timeout=TIMEOUT)
    return r.stdout


def command_tree(binary):
    """Every command path (["bets", "add"], …) and each one's help text."""
    found, todo = {}, [[]]
    while todo:
        path = todo.pop(0)
        text = help_text(binary, path)
        found[tuple(path)] = text
        section = False
        for l in text.splitlines():
            if l.startswith("Usage:"):
                section = True
                continue
            if l.startswith("Options:") or l.startswith("Arguments:"):
                break
            m = SUB.match(l) if section else None
            if m and m.group(1) != "help":
                todo.append(path + [m.group(1)])
    return found


# ---------------------------------------------------------------- cases

def ordered_union(*lists):
    seen, out = set(), []
    for lst in lists:
        for x in lst:
            if x not in seen:
                seen.add(x)
                out.append(x)
    return out


def build_cases(old, new):
    trees = [command_tree(old), command_tree(new)]
    paths = ordered_union(list(trees[1]), list(trees[0]))
    helps = []
    for t in (trees[1], trees[0]):
        for p, text in t.items():
            helps.extend(help_examples_of(text, " ".join(["esx", *p])))
    readme = doc_examples("README.md")
    docs = [e for p in sorted((ROOT / "docs").glob("*.md"))
            for e in doc_examples(f"docs/{p.name}")]
    # The examples test's order: README, help, docs.
    examples = ordered_union(readme, ordered_union(helps), docs)
    cases = []
    for frm, line in examples:
        if skipped(line):
            continue
        cases.append(("doc", f"{frm}: {line}", line))
    # One printable example per command (the first): its formats are the command's.
    lines, seen = [], set()
    for line in ordered_union([l for _, l in helps if printable(l)]):
        words = [w for w in line.split() if w != "--demo"][1:]
        key = tuple(words[:2]) if tuple(words[:2]) in paths else tuple(words[:1])
        if key not in seen:
            seen.add(key)
            lines.append(line)
    for line in lines:
        bare = line.split(" #")[0].strip()
        for fmt in ("json", "ndjson", "csv"):
            cases.append(("format", f"{bare} --format {fmt}", f"{bare} --format {fmt}"))
    for line in lines[:4]:
        bare = line.split(" #")[0].strip()
        cases.append(("format", f"{bare} --jq keys", f"{bare} --jq 'keys'"))
        cases.append(("format", f"{bare} -o out.csv --format csv",
                      f"{bare} -o out.csv --format csv && cat out.csv"))
        cases.append(("format", f"{bare} -o out.json --json",
                      f"{bare} -o out.json --json && cat out.json"))
    for line in error_lines():
        cases.append(("errors", line, line))
    cases.append(("mcp", "esx --demo mcp session", mcp_session()))
    for p in paths:
        for h in ("--help", "-h"):
            cmd = " ".join(["esx", *p, h])
            cases.append(("help", cmd, cmd))
    for s in SHELLS:
        cases.append(("compl", f"esx completions {s}", f"esx completions {s}"))
    return cases


BAD_NUMBERS = ["abc", "-1", "inf"]
BAD_DURATIONS = ["soon", "-1h", "5x", "1.5d", "90"]


def error_lines():
    """Bad (and edge) values for the flags whose parsers issue 39 moved to src/flags.rs."""
    number_flags = [
        ("lines cs2", f) for f in ["--pm-weight", "--max-disagreement", "--max-edge",
                                    "--min-liquidity", "--min-edge", "--bankroll",
                                    "--kelly-fraction"]
    ] + [
        ("lines cs2 --bankroll 100", "--max-exposure"),
        ("lines cs2 --bankroll 100", "--max-stake-pct"),
        ("lines cs2 --check", "--tolerance"),
        ("arbs cs2", "--min-profit"), ("arbs cs2", "--stake"), ("arbs cs2", "--round"),
        ("arbs cs2 --middles", "--max-hold"), ("gaps cs2", "--min-gap"),
        ("picks cs2", "--min-edge"), ("picks cs2 --legs 2", "--payout"),
        ("backtest --db nowhere.sqlite", "--bankroll"),
    ]
    out = []
    for cmd, flag in number_flags:
        for v in BAD_NUMBERS:
            out.append(f"esx {cmd} {flag} '{v}' --json --jq 'keys'")
    for cmd in ["lines cs2", "arbs cs2", "gaps cs2", "picks cs2", "flow cs2", "props cs2",
                "parlays cs2 --book thunderpick"]:
        for v in BAD_DURATIONS:
            out.append(f"esx {cmd} --starts-within '{v}' --json --jq 'keys'")
    for cmd in ["lines cs2", "gaps cs2", "flow cs2", "props cs2"]:
        for v in ["0.5", "abc", "90000"]:
            out.append(f"esx {cmd} --watch '{v}'")
    for v in ["soon", "-1h", "0"]:
        out.append(f"esx board cs2 --every '{v}'")
        out.append(f"esx live cs2 --prices --every '{v}'")
        out.append(f"esx bets list --db b.sqlite --close-window '{v}'")
        out.append(f"esx bets report --db b.sqlite --close-window '{v}'")
    # The auth note (CHANGELOG, issue 39: from the resolved settings).
    out += ["ESX_API_KEY= esx auth logout", "ESX_API_KEY=k1 esx auth logout",
            "printf '%s' demo-hobby | ESX_API_KEY= esx auth login",
            "printf '%s' demo-hobby | ESX_API_KEY=k1 esx auth login",
            "ESX_API_KEY=k1 esx auth status"]
    out += ["esx", "esx bogus", "esx lines", "esx lines nosport", "esx lines cs2 --format xml",
            "esx lines cs2 --jq '.['", "esx props cs2 --book nobook",
            "esx lines cs2 --watch 5 --explain x", "esx board cs2"]
    return out


def mcp_session():
    calls = [
        ("books", {}), ("props", {"sport": "cs2", "limit": 3}),
        ("lines", {"sport": "cs2", "limit": 2}), ("lines", {"sport": "cs2", "local": True, "limit": 2}),
        ("top_edges", {"sport": "cs2", "limit": 3}), ("gaps", {"sport": "cs2", "limit": 3}),
        ("gaps", {"sport": "cs2", "local": True, "limit": 3}),
        ("parlays_discover", {"sport": "cs2", "book": "thunderpick", "limit": 2}),
        ("arbs", {"sport": "cs2", "limit": 3}), ("picks", {"sport": "cs2", "limit": 3}),
        ("flow", {"sport": "cs2", "limit": 3}), ("dvr", {"sport": "dota2", "limit": 3}),
        ("live_games", {"sport": "cs2", "limit": 3}), ("matches", {"sport": "cs2", "limit": 3}),
        # No `moves`: with --demo it reads a store the demo seeds under a random
        # /tmp/esx-demo-XXXXXX at wall-clock offsets from the session's start (its
        # `db`, `since` and `observed_at` differ run to run, with either binary).
        ("live_prices", {"sport": "cs2", "limit": 3}),
        ("top_edges", {"sport": "cs2,lol", "limit": 3}), ("lines", {"sport": "all", "limit": 2}),
        ("bets_report", {}), ("props", {"sport": "cs2", "limit": 500}),
        ("props", {"sport": "nosport"}), ("no_such_tool", {}),
    ]
    msgs = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize",
         "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                    "clientInfo": {"name": "cmp", "version": "1"}}},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
    ]
    for i, (name, args) in enumerate(calls):
        msgs.append({"jsonrpc": "2.0", "id": 10 + i, "method": "tools/call",
                     "params": {"name": name, "arguments": args}})
    import base64
    body = base64.b64encode("".join(json.dumps(m) + "\n" for m in msgs).encode()).decode()
    # stdin is held open until every call is answered: at end of input the server stops
    # and drops calls still running (both binaries alike), so `printf … | esx mcp` would
    # answer a varying subset.
    return f"python3 {Path(__file__).resolve()} --mcp-client {body}"


def mcp_client(requests):
    """Send every request to `esx --demo mcp`, wait for each answer (60 s at most),
    then close its input; print the answers sorted by id (a concurrent server answers
    in the order calls finish)."""
    import threading
    import base64
    msgs = base64.b64decode(requests).decode().splitlines()
    want = {json.loads(m)["id"] for m in msgs if "id" in json.loads(m)}
    p = subprocess.Popen(["esx", "--demo", "mcp"], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE)
    got, lines, done = set(), [], threading.Event()

    def read():
        for line in p.stdout:
            lines.append(line)
            try:
                got.add(json.loads(line).get("id"))
            except ValueError:
                pass
            if want <= got:
                done.set()
        done.set()

    threading.Thread(target=read, daemon=True).start()
    p.stdin.write("".join(m + "\n" for m in msgs).encode())
    p.stdin.flush()
    done.wait(60)
    p.stdin.close()
    code = p.wait(30)
    key = lambda l: json.loads(l).get("id") or 0 if l.strip().startswith(b"{") else 0
    sys.stdout.buffer.write(b"".join(sorted(lines, key=key)))
    return code


# ---------------------------------------------------------------- running

def base_env(home):
    env = {k: v for k, v in os.environ.items()
           if k not in ("ESX_API_KEY", "ESX_BASE_URL", "ESX_PROFILE", "NO_COLOR", "ESX_DB",
                        "CLICOLOR_FORCE")
           and not k.startswith("XDG_")}
    env.update({
        "HOME": str(home), "ESX_CONFIG_DIR": str(home / "config"),
        "XDG_CONFIG_HOME": str(home / ".config"), "XDG_CACHE_HOME": str(home / ".cache"),
        "XDG_DATA_HOME": str(home / ".local/share"), "XDG_STATE_HOME": str(home / ".local/state"),
        "ESX_DEMO": "1", "ESX_NOW": NOW, "TZ": "UTC", "COLUMNS": "100",
        "PATH": f"{WORK / 'bin'}:{os.environ.get('PATH', '')}",
    })
    return env


def fresh(path):
    shutil.rmtree(path, ignore_errors=True)
    path.mkdir(parents=True, exist_ok=True)


def run_case(line, pg_url):
    home = WORK / "home"
    fresh(home)
    for d in (".local/share/bash-completion/completions", ".config/fish/completions"):
        (home / d).mkdir(parents=True)
    env = base_env(home)
    if needs(line) == "server":
        if pg_url is None:
            return None
        env["ESX_DB"] = pg_url
    script = "set -o pipefail\n" + private_stores(line, WORK / "stores")
    try:
        r = subprocess.run(["bash", "-c", script], cwd=home, env=env, stdin=subprocess.DEVNULL,
                           capture_output=True, timeout=TIMEOUT)
        return (r.stdout, r.stderr, r.returncode)
    except subprocess.TimeoutExpired as e:
        return (e.stdout or b"", (e.stderr or b"") + b"\n[timed out]", None)


PORT = re.compile(rb"127\.0\.0\.1:\d{2,5}")


# The pinned clock starts at ESX_NOW and runs on: a stamp the run takes itself
# (`recorded … at`, `graded_at`, `since`, a snapshot's time) carries the milliseconds
# (and seconds) elapsed since start. Masked in the first ten seconds of a minute only.
ELAPSED = re.compile(rb"(T\d\d:\d\d):0\d\.\d{3}Z")

# Cases whose answer differs run to run with either binary, beyond what a mask can
# hide: `--demo moves` reads the tape the demo seeds into a random /tmp/esx-demo-XXXXXX
# at wall-clock offsets; a store copied or counted by snapshot has as many snapshots as
# the records' stamps fell on distinct milliseconds. Their differences are listed
# apart, not counted.
UNSTABLE = ["--demo moves", "store copy", 'store info --db "$ESX_DB"']

# Differences CHANGELOG.md's [Unreleased] section announces, each with its entry: listed
# apart, not counted.
INTENDED = {
    "ESX_API_KEY= esx auth": "issue 39: auth login/logout's ESX_API_KEY note only when the "
                             "run's settings took the key from it (an empty one: no note)",
}


def normalise(b, group):
    b = PORT.sub(b"127.0.0.1:PORT", b)
    return ELAPSED.sub(rb"\1:0?.???Z", b)


# ---------------------------------------------------------------- PostgreSQL

class Pg:
    """A throwaway PostgreSQL server (as esx_store::test_server starts one) for the
    `# needs: server` examples; one fresh database per pass, same name and URL."""

    def __init__(self):
        self.bin = next((Path(d) for d in os.environ.get("PATH", "").split(":")
                         if (Path(d) / "initdb").is_file() and (Path(d) / "pg_ctl").is_file()),
                        None)
        self.dir = WORK / "pg"
        self.url = None
        if self.bin is None:
            return
        fresh(self.dir)
        (self.dir / "pw").write_text("cmp")
        root = os.geteuid() == 0
        self.pre = ["runuser", "-u", "postgres", "--"] if root else []
        if root:
            subprocess.run(["chown", "-R", "postgres:", str(self.dir)], check=True)
            os.chmod(WORK, 0o755)
        data = self.dir / "data"
        subprocess.run(self.pre + [str(self.bin / "initdb"), "-D", str(data), "-U", "postgres",
                                   "--auth-local=trust", "--auth-host=scram-sha-256",
                                   f"--pwfile={self.dir / 'pw'}", "-E", "UTF8", "--locale=C",
                                   "--no-sync"], check=True, capture_output=True)
        # In a pass's own network namespace the port is fixed (both passes print the
        # same URL); otherwise any free one.
        import socket
        s = socket.socket()
        s.bind(("127.0.0.1", 55432 if os.environ.get("ESXCMP_ISOLATED") else 0))
        self.port = s.getsockname()[1]
        s.close()
        opts = (f"-p {self.port} -k {self.dir} -c listen_addresses=127.0.0.1 -c fsync=off "
                "-c synchronous_commit=off")
        subprocess.run(self.pre + [str(self.bin / "pg_ctl"), "-D", str(data), "-l",
                                   str(self.dir / "log"), "-w", "-t", "60", "-o", opts, "start"],
                       check=True, capture_output=True)
        self.data = data
        self.url = f"postgres://postgres:cmp@127.0.0.1:{self.port}/esx_cmp"

    def fresh_db(self):
        if self.url is None:
            return
        for sql in ("DROP DATABASE IF EXISTS esx_cmp", "CREATE DATABASE esx_cmp"):
            subprocess.run(self.pre + ["psql", "-h", str(self.dir), "-p", str(self.port),
                                       "-U", "postgres", "-d", "postgres", "-qc", sql],
                           check=True, capture_output=True)

    def stop(self):
        if self.url is not None:
            subprocess.run(self.pre + [str(self.bin / "pg_ctl"), "-D", str(self.data), "-m",
                                       "immediate", "stop"], capture_output=True)


def run_pass(binary, cases, pg, label):
    """Every case with `binary`, in order, from WORK; its (stdout, stderr, code) each."""
    fresh(WORK / "bin")
    (WORK / "bin" / "esx").symlink_to(Path(binary).resolve())
    fresh(WORK / "stores")
    pg.fresh_db()
    results, start = [], time.time()
    for i, (_, _, line) in enumerate(cases):
        results.append(run_case(line, pg.url))
        if (i + 1) % 50 == 0:
            print(f"  {label}: {i + 1}/{len(cases)} ({time.time() - start:.0f}s)",
                  file=sys.stderr)
    return results


def short_diff(name, a, b):
    import difflib
    a = a.decode("utf-8", "replace").splitlines(keepends=True)
    b = b.decode("utf-8", "replace").splitlines(keepends=True)
    d = list(difflib.unified_diff(a, b, f"old {name}", f"new {name}", n=1))
    d = [x if len(x) <= 300 else x[:300] + f" … (+{len(x) - 300} chars)\n" for x in d]
    if len(d) > DIFF_LINES:
        d = d[:DIFF_LINES] + [f"… ({len(d) - DIFF_LINES} more diff lines)\n"]
    return "".join(x if x.endswith("\n") else x + "\n" for x in d)


def main(argv):
    args = argv[1:]
    keep = only = None
    if "--keep" in args:
        i = args.index("--keep")
        keep = Path(args[i + 1])
        del args[i:i + 2]
    if "--only" in args:
        i = args.index("--only")
        only = set(args[i + 1].split(","))
        del args[i:i + 2]
    if len(args) != 2:
        print(__doc__.splitlines()[2], file=sys.stderr)
        return 2
    old, new = (str(Path(a).resolve()) for a in args)
    fresh(WORK)
    cases = build_cases(old, new)
    if only:
        cases = [c for c in cases if c[0] in only]
    res = run_passes(old, new, cases)
    compared = same = 0
    diffs, shaky, intended = [], [], []
    for n, (group, name, line) in enumerate(cases):
        o, w = res["old"][n], res["new"][n]
        if o is None or w is None:
            continue
        compared += 1
        o = (normalise(o[0], group), normalise(o[1], group), o[2])
        w = (normalise(w[0], group), normalise(w[1], group), w[2])
        if keep:
            for lbl, r in (("old", o), ("new", w)):
                d = keep / f"{n:04d}"
                d.mkdir(parents=True, exist_ok=True)
                (d / "cmd").write_text(line + "\n")
                (d / f"{lbl}.out").write_bytes(r[0])
                (d / f"{lbl}.err").write_bytes(r[1])
                (d / f"{lbl}.rc").write_text(f"{r[2]}\n")
        if o == w:
            same += 1
            continue
        unstable = any(u in line for u in UNSTABLE)
        why = next((w for k, w in INTENDED.items() if k in line), None)
        tag = "  (nondeterministic)" if unstable else f"  (intended: {why})" if why else ""
        text = f"=== #{n} [{group}] {name}{tag}\n"
        if o[2] != w[2]:
            text += f"exit code: old {o[2]}, new {w[2]}\n"
        if o[0] != w[0]:
            text += short_diff("stdout", o[0], w[0])
        if o[1] != w[1]:
            text += short_diff("stderr", o[1], w[1])
        (shaky if unstable else intended if why else diffs).append(text)
    by_group = {}
    for g, _, _ in cases:
        by_group[g] = by_group.get(g, 0) + 1
    print("".join(shaky + intended + diffs), end="")
    print(f"{compared} compared, {same} identical, {len(shaky)} nondeterministic, "
          f"{len(intended)} intended (CHANGELOG), {len(diffs)} differ "
          f"({', '.join(f'{g} {n}' for g, n in by_group.items())}; "
          f"{len(cases) - compared} not run)")
    shutil.rmtree(WORK, ignore_errors=True)
    return 0 if not diffs else 1


def one_pass(binary, cases_file, out_file, label):
    """A pass on its own (the child side of run_passes)."""
    cases = [tuple(c) for c in json.loads(Path(cases_file).read_text())]
    fresh(WORK)
    pg = Pg()
    try:
        if pg.url is None:
            print("no initdb/pg_ctl on PATH: `# needs: server` examples are skipped",
                  file=sys.stderr)
        res = run_pass(binary, cases, pg, label)
    finally:
        pg.stop()
    enc = [None if r is None else [r[0].hex(), r[1].hex(), r[2]] for r in res]
    Path(out_file).write_text(json.dumps(enc))


def isolation_works():
    """Whether a pass can run in its own mount and network namespace (root, unshare):
    then both passes run at once, each seeing its own folder at WORK and its own
    loopback (the same paths and ports in both)."""
    if os.geteuid() != 0 or shutil.which("unshare") is None or shutil.which("ip") is None:
        return False
    r = subprocess.run(["unshare", "-mn", "true"], capture_output=True)
    return r.returncode == 0


def run_passes(old, new, cases):
    spool = Path(f"/tmp/esxcmp-spool-{os.getpid()}")
    fresh(spool)
    (spool / "cases.json").write_text(json.dumps(cases))
    me = str(Path(__file__).resolve())
    procs = []
    parallel = isolation_works()
    for label, binary in (("old", old), ("new", new)):
        argv = [sys.executable, me, "--pass", label, binary, str(spool / "cases.json"),
                str(spool / f"{label}.json")]
        if parallel:
            root = spool / f"root-{label}"
            root.mkdir()
            os.chmod(spool, 0o755)
            os.chmod(root, 0o755)
            WORK.mkdir(parents=True, exist_ok=True)
            sh = ("ip link set lo up && mount --bind \"$1\" \"$2\" && shift 2 && "
                  "ESXCMP_ISOLATED=1 exec \"$@\"")
            argv = ["unshare", "-mn", "--propagation", "private", "sh", "-c", sh, "sh",
                    str(root), str(WORK)] + argv
            procs.append(subprocess.Popen(argv, stdin=subprocess.DEVNULL))
        else:
            subprocess.run(argv, stdin=subprocess.DEVNULL, check=True)
    for p in procs:
        if p.wait() != 0:
            raise SystemExit(f"a pass failed: {p.args}")
    res = {}
    for label in ("old", "new"):
        enc = json.loads((spool / f"{label}.json").read_text())
        res[label] = [None if r is None else (bytes.fromhex(r[0]), bytes.fromhex(r[1]), r[2])
                      for r in enc]
    shutil.rmtree(spool, ignore_errors=True)
    return res


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--mcp-client":
        sys.exit(mcp_client(sys.argv[2]))
    if len(sys.argv) == 6 and sys.argv[1] == "--pass":
        one_pass(sys.argv[3], sys.argv[4], sys.argv[5], sys.argv[2])
        sys.exit(0)
    sys.exit(main(sys.argv))
