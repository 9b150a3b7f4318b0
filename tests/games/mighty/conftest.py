"""Fixtures for MIGHTY?'s plug-in tests: the real content (content/), verified once, and a private copy
to break one thing in (messages then read content/FILE as for the real one)."""

from __future__ import annotations

import pytest

from generator.content.loader import load_content
from generator.content.verify import verify_content
from generator.errors import BuildError
from tests.content.conftest import content, copy  # noqa: F401  (the content tests' fixtures: the same content, the same copies)


def problems_of(folder, sentences: bool = False) -> list[str]:
    """The problems of a broken copy; without `sentences`, not the sentences named because an example
    that `states` them failed (tests/content/test_statements.py checks those)."""
    with pytest.raises(BuildError) as error:
        verify_content(load_content(folder))
    found = [str(p) for p in error.value.problems]
    return found if sentences else [p for p in found if "states the rule that" not in p]
