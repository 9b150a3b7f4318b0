"""MIGHTY?'s checks of verification: the deal of an example, the rows of a card figure of an example,
the record and dialogue blocks filled from the replay, and p.9's ranking against rules.yaml."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ...content.model import Content, Example, ExampleResult
from ...content.verify import BlockAt, BlockResolvers, example_result, single_player
from ...content.yamlsource import shorten
from ...errors import Problems
from .blocks import CalculatorBlock, DialogueBlock, RecordBlock, RoundBlock, TableBlock, Turn
from .examples import scenario
from .parts import mighty_parts
from .replay import counted_board, counted_hand, played
from .rules import Card, Evaluation, HandClass, RuleSet, evaluate_best

SHOW = ("board", "hand", "red", "majority", "minority")  # `show:` of a cards figure, besides a player's name (their hand)


def dealt(example: Example, rules: RuleSet, problems: Problems) -> bool:
    """The board and every hand hold as many cards as the rules deal (rules.yaml deal)."""
    own = scenario(example)
    wrong = [("board", len(own.board), rules.board_size, "deal.board")] if len(own.board) != rules.board_size else []
    wrong += [
        (f"players.{player}" if player else "hand", len(hand), rules.hand_size, "deal.hand")
        for player, hand in own.hands.items()
        if len(hand) != rules.hand_size
    ]
    for place, found, expected, key in wrong:
        problems.add(example.where, f"{example.label}, {place}: found {found} cards, expected {expected} (content/rules.yaml {key})")
    return not wrong


def figure_rows(
    example: Example, result: ExampleResult, show: str, player: str, counted: bool, report: Callable[[str], None]
) -> tuple[tuple[Card, ...], tuple[Card, ...]] | None:
    """A figure of an example: its board, a hand or its red board cards, and how they count."""
    evaluations = played(result).evaluations
    if show not in SHOW and show not in evaluations:
        report(f"found show: {shorten(show)!r}, expected {', '.join(SHOW)} or a player: {', '.join(p for p in evaluations if p)}")
        return None
    chosen = show if show not in SHOW else single_player(result, player, example.id, report)
    if chosen is None:
        return None
    evaluation = evaluations[chosen]
    cards, becomes = _rows(evaluation, show)
    if counted and not becomes:
        report(f"found becomes: counted for a {evaluation.hand_class.value} hand, which counts no cards; expected a number hand")
    return cards, (becomes if counted else ())


def _rows(evaluation: Evaluation, show: str) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """The cards a figure shows and the same cards as counted (empty for MIGHTY / DOUBLE×2 hands, and
    for the counted cards of the majority or the minority colour, which are counted already)."""
    board, counted = evaluation.board, counted_board(evaluation)
    if show in ("majority", "minority"):  # the counted cards of that colour (p.8): what each sum adds up
        colour = evaluation.majority if show == "majority" else evaluation.minority
        return tuple(card for card in evaluation.cards if card.color is colour), ()
    if show == "board":
        return board, counted
    if show == "red":  # only the red board cards, and the 1s they became (p.10)
        red = [i for i, card in enumerate(board) if card.is_red]
        return tuple(board[i] for i in red), tuple(counted[i] for i in red) if counted else ()
    return evaluation.hand, counted_hand(evaluation)


def _record_block(block: RecordBlock, at: BlockAt, content: Content) -> RecordBlock | None:
    found = example_result(block.example, at, content)
    if found is None:
        return None
    _, result, player = found
    chosen = single_player(result, player, block.example, at.report)
    if chosen is None:
        return None
    evaluation = played(result).evaluations[chosen]
    notes = block.notes
    if notes is not None and len(notes) != len(evaluation.record):
        at.report(f"found {len(notes)} notes, expected one per record line ({len(evaluation.record)}: {' / '.join(evaluation.record)})")
        return None
    return replace(block, lines=evaluation.record, color_notes=evaluation.color_notes)


def _dialogue_block(block: DialogueBlock, at: BlockAt, content: Content) -> DialogueBlock | None:
    found = example_result(block.example, at, content)
    if found is None:
        return None
    example = found[0]
    spoken = [step for step in scenario(example).steps if step.says]
    if len(spoken) != len(block.lines):
        at.report(
            f"found {len(block.lines)} lines, expected one per spoken step of {example.label} "
            f"({len(spoken)}: {', '.join(step.says or '' for step in spoken)})"
        )
        return None
    turns = tuple(Turn(player=step.player, says=step.says, text=line) for step, line in zip(spoken, block.lines, strict=True))
    return replace(block, lines=(), turns=turns)  # the lines moved into the turns, so each text is checked once


def _evaluation(reference: str, at: BlockAt, content: Content) -> Evaluation | None:
    """The evaluated hand a figure of one player's cards shows (`ID` or `ID.PLAYER`); None with a problem."""
    found = example_result(reference, at, content)
    if found is None:
        return None
    _, result, player = found
    chosen = single_player(result, player, reference, at.report)
    return None if chosen is None else played(result).evaluations[chosen]


def _players_for(players: int, at: BlockAt, content: Content) -> bool:
    """A number of players the game is for (game.yaml players); False with a problem."""
    low, high = content.game.players_min, content.game.players_max
    if not low <= players <= high:
        at.report(f"found players: {players}, expected {low} to {high}, the players the game is for (game.yaml players)")
    return low <= players <= high


def _round_block(block: RoundBlock, at: BlockAt, content: Content) -> RoundBlock | None:
    return block if _players_for(block.players, at, content) else None


def _table_block(block: TableBlock, at: BlockAt, content: Content) -> TableBlock | None:
    """The example's board, for a table of a number of players the game is for (game.yaml players)."""
    if not _players_for(block.players, at, content):
        return None
    evaluation = _evaluation(block.example, at, content)
    return None if evaluation is None else replace(block, board_cards=evaluation.board)


def _calculator_block(block: CalculatorBlock, at: BlockAt, content: Content) -> CalculatorBlock | None:
    """The cards the calculator is given and the strength it shows: the engine's best (3, −10, MIGHTY), as
    the calculator picks the strongest colour for each red board card (p.13)."""
    evaluation = _evaluation(block.example, at, content)
    if evaluation is None:
        return None
    best = evaluate_best(evaluation.rules, evaluation.board, evaluation.hand)
    return replace(block, board_cards=evaluation.board, hand_cards=evaluation.hand, strength=best.summary)


RESOLVERS = BlockResolvers()  # MIGHTY?'s kinds that show an example
RESOLVERS.add(RecordBlock, _record_block)
RESOLVERS.add(DialogueBlock, _dialogue_block)
RESOLVERS.add(TableBlock, _table_block)
RESOLVERS.add(CalculatorBlock, _calculator_block)
RESOLVERS.add(RoundBlock, _round_block)


def ranked_class(text: str) -> HandClass:
    """The hand class an entry of quickref.yaml's ranking names: DOUBLE 2枚 → DOUBLE×2, MIGHTY, else a total."""
    if "DOUBLE" in text:
        return HandClass.DOUBLE2
    return HandClass.MIGHTY if "MIGHTY" in text else HandClass.NUMBER


def check_ranking(content: Content, problems: Problems) -> None:
    """p.9's ranking (quickref.yaml) names the rules' hand classes (rules.yaml ranking), strongest first, one each."""
    parts = mighty_parts(content)
    ranking = parts.ranking
    order = ranking.order
    classes = parts.rules.ranking
    expected = " > ".join(cls.value for cls in classes)
    if len(order) != len(classes):
        where = order[0].where if order else ranking.title.where
        problems.add(
            where,
            f"ranking.order: found {len(order)} entries, expected {len(classes)}: one per hand class "
            f"of the rules, strongest first ({expected})",
        )
        return
    named = tuple(ranked_class(str(text)) for text in order)
    if named != classes:
        problems.add(
            order[0].where,
            f"ranking.order: found {' ＞ '.join(map(str, order))} ({' > '.join(c.value for c in named)}), "
            f"but the rules (content/rules.yaml ranking) rank {expected}: "
            f"expected the entries in that order",
        )
