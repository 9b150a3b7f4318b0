"""The Mind's `Game`: its hooks by keyword (generator/game.py documents each); the others are the core's
defaults (no outputs or commands of its own, no icons, the core's rulebook page as its live page …).

This call type-checks every hook against the core's.
"""

from __future__ import annotations

from generator.game import Game

from .plugin_booklet import BOOKLET
from .plugin_cards import CARDS
from .plugin_rules import RULES
from .plugin_tabletop import TABLETOP
from .plugin_translation import TRANSLATION
from .plugin_web import WEB

GAME = Game(
    # the cards, the files, the examples and their replay
    card=RULES.card,
    card_names=RULES.card_names,
    deck_names=RULES.deck_names,
    deck_by_rules=RULES.deck_by_rules,
    deck_table=RULES.deck_table,
    rules_table=RULES.rules_table,
    rules_problems=RULES.rules_problems,
    file_keys=RULES.file_keys,
    example_keys=RULES.example_keys,
    example_part=RULES.example_part,
    example_cards=RULES.example_cards,
    replay=RULES.replay,
    figure_rows=RULES.figure_rows,
    figure_alt=RULES.figure_alt,
    rule_fields=RULES.rule_fields,
    game_fields=RULES.game_fields,
    block_kinds=RULES.block_kinds,
    block_resolvers=RULES.block_resolvers,
    texts=RULES.texts,
    # the cards as drawn, the quick reference, the booklet
    drawing=CARDS.drawing,
    quickref_side=CARDS.quickref_side,
    pdf_creator=CARDS.pdf_creator,
    box_front=CARDS.box_front,
    cover_cards=BOOKLET.cover_cards,
    booklet_deck_rows=BOOKLET.deck_rows,
    block_drawings=BOOKLET.block_drawings,
    booklet_look=BOOKLET.look,
    # the web page: its block views, its deck's rows and labels, the core's style sheet with its kinds' CSS
    block_views=WEB.block_views,
    card_label=WEB.card_label,
    web_deck_rows=WEB.deck_rows,
    stylesheet=WEB.stylesheet,
    # the English edition, the tabletop deck
    unit_words=TRANSLATION.unit_words,
    example_words=TRANSLATION.example_words,
    nickname=TABLETOP.nickname,
)
