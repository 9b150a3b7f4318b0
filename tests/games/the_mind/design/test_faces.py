"""The Mind's faces: each kind draws, the level's icon is the one the rules give it, a text too wide is a message at its card."""

from __future__ import annotations

import pytest
from the_mind_game.cards import CardKind, MindCard
from the_mind_game.design.faces import back_layout, face_layout, reads_as_another
from the_mind_game.design.look import MindLook
from the_mind_game.model import Reward

from generator.cards.back_check import check_back, reach_of
from generator.cards.primitives import Circle, Polygon, Rect, TextLine
from generator.content.model import PrintChecks
from generator.errors import BuildError, Problems

from .conftest import POKER, look


def texts(prims: list[object]) -> list[str]:
    return [p.text for p in prims if isinstance(p, TextLine)]


def colours(prims: list[object]) -> set[str]:
    return {p.colour for p in prims if isinstance(p, Polygon)}  # type: ignore[attr-defined]


@pytest.mark.parametrize("value", [1, 57, 100])
def test_a_number_card_shows_its_value_in_the_centre_and_two_corners(mind_look: MindLook, value: int) -> None:
    prims = face_layout(MindCard(CardKind.NUMBER, value), POKER, mind_look)
    assert texts(prims) == [str(value)] * 3
    centre, *corners = [p for p in prims if isinstance(p, TextLine)]
    assert centre.size_pt > 3 * corners[0].size_pt  # it reads across a table
    assert {c.rotation for c in corners} == {0, 180}  # a fanned hand reads it either way up


def test_every_text_of_a_number_card_stays_in_the_safe_box(mind_look: MindLook) -> None:
    safe = POKER.safe_box
    for prim in face_layout(MindCard(CardKind.NUMBER, 100), POKER, mind_look):
        if isinstance(prim, TextLine):
            assert safe.x <= prim.x <= safe.right and safe.y <= prim.y <= safe.top


@pytest.mark.parametrize(
    ("value", "underlined"), [(6, True), (9, True), (68, True), (89, True), (69, False), (88, False), (57, False), (100, False)]
)
def test_a_value_that_reads_as_another_upside_down_is_underlined(mind_look: MindLook, value: int, underlined: bool) -> None:
    assert reads_as_another(value, 1, 100) is underlined
    bars = [p for p in face_layout(MindCard(CardKind.NUMBER, value), POKER, mind_look) if isinstance(p, Rect) and p.colour == "paper"]
    assert len(bars) == (3 if underlined else 0)


def test_underlining_follows_the_deck_range() -> None:
    assert reads_as_another(16, 1, 100)  # 91 is a card
    assert not reads_as_another(16, 1, 90)  # … unless the deck stops at 90


@pytest.mark.parametrize(("reward", "colour", "word"), [(Reward.LIFE, "life", "ライフ"), (Reward.SHURIKEN, "shuriken", "手裏剣")])
def test_a_level_card_shows_the_icon_of_the_reward_it_carries(mind_look: MindLook, reward: Reward, colour: str, word: str) -> None:
    prims = face_layout(MindCard(CardKind.LEVEL, 4, reward), POKER, mind_look)
    assert colours(prims) == {colour}
    assert texts(prims)[:2] == ["レベル", "4"] and word in texts(prims)


def test_a_level_card_without_a_reward_shows_no_icon(mind_look: MindLook) -> None:
    prims = face_layout(MindCard(CardKind.LEVEL, 4), POKER, mind_look)
    assert colours(prims) == set()
    assert "ライフ" not in texts(prims) and "手裏剣" not in texts(prims)


def test_the_icon_is_the_one_deck_yaml_names_for_the_reward() -> None:
    swapped = look(reward_icons={Reward.LIFE: "shuriken", Reward.SHURIKEN: "heart"})
    life = face_layout(MindCard(CardKind.LEVEL, 3, Reward.LIFE), POKER, swapped)
    assert any(isinstance(p, Circle) for p in life)  # the shuriken's hole: drawn as a shuriken


@pytest.mark.parametrize(("kind", "colour", "word"), [(CardKind.LIFE, "life", "ライフ"), (CardKind.SHURIKEN, "shuriken", "手裏剣")])
def test_a_token_card_shows_its_icon_and_word(mind_look: MindLook, kind: CardKind, colour: str, word: str) -> None:
    prims = face_layout(MindCard(kind), POKER, mind_look)
    assert colours(prims) == {colour}
    assert texts(prims) == [word]


def test_the_back_carries_both_titles_twice_and_gives_nothing_away(mind_look: MindLook) -> None:
    """The field runs into the bleed, the rings stop 3 mm inside the cut, the back is the same turned."""
    for ink_saving in (False, True):
        prims = back_layout(POKER, mind_look, ink_saving=ink_saving)
        field = prims[0]
        assert isinstance(field, Rect) and field.width == POKER.bleed_box.width
        assert texts(prims) == ["THE MIND", "ザ・マインド", "THE MIND", "ザ・マインド"]
        problems = Problems()
        check_back(prims, POKER, PrintChecks(), "the back", problems)
        assert problems.found == []
        reach = reach_of(prims, POKER)
        assert reach is not None and round(reach.left, 6) == 3.0  # the outer ring touches the band at the sides
    assert back_layout(POKER, mind_look, ink_saving=True)[0].colour == "paper"  # no dark field for a home printer


def test_a_figure_leaves_out_text_too_small_to_read_but_keeps_the_value(mind_look: MindLook) -> None:
    small = face_layout(MindCard(CardKind.NUMBER, 57), POKER, mind_look, scale=0.15)
    assert texts(small) == ["57"]


def test_a_value_too_wide_is_a_message_at_its_card(mind_look: MindLook) -> None:
    with pytest.raises(BuildError) as error:
        face_layout(
            MindCard(CardKind.NUMBER, 1000),
            POKER,
            look(where={MindCard(CardKind.NUMBER, 1000): mind_look.where[MindCard(CardKind.NUMBER, 100)]}),
        )
    assert str(error.value) == (
        "games/the-mind/deck.yaml:7:13: card 1000: value '1000' is 49.4 mm wide at 70 pt, expected at most 47.3 mm "
        "(2.1 mm too wide: shorten it, or widen cards.trim in layout.yaml)"
    )


def test_a_level_too_wide_is_a_message_at_the_level_cards(mind_look: MindLook) -> None:
    with pytest.raises(BuildError, match=r"^games/the-mind/deck.yaml:10:5: card L1234: level '1234' is"):
        face_layout(MindCard(CardKind.LEVEL, 1234), POKER, mind_look)


def test_every_face_is_one_field_out_to_the_bleed_with_no_frame_to_show_a_miscut(mind_look: MindLook) -> None:
    """Issue 29: no thin border that shows every miscut. Only the field reaches the cut; nothing else is
    a rectangle the size of the safe box (the old panel)."""
    bleed = POKER.bleed_box
    for card in (MindCard(CardKind.NUMBER, 57), MindCard(CardKind.LEVEL, 3), MindCard(CardKind.LIFE), MindCard(CardKind.SHURIKEN)):
        field, *rest = face_layout(card, POKER, mind_look)
        assert isinstance(field, Rect) and (field.x, field.y, field.width, field.height) == (bleed.x, bleed.y, bleed.width, bleed.height)
        assert not [p for p in rest if isinstance(p, Rect) and p.width >= POKER.safe_box.width - 1e-6]


def test_a_number_reads_the_same_from_either_end(mind_look: MindLook) -> None:
    """The value large in the centre, small in opposite corners, the second turned half a turn."""
    texts = [p for p in face_layout(MindCard(CardKind.NUMBER, 57), POKER, mind_look) if isinstance(p, TextLine)]
    assert [(t.text, t.rotation) for t in texts] == [("57", 0), ("57", 0), ("57", 180)]
    assert {t.font for t in texts} == {mind_look.number_font}


@pytest.mark.parametrize(("level", "underlined"), [(6, True), (9, True), (5, False), (11, False)])
def test_a_level_that_reads_as_another_level_upside_down_is_underlined(mind_look: MindLook, level: int, underlined: bool) -> None:
    bars = [p for p in face_layout(MindCard(CardKind.LEVEL, level), POKER, mind_look) if isinstance(p, Rect) and p.colour == "paper"]
    assert len(bars) == (3 if underlined else 0)  # the level and both corner indexes
