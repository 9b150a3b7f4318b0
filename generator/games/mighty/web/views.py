"""MIGHTY?'s block kinds on the core's rulebook page (rules.html): the formula, the record, the
ranking, the challenge flow (p.16), the dialogue, and the figures of pp.5, 12, 14, 15 and 19. Each view works out the texts (as the core's
views do) and gives its HTML whole, from its macro in blocks.html.j2."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from markupsafe import Markup

from ....content.pages import NEXT_STEP
from ....web.booklet import BlockViews, BookletView, View, ending_view
from .. import blocks
from ..parts import mighty_parts
from ..rules import Card

HERE = Path(__file__).parent
MACROS = "blocks.html.j2"


def _html(view: BookletView, kind: str, shown: View) -> View:
    """The kind's macro applied to what it shows."""
    macros: Any = view.macros(HERE, MACROS)
    return {"html": Markup(getattr(macros, kind)(shown))}


def formula(view: BookletView, block: blocks.FormulaBlock) -> View:
    parts = mighty_parts(view.content).formula
    return _html(view, "formula", {"left": view.text.rich(parts.left), "right": view.text.rich(parts.right)})


def record(view: BookletView, block: blocks.RecordBlock) -> View:
    notes = list(block.notes or ())
    lines = [{"line": line, "note": view.text.rich(notes[i]) if i < len(notes) else None} for i, line in enumerate(block.lines)]
    lines += [{"line": note, "note": None} for note in block.color_notes]
    return _html(view, "record", {"lines": lines})


def ranking(view: BookletView, block: blocks.RankingBlock) -> View:
    order = mighty_parts(view.content).ranking
    return _html(view, "ranking", {"title": view.text.rich(order.title), "order": [view.text.rich(item) for item in order.order]})


def challenge_flow(view: BookletView, block: blocks.ChallengeFlowBlock) -> View:
    steps = []
    for step in block.steps:
        choices = [
            {
                "text": view.text.rich(choice.text),
                "ending": None if choice.outcome == NEXT_STEP else ending_view(view, view.content.ending(choice.outcome)),
            }
            for choice in step.choices or ()
        ]
        texts = {"title": view.rich(step.title), "text": view.rich(step.text), "label": view.rich(step.label)}
        steps.append(texts | {"choices": choices})
    return _html(view, "challenge_flow", {"steps": steps})


def dialogue(view: BookletView, block: blocks.DialogueBlock) -> View:
    return _html(view, "dialogue", {"turns": [{"said": said(view, turn), "text": view.text.rich(turn.text)} for turn in block.turns]})


def said(view: BookletView, turn: blocks.Turn) -> Markup:
    """Aさん「マイティ」 (in English, A: “MIGHTY”); the speaker in bold, alone when silent."""
    player = Markup("<strong>{}</strong>").format(view.text.words(turn.player))
    if not turn.says:
        return player
    return Markup(view.phrases["says"]).format(player=player, says=view.text.words(turn.says))


def _figure(view: BookletView, cards: tuple[Card, ...]) -> View:
    return view.figure(cards, view.content.plugin.figure_alt(cards))


def table(view: BookletView, block: blocks.TableBlock) -> View:
    """p.5's table in words and counts: the board drawn, each seat's hand and chips, the pile."""
    parts = mighty_parts(view.content)
    rules = parts.rules
    shown = {
        "board": view.text.rich(block.board),
        "figure": _figure(view, block.board_cards),
        "seats": block.players,
        "hand": view.text.rich(block.hand),
        "hand_count": rules.hand_size,
        "chips": view.text.rich(block.chips),
        "pile": view.text.rich(block.pile),
        "pile_count": parts.deck.size - rules.board_size - block.players * rules.hand_size,
    }
    return _html(view, "table", shown)


def calculator(view: BookletView, block: blocks.CalculatorBlock) -> View:
    shown = {
        "board": view.text.rich(block.board),
        "board_figure": _figure(view, block.board_cards),
        "hand": view.text.rich(block.hand),
        "hand_figure": _figure(view, block.hand_cards),
        "result": view.text.rich(block.result),
        "strength": block.strength,
    }
    return _html(view, "calculator", shown)


def talk(view: BookletView, block: blocks.TalkBlock) -> View:
    shown = {
        "ok": [view.text.rich(text) for text in block.ok],
        "title": view.text.rich(block.title),
        "never": [view.text.rich(text) for text in block.never],
    }
    return _html(view, "talk", shown)


def stake(view: BookletView, block: blocks.StakeBlock) -> View:
    count = mighty_parts(view.content).rules.declaration_stake
    return _html(view, "stake", {"says": view.text.rich(block.says), "table": view.text.rich(block.table), "chips": count})


def countdown(view: BookletView, block: blocks.CountdownBlock) -> View:
    parts = mighty_parts(view.content)
    start, penalty = parts.starting_chips, parts.rules.round_penalty
    left = list(range(start, -1, -penalty)) if penalty > 0 else [start]
    shown = {
        "states": [{"kept": count, "lost": start - count} for count in left],
        "start": view.text.rich(block.start),
        "end": view.text.rich(block.end),
        "caption": view.rich(block.caption),
    }
    return _html(view, "countdown", shown)


def round_view(view: BookletView, block: blocks.RoundBlock) -> View:
    penalty = mighty_parts(view.content).rules.round_penalty
    shown = {"out": view.text.rich(block.out), "last": view.text.rich(block.last), "players": block.players, "penalty": penalty}
    return _html(view, "round", shown)


def block_views() -> BlockViews:
    views = BlockViews()
    views.add(blocks.FormulaBlock, formula)
    views.add(blocks.RecordBlock, record)
    views.add(blocks.RankingBlock, ranking)
    views.add(blocks.ChallengeFlowBlock, challenge_flow)
    views.add(blocks.DialogueBlock, dialogue)
    views.add(blocks.TableBlock, table)
    views.add(blocks.CalculatorBlock, calculator)
    views.add(blocks.TalkBlock, talk)
    views.add(blocks.StakeBlock, stake)
    views.add(blocks.CountdownBlock, countdown)
    views.add(blocks.RoundBlock, round_view)
    return views
