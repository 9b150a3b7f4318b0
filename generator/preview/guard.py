"""Whom the preview answers: this machine's browser at the preview's own address, nobody else.

The server listens on 127.0.0.1 only, yet any web page the editor visits can reach it: by DNS
rebinding (the page's own host name made to resolve to 127.0.0.1, so the browser deems the preview
that site and lets the page read it) and by plain requests to http://127.0.0.1:PORT/ (answers it
cannot read without CORS headers, which the preview never sends, but an event stream it opens
holds one of the server's threads). So, as webpack-dev-server (`allowedHosts`) and Vite (its host
check since CVE-2025-24010) do, and with their status, 403:

  - every route answers only `Host: 127.0.0.1:PORT` or `localhost:PORT` (a rebound name fails here);
  - /events and the JSON answer only the preview's own page: a browser's `Sec-Fetch-Site` must say
    same-origin (or none: the address typed in), and without it an `Origin`, if sent, must be the preview's;
  - the page, its pictures and the calculator refuse other sites' pages that embed or fetch them
    (`Sec-Fetch-Site` cross-site or same-site, unless the browser is navigating to them).

A refusal is a short plain text saying why, nothing of the content. The bound on open event streams
(MAX_STREAMS, 503 past it) is the server's (server.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from http import HTTPStatus
from typing import Protocol

LOOPBACK_NAMES = ("127.0.0.1", "localhost")  # the names of the address the server binds ([::1] it does not)
OWN_PAGE_SITES = frozenset({"same-origin", "none"})  # Sec-Fetch-Site of the preview's own requests and of a typed address


class Headers(Protocol):
    """A request's headers, looked up by name whatever its case (http.server's, a test's dict of them)."""

    def get(self, name: str, /) -> str | None: ...


@dataclass(frozen=True)
class Refusal:
    """The answer instead of the content: its status and a plain text that says why."""

    status: HTTPStatus
    reason: str

    @property
    def body(self) -> bytes:
        return f"{self.reason}\n".encode()


def allowed_hosts(port: int) -> frozenset[str]:
    """The Host values a browser sends for the preview's own address (without the port for port 80)."""
    names = {f"{name}:{port}" for name in LOOPBACK_NAMES}
    return frozenset(names | (set(LOOPBACK_NAMES) if port == 80 else set()))


def host_refusal(hosts: list[str], port: int) -> Refusal | None:
    """None when the request names the preview's own address in exactly one Host header."""
    if len(hosts) == 1 and hosts[0].strip().lower() in allowed_hosts(port):
        return None
    addresses = " and ".join(f"http://{name}:{port}/" for name in LOOPBACK_NAMES)
    return Refusal(
        HTTPStatus.FORBIDDEN,
        f"refused: this preview answers only {addresses}, the address it prints"
        " (another host name may be a web page that made its name point at this computer)",
    )


def own_page_refusal(headers: Headers, host: str) -> Refusal | None:
    """For /events and the JSON: None when the preview's own page (or the address bar) asks."""
    site = headers.get("Sec-Fetch-Site")
    origin = headers.get("Origin")
    if site is not None:
        foreign = site.lower() not in OWN_PAGE_SITES
    else:  # a browser without fetch metadata, or no browser: an Origin, if any, must be the preview's
        foreign = origin is not None and origin.lower() != f"http://{host.strip().lower()}"
    if not foreign:
        return None
    return Refusal(HTTPStatus.FORBIDDEN, "refused: the preview's status and events are for its own page, not for another site's")


def embedding_refusal(headers: Headers) -> Refusal | None:
    """For the page, the pictures and the calculator: None unless another site's page loads them.

    Following a link to the preview (a navigation) is let through: the page that had the link
    cannot read what the browser then shows."""
    site = (headers.get("Sec-Fetch-Site") or "").lower()
    navigating = (headers.get("Sec-Fetch-Mode") or "").lower() == "navigate"
    if site in ("", *OWN_PAGE_SITES) or navigating:
        return None
    return Refusal(HTTPStatus.FORBIDDEN, "refused: the preview's pages and pictures are not for another site's page")
