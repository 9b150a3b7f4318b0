"""The Mind's hooks of its Game (game.py) (its plug-in's WEB).

No page of its own: the core's rulebook page, in the core's style sheet, with its cards drawn by
its card design (CARDS) and its block kinds' views (web_views.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from markupsafe import Markup

from generator.content.model import Content
from generator.game import CardFace

from ..cards import CardKind, MindCard

if TYPE_CHECKING:
    from generator.web.booklet import BlockViews

NUMBER_ROW = 10  # number cards per row of the deck block: 1–10, 11–20 …
WORDS = {
    "ja": {CardKind.LEVEL: "レベル{}", CardKind.LIFE: "ライフ", CardKind.SHURIKEN: "手裏剣"},
    "en": {CardKind.LEVEL: "level {}", CardKind.LIFE: "life", CardKind.SHURIKEN: "shuriken"},
}
STYLE = """
.table-scroll { overflow-x: auto; min-height: 44px; }
.setup-table { width: 100%; border-collapse: collapse; margin: 0.5rem 0; font-variant-numeric: tabular-nums; }
.setup-table th, .setup-table td { padding: 0.35rem 0.25rem; border-bottom: 1px solid var(--rule); text-align: left; }
.setup-table thead th { font-size: 0.9rem; vertical-align: bottom; }
.setup-table th { font-weight: 700; }
.rewards { list-style: none; margin: 0.5rem 0; padding: 0; display: grid; gap: 0.4rem;
  grid-template-columns: repeat(auto-fill, minmax(max(44px, 3.5rem), 1fr)); }
.rewards li { display: flex; flex-direction: column; align-items: center; gap: 0.15rem; font-size: 0.85rem; font-weight: 700; }
.rewards .figure-cards { width: 100%; max-width: 4rem; }
.deck-kinds { list-style: none; margin: 0.5rem 0; padding: 0; display: grid; gap: 0.5rem; }
.deck-kinds li { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; align-items: center; }
.deck-faces { flex: 0 0 7rem; max-width: 100%; display: flex; justify-content: flex-end; }
.deck-kinds .figure-cards { width: calc(var(--cards) * 3.25rem); max-width: 100%; }
.deck-text { flex: 1 1 8rem; min-width: 0; display: flex; flex-direction: column; gap: 0.1rem; }  /* under the faces at 200 % text */
.deck-detail { display: flex; flex-wrap: wrap; align-items: baseline; column-gap: 0.5rem; font-variant-numeric: tabular-nums; }
.deck-count { font-weight: 700; margin-left: auto; }
"""


class MindWeb:
    """The Mind's hooks of its Game (game.py)."""

    def block_views(self) -> BlockViews:
        """setup_table and rewards (web_views.py)."""
        from .views import block_views

        return block_views()

    def card_label(self, content: Content, card: CardFace) -> str:
        """57; レベル3, ライフ, 手裏剣 (in English: level 3, life, shuriken)."""
        mind = cast(MindCard, card)
        if mind.kind is CardKind.NUMBER:
            return mind.name
        return WORDS.get(content.language, WORDS["en"])[mind.kind].format(mind.value)

    def deck_rows(self, content: Content) -> Sequence[Sequence[CardFace]]:
        """The number cards ten to a row, then the level cards, then the life and shuriken cards."""
        faces = [cast(MindCard, card) for card in content.deck.faces()]
        numbers = [card for card in faces if card.kind is CardKind.NUMBER]
        rows: list[list[CardFace]] = [list(numbers[i : i + NUMBER_ROW]) for i in range(0, len(numbers), NUMBER_ROW)]
        rows.append([card for card in faces if card.kind is CardKind.LEVEL])
        rows.append([card for card in faces if card.kind in (CardKind.LIFE, CardKind.SHURIKEN)])
        return [row for row in rows if row]

    def stylesheet(self, content: Content) -> Markup:
        from generator.web.page import default_stylesheet

        return default_stylesheet(content, STYLE)
