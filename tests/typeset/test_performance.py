"""The typesetter's work grows linearly with the text: counted, never timed.

A whole rulebook's text (24+ A5 pages) is measured once per paragraph, laid out once per
paragraph and width, and each character is looked at about once when lines are filled.
The time budget itself (well under 0.3 s, issue 3) is measured by scripts/benchmark.py.
"""

from collections import Counter

import pytest

import generator.typeset.lines as lines
import generator.typeset.paragraph as paragraph

from .sample import set_pages


@pytest.fixture
def work(monkeypatch) -> Counter:
    """Counts paragraphs measured, layouts made, characters they hold and characters scanned to fill lines."""
    counted: Counter = Counter()

    def count(module, name, tally):
        real = getattr(module, name)

        def counting(*args):
            result = real(*args)
            for key, amount in tally(args, result).items():
                counted[key] += amount
            return result

        monkeypatch.setattr(module, name, counting)

    count(paragraph, "prepare", lambda args, text: {"measured": 1})
    count(paragraph, "break_lines", lambda args, lines: {"layouts": 1, "laid out": len(args[0].chars)})
    count(lines, "_fitting", lambda args, fits: {"scanned": fits - args[1] + 1})
    return counted


def test_a_rulebook_of_text_takes_work_in_proportion_to_its_length(corpus, body, work):
    texts = corpus * 3  # the corpus holds the manuscript once (12 A5 pages of body text); 3 copies fill 28
    pages = set_pages(texts, body)
    characters = sum(len(text) for text in texts)
    assert pages >= 24
    assert work["measured"] == len(texts)
    assert work["layouts"] == len(texts)  # measured for the page, then drawn: one layout
    assert work["laid out"] <= 1.1 * characters
    assert work["scanned"] <= 1.2 * characters


def test_the_count_sees_a_layout_made_twice(corpus, body, work):
    set_pages(corpus[:20], body)
    once = work["layouts"]
    for text in corpus[:20]:
        paragraph.JPParagraph(text, body).layout(300.0)
    assert work["layouts"] == once + 20
