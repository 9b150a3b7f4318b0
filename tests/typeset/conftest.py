"""Fixtures for the typesetter: registered fonts, a body style like the booklet's, the test corpus."""
from pathlib import Path

import pytest

from generator.fonts import register_fonts
from generator.typeset import JPStyle

from .sample import BODY_SIZE, K100, body_style

__all__ = ["BODY_SIZE", "K100"]  # the other test modules import them from here

CORPUS = Path(__file__).with_name("corpus.txt")


def load_corpus() -> list[str]:
    """The corpus paragraphs: blank-line separated, '#' lines are comments, inner newlines are forced breaks."""
    text = "\n".join(line for line in CORPUS.read_text(encoding="utf-8").splitlines() if not line.startswith("#"))
    return [paragraph.strip("\n") for paragraph in text.split("\n\n") if paragraph.strip()]


@pytest.fixture(scope="session")
def fonts() -> tuple[str, ...]:
    return register_fonts()


@pytest.fixture(scope="session")
def body(fonts) -> JPStyle:
    return body_style()


@pytest.fixture(scope="session")
def corpus() -> list[str]:
    return load_corpus()
