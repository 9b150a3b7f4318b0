"""Page geometry and text preparation, before anything is drawn."""

from dataclasses import replace

from generator.booklet.geometry import Geometry
from generator.booklet.richtext import rich
from generator.booklet.template import content_rect, cover_frame
from generator.plugins import load_game


def inside(rect, box):
    return rect.x >= box[0] and rect.y >= box[1] and rect.right <= box[2] and rect.top <= box[3]


def test_every_frame_lies_inside_the_safe_zone(content):
    geometry = Geometry.of(content.booklet)
    safe = geometry.safe_rect()
    assert all(inside(content_rect(geometry, number), safe) for number in range(2, 24))
    assert inside(cover_frame(geometry), safe)


def test_the_frame_leaves_the_wider_margin_at_the_fold(content):
    geometry = Geometry.of(content.booklet)
    right_hand, left_hand = content_rect(geometry, 3), content_rect(geometry, 4)
    assert right_hand.x > geometry.width - left_hand.right  # p.3's fold is on its left
    assert geometry.width - left_hand.right > left_hand.x  # p.4's fold is on its right


def test_references_follow_a_page_that_moves(content):
    """Swap pages 18 and 19: p.3's reference to the section `end` now prints 18 and links to it."""
    pages = list(content.pages)
    pages[17], pages[18] = replace(pages[18], number=18), replace(pages[17], number=19)
    moved = replace(content, pages=tuple(pages))
    text = next(b.text for b in content.pages[2].blocks if "{ref:end}" in getattr(b, "text", ""))
    before, after = rich(text, content), rich(text, moved)
    assert content.page_of("end") == 19
    assert "19ページ" in before.plain and "18ページ" in after.plain
    assert [a.page for a in after.anchors] == [18]


def test_bold_runs_and_anchor_offsets(content):
    text = rich("**MIGHTY**：詳しくは{ref:record}、https://example.org/ へ", content)
    assert text.runs[0] == ("MIGHTY", True, False)
    assert [p.text for p in text.runs if p.no_break] == [f"{content.page_of('record')}ページ"]
    page, url = text.anchors
    record = content.page_of("record")
    assert text.plain[page.start : page.stop] == f"{record}ページ" and page.page == record
    assert text.plain[url.start : url.stop] == "https://example.org/"


def test_the_booklet_reads_markup_exactly_as_check_and_expand_do(content):
    """Spaces inside markup are allowed by `check`; the booklet once printed `{ref:hand-red, board-red}` raw."""
    from generator.content.markup import check, plain

    text = "赤いカードは{ref:hand-red, board-red}、カード{game: cards}枚、**{rules: table}点**"
    assert check(text, content) == []
    printed = rich(text, content)
    assert printed.plain == plain(text, content) == "赤いカードは9–10ページ、カード39枚、2点"
    assert [a.page for a in printed.anchors] == [content.page_of("hand-red")]
    assert "".join(p.text for p in printed.runs if p.bold) == "2点"


def test_a_record_with_red_board_cards_notes_each_chosen_colour(tmp_path):
    """p.11: ボードの赤は、カードごとに選んだ色も書きます — the record lists them as the engine writes them."""
    from generator.booklet import prepare
    from generator.booklet.documents import screen_pdf
    from generator.content.loader import load_content
    from generator.content.verify import verify_content
    from generator.games.mighty.blocks import RecordBlock

    from .conftest import CONTENT, run, squeeze

    content = load_content(CONTENT)
    page = content.pages[10]
    [original] = [b for b in page.blocks if b.kind == "record"]
    blocks = tuple(RecordBlock(example="red-board", where=b.where) if b is original else b for b in page.blocks)
    pages = (*content.pages[:10], replace(page, blocks=blocks), *content.pages[11:])
    verified = verify_content(replace(content, pages=pages))
    pdf = tmp_path / "screen.pdf"
    pdf.write_bytes(screen_pdf(prepare(verified)))
    printed = squeeze(run("pdftotext", "-f", "11", "-l", "11", str(pdf), "-"))
    notes = verified.results["red-board"].part.evaluations[""].color_notes
    assert notes == ("MIGHTY→黄", "DOUBLE→青")
    assert all(note in printed for note in notes)


def test_the_materials_block_accepts_exactly_the_icons_the_booklet_draws():
    """pages.py (no drawing code) lists the icon names an editor may write; icons.py draws each of them."""
    from generator.booklet import icons
    from generator.content.blocks import MATERIAL_ICONS

    accepted = MATERIAL_ICONS
    assert set(accepted) == {*icons.ICONS, *load_game("mighty").icons()}
