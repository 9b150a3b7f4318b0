"""scripts/install-system-deps: every Debian package named with its purpose; without root, one line
that says what is missing and the apt-get command. Run against a machine where nothing is installed
(a stand-in dpkg-query) and a user who is not root (a stand-in id)."""

import os
import subprocess
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "install-system-deps"


@pytest.fixture
def bare_machine(tmp_path) -> dict[str, str]:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for name, body in {"dpkg-query": "exit 1", "id": "echo 1000"}.items():
        (bin_dir / name).write_text(f"#!/bin/sh\n{body}\n")
        (bin_dir / name).chmod(0o755)
    return {**os.environ, "PATH": f"{bin_dir}:{os.environ['PATH']}"}


def run(purpose: str, env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run([str(SCRIPT), purpose], env=env, capture_output=True, text=True)


def test_the_build_needs_the_fonts_and_poppler(bare_machine):
    done = run("build", bare_machine)
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == (
        "error: missing Debian packages: fonts-morisawa-bizud-gothic (font) fonts-open-sans (english-font) "
        "poppler-utils (previews) libgs-common (colour-profile); install them with: sudo apt-get install "
        "fonts-morisawa-bizud-gothic fonts-open-sans poppler-utils libgs-common\n"
    )


def test_the_tests_add_pdf_tools_a_browser_node_and_ghostscript_each_once(bare_machine):
    done = run("test", bare_machine)
    assert done.returncode == 1
    assert done.stderr == (
        "error: missing Debian packages: fonts-morisawa-bizud-gothic (font) fonts-open-sans (english-font) "
        "poppler-utils (previews) libgs-common (colour-profile) qpdf (pdf-checks) chromium (browser) chromium-driver "
        "(browser) nodejs (javascript) npm (javascript) ghostscript (separations); install them with: sudo apt-get "
        "install fonts-morisawa-bizud-gothic fonts-open-sans poppler-utils libgs-common qpdf chromium chromium-driver "
        "nodejs npm ghostscript\n"
    )


def test_the_preflight_needs_poppler_and_ghostscript(bare_machine):
    done = run("preflight", bare_machine)
    assert done.returncode == 1
    assert done.stderr == (
        "error: missing Debian packages: poppler-utils (previews) ghostscript (separations); "
        "install them with: sudo apt-get install poppler-utils ghostscript\n"
    )


def test_an_unknown_purpose_gets_the_usage():
    done = subprocess.run([str(SCRIPT), "docs"], capture_output=True, text=True)
    assert (done.returncode, done.stderr) == (2, f"usage: {SCRIPT} build|test|preflight\n")
