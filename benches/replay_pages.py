"""Serve recorded /gaps pages of the simulator back, byte for byte, on 127.0.0.1.

commands.sh records every page `esx gaps SPORT --all --min-gap 0` fetches (one curl
pass against the simulator) and then times esx, curl and curl | jq against this server,
so the comparison measures the clients on identical bytes, not the simulator's cost of
building each page (which today rebuilds every gap on every request; see BENCHMARKS.md).

    python3 replay_pages.py DIR    # DIR holds page-<offset>.json files

First stdout line: `listening on http://127.0.0.1:PORT`. Answers
GET /v6/esports/<sport>/gaps?...&offset=N with page-N.json (HTTP/1.1, keep-alive, as the
simulator), anything else with 404. Stops on SIGTERM or Ctrl-C.
"""

import pathlib
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit


def main() -> None:
    pages = {
        int(p.stem.removeprefix("page-")): p.read_bytes()
        for p in pathlib.Path(sys.argv[1]).glob("page-*.json")
    }

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_GET(self) -> None:  # noqa: N802 (the stdlib's name)
            url = urlsplit(self.path)
            offset = parse_qs(url.query).get("offset", ["0"])[0]
            body = pages.get(int(offset)) if offset.isdigit() else None
            if not url.path.endswith("/gaps") or body is None:
                body, status = b'{"detail":"not recorded"}', 404
            else:
                status = 200
            self.send_response(status)
            self.send_header("content-type", "application/json")
            self.send_header("content-length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    print(f"listening on http://127.0.0.1:{server.server_address[1]}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
