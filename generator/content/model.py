"""The loaded, validated content: what every renderer reads. No YAML, no file access here.

Every object keeps `where`, the content/FILE:LINE it came from, so later stages (verification,
layout overflow) can point an editor at the line to change.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from ..errors import Location, fail

if TYPE_CHECKING:
    from ..game import Game as PluginGame
    from .components import Component


class SourceText(str):
    """Text an editor wrote; it may hold inline markup (see markup.py). `where` is its FILE:LINE:COL.

    Every text field of the content is a SourceText, so later stages can find and check all of them.
    `span` is the source of its YAML scalar, when it was read from a file (see yamlsource.Scalar):
    messages about one markup of a long text point at that markup, not at the start of the text.
    """

    where: Location
    span: tuple[str, int, int] | None

    def __new__(cls, value: str, where: Location) -> SourceText:
        text = super().__new__(cls, value)
        text.where = where
        text.span = getattr(value, "span", None)
        return text


class Key(str):
    """A name that points at other data (a quick-reference ending's id, a p.16 choice's outcome).
    Not a SourceText: it is never printed. `where` is its FILE:LINE:COL."""

    where: Location

    def __new__(cls, value: str, where: Location) -> Key:
        key = super().__new__(cls, value)
        key.where = where
        return key


QUICKREF_SIZES = ("poker", "a6")
MIN_QR_MODULE_MM = 0.4  # print.md (DENSO WAVE): smaller QR modules do not scan reliably in print (the loader and generator.qr check it)


@dataclass(frozen=True)
class Paper:
    """A print-and-play paper size (content/layout.yaml, cards.pnp.papers), in mm."""

    name: str
    width: float
    height: float
    gutter: float  # between neighbouring cards' trims
    where: Location | None = field(default=None, compare=False)  # its entry in layout.yaml


@dataclass(frozen=True)
class SheetSettings:
    """Print-and-play sheets, the quick-reference card and the QR files (layout.yaml, cards:), in mm."""

    papers: tuple[Paper, ...]
    columns: int
    rows: int
    mark_offset: float  # from the printed bleed to a crop mark
    mark_length: float
    back_offset: tuple[float, float]  # +x right and +y up as seen on the back side
    quickref_size: str  # one of QUICKREF_SIZES
    quickref_min_pt: float
    qr_module: float
    # where cards.quickref.size is written: the one sheet setting the print-and-play files may refuse
    where: Location | None = field(default=None, compare=False)
    back: str = "ink-saving"  # the backs on the print-and-play sheets: ink-saving (home printers) or full
    printable_margin: float = 6.0  # mm from the paper's edge where home printers print: marks and cuts stay inside


@dataclass(frozen=True)
class PrintChecks:
    """layout.yaml `print`: what the print files declare (PDF/X) and the limits the build and
    `preflight` hold them to. Shops differ: these are the defaults of the Japanese shops' guides."""

    pdfx: str = "x1a"  # x1a (PDF/X-1a:2003), x4 (PDF/X-4, with XMP) or none
    ink_limit: float = 3.0  # total area coverage, 300 %
    min_knockout_pt: float = 6.0  # knocked-out (white or reversed) text is at least this large
    min_line_mm: float = 0.1  # thinner strokes vanish in print (hairlines)
    min_image_ppi: float = 300.0
    where: dict[str, Location] = field(default_factory=dict, compare=False)  # each setting's place in layout.yaml
    back_band_mm: float = 3.0  # a card back's pattern keeps this far inside the cut (or runs seamless into the bleed)
    back_turns: str = "same"  # same: the back reads the same turned 180°; free: the game's back has a top


@dataclass(frozen=True)
class TabletopSettings:
    """The Tabletop Simulator deck (layout.yaml `tabletop:`): the face sheet's cells, in pixels."""

    card_width_px: int  # one cell's width; its height follows the card's trim
    max_side_px: int  # the face sheet's longer side stays at or below this
    image_url: str | None  # where the publisher hosts build/tabletop/; None: a folder beside the calculator URL
    where: dict[str, Location] = field(default_factory=dict, compare=False)  # each setting's place in layout.yaml


@dataclass(frozen=True)
class TuckBoxSettings:
    """The one-piece tuck box for the deck (layout.yaml `tuckbox:`), lengths in mm."""

    clearance: float  # added to the card trim's width and height and to the stack's depth
    card_thickness: float  # one card (310 gsm: about 0.32 mm)
    extra_cards: int  # besides the deck: the quick-reference card
    glue_flap: float
    tuck_flap: float
    dust_flap: float
    thumb_notch: float  # the notch's diameter, cut into the front under the tuck flap
    bleed: float
    safe: float
    cut_colour: str  # the spot colour names the shop's cutter reads
    crease_colour: str
    where: dict[str, Location] = field(default_factory=dict, compare=False)  # each setting's place in layout.yaml


@dataclass(frozen=True)
class Colour:
    """One palette entry: CMYK (0–1) for print, sRGB hex for screens and PNGs."""

    name: str
    cmyk: tuple[float, float, float, float]
    rgb: str  # "#RRGGBB"
    where: Location | None = None
    label: str | None = None  # a one-character name, as the booklet names the colour
    shape: str | None = None  # circle, square, star: the symbol that repeats the colour cue
    text_rgb: str | None = None  # a darker "#RRGGBB" for text and small marks on screens (web pages), when rgb is too light
    roles: tuple[str, ...] = ()  # the roles it plays besides its own name (accent, band …: content/palette_roles.py)


FURIGANA_BELOW_AGE = 10  # a game for younger readers prints furigana unless game.yaml says `furigana: false`


@dataclass(frozen=True)
class GameFont:
    """A font file of the game's own (game.yaml `fonts:`), for one role of generator.fonts.FONT_ROLES."""

    role: str
    path: Path  # inside the game's folder
    written: str  # as game.yaml writes it: fonts/Quicksand-Medium.ttf
    licence: str  # the licence that lets the game embed it (SIL OFL 1.1 …), as game.yaml notes it
    where: Location = field(compare=False)


@dataclass(frozen=True)
class GameFacts:
    """Facts printed in several places, kept once (content/game.yaml)."""

    title: str
    title_ja: str
    tagline: str
    players_min: int
    players_max: int
    minutes_min: int
    minutes_max: int
    age_min: int
    calculator_url: str | None  # the web calculator: {game:url}, its QR codes; None: the game has none and prints none
    publisher: str
    address: tuple[str, ...]
    credits: tuple[tuple[str, str], ...]  # (role, name)
    edition: str
    calculator_url_en: str | None = None  # the English calculator: the English edition's {game:url} and QR codes
    plugin: str = ""  # game.yaml's `plugin:` as written (generator/plugins.py finds its Game); game.yaml requires it
    furigana: bool | None = None  # game.yaml's furigana: true/false; unset: printed for ages under FURIGANA_BELOW_AGE
    copyright_year: int | None = None  # game.yaml: the year of the © line a design prints (© YEAR PUBLISHER)
    fonts: tuple[GameFont, ...] = ()  # the game's own faces by role (game.yaml `fonts:`); a role not given keeps the core's face

    def font(self, role: str) -> GameFont | None:
        """The game's own font file for `role` (generator.fonts.FONT_ROLES), or None: the core's face."""
        return next((font for font in self.fonts if font.role == role), None)

    def prints_furigana(self) -> bool:
        """Whether the printed booklet carries ruby (ふりがな): as game.yaml says, else for a game whose
        age mark is under FURIGANA_BELOW_AGE (a reader of 8 knows the kanji of two school years)."""
        return self.furigana if self.furigana is not None else self.age_min < FURIGANA_BELOW_AGE

    def calculator(self) -> str:
        """calculator_url, for a design that prints it (a QR code, a caption). A game whose design
        prints it requires it in game.yaml (Game.file_keys), so this refuses only a design that
        prints a calculator its game.yaml need not have."""
        if self.calculator_url is None:
            raise fail(None, "game.yaml: found no calculator_url, expected one: the game's design prints its calculator's address")
        return self.calculator_url


@dataclass(frozen=True)
class Length:
    """A length with its unit kept for messages; `pt` is what reportlab wants."""

    pt: float
    text: str  # as written: "3mm"

    @property
    def mm(self) -> float:
        return self.pt * 25.4 / 72


@dataclass(frozen=True)
class PrintSpec:
    """A printed piece's geometry (content/layout.yaml): trim size, bleed, safe margin."""

    width: Length
    height: Length
    bleed: Length
    safe: Length
    marks_margin: Length | None = None  # extra paper around the bleed for トンボ (booklet only)
    qr_module: Length | None = None  # the side of one QR module (booklet only; cards: SheetSettings.qr_module)
    where: Location | None = field(default=None, compare=False)  # its trim in layout.yaml, for messages
    safe_where: Location | None = field(default=None, compare=False)  # its safe in layout.yaml


@dataclass(frozen=True)
class CardPreset:
    """A print service's card image format (content/layout.yaml, cards.presets)."""

    name: str
    description: str
    width_px: int
    height_px: int
    dpi: int
    mode: str  # "RGB" or "CMYK"


@dataclass(frozen=True, kw_only=True)
class Written:
    """A part of the content made of what an editor wrote: its fields are texts, keys, names, cards,
    tuples of them or other Written parts. Walks over every text (verification, translation) go
    through its fields (`written_fields`), so a new field of a block is found without being named."""


def written_fields(part: Written) -> Iterator[tuple[str, Any]]:
    """(name, value) of every field of `part`, in declaration order (the order of the file's schema)."""
    for spec in fields(part):
        yield spec.name, getattr(part, spec.name)


@dataclass(frozen=True, kw_only=True)
class Block(Written):
    """One block of a page. Each kind is a subclass (content/blocks.py) whose fields are its
    validated fields; `kind` names it as the pages write it (`- paragraph: …`).

    docs/content-format.md lists every kind and its fields. Text fields are `SourceText` and may hold
    inline markup; the booklet expands them with `text.expand`. After verification, blocks that
    draw an example's cards or record hold them resolved (`cards`, `becomes`, `lines`, `turns`).
    """

    kind: ClassVar[str]
    where: Location


@dataclass(frozen=True)
class Page:
    """One booklet page in manuscript order. `number` is the position (1 = cover)."""

    number: int
    id: str  # section id, unique: cross-references point at these
    title: SourceText
    blocks: tuple[Block, ...]
    where: Location
    open: str | None = None  # why the page may stay below the fill it must reach (a pause, a notes page): never printed


@dataclass(frozen=True)
class Statement:
    """A sentence that states a rule an example checks (examples.yaml `states`): its file in content/
    (`pages/17-showdown.yaml`, `quickref.yaml`) and its words as written there."""

    file: str
    words: str
    where: Location  # the `states` entry in examples.yaml


@dataclass(frozen=True)
class Example:
    """A worked example of content/examples.yaml: what every game's examples have, and the game's own
    `part` (its scenario, steps and stated results: content.plugin.Game.example_part)."""

    id: str
    where: Location
    uses: str | None = None  # the example whose scenario this one replays
    number: int = 0  # its place in examples.yaml, counted from 1
    states: tuple[Statement, ...] = ()  # the sentences stating a rule it checks: named when it fails
    printed: bool = True  # False: a check of the rules only, which no page needs to show
    part: Any = None  # the game's own part

    @property
    def label(self) -> str:
        """How messages name it: example 2 (basic)."""
        return f"example {self.number} ({self.id})"


@dataclass(frozen=True)
class ExampleResult:
    """What the game's engine computed for one example: the values `{ex:ID.FIELD}` prints."""

    id: str
    fields: dict[str, str]  # "lives" → "2", "Aさん.hand" → "15・62", "winner" → "Aさん" …
    players: tuple[str, ...] = ()  # the players `ID.PLAYER` may name, in the example's order ("" for a single hand)
    part: Any = None  # the game's own result, for its block resolvers and figure rows (Game.replay)


@dataclass(frozen=True)
class Readings:
    """content/readings.yaml: the kanji read without help, and the readings of words beyond them."""

    taught: frozenset[str]
    words: dict[str, str]  # 選ぶ → えらぶ
    where: dict[str, Location]  # each word's line
    file: Location  # readings.yaml itself: where a missing word is to be added


@dataclass(frozen=True)
class GlossaryEntry:
    term: SourceText
    definition: SourceText
    where: Location


@dataclass(frozen=True, kw_only=True)
class Ending(Written):
    """One way a challenge or round ends (quickref.yaml `endings`): p.21, the card, p.16's outcomes."""

    id: Key  # p.16's choices name it (`outcome:`)
    title: SourceText
    lines: tuple[SourceText, ...]  # the first says who is out: p.16's outcome boxes print it


@dataclass(frozen=True, kw_only=True)
class Quickref(Written):
    """content/quickref.yaml: the quick reference the booklet and the card print: its title and its
    endings; a game's own parts of it (a formula, titled sections) are `Content.parts` (Game.file_keys)."""

    title: SourceText
    endings: tuple[Ending, ...] = ()


@dataclass(frozen=True)
class Content:
    game: GameFacts
    plugin: PluginGame  # the game's code: every hook the core calls (generator/game.py), as game.yaml's `plugin:` names it
    palette: dict[str, Colour]  # by name or role: ink, paper, tint, accent …
    deck: Any  # the game's deck (content.plugin.DeckFile): faces() in its order, count, size, copies, every card
    deck_where: dict[Any, Location]  # each face (a plugins.CardFace) → its deck.yaml entry
    booklet: PrintSpec
    card: PrintSpec
    card_presets: dict[str, CardPreset]
    card_preset: str  # the chosen one
    card_sheets: SheetSettings  # layout.yaml cards.pnp / quickref / qr_module: the print-and-play sheets, the quick reference, QR files
    tabletop: TabletopSettings  # layout.yaml tabletop: the Tabletop Simulator deck
    tuckbox: TuckBoxSettings  # layout.yaml tuckbox: the box for the deck
    quickref: Quickref  # quickref.yaml: its title and endings (a game's own parts of it: `parts`)
    glossary: tuple[GlossaryEntry, ...]
    pages: tuple[Page, ...]
    examples: dict[str, Example]
    rules: Any  # the game's rules object: rules.yaml (or a variant's, rulesfile.with_variant); a game reads it typed
    results: dict[str, ExampleResult] = field(default_factory=dict)  # filled by verify_content
    deck_reminders: dict[Any, SourceText] = field(default_factory=dict)  # face → the one-line rule printed on it
    glossary_note: SourceText | None = None  # the note under the glossary (p.20)
    web_labels: dict[str, SourceText] = field(default_factory=dict)  # web.yaml: the web pages' own words
    sheet_words: dict[str, SourceText] = field(default_factory=dict)  # sheets.yaml: the print-and-play sheets' own words
    language: str = "ja"  # the edition: "ja", or "en" (generator/translation/english.py)
    words: dict[str, str] = field(default_factory=dict)  # en: examples.yaml's names and spoken words → English
    readings: Readings | None = None  # readings.yaml: the web pages' ruby
    variants: dict[str, Any] = field(default_factory=dict)  # content/variants/NAME.yaml → rulesfile.Variant
    print_checks: PrintChecks = field(default_factory=PrintChecks)  # layout.yaml `print`
    variant: str | None = None  # the variant the content is played by (rulesfile.with_variant), None: rules.yaml's
    parts: dict[str, Any] = field(default_factory=dict)  # the game's own keys of the core's files, by key (Game.file_keys)
    components: tuple[Component, ...] = ()  # components.yaml; () for a game without one: its deck (cards.components_of)

    def page_of(self, section_id: str) -> int:
        for page in self.pages:
            if page.id == section_id:
                return page.number
        raise KeyError(section_id)

    def ending(self, ending_id: str) -> Ending:
        """The quick-reference ending (quickref.yaml `endings`) with this id: title, lines."""
        for ending in self.quickref.endings:
            if ending.id == ending_id:
                return ending
        raise KeyError(ending_id)
