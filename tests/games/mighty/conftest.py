"""Fixtures for MIGHTY?'s plug-in tests: the real content (content/), verified once, and a private copy
to break one thing in (messages then read content/FILE as for the real one)."""

from __future__ import annotations

from tests.content.conftest import content, copy, problems_of  # noqa: F401  (the content tests' fixtures: the same content, the same copies)
