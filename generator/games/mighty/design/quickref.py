"""MIGHTY?'s quick-reference sides, from content/quickref.yaml (the data of booklet p.21).

Front: the title and the four ways a challenge or round ends. Back: the strength formula (p.7),
the ranking DOUBLE 2枚 > MIGHTY > total (p.9) and a QR code to the calculator. Built from the core's
parts (generator/cards/quickref.py), which fits them to the card.
"""

from __future__ import annotations

from ....cards.quickref import GAP_MM, HEADING_STEP_PT, TITLE_STEP_PT, gap, panel, paragraph, printed, qr_block, rule, styler, where_of
from ....cards.quickref_parts import Inks, QuickrefPart
from ....content.model import Content
from ....fonts import BOLD, REGULAR
from ....typeset import Alignment
from ..parts import mighty_parts

RANK_SEPARATOR = {"ja": "＞", "en": " > "}  # a full-width ＞ carries its own space: Japanese sets none around it
EQUALS = {"ja": "＝ ", "en": "= "}


def front(content: Content, body: float, inks: Inks) -> list[QuickrefPart]:
    """The title, then each ending under a rule: its title and its lines."""
    data, style = content.quickref, styler(content, inks)
    blocks = [paragraph(printed(data.title, content), style(BOLD, body + TITLE_STEP_PT, Alignment.CENTER), where_of(data.title))]
    for ending in data.endings:
        blocks += [gap(GAP_MM / 2, flex=True), rule(inks.alert), gap(GAP_MM / 2)]
        blocks.append(paragraph(printed(ending.title, content), style(BOLD, body + HEADING_STEP_PT), where_of(ending.title)))
        blocks += [paragraph(printed(line, content), style(REGULAR, body, Alignment.JUSTIFY), where_of(line)) for line in ending.lines]
    return blocks


def back(content: Content, body: float, inks: Inks, qr_module: float) -> list[QuickrefPart]:
    """The formula and the ranking on paper panels, the calculator's QR code under them."""
    style, language = styler(content, inks), content.language
    formula, ranking = mighty_parts(content).formula, mighty_parts(content).ranking
    centred = style(BOLD, body + HEADING_STEP_PT, Alignment.CENTER)
    return [
        panel(
            [
                paragraph(printed(formula.left, content), centred, where_of(formula.left)),
                paragraph(f"{EQUALS[language]}{printed(formula.right, content)}", centred, where_of(formula.right)),
            ],
            inks.paper,
        ),
        gap(GAP_MM, flex=True),
        panel(
            [
                paragraph(printed(ranking.title, content), centred, where_of(ranking.title)),
                paragraph(
                    RANK_SEPARATOR[language].join(printed(item, content) for item in ranking.order),
                    style(BOLD, body, Alignment.CENTER),
                    where_of(ranking.title),
                    one_line=True,
                ),
            ],
            inks.paper,
        ),
        gap(GAP_MM, flex=True),
        qr_block(
            content.game.calculator(),
            qr_module,
            paragraph(content.game.calculator(), style(REGULAR, body, Alignment.CENTER)),
            inks.cmyk,
        ),
    ]
