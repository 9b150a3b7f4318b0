"""The Mind's block kinds on the core's rulebook page (rules.html): the setup table (p.4) as a real
table, the rewards (p.6) as the level cards each with its reward's word under it (the icon is never
the only cue). Each view gives its HTML whole (web.booklet's `html`)."""

from __future__ import annotations

from markupsafe import Markup

from ....content.blocks import QuickrefBlock
from ....web.booklet import BlockViews, BookletView, View
from ..files.blocks import RewardsBlock, SetupTableBlock
from ..parts import mind_parts


def setup_table(view: BookletView, block: SetupTableBlock) -> View:
    head = Markup("").join(Markup('<th scope="col">{}</th>').format(view.text.rich(column)) for column in block.columns)
    rows = Markup("").join(
        Markup("<tr>{}</tr>").format(Markup("").join(_cell(view, i, cell, block) for i, cell in enumerate(row))) for row in block.rows
    )
    return {"html": Markup('<table class="setup-table"><thead><tr>{}</tr></thead><tbody>{}</tbody></table>').format(head, rows)}


def _cell(view: BookletView, column: int, text: str, block: SetupTableBlock) -> Markup:
    """The first column (the player count) heads its row."""
    shown = view.text.rich(text, block.where)
    return Markup('<th scope="row">{}</th>').format(shown) if column == 0 else Markup("<td>{}</td>").format(shown)


def rewards(view: BookletView, block: RewardsBlock) -> View:
    from ..design.loading import mind_deck

    words = mind_deck(view.content).reward_words
    items = []
    for card in block.cards:
        figure = view.figure([card], view.design.card_label(view.content, card))
        svg = Markup('<svg class="figure-cards" role="img" aria-label="{}" viewBox="{}" style="--cards:1">{}</svg>').format(
            figure["alt"], figure["viewbox"], figure["svg"]
        )
        word = words.get(card.reward, "")
        items.append(Markup("<li>{}<span>{}</span></li>").format(svg, view.text.rich(word) if word else ""))
    caption = Markup("<p>{}</p>").format(view.text.rich(block.caption)) if block.caption else Markup("")
    return {"html": Markup('<ul class="rewards">{}</ul>{}').format(Markup("").join(items), caption)}


def quickref(view: BookletView, block: QuickrefBlock) -> View:
    """p.11: the quick reference's titled sections (quickref.yaml), as the core's quickref shows endings."""
    sections = mind_parts(view.content).sections
    endings = [{"title": view.text.rich(section.title), "lines": [view.text.rich(line) for line in section.lines]} for section in sections]
    return {"title": view.text.rich(view.content.quickref.title), "endings": endings}


def block_views() -> BlockViews:
    """The Mind's kinds, and its quick reference in place of the core's (it has sections, not endings)."""
    views = BlockViews()
    views.add(QuickrefBlock, quickref)
    views.add(SetupTableBlock, setup_table)
    views.add(RewardsBlock, rewards)
    return views
