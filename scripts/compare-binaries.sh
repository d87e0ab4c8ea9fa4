#!/usr/bin/env bash
# Compare two esx binaries' output byte for byte over the documents' examples, every
# output format, bad flag values, an MCP session, every --help and the completions.
# Usage: scripts/compare-binaries.sh OLD_ESX NEW_ESX [--keep DIR] [--only GROUP,...]
# (see scripts/compare_binaries.py for what runs and how). Exit 0 when all are identical.
set -euo pipefail
exec python3 "$(dirname "$0")/compare_binaries.py" "$@"
