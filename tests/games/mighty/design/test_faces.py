"""MIGHTY?'s card design as data: what each face shows, where, and what is refused."""

from __future__ import annotations

from dataclasses import replace

import pytest

from generator.cards.back_check import check_back, reach_of
from generator.cards.card_text import cap_height_mm, ink_top_mm, width_mm
from generator.cards.colours import contrast, relative_luminance
from generator.cards.design import MIN_TEXT_PT, SYMBOLS, CardGeometry, rotated_180, symbol
from generator.cards.faces import faces_of
from generator.cards.primitives import Circle, Polygon, Rect, TextLine
from generator.content.markup import plain
from generator.content.model import PrintChecks
from generator.errors import BuildError, Location, Problems
from generator.fonts import BOLD, REGULAR
from generator.games.mighty.design.faces import INDEX_GLYPHS, back_layout, card_layout
from generator.games.mighty.design.look import look_of
from generator.games.mighty.design.measurements import STYLE
from generator.games.mighty.rules import DOUBLE, MIGHTY, Card, Color

Y3 = Card.number(Color.YELLOW, 3)
B0 = Card.number(Color.BLUE, 0)


@pytest.fixture(scope="module")
def geometry(content):
    return CardGeometry.of(content.card)


@pytest.fixture(scope="module")
def look(content):
    return look_of(content)


def texts(prims) -> list[TextLine]:
    return [p for p in prims if isinstance(p, TextLine)]


def reminder_lines(prims) -> list[TextLine]:
    return [t for t in texts(prims) if t.font == REGULAR and t.size_pt == STYLE.reminder_pt]


def text_box(t: TextLine) -> tuple[float, float, float, float]:
    """(x0, y0, x1, y1) of a line of text in mm: its advance width, baseline to cap height."""
    width = width_mm(t.text, t.font, t.size_pt)
    x0 = {"start": t.x, "middle": t.x - width / 2, "end": t.x - width}[t.anchor]
    y0, y1 = t.y, t.y + cap_height_mm(t.font, t.size_pt)
    if t.rotation == 180:  # turned about the anchor point
        x0, y0, y1 = 2 * t.x - x0 - width, 2 * t.y - y1, 2 * t.y - y0
    return x0, y0, x0 + width, y1


def test_geometry_comes_from_content(geometry):
    assert (round(geometry.width, 3), round(geometry.height, 3)) == (63, 88)
    assert (round(geometry.bleed, 3), round(geometry.safe, 3)) == (3, 4)


@pytest.mark.parametrize("card", [Y3, B0, MIGHTY, DOUBLE])
def test_every_text_stays_in_the_safe_zone(card, geometry, look):
    safe = geometry.safe_box
    for t in texts(card_layout(card, geometry, look)):
        x0, y0, x1, y1 = text_box(t)
        assert safe.x - 1e-6 <= x0 and x1 <= safe.right + 1e-6, t
        assert safe.y - 1e-6 <= y0 and y1 <= safe.top + 1e-6, t


def test_background_runs_into_the_bleed(geometry, look):
    background = card_layout(Y3, geometry, look)[0]
    assert isinstance(background, Rect) and background.colour == "yellow"
    bleed = geometry.bleed_box
    assert (background.x, background.y, background.width, background.height) == (bleed.x, bleed.y, bleed.width, bleed.height)


def test_corner_index_top_left_and_turned_bottom_right(geometry, look):
    prims = card_layout(Y3, geometry, look)
    index = [
        t
        for t in texts(prims)
        if t.text in ("3", "黄")
        and t.size_pt in (STYLE.index_value_pt, STYLE.index_label_pt)
        and (t.x < geometry.width / 4 or t.x > geometry.width * 3 / 4)
    ]
    upright = [t for t in index if t.rotation == 0 and t.text == "3"]
    turned = [t for t in index if t.rotation == 180 and t.text == "3"]
    assert len(upright) == len(turned) == 1
    assert upright[0].x < geometry.width / 4 and upright[0].y > geometry.height * 3 / 4
    assert turned[0].x > geometry.width * 3 / 4 and turned[0].y < geometry.height / 4
    assert {t.text for t in index} == {"3", "黄"}


def test_big_value_and_colour_name_in_the_middle(geometry, look):
    big = [t for t in texts(card_layout(B0, geometry, look)) if t.size_pt == STYLE.value_pt]
    assert [t.text for t in big] == ["0"]
    assert abs(big[0].x - geometry.width / 2) < 1e-6
    assert "青" in [t.text for t in texts(card_layout(B0, geometry, look)) if t.size_pt == STYLE.name_pt]


def test_each_colour_has_its_own_symbol(geometry, look):
    kinds = {card: {type(p) for p in card_layout(card, geometry, look)[1:] if not isinstance(p, TextLine)} for card in (Y3, B0, MIGHTY)}
    assert Circle in kinds[Y3] and Rect not in kinds[Y3]
    assert Rect in kinds[B0] and Circle not in kinds[B0]
    assert Polygon in kinds[MIGHTY]
    assert look.shapes == {"yellow": "circle", "blue": "square", "red": "star"}


def test_red_cards_carry_their_reminder(content, geometry, look):
    for card in (MIGHTY, DOUBLE):
        shown = "".join(t.text for t in reminder_lines(card_layout(card, geometry, look)))
        assert shown == plain(content.deck_reminders[card], content).replace("\n", "")  # its markup printed ({n:2} → 2)


def test_reminder_breaks_between_phrases_only(geometry, look):
    lines = [t.text for t in reminder_lines(card_layout(MIGHTY, geometry, look))]
    assert lines == ["通常の計算をせず最強。", "DOUBLE 2枚には負ける"]


def test_double_shows_two_stars_and_mighty_one(geometry, look):
    def stars(card):  # the big ones: the corner indices have a small star each
        return sum(isinstance(p, Polygon) and _extent(p) > 10 for p in card_layout(card, geometry, look))

    assert (stars(MIGHTY), stars(DOUBLE)) == (1, 2)


def test_text_colour_is_the_more_contrasting_of_ink_and_paper(look):
    assert look.text_on == {"yellow": "ink", "blue": "paper", "red": "paper", "ink": "paper", "paper": "ink"}


def test_yellow_and_blue_differ_in_grey(content):
    """WCAG relative luminance: yellow ≈ 0.60, blue ≈ 0.13; required margin 0.3 (see test_outputs for pixels)."""
    yellow, blue = (relative_luminance(content.palette[n].rgb) for n in ("yellow", "blue"))
    assert yellow - blue >= 0.3
    assert contrast(content.palette["yellow"].rgb, content.palette["blue"].rgb) >= 3.0


def test_one_back_whose_lattice_is_symmetric_under_a_half_turn(geometry, look):
    back = back_layout(geometry, look)
    assert [(t.text, t.rotation) for t in texts(back)] == [(look.title, 0), (look.title, 180)]  # read from either end
    shapes = {(type(p).__name__, round(_centre(p)[0], 6), round(_centre(p)[1], 6), p.colour) for p in back[1:-3]}
    turned = {
        (type(p).__name__, round(_centre(p)[0], 6), round(_centre(p)[1], 6), p.colour)
        for p in rotated_180(back[1:-3], geometry.width, geometry.height)
    }
    assert shapes == turned


@pytest.mark.parametrize("ink_saving", [False, True])
def test_the_back_gives_nothing_away(geometry, look, ink_saving):
    """Only the field reaches the bleed; every symbol stays 3 mm inside the cut; the back is the same turned."""
    back = back_layout(geometry, look, ink_saving=ink_saving)
    problems = Problems()
    check_back(back, geometry, PrintChecks(), "the back", problems)
    assert problems.found == []
    reach = reach_of(back, geometry)
    assert reach is not None and (round(reach.left, 1), round(reach.top, 1)) == (5.6, 6.0)


def _centre(p):
    if isinstance(p, Circle):
        return p.cx, p.cy
    if isinstance(p, Rect):
        return p.x + p.width / 2, p.y + p.height / 2
    xs, ys = zip(*p.points, strict=True)
    return sum(xs) / len(xs), sum(ys) / len(ys)  # a regular star's vertices average to its centre


def _extent(p: Polygon) -> float:
    xs = [x for x, _ in p.points]
    return max(xs) - min(xs)


def test_small_figures_drop_tiny_text_but_keep_value_and_colour_name(geometry, look):
    scale = 15 / geometry.width  # a 15 mm booklet figure
    kept = {t.text for t in texts(card_layout(Y3, geometry, look, scale=scale))}
    assert {"3", "黄"} <= kept
    assert all(t.size_pt * scale >= MIN_TEXT_PT for t in texts(card_layout(MIGHTY, geometry, look, scale=scale)))
    assert not reminder_lines(card_layout(MIGHTY, geometry, look, scale=scale))
    assert reminder_lines(card_layout(MIGHTY, geometry, look))


def test_unknown_shape_is_refused():
    with pytest.raises(ValueError, match="expected one of: circle, square, star"):
        symbol("hexagon", 0, 0, 1, "ink")


def test_a_reminder_too_long_fails_naming_the_card(content, geometry, look):
    long = replace(look, reminders={**look.reminders, MIGHTY: "とても長い説明。" * 8})
    with pytest.raises(BuildError) as error:
        card_layout(MIGHTY, geometry, long)
    message = str(error.value)
    assert message.startswith(f"{content.deck_where[MIGHTY]}: the reminder of MIGHTY takes")
    assert "room for 3: shorten it" in message


def test_a_phrase_wider_than_the_card_fails_naming_the_card(content, geometry, look):
    wide = replace(look, reminders={**look.reminders, DOUBLE: "句読点のないとても長い一つの文で書かれた説明文です"})
    with pytest.raises(BuildError, match=r"deck\.yaml:\d+:\d+: the reminder of DOUBLE does not fit the card: the phrase"):
        card_layout(DOUBLE, geometry, wide)


def _value_room(card: Card, geometry) -> float:
    """The width the big value may take: a share of its symbol's width."""
    share = STYLE.circle_diameter if card.color is Color.YELLOW else STYLE.square_side / SYMBOLS.square_fill
    return geometry.safe_box.width * share * STYLE.value_room


def _values(card: Card, geometry, look) -> tuple[TextLine, TextLine]:
    """The big value and the upright corner index's value."""
    shown = [t for t in texts(card_layout(card, geometry, look)) if t.text == str(card.value) and t.rotation == 0]
    centre, index = sorted(shown, key=lambda t: t.x, reverse=True)
    return centre, index


@pytest.mark.parametrize(
    "card, index_shrinks",
    [
        (Card.number(Color.YELLOW, 10), False),
        (Card.number(Color.BLUE, 10), False),
        (Card.number(Color.YELLOW, 100), True),
        (Card.number(Color.BLUE, 100), True),
    ],
)
def test_a_value_of_two_or_three_digits_is_set_smaller_to_fit_its_symbol_and_index(card, index_shrinks, geometry, look):
    centre, index = _values(card, geometry, look)
    assert STYLE.value_pt * STYLE.min_value_fit <= centre.size_pt < STYLE.value_pt
    assert width_mm(centre.text, centre.font, centre.size_pt) == pytest.approx(_value_room(card, geometry))
    assert (index.size_pt < STYLE.index_value_pt) is index_shrinks and index.size_pt >= STYLE.index_value_pt * STYLE.min_value_fit
    assert width_mm(index.text, index.font, index.size_pt) <= STYLE.index_width + 1e-9
    one_digit = _values(Card.number(card.color, 3), geometry, look)
    assert centre.y + cap_height_mm(centre.font, centre.size_pt) / 2 == pytest.approx(
        one_digit[0].y + cap_height_mm(BOLD, STYLE.value_pt) / 2
    )
    index_top = index.y + ink_top_mm(INDEX_GLYPHS, BOLD, index.size_pt)  # every index hangs from the same line
    assert index_top == pytest.approx(one_digit[1].y + ink_top_mm(INDEX_GLYPHS, BOLD, STYLE.index_value_pt))
    safe = geometry.safe_box
    for t in texts(card_layout(card, geometry, look)):  # nothing leaves the safe zone, upright or turned
        x0, y0, x1, y1 = text_box(t)
        assert safe.x - 1e-6 <= x0 and x1 <= safe.right + 1e-6 and safe.y - 1e-6 <= y0 and y1 <= safe.top + 1e-6, t


def test_a_one_digit_value_keeps_the_designed_sizes(geometry, look):
    centre, index = _values(Y3, geometry, look)
    assert (centre.size_pt, index.size_pt) == (STYLE.value_pt, STYLE.index_value_pt)


def test_a_value_too_wide_even_at_the_smallest_size_fails_at_its_card_saying_by_how_much(geometry, look):
    card = Card.number(Color.YELLOW, 12345)
    where = replace(look, where={card: Location("content/deck.yaml", 7, 3)})
    with pytest.raises(BuildError) as error:
        card_layout(card, geometry, where)
    assert str(error.value) == (
        "content/deck.yaml:7:3: the value '12345' of 黄12345 is 88.2 mm wide at 100 pt and 44.1 mm at 50 pt, the smallest the "
        "design sets it; the card has 34.3 mm, so it is 9.8 mm too wide (inside cards.safe of cards.trim, content/layout.yaml)"
    )


def test_faces_are_laid_out_once_per_distinct_face(content):
    faces = faces_of(content)
    assert len(faces.fronts) == 14 and len(faces.deck_order) == 39


def test_a_filled_rect_is_the_shared_rect_and_keeps_its_paint_when_moved():
    from generator.geometry import Rect as SharedRect

    panel = Rect(1.0, 2.0, 10.0, 4.0, "paper", radius=2.0)
    assert isinstance(panel, SharedRect) and (panel.right, panel.top) == (11.0, 6.0)
    assert panel.inset(1.0) == Rect(2.0, 3.0, 8.0, 2.0, "paper", radius=2.0)
    assert panel.moved(1.0, -1.0) == Rect(2.0, 1.0, 10.0, 4.0, "paper", radius=2.0)
