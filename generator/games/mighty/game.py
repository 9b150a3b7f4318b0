"""MIGHTY?'s `Game`: every hook of its plug-in, by keyword (generator/game.py documents each).

The hooks are the methods of its parts (plugin_rules.py, plugin_cards.py …), each handing over to
MIGHTY?'s own modules; this call type-checks all of them against the core's.
"""

from __future__ import annotations

from ...game import Game
from .plugin_booklet import BOOKLET
from .plugin_cards import CARDS
from .plugin_extras import COMMANDS, OUTPUTS
from .plugin_rules import RULES
from .plugin_tabletop import TABLETOP
from .plugin_translation import TRANSLATION
from .plugin_web import WEB

GAME = Game(
    # the cards, the files, the examples and their replay
    card=RULES.card,
    card_names=RULES.card_names,
    deck_names=RULES.deck_names,
    deck_table=RULES.deck_table,
    rules_table=RULES.rules_table,
    rules_problems=RULES.rules_problems,
    with_rules_name=RULES.with_rules_name,
    file_keys=RULES.file_keys,
    example_keys=RULES.example_keys,
    example_part=RULES.example_part,
    example_cards=RULES.example_cards,
    dealt=RULES.dealt,
    replay=RULES.replay,
    figure_rows=RULES.figure_rows,
    figure_alt=RULES.figure_alt,
    rule_fields=RULES.rule_fields,
    game_fields=RULES.game_fields,
    block_kinds=RULES.block_kinds,
    block_resolvers=RULES.block_resolvers,
    verify=RULES.verify,
    texts=RULES.texts,
    # the cards as drawn, the quick reference, the booklet
    drawing=CARDS.drawing,
    quickref_side=CARDS.quickref_side,
    quickref_where=CARDS.quickref_where,
    card_name=CARDS.card_name,
    card_extras=CARDS.extras,
    component_items=CARDS.component_items,
    side=CARDS.side,
    token_counts=CARDS.token_counts,
    pdf_creator=CARDS.pdf_creator,
    booklet_pdf_creator=BOOKLET.pdf_creator,
    cover_cards=BOOKLET.cover_cards,
    booklet_deck_rows=BOOKLET.deck_rows,
    block_drawings=BOOKLET.block_drawings,
    icons=BOOKLET.icons,
    # the web page
    block_views=WEB.block_views,
    figure_id=WEB.figure_id,
    card_label=WEB.card_label,
    web_deck_rows=WEB.deck_rows,
    stylesheet=WEB.stylesheet,
    theme_colour=WEB.theme_colour,
    companion_page=WEB.companion_page,
    live_page=WEB.live_page,
    live_page_sections=WEB.live_page_sections,
    # the English edition, the tabletop deck
    unit_words=TRANSLATION.unit_words,
    joined_names=TRANSLATION.joined_names,
    example_words=TRANSLATION.example_words,
    english_names=TRANSLATION.english_names,
    localised_block=TRANSLATION.localised_block,
    nickname=TABLETOP.nickname,
    tabletop_description=TABLETOP.description,
    part_name=TABLETOP.part_name,
    # the strength calculator, the balance report, `strength` and `stats`
    outputs=OUTPUTS,
    commands=COMMANDS,
)
