"""The booklet's style sheet: every size, space and colour role in one place. Lengths in mm
unless the name says pt; colours are palette names (content/game.yaml decides what they look like).

docs/booklet.md's style table says which setting draws which element (names only: the values live
here alone). Sizes were chosen by looking at the pages at 100 %: no text below 9 pt for readers aged
8+ (tests/booklet/test_print.py reads the sizes back from the PDF), generous leading for kana-heavy text.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..fonts import BOLD, REGULAR


@dataclass(frozen=True)
class TextStyle:
    font: str
    size: float  # pt
    leading: float  # pt, baseline to baseline
    colour: str = "ink"


@dataclass(frozen=True)
class PageFrame:
    """Where things sit on a page, measured from the trim."""

    margin_inner: float  # at the fold
    margin_outer: float  # at the fore-edge (小口)
    margin_top: float  # below the heading band
    margin_bottom: float  # above the trim; the page number sits in it
    band_height: float  # the heading band, from the top trim (it bleeds off the top)
    band_colour: str
    band_accent: str  # a thin stripe under the band
    band_accent_height: float
    nombre_from_bottom: float  # centre of the page number
    nombre_from_edge: float  # centre of the page number, from the fore-edge
    nombre_radius: float  # the disc behind it
    nombre_colour: str


@dataclass(frozen=True)
class Marks:
    line: float
    paper_edge: float  # paper left outside the marks
    centre_tick: float
    registration: tuple[float, float, float, float]  # CMYK 100 % each: prints on every plate


@dataclass(frozen=True)
class Spacing:
    block: float  # between blocks
    before_heading: float
    after_heading: float
    paragraph: float  # between paragraphs
    item: float  # between list items and circled steps
    title: float  # under the title of a callout or a quick-reference card


@dataclass(frozen=True)
class HeadingBar:
    """The bar left of a heading in a page."""

    colour: str
    width: float
    text_indent: float  # from the frame to the heading text


@dataclass(frozen=True)
class Steps:
    """Numbered steps (p.3), circled steps (①②) and panels of points (p.2)."""

    gap: float  # between numbered steps
    line: float  # the line joining the step discs
    circled_gap: float  # from a circled number to its text
    point_gap: float  # between the panels of points
    point_title_gap: float  # under a point's title
    line_tint: float  # 0–1 of accent, the joining line


@dataclass(frozen=True)
class BoxStyle:
    padding: float
    radius: float
    fill: str
    accent: str = "accent"
    accent_width: float = 0.0
    edge: Literal["left", "rules"] = "left"  # the accent as a bar down the left edge, or as rules above and below


@dataclass(frozen=True)
class Padding:
    """Room around the words of a pill (a rounded label): x left and right, y above and below."""

    x: float
    y: float


@dataclass(frozen=True)
class Cover:
    background: str
    back_background: str
    card_width: float  # the fan of cards on the front
    fan_degrees: float  # from the first card to the last
    fan_pivot: float  # × card height: how far below the cards' tops the fan turns
    card_rim: float  # white edge around each card of the fan
    rim_corner: float  # corner radius of the rim, beyond the rim's width
    shadow_offset: tuple[float, float]  # right, down
    shadow_amount: float  # 0–1 of ink
    back_card_width: float  # the card back on the back cover
    back_card_top: float  # × page height: from the top to the card back
    title_gap: float  # between the tagline and the title
    bottom_gap: float  # between the subtitle and the facts
    credits_gap: float  # between the publisher and the credits


@dataclass(frozen=True)
class Flow:
    """The challenge diagram of p.16."""

    step_share: float  # of the frame width, the steps' column
    branch_gap: float  # between a step and its outcomes: room for the labelled arrow
    row_gap: float  # between steps: room for the arrow down
    outcome_gap: float
    padding: float  # inside a step box
    outcome_padding: float  # inside an outcome box
    disc: float
    disc_gap: float  # from the step's disc to its text
    line_gap: float  # between the title, text and label of a step
    box_line: float  # the step box's edge
    radius: float  # corners of the boxes
    trunk: float  # where branches to several outcomes split, right of the step
    arrow_clearance: float  # between an arrow's head and the box it points at
    down_clearance: float  # between an arrow down and the boxes above and below it
    choice_raise: float  # a choice's words above its arrow
    choice_offset: float  # a choice's words right of an arrow down


@dataclass(frozen=True)
class Arrow:
    line: float
    head: float  # length of the solid head


@dataclass(frozen=True)
class MemoSheet:
    """The memo sheet of a record (pp.8, 11)."""

    padding: float  # above and below the lines
    side_padding: float  # left and right of the lines
    edge: float  # the coloured edge
    radius: float
    rule: float  # the ruled lines
    rule_inset: float  # from the edge to a ruled line's ends
    rule_drop: float  # × text size: a ruled line under its baseline


@dataclass(frozen=True)
class Glossary:
    term_column: float  # the terms' column
    term_gap: float  # between a term and its definition
    row_padding: float  # above and below each row
    rule: float  # hairlines between rows
    note_gap: float  # above the note under the table


@dataclass(frozen=True)
class EndingCard:
    """A card of the quick reference (p.21): a coloured title strip over the lines, on a PANEL."""

    padding: float  # left and right
    strip_padding: float  # above and below the title
    lines_padding: float  # above and below the lines
    gap: float  # between the cards


@dataclass(frozen=True)
class Dialogue:
    """The conversation of p.23."""

    avatar: float  # the speaker's disc
    text_indent: float  # from the disc to the words
    bubble_gap: float  # between the speech bubble and what happens
    turn_gap: float


@dataclass(frozen=True)
class Figures:
    card_width: float  # a card in a figure
    card_gap: float
    group_gap: float  # between board and hand side by side
    arrow_gap: float  # either side of the → between a row and what it becomes
    label_gap: float  # label above the cards, caption below
    deck_card_width: float  # the whole deck on p.4
    deck_gap: float
    count_gap: float  # the deck's ×3 under each card
    step_disc: float  # diameter of a numbered step's disc
    step_indent: float  # text of a step, from the frame's left edge
    icon_size: float  # p.5 materials
    icon_slot: float  # × icon size: the most room one material takes
    materials_gap: float  # between the materials' title and their icons
    pill_gap: float  # between the ranking's pills and ＞ signs
    qr_gap: float  # between the QR code and its words
    qr_line_gap: float  # between the URL and its caption


# The trim the texts and this page design were fitted to (A5, content/layout.yaml). On a smaller page
# many pages overflow at once: that is one problem, the size (booklet/page_layout.py says so once).
PAGE_FITTED_TO = (148, 210)
PAGE_FILL_MIN = 0.6  # of an inner page's frame height its blocks reach: below it the page looks unfinished

FRAME = PageFrame(
    margin_inner=13,
    margin_outer=12,
    margin_top=7,
    margin_bottom=17,
    band_height=22,
    band_colour="band",
    band_accent="highlight",
    band_accent_height=1.6,
    nombre_from_bottom=9.5,
    nombre_from_edge=12,
    nombre_radius=3.6,
    nombre_colour="highlight",
)
MARKS = Marks(line=0.1, paper_edge=2, centre_tick=10, registration=(1, 1, 1, 1))
SPACING = Spacing(block=4.2, before_heading=6, after_heading=1.6, paragraph=2.2, item=1.1, title=1)

# Type: BIZ UD Gothic (generator.fonts), two weights.
# The English edition sets every text style in the Latin face at these shares of size and leading
# (kit.edition_style): body 10.5/18.5 pt → 9.45/14.8 pt.
LATIN_SIZE = 0.9
LATIN_LEADING = 0.8
MIN_TEXT_PT = 9.0  # no printed text below it (readers aged 8+): the English scale stops here
BODY = TextStyle(REGULAR, 10.5, 18.5)
LEAD = TextStyle(BOLD, 12.5, 20, colour="accent")
NOTE = TextStyle(REGULAR, 9.5, 15)
PAGE_TITLE = TextStyle(BOLD, 17, 22, colour="paper")
HEADING = TextStyle(BOLD, 13, 19, colour="ink")
HEADING_BAR = HeadingBar("highlight", width=1.4, text_indent=3.6)
STEPS = Steps(gap=3.15, line=0.8, circled_gap=1.5, point_gap=2.5, point_title_gap=0.8, line_tint=0.35)
RULE_TINT = 0.3  # 0–1 of accent: the glossary's hairlines, the record's ruled lines
STEP_TITLE = TextStyle(BOLD, 11.5, 17.5)
POINT_TITLE = TextStyle(BOLD, 11.5, 17.5, colour="accent")
STEP_NUMBER = TextStyle(BOLD, 12, 12, colour="paper")
CIRCLED_MARK = TextStyle(BOLD, 12, 17, colour="accent")
LABEL = TextStyle(BOLD, 10, 15)
CAPTION = TextStyle(REGULAR, 10, 16)
FORMULA = TextStyle(BOLD, 15, 24)
FORMULA_RESULT = TextStyle(BOLD, 15, 24, colour="accent")
ARROW_MARK = TextStyle(BOLD, 22, 26, colour="accent")
PILL_TEXT = TextStyle(BOLD, 11, 15, colour="paper")
URL_TEXT = TextStyle(BOLD, 11, 16, colour="accent")
RECORD = TextStyle(BOLD, 15, 24)
RECORD_NOTE = TextStyle(REGULAR, 10, 24, colour="accent")
RECORD_SHEET = MemoSheet(padding=3.0, side_padding=4.5, edge=0.5, radius=2, rule=0.25, rule_inset=1.5, rule_drop=0.3)
TERM = TextStyle(BOLD, 11, 18.5, colour="accent")
GLOSSARY = Glossary(term_column=40, term_gap=2, row_padding=1.8, rule=0.25, note_gap=5)
QUICKREF_TITLE = TextStyle(BOLD, 13, 18, colour="accent")
QUICKREF = EndingCard(padding=3.5, strip_padding=1.75, lines_padding=2.625, gap=3.5)
SPEECH = TextStyle(BOLD, 11, 16, colour="paper")  # words in a coloured bubble or cell
NOMBRE = TextStyle(BOLD, 9, 9)
COPY_COUNT = TextStyle(BOLD, 9, 11)

CALLOUT = BoxStyle(padding=3.5, radius=2.5, fill="tint", accent="highlight", accent_width=1.6)
TONE_ACCENTS = {"info": "accent", "tip": "highlight", "warn": "alert", "rule": "alert"}
PANEL = BoxStyle(padding=3.5, radius=2.5, fill="tint")
POINT_PANEL = BoxStyle(padding=3.2, radius=2.5, fill="tint", accent="accent", accent_width=1.6)
FIGURES = Figures(
    card_width=19,
    card_gap=2.4,
    group_gap=12,
    arrow_gap=4.8,
    label_gap=1.8,
    deck_card_width=15.5,
    deck_gap=3.0,
    count_gap=0.8,
    step_disc=7.5,
    step_indent=11,
    icon_size=18,
    icon_slot=2.2,
    materials_gap=3,
    pill_gap=1.5,
    qr_gap=5,
    qr_line_gap=2,
)
DIALOGUE = Dialogue(avatar=9, text_indent=3, bubble_gap=1.2, turn_gap=3.2)
ARROW = Arrow(line=0.8, head=2.2)
FLOW = Flow(
    step_share=0.45,
    branch_gap=30,
    row_gap=14,
    outcome_gap=6,
    padding=3.6,
    outcome_padding=2.88,
    disc=7,
    disc_gap=2,
    line_gap=1.5,
    box_line=0.5,
    radius=2.5,
    trunk=3.5,
    arrow_clearance=1,
    down_clearance=0.5,
    choice_raise=1.4,
    choice_offset=2.5,
)
FLOW_CHOICE = TextStyle(BOLD, 10, 13, colour="accent")
FLOW_OUTCOME = TextStyle(BOLD, 10.5, 16)

RANK_PILL = Padding(3, 1.6)  # p.9's ranking, its classes as pills
SPEECH_PILL = Padding(2.6, 1.0)  # p.23's Aさん「…」: a dialogue's words
FLOW_LABEL_PILL = Padding(2.4, 0.8)  # p.16's チャレンジ
COVER_PILL = Padding(5, 1.6)  # the cover's subtitle and facts

COVER = Cover(
    background="cover",
    back_background="tint",
    card_width=34,
    fan_degrees=60,
    fan_pivot=2.2,
    card_rim=0.9,
    rim_corner=2.5,
    shadow_offset=(1, 1.2),
    shadow_amount=0.25,
    back_card_width=40,
    back_card_top=0.18,
    title_gap=2,
    bottom_gap=5,
    credits_gap=5,
)
COVER_TAGLINE = TextStyle(BOLD, 20, 28, colour="accent")
COVER_TITLE = TextStyle(BOLD, 72, 84)
COVER_SUBTITLE = TextStyle(BOLD, 20, 26)
COVER_FACTS = TextStyle(BOLD, 13, 18, colour="paper")
CREDIT_TITLE = TextStyle(BOLD, 10.5, 18)
CREDIT_LINE = TextStyle(REGULAR, 10, 16)


@dataclass(frozen=True)
class BookletLook:
    """What a game changes of the booklet's page design (Game.booklet_look). The defaults are the
    toolchain's own page design; a game gives its own for a look of its own."""

    band: Literal["solid", "rule"] = "solid"
    """solid: a band of FRAME.band_colour bleeding off the top, the page title in paper on it;
    rule: the page title in `band_title_colour` on the paper, over a hairline across the frame."""
    band_title_colour: str = "accent"  # the page title's colour on a `rule` band
    band_rule: float = 0.35  # mm: the hairline under a `rule` band's title
    nombre: Literal["disc", "plain"] = "disc"
    """disc: the page number on a small disc; plain: the number alone in `nombre_plain_colour`."""
    nombre_plain_colour: str = "accent"
    heading_marker: Literal["bar", "ring"] = "bar"
    """bar: HEADING_BAR left of a heading; ring: a small ring in the bar's place."""
    callout: BoxStyle = CALLOUT
    """Callouts (tips, rules, warnings): a tinted panel with the tone's bar, or the game's own box."""
    points: BoxStyle = POINT_PANEL
    """Each panel of a points block."""
    step_marker: Literal["disc", "numeral"] = "disc"
    """Numbered steps: numbers on discs joined by a line, or numerals in the title face over a hairline."""


DEFAULT_LOOK = BookletLook()
