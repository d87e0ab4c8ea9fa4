#!/usr/bin/env python3
"""Count string-keyed lookups on JSON values in command code, and fail above a ceiling.

Issue 18 point 5: commands decode a payload once into the esx-proto models and read typed
fields; a lookup by a key string (`.get("kind")`, `row["total"]`, `.pointer("/a/b")`)
is a field name the compiler cannot check, so a misspelt key reads as an empty cell.

Scans src/commands/** without test code (`tests.rs` files and `#[cfg(test)] mod` blocks)
and without `//` comments. Each hit is printed as `path:line: text` (a line with two
lookups twice; writes such as `row["k"] = v` count too: a misspelt key there is as
silent). Exits 1 when there are more than CEILING; `--list` prints them all and exits 0.
Run by `.ci/run`. Not counted: helpers that take a key string (`str_of(v, "k")`) and
`Column::path` paths, which the debug-build column check verifies instead.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
COMMANDS = os.path.join(ROOT, "src", "commands")
# Never raise it: issue 18's target was at most 5, each with a comment saying why; every
# command now reads typed models and rows, so none is left.
CEILING = 0

LOOKUP = re.compile(
    r"""\.get\("[^"]*"\)"""            # value.get("key")
    r"""|[\w)\]?]\["[^"]*"\]"""       # value["key"] (not a slice literal &["a"])
    r"""|\.pointer(_mut)?\("/"""      # value.pointer("/a/b")
)


def strip_tests(text):
    """Blank `#[cfg(test)] mod … { … }` blocks and `//` comments, keeping line numbers."""
    text = re.sub(r"(?<![/:])//[^\n]*", "", text)
    out, i = [], 0
    for m in re.finditer(r"#\[cfg\(test\)\]\s*(pub\s+)?mod\s+\w+\s*\{", text):
        if m.start() < i:
            continue
        out.append(text[i:m.start()])
        depth, j = 1, m.end()
        while j < len(text) and depth:
            depth += {"{": 1, "}": -1}.get(text[j], 0)
            j += 1
        out.append("\n" * text[m.start():j].count("\n"))
        i = j
    out.append(text[i:])
    return "".join(out)


def hits():
    for base, _, files in sorted(os.walk(COMMANDS)):
        for f in sorted(files):
            if not f.endswith(".rs") or f == "tests.rs" or f.endswith("_tests.rs"):
                continue
            path = os.path.join(base, f)
            with open(path, encoding="utf-8") as fh:
                text = strip_tests(fh.read())
            for n, line in enumerate(text.split("\n"), 1):
                for m in LOOKUP.finditer(line):
                    yield os.path.relpath(path, ROOT), n, line.strip()


def main():
    found = list(hits())
    for path, n, line in found:
        print(f"{path}:{n}: {line}")
    print(f"{len(found)} string-keyed lookups in src/commands")
    if "--list" in sys.argv:
        return 0
    if len(found) > CEILING:
        print(f"more than {CEILING}: read the typed model's field instead", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
