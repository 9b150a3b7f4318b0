"""A preview server in its own process on a free port, watching a copy of content/.

Nothing here waits a fixed time: every wait is for a condition (with a generous timeout, so a
slow machine is slow, not failing).
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path

import pytest
from PIL import Image

CONTENT = Path(__file__).resolve().parents[2] / "content"

PATIENCE_S = 120.0  # a condition not met after this long is a failure (never a pass)
DIRECT = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # 127.0.0.1 never goes through a proxy


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_for(condition, what: str, timeout: float = PATIENCE_S):
    """Polls `condition` until it returns something truthy; fails naming `what` after `timeout`."""
    deadline = time.monotonic() + timeout
    while True:
        result = condition()
        if result:
            return result
        if time.monotonic() > deadline:
            pytest.fail(f"gave up waiting for {what}")
        time.sleep(0.05)


def pixel_hash(png: bytes) -> str:
    """The preview's own pixel hash (generator/preview/live.py), recomputed from the served bytes."""
    from generator.preview.live import digest

    with Image.open(io.BytesIO(png)) as image:
        rgb = image.convert("RGB")
        return digest(f"{rgb.size}", rgb.tobytes())


@dataclass
class Preview:
    process: subprocess.Popen
    port: int
    content: Path
    scratch: Path  # the process's TMPDIR: must be empty once it stopped

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    def get(self, path: str) -> bytes:
        with DIRECT.open(self.url + path.lstrip("/"), timeout=30) as response:
            return response.read()

    def status(self) -> dict:
        return json.loads(self.get("/status.json"))

    def hashes(self, status: dict | None = None) -> dict[int, str]:
        status = status or self.status()
        return {entry["page"]: entry["image"].split("?v=")[1] for entry in status["pages"]}

    def wait_for_generation(self, generation: int) -> dict:
        return wait_for(lambda: (s := self.status())["generation"] >= generation and s, f"build {generation}")

    def edit(self, relpath: str, old: str, new: str) -> None:
        path = self.content / relpath
        text = path.read_text(encoding="utf-8")
        assert old in text, f"{old!r} is not in {relpath}"
        path.write_text(text.replace(old, new, 1), encoding="utf-8")

    def stop(self) -> tuple[str, str]:
        self.process.send_signal(signal.SIGINT)
        out, err = self.process.communicate(timeout=PATIENCE_S)
        return out, err


def start_preview(content: Path, cwd: Path, scratch: Path, port: int | None = None) -> Preview:
    scratch.mkdir(exist_ok=True)
    port = port or free_port()
    env = {**os.environ, "TMPDIR": str(scratch), "PYTHONUNBUFFERED": "1"}
    process = subprocess.Popen(
        [sys.executable, "-m", "generator", "preview", "--port", str(port), "--content", str(content)],
        cwd=cwd,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    preview = Preview(process, port, content, scratch)

    def first_build():
        if process.poll() is not None:
            pytest.fail(f"the preview exited with {process.returncode}: {process.stderr.read()}")
        try:
            return preview.status()["generation"] >= 1
        except OSError:
            return False  # not listening yet

    wait_for(first_build, "the first build")
    return preview


@pytest.fixture
def content_copy(tmp_path) -> Path:
    """A copy of content/ in edit/content/: messages name its files from the server's working folder (edit/content/FILE)."""
    copy = tmp_path / "edit" / "content"
    shutil.copytree(CONTENT, copy)
    return copy


@pytest.fixture
def preview(other_process, content_copy, tmp_path):
    """A server of its own, for a test that edits the content or stops the server."""
    yield from serving(content_copy, tmp_path)


@pytest.fixture(scope="module")
def shared_preview(other_process, tmp_path_factory):
    """One server for the tests that only read what it serves: they neither edit its content nor stop it."""
    folder = tmp_path_factory.mktemp("shared-preview")
    copy = folder / "edit" / "content"
    shutil.copytree(CONTENT, copy)
    yield from serving(copy, folder)


def serving(content: Path, folder: Path):
    server = start_preview(content, cwd=folder, scratch=folder / "tmp")
    yield server
    if server.process.poll() is None:
        server.stop()


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()
