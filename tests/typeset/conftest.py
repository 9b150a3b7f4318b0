"""Fixtures for the typesetter: registered fonts, a body style like the booklet's, the test corpus."""
from pathlib import Path

import pytest
from reportlab.lib.colors import CMYKColor

from generator.fonts import register_fonts
from generator.typeset import JPStyle

CORPUS = Path(__file__).with_name("corpus.txt")
K100 = CMYKColor(0, 0, 0, 1)
BODY_SIZE = 9.5  # pt, the booklet's body size range (9–10 pt for readers aged 8+)


def load_corpus() -> list[str]:
    """The corpus paragraphs: blank-line separated, '#' lines are comments, inner newlines are forced breaks."""
    text = "\n".join(line for line in CORPUS.read_text(encoding="utf-8").splitlines() if not line.startswith("#"))
    return [paragraph.strip("\n") for paragraph in text.split("\n\n") if paragraph.strip()]


@pytest.fixture(scope="session")
def fonts() -> tuple[str, ...]:
    return register_fonts()


@pytest.fixture(scope="session")
def body(fonts) -> JPStyle:
    return JPStyle("Gothic", "Gothic-Bold", BODY_SIZE, 16.0, K100, first_line_indent=BODY_SIZE)


@pytest.fixture(scope="session")
def corpus() -> list[str]:
    return load_corpus()
