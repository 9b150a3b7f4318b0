"""Loading the real content/ into the model: the values others read."""

from __future__ import annotations

import pytest

from generator.content.blocks import kinds_of
from generator.content.loader import load_content
from generator.content.model import SourceText
from generator.errors import BuildError, Location
from generator.plugins import load_game

from .conftest import REPO, edit, line_of

KINDS = kinds_of(load_game("mighty"))  # the core's kinds and MIGHTY?'s own


@pytest.fixture(scope="module")
def loaded():
    return load_content(REPO / "content")


def test_game_facts(loaded):
    game = loaded.game
    assert (game.players_min, game.players_max, game.minutes_min, game.minutes_max) == (2, 8, 20, 45)
    assert (game.age_min, loaded.parts["starting_chips"]) == (8, 3)
    assert game.calculator_url == "https://mighty.boardstyle.org/"
    assert game.credits[0] == ("ゲームデザイン", "マサヨシ")
    assert game.address[0] == "〒150-0044"


def test_a_game_without_a_calculator_has_none():
    """game.yaml's calculator_url is the core's optional key; a design that prints it asks `calculator()`."""
    game = load_content(REPO / "games" / "the-mind").game
    assert game.calculator_url is None
    with pytest.raises(BuildError) as raised:
        game.calculator()
    assert [str(problem) for problem in raised.value.problems] == [
        "game.yaml: found no calculator_url, expected one: the game's design prints its calculator's address"
    ]


def test_the_calculator_of_a_game_that_has_one(loaded):
    assert loaded.game.calculator() == loaded.game.calculator_url


def test_palette(loaded):
    assert {"yellow", "blue", "red", "ink", "paper"} <= set(loaded.palette)
    assert loaded.palette["ink"].cmyk == (0, 0, 0, 1.0)
    assert loaded.palette["yellow"].rgb == "#F8C500"
    assert (loaded.palette["blue"].label, loaded.palette["blue"].shape) == ("青", "square")


def test_layout_lengths_and_presets(loaded):
    assert loaded.booklet.width.mm == pytest.approx(148)
    assert loaded.booklet.height.mm == pytest.approx(210)
    assert loaded.booklet.bleed.pt == pytest.approx(3 * 72 / 25.4)
    assert loaded.booklet.marks_margin.mm == pytest.approx(12)
    assert loaded.card.width.mm == pytest.approx(63) and loaded.card.safe.mm == pytest.approx(4)
    assert loaded.card_preset == "japan"
    japan = loaded.card_presets["japan"]
    assert (japan.width_px, japan.height_px, japan.dpi, japan.mode) == (815, 1110, 300, "RGB")


def test_quickref_and_glossary(loaded):
    assert loaded.quickref.title == "プレイ中の早見表"
    assert [e.title for e in loaded.quickref.endings][0] == "挑戦されずにあがる"
    assert loaded.parts["ranking"].order == ("DOUBLE {n:2}枚", "MIGHTY", "通常の合計値")  # MIGHTY?'s own keys of quickref.yaml
    assert isinstance(loaded.parts["formula"].left, SourceText)
    assert len(loaded.glossary) == 11 and loaded.glossary[0].term == "ボード／ハンド"
    assert loaded.glossary_note.startswith("カード名「MIGHTY」")


def test_24_pages_in_order_with_ids(loaded):
    assert [p.number for p in loaded.pages] == list(range(1, 25))
    assert loaded.pages[6].id == "strength" and loaded.page_of("record") == 11
    assert loaded.pages[0].where == Location("content/pages/01-cover.yaml", 2, 1)
    with pytest.raises(KeyError):
        loaded.page_of("nowhere")


def test_every_block_kind_is_used_and_located(loaded):
    used = {block.kind for page in loaded.pages for block in page.blocks}
    # MIGHTY? has no art yet: tests/test_art.py loads and checks an image block; its one list (p.14's talk
    # rules) is drawn as speech since issue 29: The Mind's pages use lists (pp. 7, 10); its p.4 keeps its own words
    # for the box, held to components.yaml by its check (box_counts.py): COLOUR CALL's p.3 lists its components
    assert used == set(KINDS) - {"image", "list", "components"}
    for page in loaded.pages:
        for block in page.blocks:
            assert block.where.file == f"content/pages/{page.number:02d}-{page.id}.yaml" and block.where.line > 0


def test_text_fields_are_text_with_a_location(loaded):
    paragraph = loaded.pages[1].blocks[0]
    assert paragraph.kind == "paragraph" and paragraph.style == "body"
    assert isinstance(paragraph.text, SourceText)
    assert paragraph.text.where == Location("content/pages/02-overview.yaml", 3, 16)


def test_shorthand_and_full_forms_are_the_same(copy):
    edit(copy, "pages/02-overview.yaml", "  - paragraph: 自分の強さ", "  - paragraph:\n      text: 自分の強さ")
    block = load_content(copy).pages[1].blocks[0]
    assert (block.kind, block.text[:5], block.style) == ("paragraph", "自分の強さ", "body")


def test_a_missing_file_is_reported(copy):
    (copy / "quickref.yaml").unlink()
    with pytest.raises(BuildError) as error:
        load_content(copy)
    assert str(error.value) == "content/quickref.yaml: found no file quickref.yaml, expected it in content/"


def test_the_deck_total_must_add_up(copy):
    edit(copy, "deck.yaml", "total: 39", "total: 40")
    with pytest.raises(BuildError) as error:
        load_content(copy)
    assert str(error.value) == "content/deck.yaml:13:8: total: found 40, but the cards above add up to 39; expected them to agree"


def test_the_palette_needs_the_tint_the_panels_are_painted_with(copy):
    edit(copy, "game.yaml", '  tint:   {cmyk: [0, 0.03, 0.12, 0], rgb: "#FFF8E3"}\n', "")
    with pytest.raises(BuildError) as error:
        load_content(copy)
    assert str(error.value) == (
        f"content/game.yaml:{line_of(copy, 'game.yaml', '  yellow: {')}:3: palette: found no 'tint', expected the colours ink, paper, tint"
    )


def test_the_palette_needs_each_role_once(copy):
    """The core draws by role: a palette without an accent, or with two, is refused at load time."""
    edit(copy, "game.yaml", "roles: [accent, band]}", "roles: [band]}")
    edit(copy, "game.yaml", "roles: [alert]}", "roles: [alert, highlight]}")
    with pytest.raises(BuildError) as error:
        load_content(copy)
    assert [str(problem) for problem in error.value.problems] == [
        f"content/game.yaml:{line_of(copy, 'game.yaml', '  yellow: {')}:3: palette: found no colour for the role 'accent', "
        "expected an entry 'accent' or a colour with `roles: [accent]` (the booklet, the quick reference and the tuck box draw with it)",
        f"content/game.yaml:{line_of(copy, 'game.yaml', '  red: ')}:11: palette.red.roles: found 'highlight', which 'yellow' "
        "plays already; expected each role once",
    ]


def test_a_role_falls_back_to_the_one_it_stands_in_for(content):
    """MIGHTY? gives highlight, not cover: the cover is its highlight's yellow; The Mind's band is its own entry."""
    from generator.content.palette_roles import role_colour, with_roles

    assert role_colour(content.palette, "cover") == content.palette["yellow"]
    assert role_colour(content.palette, "accent") == role_colour(content.palette, "band") == content.palette["blue"]
    assert set(with_roles(content.palette)) == {*content.palette, "accent", "band", "highlight", "cover", "alert", "box"}
    assert role_colour(content.palette, "box") == content.palette["ink"]  # MIGHTY?'s box is black, its own ink


def test_an_unknown_unit_is_reported(copy):
    edit(copy, "layout.yaml", "bleed: 3mm\n  safe: 5mm", "bleed: 3mn\n  safe: 5mm")
    with pytest.raises(BuildError) as error:
        load_content(copy)
    assert str(error.value) == "content/layout.yaml:4:10: booklet.bleed: found '3mn', expected a length with a unit: mm, cm, pt, in"


def test_page_numbers_without_gaps_and_a_multiple_of_four(copy):
    (copy / "pages" / "24-back-cover.yaml").rename(copy / "pages" / "25-back-cover.yaml")
    with pytest.raises(BuildError) as error:
        load_content(copy)
    assert str(error.value) == (
        "content/pages: found no page 24 (after content/pages/23-challenge-talk.yaml), expected pages numbered 01, 02, … "
        "without gaps (restore the file, or renumber the pages after it)"
    )
    (copy / "pages" / "25-back-cover.yaml").unlink()
    with pytest.raises(BuildError) as error:
        load_content(copy)
    assert str(error.value) == (
        "content/pages: found 23 pages, expected a multiple of 4 (a saddle-stitched booklet): add page 24, or remove 3 pages"
    )


def test_an_unknown_block_kind_gets_a_suggestion(copy):
    edit(copy, "pages/14-talk.yaml", "  - talk:", "  - tallk:")
    with pytest.raises(BuildError) as error:
        load_content(copy)
    assert str(error.value) == (
        "content/pages/14-talk.yaml:5:5: block 3: found unknown block 'tallk', expected one of: "
        + ", ".join(KINDS)
        + " (did you mean 'talk'?)"
    )


def test_a_cards_figure_needs_cards_or_an_example(copy):
    edit(copy, "pages/08-calculate.yaml", "  - cards: {example: basic, show: board, label: ボード}", "  - cards: {label: ボード}")
    with pytest.raises(BuildError) as error:
        load_content(copy)
    assert str(error.value) == (
        "content/pages/08-calculate.yaml:3:5: block 1 (cards): found neither 'cards' and 'example', expected exactly one of them"
    )


def test_a_glossary_term_twice(copy):
    edit(copy, "glossary.yaml", "  - {term: コール,", "  - {term: ラウンド,")
    with pytest.raises(BuildError) as error:
        load_content(copy)
    assert str(error.value) == (
        "content/glossary.yaml:9:12: term 6, term: found 'ラウンド' a second time (first on line 5), expected each term once"
    )


def test_a_list_item_of_the_wrong_kind_is_pointed_at(copy):
    edit(copy, "quickref.yaml", "      - ハンド・記録は非公開。", "      - 1")
    with pytest.raises(BuildError) as error:
        load_content(copy)
    line = line_of(copy, "quickref.yaml", "      - 1")
    assert str(error.value) == f"content/quickref.yaml:{line}:9: ending 1, line 2: found 1, expected text"


def test_a_side_reference_to_a_page_that_does_not_face_it_is_located(copy):
    edit(copy, "pages/23-challenge-talk.yaml", '"{side:compare}の', '"{side:showdown}の')
    with pytest.raises(BuildError) as error:
        load_content(copy)
    line = line_of(copy, "pages/23-challenge-talk.yaml", "{side:showdown}")
    assert str(error.value) == (  # column 17: the markup, after the opening quote at 16
        f"content/pages/23-challenge-talk.yaml:{line}:17: found {{side:showdown}} on page 23, but section 'showdown' "
        "is on page 17 and page 23 faces page 22; expected the section on the facing page of the same spread, "
        "or {ref:showdown} to print its page number"
    )


def test_a_calculator_url_without_https_is_refused(copy):
    """The QR codes and the booklet send players there: a plain http:// address is refused."""
    edit(copy, "game.yaml", "calculator_url: https://mighty.boardstyle.org/", "calculator_url: http://mighty.boardstyle.org/")
    with pytest.raises(BuildError) as error:
        load_content(copy)
    line = line_of(copy, "game.yaml", "calculator_url:")
    assert str(error.value) == (
        f"content/game.yaml:{line}:17: calculator_url: found 'http://mighty.boardstyle.org/', expected an https:// address"
    )


def test_a_bare_kind_whose_fields_are_required_names_them(copy):
    edit(copy, "pages/07-strength.yaml", "  - formula", "  - heading")
    with pytest.raises(BuildError) as error:
        load_content(copy)
    line = line_of(copy, "pages/07-strength.yaml", "  - heading")
    assert (
        f"content/pages/07-strength.yaml:{line}:5: block 2 (heading): found `- heading` alone, expected its fields (text): `- heading: …`"
        in str(error.value)
    )


def test_any_page_count_that_is_a_multiple_of_4_loads(copy):
    """Nothing in the content assumes MIGHTY?'s 24 pages: 28 load (the booklet's spreads follow)."""
    for number in range(25, 29):
        (copy / "pages" / f"{number:02d}-notes-{number}.yaml").write_text("title: メモ\nblocks:\n  - heading: メモ\n", encoding="utf-8")
    assert len(load_content(copy).pages) == 28
