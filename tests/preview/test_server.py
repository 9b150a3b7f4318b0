"""End to end through HTTP: a server process on a free port, edits to a copy of content/, and the
answers of /status.json and the image bytes (issue 11's contract)."""

from __future__ import annotations

import http.client
import json
import re
import socket
import subprocess
import sys
import urllib.error

import pytest

from .conftest import free_port, pixel_hash, start_preview, wait_for

SENTENCE = "{n:0}のカードも{n:1}枚と数えます。"  # on page 7 (content/pages/07-strength.yaml)
PAGE7 = "pages/07-strength.yaml"


def test_status_json_is_the_contract(shared_preview):
    status = shared_preview.status()
    assert set(status) == {"generation", "ok", "problems", "pages"}
    assert status["generation"] == 1 and status["ok"] is True and status["problems"] == []
    assert [entry["page"] for entry in status["pages"]] == list(range(1, 25))
    for entry in status["pages"]:
        assert set(entry) == {"page", "image"}
        assert re.fullmatch(rf"/pages/{entry['page']:02d}\.png\?v=[0-9a-f]{{16}}", entry["image"])


def test_the_served_image_is_the_one_its_hash_names(shared_preview):
    for entry in shared_preview.status()["pages"][:3]:
        png = shared_preview.get(entry["image"])
        assert png.startswith(b"\x89PNG\r\n\x1a\n")
        assert pixel_hash(png) == entry["image"].split("?v=")[1]


def test_an_edit_changes_that_pages_hash_and_no_other(preview):
    before = preview.hashes()
    old_png = preview.get("/pages/07.png")
    preview.edit(PAGE7, SENTENCE, SENTENCE + "数え忘れに注意。")
    after = preview.hashes(preview.wait_for_generation(2))
    assert [n for n in after if after[n] != before[n]] == [7]
    new_png = preview.get("/pages/07.png")
    assert new_png != old_png and pixel_hash(new_png) == after[7]


def test_an_edit_that_does_not_show_keeps_every_hash(preview):
    before = preview.hashes()
    preview.edit(PAGE7, "title: 強さを計算する\n", "title: 強さを計算する  # a comment\n")
    status = preview.wait_for_generation(2)
    assert status["ok"] and preview.hashes(status) == before


def test_a_syntax_error_is_reported_and_the_last_good_images_stay(preview):
    good = preview.status()
    good_png = preview.get("/pages/07.png")
    preview.edit(PAGE7, "title: 強さを計算する", "title: [強さを計算する")
    bad = preview.wait_for_generation(2)
    assert bad["ok"] is False
    assert len(bad["problems"]) == 1
    assert re.match(r"edit/content/pages/07-strength\.yaml:\d+:\d+: ", bad["problems"][0])  # from the server's working folder
    assert bad["pages"] == good["pages"]
    assert preview.get("/pages/07.png") == good_png
    preview.edit(PAGE7, "title: [強さを計算する", "title: 強さを計算する")
    fixed = preview.wait_for_generation(3)
    assert fixed["ok"] is True and fixed["problems"] == []
    assert fixed["pages"] == good["pages"]


def test_a_wrong_example_is_reported_with_its_place(preview):
    """examples.yaml states the results; a changed card makes a stated result wrong (the engine says so)."""
    text = (preview.content / "examples.yaml").read_text(encoding="utf-8")
    match = re.search(r"strength: (-?\d+)", text)
    assert match, "examples.yaml states a strength"
    wrong = int(match.group(1)) + 100
    preview.edit("examples.yaml", match.group(0), f"strength: {wrong}")
    bad = preview.wait_for_generation(2)
    assert bad["ok"] is False
    assert any(p.startswith("edit/content/examples.yaml:") and str(wrong) in p for p in bad["problems"]), bad["problems"]


def test_two_quick_saves_are_one_rebuild(preview):
    """Both edits visible after one rebuild: had the watcher split them, build 2 would show only one."""
    before = preview.hashes()
    preview.edit(PAGE7, SENTENCE, SENTENCE + "一つ目。")
    preview.edit("pages/05-setup.yaml", "title: ", "title: 準備：")
    status = wait_for(
        lambda: (h := preview.hashes(s := preview.status()))[7] != before[7] and h[5] != before[5] and s, "both edits to show"
    )
    assert status["generation"] == 2


def test_only_127_0_0_1_listens(shared_preview):
    with socket.create_connection(("127.0.0.1", shared_preview.port), timeout=10):
        pass
    with pytest.raises(OSError):  # another loopback address of this host: refused, the socket is not on 0.0.0.0
        socket.create_connection(("127.0.0.2", shared_preview.port), timeout=10).close()
    listening = [line.split()[1] for line in open("/proc/net/tcp").read().splitlines()[1:] if line.split()[3] == "0A"]
    assert f"0100007F:{shared_preview.port:04X}" in listening


def test_the_running_preview_refuses_a_foreign_host_and_a_cross_origin_request(shared_preview):
    """The guard's own tests are tests/preview/test_guard.py; this one shows `make preview` has it."""
    sections = json.loads(shared_preview.get("/preview.json"))
    routes = [
        "/",
        "/status.json",
        "/events",
        sections["calculator"],
        *(sections[part][0]["image"] for part in ("pages", "cards", "quickref")),
    ]

    def ask(path: str, **headers: str) -> tuple[int, bytes]:
        connection = http.client.HTTPConnection("127.0.0.1", shared_preview.port, timeout=30)
        connection.request("GET", path, headers=headers)
        response = connection.getresponse()
        answer = response.status, response.read() if response.status != 200 else b""
        connection.close()
        return answer

    for path in routes:
        status, body = ask(path, Host=f"rebound.example:{shared_preview.port}")
        assert status == 403 and body.startswith(b"refused: this preview answers only http://127.0.0.1:"), path
    for path in ("/events", "/status.json"):
        status, body = ask(path, Origin="http://elsewhere.example")
        assert status == 403 and body.startswith(b"refused: "), path
    assert ask("/status.json", Origin=f"http://127.0.0.1:{shared_preview.port}")[0] == 200


def test_unknown_paths_are_404(shared_preview):
    with pytest.raises(urllib.error.HTTPError) as error:
        shared_preview.get("/pages/99.png")
    assert error.value.code == 404


def test_ctrl_c_stops_cleanly_without_temporary_files_or_build(preview, tmp_path):
    preview.edit(PAGE7, SENTENCE, SENTENCE + "ね。")
    preview.wait_for_generation(2)
    out, err = preview.stop()
    assert preview.process.returncode == 0
    assert "Traceback" not in err and "Traceback" not in out
    assert out.rstrip().endswith("preview stopped")
    assert list(preview.scratch.iterdir()) == []  # poppler's scratch folders are gone
    assert not (tmp_path / "build").exists()  # build/ is not touched (the cwd's)


@pytest.mark.slow  # the generator in another process
def test_a_busy_port_is_named_with_a_free_one_to_try(content_copy, tmp_path):
    port = free_port()
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", port))
        taken.listen()
        run = subprocess.run(
            [sys.executable, "-m", "generator", "preview", "--port", str(port), "--content", str(content_copy)],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=120,
        )
    assert run.returncode == 1
    assert f"port {port} on 127.0.0.1 is already in use" in run.stderr
    assert re.search(r"try --port \d+", run.stderr)
    assert "Traceback" not in run.stderr


def test_a_second_preview_on_another_port_works(shared_preview, tmp_path):
    other = start_preview(shared_preview.content, cwd=tmp_path, scratch=tmp_path / "tmp2")
    try:
        assert other.hashes() == shared_preview.hashes()
    finally:
        other.stop()
