"""Fixtures for the card outputs: the real content, and one build of every card output per session."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.cards import render
from generator.content.loader import load_content
from generator.output import Staging


def build_cards(content, out: Path) -> Path:
    with Staging(out) as staging:
        render(content, staging)
    return out


@pytest.fixture(scope="session")
def content(content_dir):
    return load_content(content_dir)


@pytest.fixture(scope="session")
def built(whole_build, content, tmp_path_factory) -> Path:
    """build/ after rendering the cards once (shared: the tests only read it)."""
    return build_cards(content, tmp_path_factory.mktemp("build"))
