"""The Mind's block kinds on the core's rulebook page (rules.html): the setup table (p.4) as a real
table, the rewards (p.6) as the level cards each with its reward's word under it (the icon is never
the only cue), and the deck (p.3) at a glance: one line per kind, as the booklet's deck figure shows
it (114 faces one by one were 12,000 px of a phone's page). Each view gives its HTML whole (web.booklet's `html`)."""

from __future__ import annotations

from markupsafe import Markup

from generator.content.blocks import DeckBlock, QuickrefBlock
from generator.web.booklet import BlockViews, BookletView, View

from ..cards import CardKind, MindCard
from ..files.blocks import RewardsBlock, SetupTableBlock
from ..parts import mind_parts


def setup_table(view: BookletView, block: SetupTableBlock) -> View:
    head = Markup("").join(Markup('<th scope="col">{}</th>').format(view.text.rich(column)) for column in block.columns)
    rows = Markup("").join(
        Markup("<tr>{}</tr>").format(Markup("").join(_cell(view, i, cell, block) for i, cell in enumerate(row))) for row in block.rows
    )
    label = "・".join(view.text.plain(column) for column in block.columns)
    table = Markup('<table class="setup-table"><thead><tr>{}</tr></thead><tbody>{}</tbody></table>').format(head, rows)
    # a table may scroll sideways on its own at 200 % text (WCAG 1.4.10), in a region a keyboard can scroll
    return {"html": Markup('<div class="table-scroll" role="region" tabindex="0" aria-label="{}">{}</div>').format(label, table)}


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


RANGE_DASH = {"ja": "〜", "en": "–"}  # 1〜100 as the booklet's caption writes it


def deck(view: BookletView, block: DeckBlock) -> View:
    """p.3: each kind on a line: the faces the booklet's figure shows of it (the lowest and highest
    number, a level with each reward, a life, a shuriken), its name, the range and its count."""
    from ..design.cover import deck_rows
    from ..design.loading import mind_deck

    cards = mind_deck(view.content)
    shown = [card for row in deck_rows(cards.faces()) for card in row]
    items = [_kind(view, kind, [card for card in shown if card.kind is kind]) for kind in CardKind]
    title = Markup('<p class="list-title"><strong>{}</strong></p>').format(view.rich(block.title))
    caption = Markup("<p>{}</p>").format(view.rich(block.caption)) if block.caption else Markup("")
    return {"html": title + Markup('<ul class="deck deck-kinds">{}</ul>').format(Markup("").join(i for i in items if i)) + caption}


def _kind(view: BookletView, kind: CardKind, shown: list[MindCard]) -> Markup | None:
    from ..design.loading import mind_deck

    cards = mind_deck(view.content)
    faces = [card for card in cards.faces() if card.kind is kind]
    if not faces:
        return None
    count = sum(cards.count(card) for card in faces)
    label = ", ".join(view.design.card_label(view.content, card) for card in shown)
    figure = view.figure(shown, label)
    svg = Markup('<svg class="figure-cards" role="img" aria-label="{}" viewBox="{}" style="--cards:{}">{}</svg>').format(
        figure["alt"], figure["viewbox"], figure["count"], figure["svg"]
    )
    copies = view.words.rich["rules_copies"]  # "#枚"
    before, after = copies if isinstance(copies, tuple) else ("", copies)
    name = Markup("<strong>{}</strong>").format(view.text.words(cards.kind_names.get(kind, "")))
    span = _span(view, kind, faces, cards.level_word)
    detail = Markup('{}<span class="deck-count">{}{}{}</span>').format(
        Markup('<span class="deck-range">{}</span>').format(span) if span else "", before, count, after
    )
    text = Markup('{}<span class="deck-detail">{}</span>').format(name, detail)
    return Markup('<li><span class="deck-faces">{}</span><span class="deck-text">{}</span></li>').format(svg, text)


def _span(view: BookletView, kind: CardKind, faces: list[MindCard], level_word: str) -> str:
    """1〜100, レベル1〜12; nothing for a kind of one face (life, shuriken)."""
    if len(faces) < 2:
        return ""
    dash = RANGE_DASH.get(view.content.language, RANGE_DASH["en"])
    prefix = level_word if kind is CardKind.LEVEL and view.content.language == "ja" else ""
    return f"{prefix}{faces[0].value}{dash}{faces[-1].value}"


def quickref(view: BookletView, block: QuickrefBlock) -> View:
    """p.11: the quick reference's titled sections (quickref.yaml), as the core's quickref shows endings."""
    sections = mind_parts(view.content).sections
    endings = [{"title": view.text.rich(section.title), "lines": [view.text.rich(line) for line in section.lines]} for section in sections]
    return {"title": view.text.rich(view.content.quickref.title), "endings": endings}


def block_views() -> BlockViews:
    """The Mind's kinds, and its quick reference (it has sections, not endings) and deck (at a glance)
    in place of the core's."""
    views = BlockViews()
    views.add(QuickrefBlock, quickref)
    views.add(DeckBlock, deck)
    views.add(SetupTableBlock, setup_table)
    views.add(RewardsBlock, rewards)
    return views
