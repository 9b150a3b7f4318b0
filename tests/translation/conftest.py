"""Fixtures for the translation tests: the content tests' private copy of content/ to break one thing in."""

from tests.content.conftest import copy  # noqa: F401  (a fixture, shared rather than written twice)
