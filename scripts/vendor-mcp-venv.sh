#!/usr/bin/env bash
# Installs the vendor's agent server (kashrock-mcp 0.6.9, from PyPI) in a venv of its own
# at target/vendor-mcp/venv, for tests/cli/vendor_mcp.rs. Idempotent: an existing venv
# with the pinned version is kept. Prints the server's path.
set -euo pipefail
cd "$(dirname "$0")/.."
VERSION=0.6.9
VENV=target/vendor-mcp/venv
if ! "$VENV/bin/python" -c "import importlib.metadata as m, sys; sys.exit(m.version('kashrock-mcp') != '$VERSION')" 2>/dev/null; then
  if ! python3 -m venv --help >/dev/null 2>&1 || ! python3 -c "import ensurepip" 2>/dev/null; then
    apt-get update -qq >/dev/null && apt-get install -y -qq python3-venv >/dev/null
  fi
  rm -rf "$VENV"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "kashrock-mcp==$VERSION"
fi
echo "$PWD/$VENV/bin/kashrock-mcp"
