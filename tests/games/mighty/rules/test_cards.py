"""Card names, colours and the deck (p.4, p.9, p.10)."""

import pytest

from generator.games.mighty.rules import (
    DOUBLE,
    MIGHTY,
    Card,
    CardNameError,
    Color,
    ColorNameError,
    Deck,
    Kind,
    parse_card,
    parse_color,
)

from .helpers import cards, number_faces, standard_deck


@pytest.mark.parametrize(
    "text, expected",
    [
        ("黄3", Card.number(Color.YELLOW, 3)),
        ("黄色3", Card.number(Color.YELLOW, 3)),
        ("Y3", Card.number(Color.YELLOW, 3)),
        ("青色2", Card.number(Color.BLUE, 2)),
        ("y3", Card.number(Color.YELLOW, 3)),
        ("青4", Card.number(Color.BLUE, 4)),
        ("B4", Card.number(Color.BLUE, 4)),
        ("MIGHTY", MIGHTY),
        ("M", MIGHTY),
        ("mighty", MIGHTY),
        ("マイティ", MIGHTY),
        ("DOUBLE", DOUBLE),
        ("D", DOUBLE),
        ("d", DOUBLE),
        ("ダブル", DOUBLE),
        (" 青0 ", Card.number(Color.BLUE, 0)),
    ],
)
def test_both_spellings_of_every_name_are_accepted(text, expected):
    assert parse_card(text) == expected


@pytest.mark.parametrize("text", ["", "赤1", "X3", "黄", "3", "MIGHT", "DD", "黄-1", "Y3.5"])
def test_unknown_card_names_are_rejected_with_the_accepted_spellings(text):
    with pytest.raises(CardNameError) as error:
        parse_card(text)
    assert str(error.value) == (f"unknown card name {text!r}: expected 黄0–黄5, 青0–青5, MIGHTY, DOUBLE (or Y0–Y5, B0–B5, M, D)")


def test_every_face_reads_back_from_its_name_and_its_short_name():
    for card in standard_deck().faces():
        assert parse_card(card.name) == card
        assert parse_card(card.short) == card


def test_p10_red_cards_are_mighty_and_double():
    assert MIGHTY.is_red and DOUBLE.is_red and MIGHTY.kind is Kind.MIGHTY and DOUBLE.kind is Kind.DOUBLE
    assert not any(card.is_red for card in number_faces())


@pytest.mark.parametrize(
    "text, expected",
    [
        ("黄", Color.YELLOW),
        ("黄色", Color.YELLOW),
        ("Y", Color.YELLOW),
        ("yellow", Color.YELLOW),
        ("青色", Color.BLUE),
        ("青", Color.BLUE),
        ("b", Color.BLUE),
        ("Blue", Color.BLUE),
    ],
)
def test_p10_a_red_board_card_becomes_yellow_or_blue(text, expected):
    assert parse_color(text) == expected


@pytest.mark.parametrize("text", ["赤", "red", "", "G"])
def test_p10_red_is_no_colour_a_red_board_card_can_take(text):
    with pytest.raises(ColorNameError, match="expected 黄 or 青"):
        parse_color(text)


def test_p4_the_standard_deck_has_39_cards():
    deck = standard_deck()
    assert deck.size == 39 == len(list(deck))
    assert deck.count(MIGHTY) == 1 and deck.count(DOUBLE) == 2
    assert sum(deck.count(c) for c in deck.faces() if c.color is Color.YELLOW) == 18


def test_face_ranges_join_the_values_in_a_row():
    assert standard_deck().face_ranges() == "黄0–黄5, 青0–青5, MIGHTY, DOUBLE"
    gaps = Deck.of({DOUBLE: 2, Card.number(Color.BLUE, 4): 1, **{Card.number(Color.YELLOW, v): 3 for v in (0, 1, 3)}})
    assert gaps.face_ranges() == "黄0–黄1, 黄3, 青4, DOUBLE"


def test_overdrawn_names_each_face_used_too_often():
    deck = standard_deck()
    assert deck.overdrawn(cards("黄0 黄0 黄0 青5 青5")) == {}
    assert deck.overdrawn(cards("黄0 黄0 黄0 黄0 M M")) == {
        Card.number(Color.YELLOW, 0): (4, 3),
        MIGHTY: (2, 1),
    }
    assert Deck.of({MIGHTY: 1}).overdrawn(cards("黄9")) == {Card.number(Color.YELLOW, 9): (1, 0)}


def test_cards_sort_yellow_then_blue_then_red():
    assert sorted(cards("D M 青0 黄5 黄0")) == list(cards("黄0 黄5 青0 M D"))
