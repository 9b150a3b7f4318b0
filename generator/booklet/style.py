"""The booklet's style sheet: every size, space and colour role in one place. Lengths in mm
unless the name says pt; colours are palette names (content/game.yaml decides what they look like).

docs/booklet.md shows the same sheet for designers. Sizes were chosen by looking at the pages at
100 %: body ≥ 9 pt for readers aged 8+, generous leading for kana-heavy text.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..fonts import BOLD, REGULAR


@dataclass(frozen=True)
class TextStyle:
    font: str
    size: float        # pt
    leading: float     # pt, baseline to baseline
    colour: str = "ink"


@dataclass(frozen=True)
class PageFrame:
    """Where things sit on a page, measured from the trim."""

    margin_inner: float        # at the fold
    margin_outer: float        # at the fore-edge (小口)
    margin_top: float          # below the heading band
    margin_bottom: float       # above the trim; the page number sits in it
    band_height: float         # the heading band, from the top trim (it bleeds off the top)
    band_colour: str
    band_accent: str           # a thin stripe under the band
    band_accent_height: float
    nombre_from_bottom: float  # centre of the page number
    nombre_from_edge: float    # centre of the page number, from the fore-edge
    nombre_radius: float       # the disc behind it
    nombre_colour: str


@dataclass(frozen=True)
class Marks:
    line: float
    paper_edge: float          # paper left outside the marks
    centre_tick: float
    registration: tuple[float, float, float, float]  # CMYK 100 % each: prints on every plate


@dataclass(frozen=True)
class Spacing:
    block: float               # between blocks
    before_heading: float
    after_heading: float
    paragraph: float           # between paragraphs


@dataclass(frozen=True)
class BoxStyle:
    padding: float
    radius: float
    fill: str
    accent: str = "blue"
    accent_width: float = 0.0


@dataclass(frozen=True)
class Padding:
    """Room around the words of a pill (a rounded label): x left and right, y above and below."""

    x: float
    y: float


@dataclass(frozen=True)
class Cover:
    background: str
    back_background: str
    card_width: float          # the fan of cards on the front
    fan_degrees: float         # from the first card to the last
    fan_pivot: float           # × card height: how far below the cards' tops the fan turns
    card_rim: float            # white edge around each card of the fan
    shadow_strength: float     # 0–1 of ink
    back_card_width: float     # the card back on the back cover
    bottom_gap: float


@dataclass(frozen=True)
class Flow:
    """The challenge diagram of p.16."""

    step_share: float          # of the frame width, the steps' column
    branch_gap: float          # between a step and its outcomes: room for the labelled arrow
    row_gap: float             # between steps: room for the arrow down
    outcome_gap: float
    padding: float
    disc: float
    trunk: float               # where branches to several outcomes split, right of the step


@dataclass(frozen=True)
class Figures:
    card_width: float          # a card in a figure
    card_gap: float
    group_gap: float           # between board and hand side by side
    arrow_width: float         # the → between a row and what it becomes
    label_gap: float           # label above the cards, caption below
    deck_card_width: float     # the whole deck on p.4
    deck_gap: float
    step_disc: float           # diameter of a numbered step's disc
    step_indent: float         # text of a step, from the frame's left edge
    icon_size: float           # p.5 materials
    avatar: float              # p.23 speaker disc


FRAME = PageFrame(
    margin_inner=13, margin_outer=12, margin_top=7, margin_bottom=17,
    band_height=22, band_colour="blue", band_accent="yellow", band_accent_height=1.6,
    nombre_from_bottom=9.5, nombre_from_edge=12, nombre_radius=3.6, nombre_colour="yellow",
)
MARKS = Marks(line=0.1, paper_edge=2, centre_tick=10, registration=(1, 1, 1, 1))
SPACING = Spacing(block=4.2, before_heading=6, after_heading=1.6, paragraph=2.2)

# Type: BIZ UD Gothic (generator.fonts), two weights.
BODY = TextStyle(REGULAR, 10.5, 18.5)
LEAD = TextStyle(BOLD, 12.5, 20, colour="blue")
NOTE = TextStyle(REGULAR, 9.5, 15)
PAGE_TITLE = TextStyle(BOLD, 17, 22, colour="paper")
HEADING = TextStyle(BOLD, 13, 19, colour="ink")
HEADING_MARK = "yellow"  # the bar left of a heading
STEP_TITLE = TextStyle(BOLD, 11.5, 17.5)
POINT_TITLE = TextStyle(BOLD, 11.5, 17.5, colour="blue")
STEP_NUMBER = TextStyle(BOLD, 12, 12, colour="paper")
CIRCLED_MARK = TextStyle(BOLD, 12, 17, colour="blue")
LABEL = TextStyle(BOLD, 10, 15)
CAPTION = TextStyle(REGULAR, 10, 16)
FORMULA = TextStyle(BOLD, 15, 24)
FORMULA_RESULT = TextStyle(BOLD, 15, 24, colour="blue")
ARROW_MARK = TextStyle(BOLD, 22, 26, colour="blue")
PILL_TEXT = TextStyle(BOLD, 11, 15, colour="paper")
URL_TEXT = TextStyle(BOLD, 11, 16, colour="blue")
RECORD = TextStyle(BOLD, 15, 24)
RECORD_NOTE = TextStyle(REGULAR, 10, 24, colour="blue")
RECORD_PADDING = 3.0  # mm, inside the memo sheet
TERM = TextStyle(BOLD, 11, 18.5, colour="blue")
TERM_COLUMN = 40       # mm, the glossary's term column
TABLE_RULE = 0.25      # mm, hairlines between table rows
QUICKREF_TITLE = TextStyle(BOLD, 13, 18, colour="blue")
SPEECH = TextStyle(BOLD, 11, 16, colour="paper")  # words in a coloured bubble or cell
NOMBRE = TextStyle(BOLD, 9, 9)
COPY_COUNT = TextStyle(BOLD, 9, 11)

CALLOUT = BoxStyle(padding=3.5, radius=2.5, fill="tint", accent="yellow", accent_width=1.6)
TONE_ACCENTS = {"info": "blue", "tip": "yellow", "warn": "red", "rule": "red"}
PANEL = BoxStyle(padding=3.5, radius=2.5, fill="tint")
POINT_PANEL = BoxStyle(padding=3.2, radius=2.5, fill="tint", accent="blue", accent_width=1.6)
FIGURES = Figures(
    card_width=19, card_gap=2.4, group_gap=12, arrow_width=10, label_gap=1.8,
    deck_card_width=15.5, deck_gap=3.0, step_disc=7.5, step_indent=11,
    icon_size=18, avatar=9,
)
FLOW = Flow(step_share=0.45, branch_gap=30, row_gap=14, outcome_gap=6, padding=3.6, disc=7, trunk=3.5)
FLOW_CHOICE = TextStyle(BOLD, 10, 13, colour="blue")
FLOW_OUTCOME = TextStyle(BOLD, 10.5, 16)

RANK_PILL = Padding(3, 1.6)        # p.9's DOUBLE 2枚 > MIGHTY > 通常の合計値
SPEECH_PILL = Padding(2.6, 1.0)    # p.23's Aさん「マイティ」
FLOW_LABEL_PILL = Padding(2.4, 0.8)  # p.16's チャレンジ
COVER_PILL = Padding(5, 1.6)       # the cover's subtitle and facts

COVER = Cover(background="yellow", back_background="tint", card_width=34, fan_degrees=60, fan_pivot=2.2,
              card_rim=0.9, shadow_strength=0.25, back_card_width=40, bottom_gap=5)
COVER_TAGLINE = TextStyle(BOLD, 20, 28, colour="blue")
COVER_TITLE = TextStyle(BOLD, 72, 84)
COVER_SUBTITLE = TextStyle(BOLD, 20, 26)
COVER_FACTS = TextStyle(BOLD, 13, 18, colour="paper")
CREDIT_TITLE = TextStyle(BOLD, 10.5, 18)
CREDIT_LINE = TextStyle(REGULAR, 10, 16)
