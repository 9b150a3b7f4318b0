"""The content holds the whole manuscript: every non-empty line of every page, word for word.

Allowed differences are only the page-number corrections listed in docs/content-format.md
("Corrections to the manuscript"); whitespace is ignored. What each block prints follows the
block table of docs/content-format.md (the booklet draws the same strings).
"""

from __future__ import annotations

import re

import pytest

from generator.content.manuscript import TYPED_PAGE, corrected, read_corrections, read_manuscript, squeeze
from generator.content.markup import expand, pages_text, texts_in

CIRCLED = "①②③④⑤⑥⑦⑧⑨"


def printed(block, content) -> list[str]:
    """The strings a block prints, per docs/content-format.md."""
    d = block
    x = lambda text: expand(text, content, getattr(text, "where", None))  # noqa: E731
    kind = block.kind
    if kind in ("heading", "paragraph", "callout"):
        return [x(t) for t in (getattr(d, "title", None), d.text) if t is not None]
    if kind == "cover":
        return [x(getattr(d, k)) for k in ("title", "tagline", "subtitle", "facts")]
    if kind == "list":
        return ([x(d.title)] if d.title else []) + ["・" + x(item) for item in d.items]
    if kind == "steps":
        marks = CIRCLED if d.marker == "circled" else [str(n) for n in range(1, 10)]
        return [marks[i] + x(item.title) + x(item.text or "") for i, item in enumerate(d.items)]
    if kind == "points":
        return [x(item.title) + x(item.text) for item in d.items]
    if kind == "cards":
        return [x(d.label or ""), d.alt, "→", d.becomes_alt or "", x(d.caption or "")]
    if kind == "record":
        notes = d.notes or [""] * len(d.lines)
        return [line + (f" ({x(note)})" if note else "") for line, note in zip(d.lines, notes, strict=False)]  # notes may stop early
    if kind == "formula":
        return [x(content.parts["formula"].left), "＝ " + x(content.parts["formula"].right)]  # MIGHTY?'s quickref.yaml parts
    if kind == "ranking":
        ranking = content.parts["ranking"]
        return [x(ranking.title), " ＞ ".join(x(item) for item in ranking.order)]
    if kind == "glossary":
        return [x(t) for e in content.glossary for t in (e.term, e.definition)] + [x(content.glossary_note)]
    if kind == "quickref":
        q = content.quickref
        return [x(q.title)] + [x(t) for e in q.endings for t in (e.title, *e.lines)]
    if kind == "qr":
        return [x(d.url), x(d.caption or "")]
    if kind == "challenge_flow":
        return [
            f"{i}{x(s.title)}{x(s.text or '')}{x(s.label or '')}{''.join(x(c.text) for c in s.choices or ())}"
            for i, s in enumerate(d.steps, start=1)
        ]
    if kind == "materials":
        return [x(d.title or "")] + [x(item.name) for item in d.items]
    if kind == "deck":
        return [x(d.title), x(d.caption)]
    if kind == "dialogue":
        return [f"{t.player}「{t.says}」{x(t.text)}" for t in d.turns]
    if kind == "table":
        return [x(d.board), x(d.hand), x(d.chips), x(d.pile)]
    if kind == "calculator":
        return [x(d.board), x(d.hand), x(d.result)]
    if kind == "talk":  # each thing never to say is a list item, its ✕ the bullet
        return [*(x(t) for t in d.ok), x(d.title), *("・" + x(t) for t in d.never)]
    if kind == "stake":
        return [x(d.says), x(d.table)]
    if kind == "countdown":
        return [x(d.start), x(d.end), x(d.caption or "")]
    if kind == "round":
        return [x(d.out), x(d.last)]
    if kind == "credits":
        g = content.game
        return [f"{x(d.publisher_label)}：{g.publisher}", *g.address, *(f"{role}：{name}" for role, name in g.credits)]
    raise AssertionError(f"the coverage test does not know the block kind {kind!r}")


def content_text(page, content) -> str:
    return squeeze("\n".join(text for block in page.blocks for text in printed(block, content)))


@pytest.mark.parametrize("number", range(1, 25))
def test_every_manuscript_line_is_in_the_content(number, content):
    manuscript = read_manuscript()[number]
    page = content.pages[number - 1]
    assert page.title == manuscript.title
    text = content_text(page, content)
    fixes = read_corrections()
    missing = [line for line in manuscript.lines if squeeze(corrected(line, number, fixes)) not in text]
    assert not missing, f"page {number} ({page.id}) lacks: {missing}"


def test_the_manuscript_has_24_pages():
    assert sorted(read_manuscript()) == list(range(1, 25))


def test_every_correction_is_used_and_fixes_a_typed_page_number():
    pages = read_manuscript()
    rows = read_corrections()
    assert len(rows) == 7
    for row in rows:
        assert any(row.typed in line for line in pages[row.page].lines), row
        assert row.typed != row.fixed and TYPED_PAGE.search(row.typed)


def test_each_correction_prints_what_its_reference_prints_today(content):
    """The docs' `prints` column is what the content's {ref:…} expands to (the booklet test relies on it)."""
    for row in read_corrections():
        assert row.prints == pages_text([content.page_of(section) for section in row.sections]), row
        page_text = "".join(texts_in(list(content.pages[row.page - 1].blocks)))
        assert f"{{ref:{','.join(row.sections)}}}" in page_text, row


def test_no_typed_page_number_in_the_content(content):
    """Every page number the content prints comes from {ref:…}."""
    from generator.content.verify import texts

    typed = [(str(t.where), str(t)) for t in texts(content) if TYPED_PAGE.search(str(t))]
    assert typed == []


def test_no_typed_chip_count_or_record_mark_in_the_content(content):
    """Stakes, the showdown table, the round penalty (N点, N ≥ 1) and p.11's marks come from {rules:…}
    or {game:…}; 0点 (out of the game) is no number of the engine."""
    from generator.content.verify import texts

    typed = re.compile(r"[1-9]\d*点|「(M|D×2)」")
    assert [(str(t.where), str(t)) for t in texts(content) if typed.search(str(t))] == []
    assert typed.search(expand("{rules:table}点を獲得", content))


def test_no_typed_board_or_hand_size_in_the_content(content):
    """ボード3枚, ハンド2枚, 合計5枚 come from {rules:board_size}, {rules:hand_size}, {rules:deal_size} (the engine's
    rules.yaml deal). DOUBLE 2枚 is the name of a hand class (two DOUBLEs), not a hand size."""
    from generator.content.verify import texts

    rules = content.rules
    sizes = "|".join(str(n) for n in (rules.board_size, rules.hand_size, rules.deal_size))
    typed = re.compile(rf"(?<!DOUBLE )(?<!\d)({sizes})枚")
    assert [(str(t.where), str(t)) for t in texts(content) if typed.search(str(t))] == []
    assert typed.search(expand("ボード{rules:board_size}枚＋ハンド{rules:hand_size}枚の合計{rules:deal_size}枚", content))
    assert not typed.search("DOUBLE 2枚には負けます。カード39枚")


def test_a_missing_sentence_is_noticed(content):
    """The check can fail: a page without its last paragraph misses that line."""
    page = content.pages[1]
    shortened = type(page)(page.number, page.id, page.title, page.blocks[:-1], page.where)
    text = content_text(shortened, content)
    assert squeeze("あがった人は、そのラウンドの残りの勝負には参加しません。") not in text
