"""games/the-mind/deck.yaml: the cards by kind (number, level, life, shuriken), read into the engine's `Deck`
and the words and icons the pages and faces show."""

from __future__ import annotations

from dataclasses import dataclass, replace

from generator.content.fields import PLAIN_NAME, POSITIVE, WHOLE, Choice, Table, Values
from generator.content.model import SourceText
from generator.errors import Location
from generator.game import DeckFile as CoreDeckFile

from ..cards import CardKind, deck_cards
from ..model import Deck, Reward

ICONS = ("heart", "shuriken")  # the icons The Mind's card design draws


@dataclass(frozen=True)
class Kind:
    """One kind of card as deck.yaml names it: its name (数字カード), where it is written."""

    name: SourceText
    where: Location


@dataclass(frozen=True)
class DeckFile:
    """deck.yaml, read: the engine's deck, each kind's name, the words and icons of the rewards."""

    deck: Deck
    kinds: dict[CardKind, Kind]
    reward_words: dict[Reward, SourceText]  # ライフ, 手裏剣: how the text names a reward ({rules:rewards.3})
    reward_icons: dict[Reward, str]  # the icon a level card with that reward shows
    token_icons: dict[CardKind, str]  # the icon of a life and of a shuriken card
    level_word: SourceText | None = None  # レベル: what a level card prints over its number (mind-design)


def _span(v: Values) -> tuple[int, int] | None:
    if v["from"] > v["to"]:
        v.add("to", f"found {v['to']} below from {v['from']}, expected from ≤ to")
        return None
    return v["from"], v["to"]


SPAN = Table({"from": WHOLE, "to": WHOLE}, build=_span)
ICON = Choice(ICONS, "an icon")


def _levels(v: Values) -> tuple[int, int] | None:
    if v["from"] != 1:
        v.add("from", f"found {v['from']}, expected 1 (the level cards are counted from level 1)")
        return None
    return _span(v)


NUMBER_KIND = Table({"name": PLAIN_NAME, "values": SPAN}, build=lambda v: v)
LEVEL_KIND = Table(
    {
        "name": PLAIN_NAME,
        "word": PLAIN_NAME,  # レベル, over a level card's number
        "levels": Table({"from": WHOLE, "to": POSITIVE}, build=_levels),
        "reward_icons": Table({Reward.LIFE.value: ICON, Reward.SHURIKEN.value: ICON}, build=lambda v: v),
    },
    build=lambda v: v,
)
TOKEN_KIND = Table({"name": PLAIN_NAME, "word": PLAIN_NAME, "copies": WHOLE, "icon": ICON}, build=lambda v: v)
KINDS = Table(
    {
        CardKind.NUMBER.value: NUMBER_KIND,
        CardKind.LEVEL.value: LEVEL_KIND,
        CardKind.LIFE.value: TOKEN_KIND,
        CardKind.SHURIKEN.value: TOKEN_KIND,
    },
    build=lambda v: v,
)


def _deck_file(v: Values) -> DeckFile | None:
    kinds = v["kinds"]
    (lowest, highest), (_, last_level) = kinds["number"]["values"], kinds["level"]["levels"]
    life, shuriken = kinds["life"], kinds["shuriken"]
    deck = Deck(lowest, highest, last_level, life["copies"], shuriken["copies"])
    if deck.size != v["total"]:
        v.add("total", f"found {v['total']}, but the cards above add up to {deck.size}; expected them to agree")
        return None
    return DeckFile(
        deck=deck,
        kinds={kind: Kind(kinds[kind.value]["name"], kinds.where(kind.value)) for kind in CardKind},
        reward_words={Reward.LIFE: life["word"], Reward.SHURIKEN: shuriken["word"]},
        reward_icons={reward: kinds["level"]["reward_icons"][reward.value] for reward in (Reward.LIFE, Reward.SHURIKEN)},
        token_icons={CardKind.LIFE: life["icon"], CardKind.SHURIKEN: shuriken["icon"]},
        level_word=kinds["level"]["word"],
    )


DECK = Table({"kinds": KINDS, "total": POSITIVE}, build=_deck_file)


def _core_deck_file(v: Values) -> CoreDeckFile | None:
    """deck.yaml as the core keeps it: `Content.deck` (each face and its copies, with the words and
    icons), where each face is written (its kind's entry). The level cards get their rewards from
    rules.yaml once it has read (`cards.with_rewards`)."""
    read = _deck_file(v)
    if read is None:
        return None
    faces = deck_cards(read.deck, None)
    deck = replace(
        faces,
        reward_words={reward: str(word) for reward, word in read.reward_words.items()},
        reward_icons=read.reward_icons,
        token_icons=read.token_icons,
        kind_names={kind: str(entry.name) for kind, entry in read.kinds.items()},
        level_word=str(read.level_word or ""),
    )
    return CoreDeckFile(deck, {card: read.kinds[card.kind].where for card in deck.faces()})


CORE_DECK = Table(DECK.fields, build=_core_deck_file)  # the plug-in's deck_table
