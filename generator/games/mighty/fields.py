"""MIGHTY?'s text markers: its `{rules:NAME}` names, read off the RuleSet, and its own `{game:NAME}`
names (the cards per colour, the starting chips), added to the core's (content/markup.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from ...content.markup import MarkupError
from ...content.model import Content
from .parts import mighty_parts
from .rules import Card, Color, HandClass, OpenLimit, Pot, RuleSet


def _count(color: Color | None) -> Callable[[Content], int]:
    """How many cards of one colour (None: every red card) the deck holds."""

    def count(content: Content) -> int:
        return sum(
            n for card, n in content.deck.copies.items() if (card.is_red if color is None else card.color is color and not card.is_red)
        )

    return count


def _per_color(content: Content) -> int:
    yellow, blue = _count(Color.YELLOW)(content), _count(Color.BLUE)(content)
    if yellow != blue:
        raise MarkupError(f"the deck has {yellow} yellow and {blue} blue cards, expected the same number to print one")
    return yellow


def _starting_chips(content: Content) -> int:
    return mighty_parts(content).starting_chips


def game_fields(core: Mapping[str, Callable[[Content], object]]) -> dict[str, Callable[[Content], object]]:
    """The core's {game:NAME} with MIGHTY?'s own, where the messages have always listed them."""
    fields: dict[str, Callable[[Content], object]] = {}
    for name, read in core.items():
        fields[name] = read
        if name == "age_min":
            fields["starting_chips"] = _starting_chips
        if name == "cards":
            fields.update(
                {
                    "number_cards": lambda c: c.deck.size - _count(None)(c),
                    "red_cards": _count(None),
                    "yellow_cards": _count(Color.YELLOW),
                    "blue_cards": _count(Color.BLUE),
                    "cards_per_color": _per_color,
                }
            )
    return fields


def _stake(rules: RuleSet) -> int:
    """The one stake of text that names a single number for both sides (1点ずつ返却)."""
    if rules.declaration_stake != rules.challenge_stake:
        raise MarkupError(
            f"the rules stake {rules.declaration_stake} to declare and {rules.challenge_stake} to "
            "challenge, expected {rules:declaration_stake} or {rules:challenge_stake} to say which"
        )
    return rules.declaration_stake


def _showdown_gain(rules: RuleSet) -> int:
    """What a showdown winner's points grow by: the loser's stake when the winner takes the table."""
    if rules.showdown_pot is not Pot.TABLE:
        raise MarkupError(
            f"the showdown winner takes {rules.showdown_pot.value} (rules.yaml showdown.winner_takes), "
            "so a winner's points do not grow: expected a text that says so instead of {rules:showdown_gain}"
        )
    return rules.challenged_table - _stake(rules)


def _table(rules: RuleSet) -> int:
    """p.16 場は2点, p.17 2点を獲得: printed where the winner takes the whole table."""
    if rules.showdown_pot is not Pot.TABLE:
        raise MarkupError(
            f"the showdown winner takes {rules.showdown_pot.value} (rules.yaml showdown.winner_takes), "
            "not the whole table: expected the text to say what the winner takes instead of {rules:table}"
        )
    return rules.challenged_table


def _two_tiers(rules: RuleSet) -> tuple[OpenLimit, OpenLimit]:
    """p.15 names two open-declaration limits (few players, many players)."""
    if len(rules.open_limits) != 2:
        tiers = "、".join(f"{limit.players}人から{limit.open}件" for limit in rules.open_limits)
        raise MarkupError(
            f"rules.yaml open_declarations has {len(rules.open_limits)} limits ({tiers}), "
            "expected 2 for a text that names a few-players and a many-players limit: rewrite the sentence"
        )
    return rules.open_limits[0], rules.open_limits[1]


RULE_FIELDS: dict[str, Callable[[RuleSet], object]] = {
    "declaration_stake": lambda r: r.declaration_stake,  # p.15: 1点を置く
    "challenge_stake": lambda r: r.challenge_stake,  # p.16: 挑戦者も1点を置く
    "stake": _stake,  # p.16: 1点ずつ返却 (both stakes, when they are equal)
    "table": _table,  # p.16: 場は2点; p.17: 2点を獲得
    "showdown_gain": _showdown_gain,  # p.18: the winner's points grow by the loser's stake
    "round_penalty": lambda r: r.round_penalty,  # p.19: 最後の1人が1点を失う
    "open_limit_few": lambda r: _two_tiers(r)[0].open,  # p.15: 2〜4人なら1件
    "few_players_max": lambda r: _two_tiers(r)[1].players - 1,  # p.15: 2〜4人
    "many_players": lambda r: _two_tiers(r)[1].players,  # p.15: 5人以上
    "open_limit_many": lambda r: _two_tiers(r)[1].open,  # p.15: 5人以上なら2件
    "mighty_record": lambda r: r.record_mark(HandClass.MIGHTY),  # p.11: MIGHTYは「M」
    "double2_record": lambda r: r.record_mark(HandClass.DOUBLE2),  # p.11: DOUBLE 2枚は「D×2」
    "board_size": lambda r: r.board_size,  # p.7: ボード3枚
    "hand_size": lambda r: r.hand_size,  # p.7: ハンド2枚
    "deal_size": lambda r: r.deal_size,  # p.7: 合計5枚 (the cards one player counts)
    "red_board_value": lambda r: r.red_board_value,  # p.10: その色の1にします (what a red board card becomes)
}


NAME_SPACE = {"ja": "", "en": " "}  # between a colour's name and a value: 黄0, yellow 0


def card_name(card: Card, content: Content) -> str:
    """A card's name in the content's edition: 黄0 (as deck.yaml writes it); in English, yellow 0."""
    if content.language == "ja" or card.is_red:
        return card.name
    colour = content.palette[card.color.value]
    return f"{colour.label}{NAME_SPACE[content.language]}{card.value}"


def card_words(card: Card) -> str:
    """How figure captions read a card: 黄色3, 青2, MIGHTY (the manuscript's カードの例 lines)."""
    if card.is_red:
        return card.name
    return f"黄色{card.value}" if card.color is Color.YELLOW else card.name


def figure_alt(cards: Iterable[Card]) -> str:
    """The words for a card figure: カードの例：黄色3、黄色1、青2 (alt text, and the text coverage test)."""
    return "カードの例：" + "、".join(card_words(card) for card in cards)
