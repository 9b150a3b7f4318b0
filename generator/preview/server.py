"""The preview's HTTP server: the page, its pictures, /status.json and a server-sent event stream.

Bound to 127.0.0.1 only (the preview shows unpublished work; nobody else on the network should
see it), and answering only the preview's own address and page (guard.py: no other web page can
read it). The standard library's threading server is enough for one editor's browser tabs; each
/events listener holds one thread and wakes when a rebuild publishes a new Snapshot, and at most
MAX_STREAMS are open at once.
"""

from __future__ import annotations

import json
import threading
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from importlib.resources import files
from typing import Any
from urllib.parse import parse_qs, urlsplit

from .guard import Refusal, embedding_refusal, host_refusal, own_page_refusal
from .live import Picture, Snapshot

HOST = "127.0.0.1"
KEEPALIVE_S = 15.0  # a comment line on idle event streams, so proxies and browsers keep them open
# Each open stream holds a thread. A browser opens at most 6 connections to one host name, and a
# preview tab holds one stream and loads pictures on the others, so an editor's tabs hold a few;
# 16 leaves room for both names (127.0.0.1, localhost) and a second browser, and stops a runaway
# script (or a page left open in many tabs) from piling up threads.
MAX_STREAMS = 16
OWN_PAGE_ONLY = frozenset({"/events", "/status.json", "/preview.json"})  # what only the preview's page may read
STATIC = {  # path → (file in this package, content type)
    "/": ("index.html", "text/html; charset=utf-8"),
    "/preview.js": ("preview.js", "text/javascript; charset=utf-8"),
    "/preview.css": ("preview.css", "text/css; charset=utf-8"),
}


class Hub:
    """The latest Snapshot, and a condition the event streams wait on."""

    def __init__(self) -> None:
        self._changed = threading.Condition()
        self.snapshot = Snapshot()
        self.closed = False

    def publish(self, snapshot: Snapshot) -> Snapshot:
        with self._changed:
            self.snapshot = snapshot
            self._changed.notify_all()
        return snapshot

    def newer_than(self, generation: int, timeout: float) -> Snapshot | None:
        """The snapshot once it is newer than `generation`, or None after `timeout` or on close."""
        with self._changed:
            self._changed.wait_for(lambda: self.closed or self.snapshot.generation > generation, timeout)
            return None if self.closed or self.snapshot.generation <= generation else self.snapshot

    def close(self) -> None:
        with self._changed:
            self.closed = True
            self._changed.notify_all()


class PreviewServer(ThreadingHTTPServer):
    daemon_threads = True  # an open event stream must not keep the process alive after Ctrl-C

    def __init__(self, port: int, hub: Hub, max_streams: int = MAX_STREAMS):
        self.hub = hub
        self.max_streams = max_streams
        self.streams = threading.BoundedSemaphore(max_streams)  # one taken per open /events stream
        super().__init__((HOST, port), Handler)

    @property
    def port(self) -> int:
        return self.server_address[1]

    def stop(self) -> None:
        self.hub.close()
        self.shutdown()
        self.server_close()


class Handler(BaseHTTPRequestHandler):
    server: PreviewServer
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the base class's name
        """Quiet: the terminal shows rebuilds and problems, not every image request."""

    def do_GET(self) -> None:
        url = urlsplit(self.path)
        refusal = self._refusal(url.path)
        if refusal is not None:
            self._refuse(refusal)
            return
        snapshot = self.server.hub.snapshot
        if url.path in STATIC:
            name, kind = STATIC[url.path]
            self._send(files(__package__).joinpath(name).read_bytes(), kind, cache="no-cache")
        elif url.path == "/status.json":
            self._json(snapshot.status())
        elif url.path == "/preview.json":
            self._json(snapshot.sections())
        elif url.path == "/events":
            self._stream(snapshot)
        elif url.path == "/calculator.html":
            self._send(snapshot.calculator.encode(), "text/html; charset=utf-8", cache="no-cache")
        else:
            found = _picture(snapshot, url.path)
            if found is None:
                self._send(b"not found\n", "text/plain; charset=utf-8", status=HTTPStatus.NOT_FOUND)
            else:
                asked = parse_qs(url.query).get("v", [None])[0]
                # a URL with the current hash names these pixels forever; any other is revalidated
                cache = "max-age=31536000, immutable" if asked == found.hash else "no-cache"
                self._send(found.png, "image/png", cache=cache, etag=found.hash)

    def _refusal(self, path: str) -> Refusal | None:
        """Why this request gets none of the content (guard.py), or None."""
        refused = host_refusal(self.headers.get_all("Host") or [], self.server.port)
        if refused is None and path in OWN_PAGE_ONLY:
            refused = own_page_refusal(self.headers, self.headers["Host"])
        return refused or embedding_refusal(self.headers)

    def _refuse(self, refusal: Refusal) -> None:
        self.close_connection = True  # a refused client keeps no thread waiting for its next request
        self._send(refusal.body, "text/plain; charset=utf-8", status=refusal.status, close=True)

    def _json(self, data: dict[str, Any]) -> None:
        self._send(json.dumps(data, ensure_ascii=False).encode(), "application/json; charset=utf-8", cache="no-store")

    def _send(
        self,
        body: bytes,
        kind: str,
        *,
        cache: str = "no-store",
        etag: str | None = None,
        status: HTTPStatus = HTTPStatus.OK,
        close: bool = False,
    ) -> None:
        if etag and self.headers.get("If-None-Match") == f'"{etag}"':
            self.send_response(HTTPStatus.NOT_MODIFIED)
            self.send_header("ETag", f'"{etag}"')
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", cache)
        self._same_origin_only()
        if etag:
            self.send_header("ETag", f'"{etag}"')
        if close:
            self.send_header("Connection", "close")
        self.end_headers()
        self.wfile.write(body)

    def _same_origin_only(self) -> None:
        """Browsers without fetch metadata (guard.py) still keep other sites' pages from embedding it."""
        self.send_header("Cross-Origin-Resource-Policy", "same-origin")
        self.send_header("X-Content-Type-Options", "nosniff")

    def _stream(self, snapshot: Snapshot) -> None:
        """An event stream while fewer than MAX_STREAMS are open; a 503 saying so past that."""
        if not self.server.streams.acquire(blocking=False):
            busy = f"refused: {self.server.max_streams} event streams are open already, the most the preview keeps; close a preview tab"
            self._refuse(Refusal(HTTPStatus.SERVICE_UNAVAILABLE, busy))
            return
        try:
            self._events(snapshot)
        finally:
            self.server.streams.release()

    def _events(self, snapshot: Snapshot) -> None:
        """Server-sent events: the current state at once, then one `build` event per rebuild."""
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", "text/event-stream; charset=utf-8")
        self.send_header("Cache-Control", "no-store")
        self._same_origin_only()
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        current: Snapshot | None = snapshot
        try:
            while True:
                if current is not None:
                    data = json.dumps(current.sections(), ensure_ascii=False)
                    self.wfile.write(f"event: build\nid: {current.generation}\ndata: {data}\n\n".encode())
                    generation = current.generation
                else:
                    self.wfile.write(b": keep-alive\n\n")
                self.wfile.flush()
                current = self.server.hub.newer_than(generation, KEEPALIVE_S)
                if self.server.hub.closed:
                    return
        except (BrokenPipeError, ConnectionResetError):
            return  # the tab was closed or reloaded


def _picture(snapshot: Snapshot, path: str) -> Picture | None:
    """/pages/07.png, /cards/Y3.png, /quickref/front.png → the picture, if there is one."""
    folder, _, name = path.strip("/").partition("/")
    stem = name.removesuffix(".png")
    if folder == "pages" and stem.isdigit():
        return snapshot.pages.get(int(stem))
    if folder == "cards":
        return snapshot.cards.get(stem)
    if folder == "quickref":
        return snapshot.quickref.get(stem)
    return None
