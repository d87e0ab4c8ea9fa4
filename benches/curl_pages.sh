#!/usr/bin/env bash
# Baselines for `esx gaps SPORT --all --min-gap 0 --format csv` (called by commands.sh):
# fetch exactly the pages esx fetches — the same query esx sends with `--all`
# (`min_gap=0&limit=500&offset=N`, see ALL_PAGE_SIZE in src/commands/gaps and
# Client::stream_pages in src/client/pages.rs) — in ONE curl process that keeps its
# connection alive from page to page (every URL in one `--config` file), as esx does.
# That is the honest floor: a loop of one curl process per page measures process starts
# and new connections, not the transfer (issue 18.8).
#
#   curl_pages.sh BASE_URL SPORT PAGES null   every page to /dev/null
#   curl_pages.sh BASE_URL SPORT PAGES jq     every page through one jq -r to CSV
#
# The issue writes the jq baseline as `jq -r '.gaps[] | @csv'`, but @csv takes arrays and
# a gap row is an object (jq: "object cannot be csv-formatted, only array"), so the
# baseline builds the row esx writes: the same 15 columns, books as `key:line;...`. jq
# reads the pages as one stream of JSON documents.
# PAGES is ceil(total / 500), measured once by commands.sh, so the list is bounded and
# does not need to parse `has_more`.
set -euo pipefail
base=$1 sport=$2 pages=$3 mode=$4
key=${ESX_API_KEY:-demo-builder}
page_size=500
csv_row='.gaps[] | [.gap_id, .player_id, .player_name, .team, .opponent, .event_id,
  .event_time, .stat_type, .market, .line, .line_min, .line_max, .line_gap, .book_count,
  (.books | map("\(.book):\(.line)") | join(";"))] | @csv'
config=$(mktemp)
trap 'rm -f "$config"' EXIT
for ((i = 0; i < pages; i++)); do
    echo "url = \"$base/v6/esports/$sport/gaps?min_gap=0&limit=$page_size&offset=$((i * page_size))\""
    [[ $mode == null ]] && echo 'output = "/dev/null"'
done >"$config"
case $mode in
null) curl -sSf -H "X-API-Key: $key" -K "$config" ;;
jq) curl -sSf -H "X-API-Key: $key" -K "$config" | jq -r "$csv_row" ;;
*)
    echo "curl_pages.sh: mode must be null or jq, got $mode" >&2
    exit 2
    ;;
esac
