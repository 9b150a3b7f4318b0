"""Whom the preview answers (generator/preview/guard.py, server.py): requests as a rebound or foreign
web page would send them, to a server in this process that shows a made-up snapshot (no build)."""

from __future__ import annotations

import http.client
import io
import threading
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from PIL import Image

from generator.preview.guard import allowed_hosts, embedding_refusal, host_refusal, own_page_refusal
from generator.preview.live import Picture, Snapshot
from generator.preview.server import MAX_STREAMS, Hub, PreviewServer

from .conftest import wait_for

SECRET = "UNPUBLISHED-RULE-TEXT"  # in every answer that carries content; in no refusal


def png() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (4, 4), "red").save(out, format="PNG")
    return out.getvalue()


PICTURE = Picture(png(), "0123456789abcdef")
SNAPSHOT = Snapshot(
    generation=1,
    ok=False,
    problems=(f"content/pages/07-strength.yaml:3:1: {SECRET}",),
    pages={7: PICTURE},
    cards={"Y3": PICTURE},
    quickref={"front": PICTURE},
    calculator=f"<p>{SECRET}</p>",
)
ROUTES = (  # every kind of route the server has
    "/",
    "/preview.js",
    "/preview.css",
    "/status.json",
    "/preview.json",
    "/events",
    "/calculator.html",
    "/pages/07.png",
    "/cards/Y3.png",
    "/quickref/front.png",
    "/nothing-here",
)
OWN_PAGE_ONLY = ("/events", "/status.json", "/preview.json")


@dataclass
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes  # a stream's first event only


@pytest.fixture
def server() -> Iterator[PreviewServer]:
    hub = Hub()
    hub.publish(SNAPSHOT)
    server = PreviewServer(0, hub)  # port 0: a free one
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()  # a quick stop
    yield server
    server.stop()


def connect(server: PreviewServer) -> http.client.HTTPConnection:
    return http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)


def ask(server: PreviewServer, path: str, hosts: list[str] | None = None, **headers: str) -> Answer:
    """GET `path` with these Host headers (default: the preview's own) and other headers (Sec_Fetch_Site=…)."""
    connection = connect(server)
    connection.putrequest("GET", path, skip_host=True, skip_accept_encoding=True)
    for host in [f"127.0.0.1:{server.port}"] if hosts is None else hosts:
        connection.putheader("Host", host)
    for name, value in headers.items():
        connection.putheader(name.replace("_", "-"), value)
    connection.endheaders()
    response = connection.getresponse()
    stream = response.getheader("Content-Type", "").startswith("text/event-stream")
    body = first_event(response) if stream else response.read()
    connection.close()
    return Answer(response.status, {k.lower(): v for k, v in response.getheaders()}, body)


def first_event(response: http.client.HTTPResponse) -> bytes:
    lines = []
    while (line := response.readline()) not in (b"\n", b""):  # an event ends with an empty line
        lines.append(line)
    return b"".join(lines)


def assert_refused(answer: Answer, status: int = 403) -> None:
    assert answer.status == status
    assert answer.headers["content-type"] == "text/plain; charset=utf-8"
    assert answer.body.startswith(b"refused: ") and answer.body.endswith(b"\n") and len(answer.body) < 200
    assert SECRET.encode() not in answer.body and b"PNG" not in answer.body


def test_the_preview_answers_its_own_address_on_every_route(server):
    for name in ("127.0.0.1", "localhost", "LOCALHOST"):
        answers = {path: ask(server, path, [f"{name}:{server.port}"]) for path in ROUTES}
        assert {path: a.status for path, a in answers.items()} == {**{path: 200 for path in ROUTES}, "/nothing-here": 404}
    assert SECRET.encode() in ask(server, "/status.json").body


@pytest.mark.parametrize(
    "host",
    [
        "evil.example:{port}",  # DNS rebinding: the page's own name, now resolving to 127.0.0.1
        "evil.example",
        "127.0.0.1.evil.example:{port}",
        "localhost.evil.example:{port}",
        "127.0.0.1:{port}.evil.example",
        "127.0.0.1:1{port}",  # another port
        "127.0.0.1",
        "localhost",
        "[::1]:{port}",  # not bound
        "0.0.0.0:{port}",
        "127.0.0.2:{port}",
        "",
    ],
)
def test_a_foreign_host_gets_none_of_the_content_on_any_route(server, host):
    for path in ROUTES:
        assert_refused(ask(server, path, [host.format(port=server.port)]))


def test_a_request_without_host_or_with_two_is_refused(server):
    own = f"127.0.0.1:{server.port}"
    for path in ROUTES:
        assert_refused(ask(server, path, []))
        assert_refused(ask(server, path, [own, "evil.example"]))
        assert_refused(ask(server, path, ["evil.example", own]))


def test_the_host_refusal_says_which_addresses_the_preview_answers(server):
    answer = ask(server, "/status.json", ["evil.example"])
    assert answer.body.decode() == (
        f"refused: this preview answers only http://127.0.0.1:{server.port}/ and http://localhost:{server.port}/,"
        " the address it prints (another host name may be a web page that made its name point at this computer)\n"
    )
    assert answer.headers["connection"] == "close"


@pytest.mark.parametrize(
    "headers",
    [
        {"Origin": "http://evil.example"},
        {"Origin": "http://127.0.0.1:1{port}"},  # another server's page on this machine
        {"Origin": "http://localhost:{port}"},  # the preview at its other name is another origin
        {"Origin": "https://127.0.0.1:{port}"},
        {"Origin": "null"},  # a sandboxed frame or a file:// page
        {"Sec_Fetch_Site": "cross-site"},
        {"Sec_Fetch_Site": "same-site"},
        {"Sec_Fetch_Site": "cross-site", "Origin": "http://127.0.0.1:{port}"},  # the browser's word counts
        {"Sec_Fetch_Site": "cross-site", "Sec_Fetch_Mode": "navigate"},  # a link on another site to /status.json
    ],
)
def test_a_cross_origin_request_for_events_or_json_is_refused(server, headers):
    headers = {name: value.format(port=server.port) for name, value in headers.items()}
    for path in OWN_PAGE_ONLY:
        answer = ask(server, path, **headers)
        assert_refused(answer)
        assert answer.body == b"refused: the preview's status and events are for its own page, not for another site's\n"


@pytest.mark.parametrize(
    "headers",
    [
        {},  # curl, an editor plug-in
        {"Origin": "http://127.0.0.1:{port}"},
        {"Sec_Fetch_Site": "same-origin", "Sec_Fetch_Mode": "cors"},  # the page's fetch and EventSource
        {"Sec_Fetch_Site": "none", "Sec_Fetch_Mode": "navigate"},  # the address typed in
    ],
)
def test_the_previews_own_page_gets_events_and_json(server, headers):
    headers = {name: value.format(port=server.port) for name, value in headers.items()}
    for path in OWN_PAGE_ONLY:
        answer = ask(server, path, **headers)
        assert answer.status == 200 and b'"generation": 1' in answer.body


def test_another_sites_page_cannot_embed_the_pictures_or_the_calculator(server):
    for path in ("/", "/preview.js", "/calculator.html", "/pages/07.png", "/cards/Y3.png", "/quickref/front.png"):
        for site in ("cross-site", "same-site"):
            answer = ask(server, path, Sec_Fetch_Site=site, Sec_Fetch_Mode="no-cors", Sec_Fetch_Dest="image")
            assert_refused(answer)
        assert ask(server, path, Sec_Fetch_Site="same-origin", Sec_Fetch_Mode="no-cors").status == 200
    followed = ask(server, "/", Sec_Fetch_Site="cross-site", Sec_Fetch_Mode="navigate", Sec_Fetch_Dest="document")
    assert followed.status == 200  # a link to the preview: the page with the link cannot read it


def test_no_answer_carries_cors_headers(server):
    answers = [ask(server, path, **extra) for path in ROUTES for extra in ({}, {"Origin": "http://evil.example"})]
    answers += [ask(server, path, ["evil.example"]) for path in ROUTES]
    connection = connect(server)
    connection.request("OPTIONS", "/status.json", headers={"Origin": "http://evil.example", "Access-Control-Request-Method": "GET"})
    preflight = connection.getresponse()
    assert preflight.status != 200
    answers.append(Answer(preflight.status, {k.lower(): v for k, v in preflight.getheaders()}, preflight.read()))
    for answer in answers:
        assert [name for name in answer.headers if name.startswith("access-control-")] == []
    assert {a.headers.get("cross-origin-resource-policy") for a in answers if a.status == 200} == {"same-origin"}


def open_stream(server: PreviewServer) -> tuple[http.client.HTTPConnection, http.client.HTTPResponse]:
    connection = connect(server)
    connection.request("GET", "/events", headers={"Sec-Fetch-Site": "same-origin"})
    return connection, connection.getresponse()


def test_event_streams_past_the_bound_get_a_503_until_one_closes(server):
    streams = [open_stream(server) for _ in range(MAX_STREAMS)]
    try:
        assert all(response.status == 200 and response.readline() == b"event: build\n" for _, response in streams)
        extra = ask(server, "/events")
        assert_refused(extra, status=503)
        assert (
            extra.body
            == f"refused: {MAX_STREAMS} event streams are open already, the most the preview keeps; close a preview tab\n".encode()
        )
        assert ask(server, "/status.json").status == 200  # the rest of the preview still answers
        streams.pop()[0].close()
        generation = iter(range(2, 1000))

        def a_stream_is_free():
            # the server notices a closed stream when it next writes to it: a rebuild publishes
            server.hub.publish(Snapshot(generation=next(generation)))
            answer = ask(server, "/events")
            return answer.status == 200 and answer

        wait_for(a_stream_is_free, "the closed stream's place to be free")
    finally:
        for connection, _ in streams:
            connection.close()


def test_the_allowed_hosts_and_the_fetch_metadata_rules():
    assert allowed_hosts(8000) == {"127.0.0.1:8000", "localhost:8000"}
    assert allowed_hosts(80) == {"127.0.0.1:80", "localhost:80", "127.0.0.1", "localhost"}
    assert host_refusal(["Localhost:8000"], 8000) is None
    assert host_refusal(["localhost:8000"], 8001) is not None
    assert own_page_refusal({"Sec-Fetch-Site": "same-origin"}, "localhost:8000") is None
    assert own_page_refusal({"Origin": "http://localhost:8000"}, "localhost:8000") is None
    assert own_page_refusal({"Origin": "http://127.0.0.1:8000"}, "localhost:8000") is not None
    assert embedding_refusal({}) is None
    assert embedding_refusal({"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "cors"}) is not None
