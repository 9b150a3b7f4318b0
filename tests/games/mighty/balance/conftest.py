"""The balance report of the real content, computed once."""

from __future__ import annotations

import pytest

from generator.games.mighty.balance.figures import report_data
from generator.pipeline import load_verified


@pytest.fixture(scope="session")
def content(content_dir):
    return load_verified(content_dir)


@pytest.fixture(scope="session")
def data(content):
    return report_data(content)
