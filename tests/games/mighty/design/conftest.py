"""Fixtures for MIGHTY?'s design: the real content (content/), loaded once."""

from __future__ import annotations

import pytest

from generator.content.loader import load_content
from tests.cards.conftest import built  # noqa: F401  (the card outputs built once: the chips are among them)


@pytest.fixture(scope="session")
def content(content_dir):
    return load_content(content_dir)
