"""The printed words: every manuscript line, the page references, and JLREQ line breaking,
read back from the screen PDF with pdftotext."""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import pairwise

import pytest

from generator.booklet.richtext import plain_text
from generator.content.manuscript import corrected, read_corrections, read_manuscript
from generator.content.markup import MARKUP, REFERENCES, pages_text, resolve
from generator.typeset import violations

from .conftest import SCREEN, run, squeeze

COVER_TITLES = {1, 24}  # 表紙 and 裏表紙 name the pages for editors; the covers do not print them


@pytest.mark.parametrize("number", range(1, 25))
def test_every_manuscript_line_is_printed_on_its_page(number, screen_text, content):
    """Each manuscript line, its typed page number corrected as docs/content-format.md lists
    (tests/content checks that the table prints what the content's references print). A list item
    drawn as speech struck out (p.14's talk figure) prints its ✕ where the list printed its bullet ・."""
    manuscript = read_manuscript()[number]
    lines = manuscript.lines if number in COVER_TITLES else (manuscript.title, *manuscript.lines)
    page = squeeze(screen_text[number - 1])
    fixes = read_corrections()
    struck = {
        squeeze("・" + plain_text(item, content)) for block in content.pages[number - 1].blocks for item in getattr(block, "never", ())
    }
    missing = [line for line in lines if _printed(squeeze(corrected(line, number, fixes)), struck) not in page]
    assert missing == []


def _printed(line: str, struck: set[str]) -> str:
    return line.removeprefix("・") if line in struck else line


def test_a_missing_line_would_be_noticed(screen_text, content):
    assert squeeze("最後の1人になる前に、あがろう。") in squeeze(screen_text[1])
    assert squeeze("最後の1人になる前に、あがろう。") not in squeeze(screen_text[2])


def references(content, kinds=("ref",)):
    """(page number, section ids, printed text) of every {ref:…} (or other `kinds`) in the pages' texts."""
    from generator.content.markup import texts_in

    found = []
    for page in content.pages:
        for block in page.blocks:
            for text in texts_in(block):
                for match in MARKUP.finditer(text):
                    if match.group(1) in kinds:
                        ids = [s.strip() for s in match.group(2).split(",")]
                        found.append((page.number, ids, resolve(match.group(1), match.group(2), content, text.where)))
    return found


def test_every_cross_reference_prints_the_page_of_its_target(screen_text, content):
    refs = references(content)
    assert all(printed == pages_text([content.page_of(i) for i in ids]) for _, ids, printed in refs)
    assert len(refs) >= 7
    for page, ids, printed in refs:
        target = content.page_of(ids[0])
        assert printed.startswith(str(target))
        assert squeeze(printed) in squeeze(screen_text[page - 1]), (page, ids)
        titles = [content.pages[content.page_of(i) - 1].title for i in ids]
        assert all(squeeze(t) in squeeze(screen_text[content.page_of(i) - 1]) for t, i in zip(titles, ids, strict=True))


@dataclass
class Line:
    text: str
    x0: float
    y0: float
    height: float


def extracted_lines(path, page: int) -> list[Line]:
    """The text lines of one page with their boxes (pdftotext -bbox-layout), in reading order."""
    xml = run("pdftotext", "-f", str(page), "-l", str(page), "-bbox-layout", str(path), "-")
    found = []
    for attrs, body in re.findall(r'<line (xMin="[^>]*)>(.*?)</line>', xml, re.S):
        x0, y0, _, y1 = (float(v) for v in re.findall(r'"([\d.]+)"', attrs))
        text = "".join(re.findall(r">([^<]*)</word>", body))
        found.append(Line(text, x0, y0, y1 - y0))
    return found


def paragraphs(lines: list[Line], texts: set[str]) -> list[str]:
    """Lines grouped into paragraphs, an empty string between paragraphs.

    A line continues the one before when both sit in the same column (same x, same height, one
    line spacing apart) and together they are part of one text of the content: geometry alone
    cannot tell a paragraph from a column of separate lines (the record of p.8).
    """
    marked, previous = [], None
    for line in lines:
        continues = (
            previous is not None
            and abs(line.x0 - previous.x0) < 0.5
            and abs(line.height - previous.height) < 0.3
            and 0 < line.y0 - previous.y0 <= 2 * line.height
            and _one_text(previous.text + line.text, texts)
        )
        if not continues and marked:
            marked.append("")
        marked.append(line.text)
        previous = line
    return marked


def _one_text(joined: str, texts: set[str]) -> bool:
    joined = squeeze(joined)
    return any(joined in text for text in texts)


def content_texts(content) -> set[str]:
    """Every text of the content as printed (markup expanded), without whitespace."""
    from generator.booklet.richtext import plain_text
    from generator.content.markup import texts_in

    sources = [block for page in content.pages for block in page.blocks]
    sources += [content.quickref, [(e.term, e.definition) for e in content.glossary]]
    return {squeeze(plain_text(text, content)) for source in sources for text in texts_in(source)}


def split_references(lines: list[Line], printed: list[str]) -> list[str]:
    """The printed references that no single line holds whole (19ペー | ジ)."""
    whole = [squeeze(line.text) for line in lines]
    return [text for text in printed if not any(squeeze(text) in line for line in whole)]


def test_no_page_reference_is_split_across_lines(built, content):
    """{ref:…} and {side:…} print as one unit: p.3 once broke 「…扱いは19ペー / ジ。」."""
    refs = references(content, REFERENCES)
    assert len(refs) >= 8 and any(printed == "左ページ" for _, _, printed in refs)
    found = []
    for page in sorted({page for page, _, _ in refs}):
        lines = extracted_lines(built / SCREEN, page)
        found += [f"page {page}: {text}" for text in split_references(lines, [p for n, _, p in refs if n == page])]
    assert found == []


def test_the_split_reference_check_sees_a_split():
    lines = [Line("0点の人がいなければ全員で次のラウンドへ。終了の詳しい扱いは19ペー", 10, 100, 10.5), Line("ジ。", 10, 118.5, 10.5)]
    assert split_references(lines, ["19ページ"]) == ["19ページ"]
    assert split_references([Line("扱いは", 10, 100, 10.5), Line("19ページ。", 10, 118.5, 10.5)], ["19ページ"]) == []


def test_no_line_breaks_a_kinsoku_rule(built, content):
    texts = content_texts(content)
    found, joins = [], 0
    for page in range(1, 25):
        marked = paragraphs(extracted_lines(built / SCREEN, page), texts)
        joins += sum(1 for a, b in pairwise(marked) if a and b)
        found += [f"page {page}: {v}" for v in violations(marked)]
    assert found == []
    assert joins > 50, "the grouping found almost no multi-line paragraphs: the check would see nothing"


def test_the_paragraph_grouping_sees_a_violation():
    """The check can fail: a line starting with 。 inside a paragraph is reported."""
    text = "ボード3枚とハンド2枚で強さを計算する。次の3つ"
    lines = [Line("ボード3枚とハンド2枚で強さを計算する", 10, 100, 10.5), Line("。次の3つ", 10, 118.5, 10.5)]
    assert violations(paragraphs(lines, {text}))
    assert not violations(paragraphs(lines, {"something else"}))


def test_the_challenge_diagram_draws_the_ending_each_choice_names(screen_text, content):
    """p.16: a choice's `outcome` is a quickref.yaml ending id; the diagram prints that ending's first line."""
    from generator.booklet.richtext import plain_text

    page = content.page_of("challenge")
    [flow] = [b for b in content.pages[page - 1].blocks if b.kind == "challenge_flow"]
    named = {c.outcome for step in flow.steps for c in step.choices or ()} - {"next"}
    assert named == {"fold", "showdown"}
    first_lines = {e.id: squeeze(plain_text(e.lines[0], content)) for e in content.quickref.endings}
    drawn = {key for key, line in first_lines.items() if line in squeeze(screen_text[page - 1])}
    assert drawn == named


def challenge_flow(content):
    page = content.page_of("challenge")
    [flow] = [b for b in content.pages[page - 1].blocks if b.kind == "challenge_flow"]
    return page, flow


def diagram_texts(content) -> set[str]:
    """The texts in p.16's boxes, as printed: each step's title and text, each outcome's first line."""
    from generator.booklet.richtext import plain_text

    _, flow = challenge_flow(content)
    texts = [text for step in flow.steps for text in (step.title, step.text) if text]
    texts += [content.ending(c.outcome).lines[0] for step in flow.steps for c in step.choices or () if c.outcome != "next"]
    return {squeeze(plain_text(text, content)) for text in texts}


def texts_as_lines(marked: list[str], texts: set[str]) -> list[list[str]]:
    """The paragraphs of `marked` (lines, "" between paragraphs) that print one of `texts`, as their lines."""
    found, group = [], []
    for line in [*marked, ""]:
        if line:
            group.append(squeeze(line))
        elif group:
            found += [group] if "".join(group) in texts else []
            group = []
    return found


def mid_phrase_breaks(marked: list[str], texts: set[str]) -> list[str]:
    """Each line break inside one of `texts` that is not a phrase break (返 | 却。)."""
    from generator.typeset import phrase_breaks

    found = []
    for lines in texts_as_lines(marked, texts):
        joined = "".join(lines)
        cuts = [sum(len(line) for line in lines[:n]) for n in range(1, len(lines))]
        found += [f"{joined[:cut]} | {joined[cut:]}" for cut in cuts if cut not in set(phrase_breaks(joined))]
    return found


def test_the_challenge_diagram_breaks_its_boxes_between_phrases(built, content):
    """p.16's boxes are about 8.6 characters wide: kinsoku alone printed 返 | 却。 and 宣言 | 者の."""
    page, _ = challenge_flow(content)
    texts = diagram_texts(content)
    marked = paragraphs(extracted_lines(built / SCREEN, page), texts)
    broken = [lines for lines in texts_as_lines(marked, texts) if len(lines) > 1]
    assert len(broken) >= 4, "the check would see almost no line breaks"
    assert mid_phrase_breaks(marked, texts) == []


def test_the_phrase_check_sees_a_word_split():
    text = "降りた人の相手があがる。1点ずつ返却。"
    assert mid_phrase_breaks(["降りた人の相手があがる。1点ずつ返", "却。"], {text}) == ["降りた人の相手があがる。1点ずつ返 | 却。"]
    assert mid_phrase_breaks(["降りた人の", "相手があがる。", "1点ずつ返却。"], {text}) == []
