"""COLOUR CALL's hooks and GAME, the generator.game.Game the toolchain reads (generator/game.py says when it
calls each hook; every hook left out of Game(...) is the toolchain's default)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from generator.content.model import Content, Example, ExampleResult, SourceText
from generator.game import CardFace, Game, GameField, Problems, RuleProblem, Setting

from . import content as files
from .drawing import drawing, quickref_side, side
from .engine import CALL_CARDS, COLOUR_CARDS, MATS, Part, outcome, part_named, problems


def colours_in(deck: Any) -> list[Any]:
    """The players' colours the box holds: one per mat."""
    return [card.colour for card in deck.faces() if card.group == MATS]


def rules_problems(rules: Any, setting: Setting) -> Sequence[RuleProblem]:
    """Each player needs a colour of their own, and `hand` cards of it: said at rules.yaml's `hand`."""
    if setting.deck is None or setting.game is None:
        return []
    colours, players = colours_in(setting.deck), setting.game.players_max
    found: list[RuleProblem] = []
    if players > len(colours):
        found.append(("hand", f"found {players} players, but {len(colours)} colours in deck.yaml; expected a colour per player"))
    per_colour = sum(1 for card in setting.deck.faces() if card.group == COLOUR_CARDS) // max(len(colours), 1)
    if rules.hand != per_colour:
        found.append(("hand", f"found {rules.hand}, but deck.yaml gives each colour {per_colour} cards; expected them to agree"))
    return found


def example_cards(example: Example) -> Sequence[CardFace]:
    """The call card and every card revealed (the core counts them against the deck)."""
    part: files.ExamplePart = example.part
    return [part.round.call, *(card for _, card in part.round.plays)]


def dealt(example: Example, rules: Any, found: Problems) -> bool:
    """Whether the round can be played: each problem noted at the example."""
    wrong = problems(rules, example.part.round)
    for message in wrong:
        found.add(example.where, message)
    return not wrong


def replay(example: Example, source: Example, setting: Setting, found: Problems) -> ExampleResult | None:
    """Plays the round and compares each stated result, at the line that states it."""
    part: files.ExamplePart = source.part
    result = outcome(part.round)
    for key, value in example.part.expect.items():
        if str(value) != result[key]:
            found.add(example.part.expect_where[key], f"found {key}: {value}, but the rules give {result[key]}; expected {result[key]}")
    return ExampleResult(id=example.id, fields=result, players=tuple(player for player, _ in part.round.plays), part=part)


def figure_rows(
    example: Example, result: ExampleResult, show: str, player: str, counted: bool, report: Callable[[str], None]
) -> tuple[tuple[CardFace, ...], tuple[CardFace, ...]] | None:
    """`show: plays` (the revealed cards, in the order written), `call` (the call card) or a player's name."""
    plays = dict(result.part.round.plays)
    if show in ("", "plays"):
        return tuple(plays.values()), ()
    if show == "call":
        return (result.part.round.call,), ()
    if show in plays:
        return (plays[show],), ()
    report(f"found show: {show!r}, expected plays, call or a player: {', '.join(plays)}")
    return None


def game_fields(core: Mapping[str, GameField]) -> Mapping[str, GameField]:
    """The core's {game:…}, {game:colours} (how many players' colours) and {game:calls} (the highest call card)."""
    return {
        **core,
        "colours": lambda content: str(len(colours_in(content.deck))),
        "calls": lambda content: str(max(card.value for card in content.deck.faces() if card.group == CALL_CARDS)),
    }


def texts(content: Content) -> Sequence[SourceText]:
    """quickref.yaml's section titles and lines: the core checks their markup like its own texts'."""
    return [text for section in content.parts.get("sections") or () for text in (section["title"], *section["lines"])]


def back_group(card: CardFace, field: str, content: Content) -> str | None:
    """components.yaml `backs: {per: colour}`: a colour card's back is its colour's, named by its key (red)."""
    colour = getattr(card, field, None)
    return None if colour is None else str(colour.key)


def deck_names(deck: Any) -> str:
    faces: list[Part] = deck.faces()
    return f"{faces[0].name}–{faces[-1].name}"


GAME = Game(
    card=part_named,
    card_names=lambda: "a colour card (あか1 …), a call card (コール1 …) or a mat (あかマット …)",
    deck_names=deck_names,
    deck_table=lambda: files.DECK,
    rules_table=lambda: files.RULES,
    rules_problems=rules_problems,
    file_keys=lambda file, core: {**core, **files.QUICKREF_KEYS} if file == "quickref.yaml" else core,
    example_keys=lambda core: {**core, **files.EXAMPLE_KEYS},
    example_part=files.example_part,
    example_cards=example_cards,
    dealt=dealt,
    replay=replay,
    figure_rows=figure_rows,
    figure_alt=lambda cards: "、".join(card.name for card in cards),
    rule_fields=lambda: {"hand": lambda rules: rules.hand, "goal": lambda rules: rules.goal},
    game_fields=game_fields,
    texts=texts,
    drawing=drawing,
    quickref_side=quickref_side,
    back_group=back_group,
    side=side,
    pdf_creator="COLOUR CALL print toolchain",
    unit_words=lambda: ("cards", "card", "players", "player", "chips", "chip"),
)
