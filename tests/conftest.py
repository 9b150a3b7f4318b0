"""Shared fixtures: the repository's paths. Each test folder adds its own fixtures."""
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
CONTENT = REPO / "content"


@pytest.fixture(scope="session")
def repo() -> Path:
    return REPO


@pytest.fixture(scope="session")
def content_dir() -> Path:
    return CONTENT
