"""Fixtures for the typesetter: registered fonts, a body style like the booklet's, the test corpus."""

import pytest

from generator.fonts import register_fonts
from generator.typeset import JPStyle

from .sample import BODY_SIZE, K100, body_style, load_corpus

__all__ = ["BODY_SIZE", "K100"]  # the other test modules import them from here


@pytest.fixture(scope="session")
def fonts() -> tuple[str, ...]:
    return register_fonts()


@pytest.fixture(scope="session")
def body(fonts) -> JPStyle:
    return body_style()


@pytest.fixture(scope="session")
def corpus() -> list[str]:
    return load_corpus()
