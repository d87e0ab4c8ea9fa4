"""The official Python SDK making the call `esx lines SPORT --json` makes, and printing it.

Called by commands.sh as one whole process per measurement (interpreter start, imports,
request, JSON decode, JSON encode, print), like esx: python kashrock_lines.py URL SPORT
"""

import json
import sys

from kashrock import KashRock


def main() -> None:
    base_url, sport = sys.argv[1], sys.argv[2]
    client = KashRock(api_key="demo-builder", base_url=base_url)
    print(json.dumps(client.lines(sport)))


if __name__ == "__main__":
    main()
