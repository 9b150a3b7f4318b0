"""Bad input fails the build with a located message, writes nothing, and never clips silently."""

import re
from dataclasses import dataclass, replace
from typing import ClassVar

import pytest

from generator import fonts
from generator.booklet import prepare, render
from generator.booklet.documents import screen_pdf
from generator.content.blocks import ParagraphBlock
from generator.content.model import Block, SourceText
from generator.errors import BuildError, Location
from generator.output import Staging

from .conftest import run, squeeze


@dataclass(frozen=True, kw_only=True)
class Table(Block):
    """A block kind no renderer draws."""

    kind: ClassVar[str] = "table"


def with_blocks(content, number: int, *blocks: Block):
    """The content with page `number`'s blocks followed by `blocks`."""
    pages = list(content.pages)
    page = pages[number - 1]
    pages[number - 1] = replace(page, blocks=(*page.blocks, *blocks))
    return replace(content, pages=tuple(pages))


def paragraph(text: str, line: int = 99) -> Block:
    where = Location("content/pages/17-showdown.yaml", line, 5)
    return ParagraphBlock(text=SourceText(text, where), style="body", where=where)


def test_content_that_does_not_fit_names_the_page_the_block_and_the_overflow(content):
    long = with_blocks(content, 17, paragraph("勝負の話。" * 120))
    with pytest.raises(BuildError) as error:
        prepare(long)
    [problem] = error.value.problems
    message, block = str(problem), len(long.pages[16].blocks)
    assert message.startswith(f"content/pages/17-showdown.yaml:99:5: page 17 「ショーダウン」: block {block} (paragraph) does not fit")
    found = re.search(r"overflows by ([\d.]+) mm \(found ([\d.]+) mm of content, expected at most ([\d.]+) mm", message)
    over, total, room = (float(v) for v in found.groups())
    assert over > 0 and abs(total - room - over) < 0.11


def fits(content, text: str) -> bool:
    try:
        prepare(with_blocks(content, 17, paragraph(text)))
        return True
    except BuildError:
        return False


def test_a_page_that_just_fits_builds_with_the_block_on_it(content, tmp_path):
    """The longest paragraph page 17 still holds (one sentence more overflows) is printed on page 17."""
    sentence = "勝負の話。"
    fitting, overflowing = 1, 120  # sentences: 1 fits, 120 does not (see the test above)
    while overflowing - fitting > 1:
        middle = (fitting + overflowing) // 2
        fitting, overflowing = (middle, overflowing) if fits(content, sentence * middle) else (fitting, middle)
    assert fitting >= 2
    job = prepare(with_blocks(content, 17, paragraph(sentence * fitting)))
    pdf = tmp_path / "screen.pdf"
    pdf.write_bytes(screen_pdf(job))
    page = squeeze(run("pdftotext", "-f", "17", "-l", "17", str(pdf), "-"))
    assert sentence * fitting in page
    assert sentence not in squeeze(run("pdftotext", "-f", "18", "-l", "18", str(pdf), "-"))


def test_a_failed_build_writes_nothing(content, tmp_path):
    (tmp_path / "booklet-print.pdf").write_bytes(b"previous")
    with pytest.raises(BuildError):
        with Staging(tmp_path) as staging:
            render(with_blocks(content, 17, paragraph("勝負の話。" * 120)), staging)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["booklet-print.pdf"]
    assert (tmp_path / "booklet-print.pdf").read_bytes() == b"previous"


def test_an_unknown_block_kind_is_named_with_the_kinds_the_booklet_draws(content):
    where = Location("content/pages/05-setup.yaml", 3, 3)
    with pytest.raises(
        BuildError,
        match=r"content/pages/05-setup.yaml:3:3: block \d+: found kind 'table', "
        r"expected one the booklet draws: callout, cards, .*steps",
    ):
        prepare(with_blocks(content, 5, Table(where=where)))


def test_a_missing_font_names_the_font_and_how_to_install_it(content, monkeypatch, tmp_path):
    monkeypatch.setattr(fonts, "FONT_DIRS", (tmp_path,))
    fonts.register_fonts.cache_clear()
    try:
        with pytest.raises(BuildError) as error:
            prepare(content)
    finally:
        fonts.register_fonts.cache_clear()
    message = str(error.value)
    assert "BIZUDGothic-Regular.ttf" in message and "apt-get install fonts-morisawa-bizud-gothic" in message


def test_less_than_and_ampersand_print_as_themselves(content, tmp_path):
    text = "A < B & C <b>x</b> &amp; &lt;"
    job = prepare(with_blocks(content, 17, paragraph(text)))
    pdf = tmp_path / "screen.pdf"
    pdf.write_bytes(screen_pdf(job))
    assert squeeze(text) in squeeze(run("pdftotext", "-f", "17", "-l", "17", str(pdf), "-"))


def test_a_trim_too_large_for_home_printing_is_refused_at_its_line_before_any_page_is_drawn(content):
    from generator.content.model import Length
    from generator.geometry import mm_to_pt

    wide = replace(content.booklet, width=Length(mm_to_pt(160), "160mm"), height=Length(mm_to_pt(220), "220mm"))
    with pytest.raises(BuildError) as error:
        prepare(replace(content, booklet=wide))
    assert str(content.booklet.where).startswith("content/layout.yaml:3:")
    assert str(error.value) == (
        f"{content.booklet.where}: booklet.trim: found 160×220 mm, expected two pages side by "
        "side to fit A4 landscape (297×210 mm) for the home-print file"
    )


def _sized(content, width_mm: float, height_mm: float):
    from generator.content.model import Length
    from generator.geometry import mm_to_pt

    spec = replace(
        content.booklet, width=Length(mm_to_pt(width_mm), f"{width_mm:g}mm"), height=Length(mm_to_pt(height_mm), f"{height_mm:g}mm")
    )
    return replace(content, booklet=spec)


def test_a_page_smaller_than_the_texts_were_fitted_to_is_one_message_not_one_per_page(content):
    with pytest.raises(BuildError) as error:
        prepare(_sized(content, 105, 148))
    [problem] = error.value.problems
    assert str(problem).startswith(f"{content.booklet.where}: booklet.trim: found 105×148 mm, on which ")
    assert str(problem).endswith(
        " pages do not fit; expected at least 148×210 mm, the page the texts and the page design "
        "are fitted to (or shorten the texts of those pages)"
    )


def test_one_page_that_does_not_fit_a_slightly_smaller_page_is_still_named(content):
    with pytest.raises(BuildError) as error:
        prepare(_sized(content, 142, 210))  # p.13, the fullest page since its calculator figure (issue 29)
    assert [str(p).split(": ")[1].split(" 「")[0] for p in error.value.problems] == ["page 13"]


def test_a_safe_zone_wider_than_the_page_design_allows_is_refused_at_its_line(content):
    from generator.content.model import Length
    from generator.geometry import mm_to_pt

    wide = replace(content.booklet, safe=Length(mm_to_pt(15), "15mm"))
    with pytest.raises(BuildError) as error:
        prepare(replace(content, booklet=wide))
    assert str(content.booklet.safe_where).startswith("content/layout.yaml:5:")
    assert str(error.value) == (
        f"{content.booklet.safe_where}: booklet.safe: found '15mm', expected at most 5.9mm: the page "
        "number's disc is printed 5.9mm from the trim (generator/booklet/stylesheet.py, FRAME)"
    )


def test_the_safe_zone_of_layout_yaml_holds_what_the_template_prints(content):
    """booklet.safe is used: the build checks the template against it (above); here the real one passes."""
    from generator.booklet.template import check_safe_zone, nearest_to_trim

    check_safe_zone(content.booklet)
    assert nearest_to_trim()[0] >= content.booklet.safe.mm


def test_an_overflow_names_the_file_the_block_prints_text_from(content):
    """p.21 prints content/quickref.yaml: the message names it (and the line of its first text), not only the page file."""
    endings = content.quickref.endings
    first = endings[0]
    longer = replace(first, lines=first.lines * 12)  # the same located texts, many times over
    quickref = replace(content.quickref, endings=(longer, *endings[1:]))
    with pytest.raises(BuildError) as error:
        prepare(replace(content, quickref=quickref))
    messages = [str(p) for p in error.value.problems if "page 21" in str(p)]
    assert len(messages) == 1
    [message] = messages
    page_file = content.pages[20].blocks[0].where.file
    assert message.startswith(f"{page_file}:") and "(quickref) does not fit" in message
    assert f"; the block prints text from {content.quickref.title.where}; shorten the text" in message


def test_an_overflow_of_the_page_file_alone_names_no_other_file(content):
    with pytest.raises(BuildError) as error:
        prepare(with_blocks(content, 17, paragraph("勝負の話。" * 120)))
    assert "prints text from" not in str(error.value)


def test_a_short_last_line_the_typesetter_cannot_lengthen_is_refused_at_the_paragraph():
    from reportlab.lib.colors import CMYKColor

    from generator.booklet.kit import note_short_last_lines
    from generator.errors import Problems
    from generator.typeset import JPParagraph, JPStyle

    fonts.register_fonts()
    style = JPStyle(fonts.REGULAR, fonts.BOLD, size=10, leading=16, color=CMYKColor(0, 0, 0, 1), hanging=False)
    where = Location("content/pages/17-showdown.yaml", 7, 5)
    paragraph = JPParagraph("あいうえおかき。", style, where)  # at 6 em: あいうえおか / き。, and あいう alone would gape
    problems = Problems()
    note_short_last_lines(paragraph, 60, where, problems)
    note_short_last_lines(paragraph, 100, where, problems)  # on one line: nothing to refuse
    [problem] = problems.found
    assert str(problem).startswith(
        "content/pages/17-showdown.yaml:7:5: found a paragraph ending in a line of 2 characters 「き。」, expected at least 4"
    )
