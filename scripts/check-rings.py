#!/usr/bin/env python3
"""Fail when two modules import each other, directly or round a ring.

Reads every crate's `src/` file by file: a module's imports are the `crate::`, `super::`
and `self::`/child paths it uses (in `use` items and in inline paths such as
`crate::output::fmt::zone_label(..)`), doc comments included (an intra-doc link such as
[`crate::ticket`] makes rustdoc depend on that module: a module's docs pointing up at a
module that imports it is a ring too). Plain `//` comments do not count. A parent
declaring (`mod x;`) or re-exporting (`pub use x::Y`) its own children does not count.
Run by `.ci/run` before the tests. Test modules (`#[cfg(test)]` blocks and
`tests.rs` files) are left out: a test may reach anywhere. Prints each ring found and
exits 1; exits 0 when there is none.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CRATES = {"esx": "src"}
for c in sorted(os.listdir(os.path.join(ROOT, "crates"))):
    if os.path.isdir(os.path.join(ROOT, "crates", c, "src")):
        CRATES[c] = os.path.join("crates", c, "src")


def module_of(rel):
    """Module path (tuple) of a source file relative to its crate's src/."""
    parts = rel[:-3].split(os.sep)
    if parts[-1] in ("lib", "main"):
        parts = parts[:-1]
    elif parts[-1] == "mod":
        parts = parts[:-1]
    return tuple(parts)


def strip_tests(text):
    """Drop `#[cfg(test)] mod … { … }` blocks and plain `//` comments (not `///`/`//!`
    doc comments, nor `://` in URLs)."""
    text = re.sub(r"(?<![/:])//(?![/!])[^\n]*", "", text)
    out, i = [], 0
    for m in re.finditer(r"#\[cfg\(test\)\]\s*(pub\s+)?mod\s+\w+\s*\{", text):
        if m.start() < i:
            continue
        out.append(text[i:m.start()])
        depth, j = 1, m.end()
        while j < len(text) and depth:
            depth += {"{": 1, "}": -1}.get(text[j], 0)
            j += 1
        i = j
    out.append(text[i:])
    return "".join(out)


def expand_use(tree):
    """`a::{b, c::{d, e}}` → [a::b, a::c::d, a::c::e]."""
    tree = re.sub(r"\s+", "", tree)
    m = re.match(r"^(.*?)\{(.*)\}$", tree)
    if not m:
        return [tree]
    prefix, inner = m.group(1), m.group(2)
    items, depth, cur = [], 0, ""
    for ch in inner:
        if ch == "," and depth == 0:
            items.append(cur)
            cur = ""
            continue
        depth += {"{": 1, "}": -1}.get(ch, 0)
        cur += ch
    if cur:
        items.append(cur)
    out = []
    for it in items:
        out += [prefix + x for x in expand_use(it)]
    return out


def resolve(path, here, modules, children_ok):
    """The module a path names (the longest known module prefix), or None."""
    segs = [s for s in path.split("::") if s]
    if not segs:
        return None
    if segs[0] == "crate":
        base, rest = (), segs[1:]
    elif segs[0] == "super":
        base, rest = here, segs
        while rest and rest[0] == "super":
            base, rest = base[:-1], rest[1:]
    elif segs[0] == "self":
        base, rest = here, segs[1:]
    elif here + (segs[0],) in modules:
        # A bare path naming a child module (`use file::X;`, `file::write(..)`).
        base, rest = here, segs
    else:
        return None
    full = base + tuple(rest)
    for n in range(len(full), 0, -1):
        if full[:n] in modules:
            target = full[:n]
            break
    else:
        return None
    if target == here:
        return None
    # A parent re-exporting its own descendants' items (`pub use child::X`) does not count
    # (it declares them); a parent *using* a child's items does (settled point 19).
    if children_ok and target[: len(here)] == here and len(target) > len(here):
        return None
    # A child using an ancestor module's items by path is an import of that ancestor.
    return target


def graph_of(crate, src):
    files = {}
    base = os.path.join(ROOT, src)
    for dirpath, _, names in os.walk(base):
        for n in names:
            if n.endswith(".rs"):
                rel = os.path.relpath(os.path.join(dirpath, n), base)
                if os.path.basename(rel) == "tests.rs" or rel.startswith("bin" + os.sep):
                    continue
                files[module_of(rel)] = os.path.join(dirpath, n)
    modules = set(files)
    edges = {m: set() for m in modules}
    for mod, f in files.items():
        text = strip_tests(open(f, encoding="utf-8").read())
        paths = []
        reexports = []
        for m in re.finditer(r"\b(pub(?:\([^)]*\))?\s+)?use\s+([^;]+);", text):
            (reexports if m.group(1) else paths).extend(expand_use(m.group(2)))
        body = re.sub(r"\buse\s+[^;]+;", "", text)
        paths += re.findall(r"\b(?:crate|super|self)(?:::\w+)+", body)
        paths += re.findall(r"(?<![:\w])[a-z_][a-z0-9_]*(?:::\w+)+", body)
        for p in paths:
            t = resolve(p.split(" as ")[0], mod, modules, False)
            if t is not None:
                edges[mod].add(t)
        for p in reexports:
            t = resolve(p.split(" as ")[0], mod, modules, True)
            if t is not None:
                edges[mod].add(t)
    return edges


def rings(edges):
    """Strongly connected components of more than one module (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []
    counter = [0]
    sys.setrecursionlimit(10000)

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in edges.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return out


def main():
    found = 0
    for crate, src in CRATES.items():
        for comp in rings(graph_of(crate, src)):
            found += 1
            names = ["/".join(m) or "(root)" for m in comp]
            print(f"{crate}: modules importing each other: {', '.join(names)}")
    if found:
        print(f"{found} ring(s) of imports; data flows one way (DESIGN.md): break them")
        return 1
    print("no two modules import each other")
    return 0


if __name__ == "__main__":
    sys.exit(main())
