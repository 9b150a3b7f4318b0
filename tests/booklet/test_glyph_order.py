"""glyph_order.py: pages of the print file painted on their own, after the characters the pages before them
number, read back exactly as they do in the whole file (the text's bytes, its runs, what is under them);
painted on their own without it, they do not (reportlab numbers a face's characters in order of first use)."""

from __future__ import annotations

from io import BytesIO

import pikepdf
import pytest

from generator.booklet import page_layout, prepare
from generator.booklet.documents import glyphs_of, print_pages
from generator.booklet.inks import PRINT
from generator.contrast import Drawn, drawn_on_pages
from generator.painting import paint


def drawn(data: bytes, palette, numbers=None) -> dict[int, list[Drawn]]:
    with pikepdf.open(BytesIO(data)) as pdf:
        return drawn_on_pages(paint(pdf), palette, numbers)


@pytest.fixture(scope="module")
def whole(content):
    job = prepare(content)
    return job, {plan.number: glyphs_of(job, plan) for plan in job.plans[PRINT]}, drawn(job.print_painting, content.palette)


@pytest.mark.parametrize("numbers", [[5], [3, 17], [2, 9, 10, 23], [24]], ids=str)
def test_pages_painted_alone_after_the_pages_before_read_back_as_in_the_whole_file(content, whole, numbers):
    job, glyphs, in_file = whole
    plans = page_layout.plan_pages(content, job.geometry, job.inks[PRINT], numbers)
    before, previous = {}, 0
    for number in numbers:
        before[number] = [glyphs[page] for page in range(previous + 1, number)]
        previous = number
    alone = drawn(print_pages(job, plans, before), content.palette, numbers)
    assert [repr(alone.get(number)) for number in numbers] == [repr(in_file.get(number)) for number in numbers]
    unnumbered = drawn(print_pages(job, plans), content.palette, numbers)
    assert [repr(unnumbered.get(number)) for number in numbers] != [repr(in_file.get(number)) for number in numbers]


def test_a_page_names_the_characters_it_numbers_in_order_of_first_use(content, whole):
    _, glyphs, _ = whole
    assert any(glyphs[1].values())
    for characters in glyphs[1].values():
        assert len(set(characters)) == len(characters)  # each once in a face
        assert not any(" " <= character <= "~" for character in characters)  # ASCII is numbered from the start
