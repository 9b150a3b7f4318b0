"""Fixtures for the card outputs: the real content, and one build of every card output per session."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.cards import render
from generator.content.loader import load_content
from generator.output import Staging
from tests.shared_builds import shared_build


def build_cards(content, out: Path) -> Path:
    with Staging(out) as staging:
        render(content, staging)
    return out


@pytest.fixture(scope="session")
def content(content_dir):
    return load_content(content_dir)


@pytest.fixture(scope="session")
def built(whole_build, content_dir, content, tmp_path_factory) -> Path:
    """build/ after rendering the cards once per run (shared: the tests only read it)."""
    return shared_build(tmp_path_factory, "cards", (content_dir,), lambda folder: build_cards(content, folder))
