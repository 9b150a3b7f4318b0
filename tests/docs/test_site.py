"""The documentation site builds in strict mode (`make docs`, and so `make test` and CI): a broken link or
anchor, a page missing from the navigation, a name the generated reference cannot find, or any other
warning fails it."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from mkdocs.commands.build import build
from mkdocs.config import load_config
from mkdocs.exceptions import Abort

REPO = Path(__file__).resolve().parent.parent.parent


@pytest.mark.slow  # the whole site, the reference read from the code: several seconds
def test_the_site_builds_in_strict_mode(tmp_path, monkeypatch, caplog):
    monkeypatch.setenv("NO_MKDOCS_2_WARNING", "1")
    monkeypatch.chdir(REPO)
    config = load_config(str(REPO / "mkdocs.yml"), site_dir=str(tmp_path / "site"), strict=True)
    with caplog.at_level(logging.WARNING, logger="mkdocs"):
        try:
            build(config)
        except Abort as aborted:
            pytest.fail(f"{aborted}: " + "; ".join(record.getMessage() for record in caplog.records))
    warnings = [record.getMessage() for record in caplog.records if record.levelno >= logging.WARNING]
    assert warnings == []
    reference = (tmp_path / "site" / "reference" / "game" / "index.html").read_text(encoding="utf-8")
    assert "overdrawn" in reference and "block_kinds" in reference  # generated from the code, members and hooks
