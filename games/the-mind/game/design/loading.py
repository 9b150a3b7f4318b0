"""The Mind's look read off its loaded content: the palette's roles (checked), game.yaml's titles,
deck.yaml's words and icons (`content.deck`, a MindDeck), where each card is written."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from generator.cards.colours import text_colour
from generator.content.game_fonts import role_face
from generator.content.model import Colour, Content
from generator.errors import Location, Problems
from generator.fonts import BOLD, LATIN_OF, REGULAR, register_latin_fonts

from ..cards import CardKind, MindCard, MindDeck
from ..parts import mind_parts
from .look import ROLES, MindLook


def mind_deck(content: Content) -> MindDeck:
    """`content.deck`: every face, with deck.yaml's words and icons."""
    return mind_parts(content).deck


def look_of(content: Content) -> MindLook:
    """Raises BuildError at game.yaml's palette when a role the faces paint with is missing."""
    check_roles(content.palette)
    if content.language == "en":
        register_latin_fonts()
    deck = mind_deck(content)
    numbers = [card.value or 0 for card in deck.faces() if card.kind is CardKind.NUMBER]
    return MindLook(
        title=content.game.title,
        title_ja=content.game.title_ja,
        level_word=deck.level_word,
        words=dict(deck.reward_words),
        reward_icons=dict(deck.reward_icons),
        token_icons=dict(deck.token_icons),
        text_on={role: text_colour(content.palette[role].rgb, content.palette) for role in ROLES},
        lowest=min(numbers, default=0),
        highest=max(numbers, default=0),
        highest_level=max((card.value or 0 for card in deck.faces() if card.kind is CardKind.LEVEL), default=0),
        where=_card_places(content.deck_where),
        min_reversed_pt=content.print_checks.min_knockout_pt,
        back_band=content.print_checks.back_band_mm,
        number_font=role_face(content.game, "title"),
        heading_font=role_face(content.game, "heading"),
        **({"word_font": LATIN_OF[REGULAR], "word_bold": LATIN_OF[BOLD]} if content.language == "en" else {}),
    )


def _card_places(written: Mapping[Any, Location]) -> dict[MindCard, Location]:
    """deck.yaml's entry of each face (the core keeps them for any game's cards)."""
    return {card: where for card, where in written.items() if isinstance(card, MindCard)}


def check_roles(palette: dict[str, Colour]) -> None:
    """Every role of look.ROLES is in the palette; one problem per missing role, at the palette's first line."""
    problems = Problems()
    places = [colour.where for colour in palette.values() if colour.where is not None]
    where: Location | None = min(places) if places else None
    for role, use in ROLES.items():
        if role not in palette:
            problems.add(where, f"palette: found no colour {role!r}, expected one: The Mind's cards paint {use} with it")
    problems.raise_if_any()
