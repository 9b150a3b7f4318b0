"""The game author's front door: one typed `Game` value is a game's whole plug-in.

A game's code builds one `Game(...)`, by keyword, and the toolchain reads nothing else of it:

    GAME = Game(card=parse_card, card_names=lambda: "1–100", ..., drawing=MyDrawing)

Required are only the hooks no default can give: how the content names the cards and what its files
mean (`card`, `card_names`, `deck_names`, `deck_table`, `rules_table`), the worked examples and their
replay (`example_part`, `example_cards`, `replay`, `figure_rows`, `figure_alt`), the text markers the
rules print (`rule_fields`), and the card faces (`drawing`, `quickref_side`). Every other hook has the
core's default, which a game replaces by passing its own (block kinds, translation words, tabletop
descriptions, web parts, extra outputs and commands …). Being a frozen, keyword-only dataclass, a
misspelt or mistyped hook is a type error (mypy) where the value is made, never a silent default.

Hooks that read YAML use the core's reading machinery (`content.fields`: `Table`, `Values`, `Reader`):
each problem is noted at its FILE:LINE:COL and nothing raises. Drawing hooks raise
`errors.BuildError` for content they cannot draw. Hooks are called once per edition (ja, en).

A game module keeps its top-level imports cheap (drawing code imports reportlab inside the functions
that draw): the game is loaded for every command. This module imports nothing heavy either.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from .errors import Location, Problems

if TYPE_CHECKING:
    from markupsafe import Markup

    from .booklet.block_drawings import BlockDrawings
    from .booklet.stylesheet import BookletLook
    from .booklet.surface import Surface
    from .cards.design import CardGeometry
    from .cards.primitives import Primitive
    from .cards.quickref_parts import Inks, QuickrefPart
    from .cards.tuckbox_art import FrontWall
    from .cli import Subcommand
    from .content.blocks import BlockKind
    from .content.fields import Field, Reader, Table, Values
    from .content.model import Block, Content, Example, ExampleResult, GameFacts, SourceText
    from .content.verify import BlockResolvers
    from .geometry import Box
    from .output import StagingFolder
    from .pipeline import Output
    from .web.booklet import BlockViews

__all__ = [
    "DECK",
    "CardDrawing",
    "Deck",
    "CardFace",
    "DeckFile",
    "Game",
    "GameField",
    "Icon",
    "Location",
    "Painter",
    "Part",
    "Problems",
    "part",
    "RuleField",
    "RuleProblem",
    "Setting",
    "Word",
]


class CardFace(Hashable, Protocol):
    """What the core knows of a card: a game's card type (frozen, hashable, ordered) has at least this."""

    @property
    def name(self) -> str:
        """How the content writes it and messages name it (57, L3: the game's own names)."""
        ...

    @property
    def key(self) -> str:
        """ASCII, unique in the deck: per-card file names, tabletop nicknames."""
        ...


C = TypeVar("C", bound=CardFace)


@dataclass(frozen=True)
class Deck(Generic[C]):
    """A deck of cards with copies, in the game's order: the API the core reads a deck by (`Content.deck`).

    `Deck({card: copies, …})`: each face once, in the order the deck figure and the print files show them."""

    copies: Mapping[C, int]

    def faces(self) -> list[C]:
        """Every face once, in the game's order."""
        return list(self.copies)

    def count(self, card: C) -> int:
        """How many copies of `card` the deck holds (0: not in the deck)."""
        return self.copies.get(card, 0)

    @property
    def size(self) -> int:
        """How many cards the deck holds."""
        return sum(self.copies.values())

    def __contains__(self, card: object) -> bool:
        return card in self.copies

    def __iter__(self) -> Iterator[C]:
        """Every physical card, each face's copies together."""
        for card, copies in self.copies.items():
            yield from [card] * copies

    def overdrawn(self, cards: Iterable[C]) -> dict[C, tuple[int, int]]:
        """Each card used more often than the deck holds it: (used, held), in the deck's order (cards it
        lacks after, as first used)."""
        used: dict[C, int] = {}
        for card in cards:
            used[card] = used.get(card, 0) + 1
        order = {card: place for place, card in enumerate(self.copies)}
        over = [card for card, n in used.items() if n > self.count(card)]
        return {card: (used[card], self.count(card)) for card in sorted(over, key=lambda card: order.get(card, len(order)))}


T = TypeVar("T")


def part(content: Content, name: str, kind: type[T], default: T | None = None) -> T:
    """A game's typed access to its parts of the loaded content, which the core holds untyped: one of
    the game's own keys (`Content.parts`, `Game.file_keys`: `part(content, "formula", Formula)`), else
    the `Content` attribute of that name (`rules`, `deck`, `deck_reminders`, `results`); `default` when
    it is neither. Raises TypeError when it is not a `kind` (another game's content, a key the game does
    not add), so a hook reads typed values without a cast."""
    value = content.parts[name] if name in content.parts else getattr(content, name, None)
    value = default if value is None else value
    if not isinstance(value, kind):
        raise TypeError(f"the game's part {name!r} is a {type(value).__name__}, expected a {kind.__name__}")
    return value


DECK = "deck"  # the one group of cards of today's games: `CardDrawing.back(DECK, …)` is the deck's back
FRONT, BACK = "front", "back"  # the sides of a part (`Game.side`)


@dataclass(frozen=True, order=True)
class Part:
    """A plain part of a component that gives a count and no items (components.yaml `count: 30`):
    the component's id names it, and `Game.side` draws it (by default a plain disc or tile)."""

    name: str
    key: str


class CardDrawing(Protocol):
    """One edition's card design, bound to its content (palette, words, fonts) and checked once (`Game.drawing`).

    Each item is drawn alone: `face(card)` for each face of the deck and each card a figure shows,
    `back(group)` for the back of a group of cards (today one group, `DECK`)."""

    def face(self, card: CardFace, geometry: CardGeometry, *, scale: float = 1.0) -> list[Primitive]:
        """Every primitive of `card`'s face, in mm from the trim's lower-left corner (the background
        runs into geometry's bleed). `scale` is the drawn size over the real size: the booklet's
        figures and the web page draw at < 1 and leave out text too small to read. Raises BuildError
        at the card's line when its text does not fit (say by how much)."""
        ...

    def back(self, group: str, geometry: CardGeometry, *, scale: float = 1.0, ink_saving: bool = False) -> list[Primitive]:
        """The back of the cards of `group` (`DECK`). `ink_saving`: the variant for home printers
        (print-and-play), no solid dark field. Also drawn on the tuck box's back wall and the back cover."""
        ...

    def tuckbox_front(self, wall: Box, art: Box) -> list[Primitive]:
        """The tuck box's front art under its words: `wall` is the front wall (mm, net coordinates),
        `art` the same grown into the bleed on the cut edges, which a background should fill. The
        core then sets the title panel, the Japanese title, the tagline and the players/minutes/age
        panel (game.yaml) from the bottom of the wall up; keep the upper third for a motif."""
        ...


@dataclass(frozen=True)
class DeckFile:
    """What deck.yaml's table (`Game.deck_table`) builds: its fields are `Content` attributes.

    `deck` has the core's API whatever the game: `faces()` (in the game's order), `count(card)`,
    `size`, iteration over every physical card, `copies`, `overdrawn(cards)`."""

    deck: Any  # the deck: each face (a CardFace) and its copies
    deck_where: dict[Any, Location]  # each face → the deck.yaml entry that writes it
    deck_reminders: dict[Any, SourceText] = field(default_factory=dict)  # face → a one-line text printed on it (a reminder of its rule)


@dataclass(frozen=True)
class Setting:
    """What a replay plays by, as far as it loaded (None: that file has problems of its own)."""

    rules: Any  # the game's rules object (rules.yaml, or a variant's)
    deck: Any | None  # Content.deck: None while deck.yaml has problems (card counts are checked the run after)
    game: GameFacts | None  # game.yaml's facts
    parts: Mapping[str, Any]  # the values of the game's own keys (`file_keys`), by key; a missing one is absent


# A problem of the rules (`Game.rules_problems`): where it is, then the message. Where is a dotted key
# path of rules.yaml (`stakes.declaration`: the core finds its line, in a variant's file too) or the
# Location of any file and line of the game (game.yaml's players, a deck.yaml entry).
RuleProblem = tuple[str | Location, str]
GameField = Callable[["Content"], object]  # a {game:NAME} value; may raise markup.MarkupError with what to write instead
RuleField = Callable[[Any], object]  # a {rules:NAME} value, read off the game's rules object; may raise MarkupError
Painter = Callable[["StagingFolder"], None]  # writes checked, laid-out files into the staging folder
Icon = Callable[["Surface"], None]  # draws in palette roles on a 100 × 100 grid, origin lower left
Word = tuple[str, str, Location]  # ("players" or "words", the Japanese word, where it is written)
Keys = Mapping[str, "Reader[Any] | Field"]
FigureRows = tuple[tuple[CardFace, ...], tuple[CardFace, ...]]


# ---- the core's defaults (those that need a part of the core are None: that part's own, where it calls the hook) --


def same_keys(file: str, core: Keys) -> Keys:
    return core


def same_example_keys(core: Keys) -> Keys:
    return core


def same_deck(deck: Any, rules: Any) -> Any:
    return deck


def no_rules_problems(rules: Any, setting: Setting) -> Sequence[RuleProblem]:
    return ()


def unnamed_rules(rules: Any, name: str) -> Any:
    return rules


def deals_any(example: Example, rules: Any, problems: Problems) -> bool:
    return True


def core_game_fields(core: Mapping[str, GameField]) -> Mapping[str, GameField]:
    return core


def core_block_kinds(core: Mapping[str, BlockKind[Any]]) -> Mapping[str, BlockKind[Any]]:
    return core


def no_checks(content: Content, problems: Problems) -> None:
    return None


def no_texts(content: Content) -> Sequence[SourceText]:
    return ()


def quickref_title(content: Content) -> Location | None:
    return content.quickref.title.where


def no_painters(content: Content) -> list[Painter]:
    return []


def first_face(content: Content, where: Location | None) -> list[CardFace]:
    return list(content.deck.faces())[:1]


def one_row(content: Content) -> list[list[CardFace]]:
    return [list(content.deck.faces())]


def no_icons() -> Mapping[str, Icon]:
    return {}


def key_of(card: CardFace) -> str:
    return card.key


def name_of(content: Content, card: CardFace) -> str:
    return card.name


def accent_colour(content: Content) -> str:
    return content.palette["accent"].rgb


def no_companion(content: Content) -> str | None:
    return None


def every_page(content: Content) -> tuple[str, ...]:
    return tuple(page.id for page in content.pages)


def no_names() -> tuple[str, ...]:
    return ()


def no_words(example: Example) -> Iterable[Word]:
    return ()


def same_names(value: str, content: Content) -> str:
    return value


def same_block(block: Block, content: Content) -> Block:
    return block


def card_name(card: CardFace, content: Content) -> str:
    return card.name


def deck_group(name: str, content: Content) -> Mapping[CardFace, int]:
    """The deck's cards whose `group` is `name`, with their copies (none when the cards have no group)."""
    return {card: n for card, n in content.deck.copies.items() if str(getattr(card, "group", "")) == name}


def field_value(card: CardFace, field_name: str, content: Content) -> str | None:
    """The card's attribute `field_name` as text (a colour's name, a type), None when it has none."""
    value = getattr(card, field_name, None)
    return None if value is None else str(getattr(value, "name", value))


def no_counts(component: str, content: Content) -> tuple[int, ...]:
    return ()


def no_description(card: CardFace, content: Content) -> str:
    return ""


@dataclass(frozen=True, kw_only=True)
class Game:
    """A game's plug-in: every hook the core calls, by keyword (see the module's text)."""

    # ---- required: the cards, the files, the examples and their replay, the faces --------------------
    card: Callable[[str], CardFace | None]
    """The card a name written in content stands for (deck.yaml, examples.yaml, a `cards` figure: `57`,
    `L3`, `life`), or None when it names no card of the game. Whether the deck holds it is checked later."""
    card_names: Callable[[], str]
    """The names `card` accepts, for the message when it accepts none: `1–100, L1–L12, life`."""
    deck_names: Callable[[Any], str]
    """The deck's faces as a reader names them, for a message about a card the deck lacks."""
    deck_table: Callable[[], Table[DeckFile]]
    """deck.yaml's table: any kinds and attributes of cards, read into the core's `DeckFile`."""
    rules_table: Callable[[], Table[Any]]
    """rules.yaml's table (and a variant's, merged over it): the game's rules object, or None with each
    problem noted at its value's line."""
    example_part: Callable[[Values], Any | None]
    """The game's own part of one example, from the values of `example_keys`: its scenario, steps and
    stated results, each with its location; None with the problems noted at their lines."""
    example_cards: Callable[[Example], Sequence[CardFace]]
    """Every card on the table in the example (the core counts them against the deck, once)."""
    replay: Callable[[Example, Example, Setting, Problems], ExampleResult | None]
    """Plays the source example (the example itself, or the one it `uses`) by the rules and compares
    every result the example states, noting each difference at the line that states it. Returns the
    values `{ex:ID.FIELD}` prints, or None when it cannot be replayed."""
    figure_rows: Callable[[Example, ExampleResult, str, str, bool, Callable[[str], None]], FigureRows | None]
    """A `cards` figure of an example (example, result, show, player, counted, report): the cards it
    shows and, when counted (`becomes: counted`), the same cards as the rules count them (else ());
    None with the problem given to report."""
    figure_alt: Callable[[Sequence[CardFace]], str]
    """The alternative text of a row of cards (the web page's alt, the PDF's /Alt)."""
    rule_fields: Callable[[], Mapping[str, RuleField]]
    """`{rules:NAME}`: every name a text may use and how its value is read off the rules object."""
    drawing: Callable[[Content], CardDrawing]
    """The card design for one edition of the content (checked: raises BuildError when the palette
    lacks a role the design draws with). Called once per card output and per booklet or web figure."""
    quickref_side: Callable[[str, Content, float, Inks, float], list[QuickrefPart]]
    """The blocks of one side ("front" or "back") of the quick-reference card at a body size (pt),
    with the inks and the QR module (mm); the core keeps the largest size that fits."""

    # ---- content: the core's defaults ------------------------------------------------------------
    deck_by_rules: Callable[[Any, Any], Any] = same_deck
    """The deck as the rules make it (a level card showing its reward); by default the deck as read."""
    rules_problems: Callable[[Any, Setting], Sequence[RuleProblem]] = no_rules_problems
    """What the rules cannot be played with, given the other files: (where, message) pairs."""
    with_rules_name: Callable[[Any, str], Any] = unnamed_rules
    """The rules object of a variant, named as messages and reports name it."""
    file_keys: Callable[[str, Keys], Keys] = same_keys
    """The keys of a core file (game.yaml, layout.yaml, quickref.yaml): the core's and the game's own,
    whose values go into `Content.parts`."""
    example_keys: Callable[[Keys], Keys] = same_example_keys
    """The keys of an example in examples.yaml: the core's and the game's, in the order messages list them."""
    dealt: Callable[[Example, Any, Problems], bool] = deals_any
    """Whether the example deals as many cards as the rules do; each difference noted."""
    game_fields: Callable[[Mapping[str, GameField]], Mapping[str, GameField]] = core_game_fields
    """`{game:NAME}`: the core's names and the game's own."""
    block_kinds: Callable[[Mapping[str, BlockKind[Any]]], Mapping[str, BlockKind[Any]]] = core_block_kinds
    """The block kinds the game's pages may use: the core's and the game's own."""
    block_resolvers: Callable[[], BlockResolvers] | None = None
    """How verification fills in the game's block kinds that show an example; None: it has none."""
    verify: Callable[[Content, Problems], None] = no_checks
    """The game's own checks of the verified content, each problem at its line."""
    texts: Callable[[Content], Sequence[SourceText]] = no_texts
    """The texts of the game's own parts that may hold markup (checked like the core's)."""

    # ---- cards, quick reference, booklet ---------------------------------------------------------
    pdf_creator: str = "cardpress"
    """The /Creator of the game's print PDFs (cards, quick reference, tuck box)."""
    booklet_pdf_creator: str | None = None
    """The /Creator of the booklet's PDFs; None: `pdf_creator`."""
    quickref_where: Callable[[Content], Location | None] = quickref_title
    """Where a quick reference that does not fit is to be shortened."""
    quickref_one_size: bool = False
    """Whether both sides of the quick-reference card are set at one body size (the largest at which
    both fit); by default each side at its own largest."""
    card_name: Callable[[CardFace, Content], str] = card_name
    """The card's name in the content's edition, as deck.csv lists it for the print shop (in English,
    the rulebook's English name); the default: the name the content writes it by."""
    card_extras: Callable[[Content], list[Painter]] = no_painters
    """Further card files (chips to print and play …), each checked and returned as its painter."""
    cover_cards: Callable[[Content, Location | None], list[CardFace]] = first_face
    """The faces the front cover fans out, left to right; at least one (BuildError at the place given)."""
    booklet_deck_rows: Callable[[Content], list[list[CardFace]]] = one_row
    """The booklet's deck figure: every face once, in groups that each start a row."""
    block_drawings: Callable[[], BlockDrawings] | None = None
    """How the booklet draws the game's own block kinds; None: it has none."""
    booklet_look: Callable[[Content], BookletLook] | None = None
    """The booklet's page design the game changes (booklet.stylesheet.BookletLook: the heading band,
    page numbers, heading markers, callouts, numbered steps); None: the toolchain's (DEFAULT_LOOK)."""
    box_front: Callable[[Content, CardDrawing, FrontWall], list[Primitive]] | None = None
    """The tuck box's whole front, art and words, every text inside `FrontWall.room`
    (cards/tuckbox_art.py); None: the core's (`CardDrawing.tuckbox_front` under a title panel, the
    Japanese title, the tagline and the players/minutes/age panel)."""
    icons: Callable[[], Mapping[str, Icon]] = no_icons
    """The game's own pictures for the materials block, by name."""

    # ---- the web page --------------------------------------------------------------------------
    block_views: Callable[[], BlockViews] | None = None
    """The views of the game's own block kinds on rules.html; None: it has none."""
    figure_id: Callable[[CardFace], str] = key_of
    """The card's id in the page's SVG <symbol>s (ASCII, unique in the deck)."""
    card_label: Callable[[Content, CardFace], str] = name_of
    """A face's name in the deck block's text alternative, in the content's language."""
    web_deck_rows: Callable[[Content], Sequence[Sequence[CardFace]]] = one_row
    """The deck block's faces, in the rows rules.html shows them, each face once."""
    stylesheet: Callable[[Content], Markup] | None = None
    """The CSS of the page (and of the game's own pages), the core's sheet extended (web.page.extended_stylesheet);
    None: the core's, web.page.default_stylesheet."""
    theme_colour: Callable[[Content], str] = accent_colour
    """The page's <meta name="theme-color">."""
    companion_page: Callable[[Content], str | None] = no_companion
    """The file beside rules.html the page links to (its calculator); None: none."""
    live_page: Callable[[Content], str] | None = None
    """The HTML of the web page the live preview shows beside the booklet; None: rules.html (web.booklet.rules_html)."""
    live_page_sections: Callable[[Content], tuple[str, ...]] = every_page
    """The ids of the booklet pages whose text the live page shows."""

    # ---- the English edition, the tabletop deck --------------------------------------------------
    unit_words: Callable[[], tuple[str, ...]] = no_names
    """The English words a number counts in this game (a plural before its singular)."""
    joined_names: Callable[[], tuple[str, ...]] = no_names
    """Names of several words that no line may part."""
    example_words: Callable[[Example], Iterable[Word]] = no_words
    """The Japanese names and words an example's replay prints in its fields."""
    english_names: Callable[[str, Content], str] = same_names
    """A verified field with the game's own Japanese words in it as English prints them."""
    localised_block: Callable[[Block, Content], Block] = same_block
    """A block of the game's own kinds with the engine's words in it in English."""
    nickname: Callable[[CardFace, Content], str] = card_name
    """The card's name in the tabletop simulator, in the content's edition."""
    tabletop_description: Callable[[CardFace, Content], str] = no_description
    """The card's one-line rule in the tabletop simulator, "" for none."""
    part_name: Callable[[str, Content], str] | None = None
    """The name in the tabletop simulator of a plain part of the component ID (a chip, a counter: a `Part`,
    which is no card of the game, so `nickname` cannot name it), in the content's edition; by default the
    name the rulebook's `components` block gives the component, else the ID (tabletop/parts.py)."""

    # ---- components (components.yaml: several decks, tiles, tokens) -------------------------------
    component_items: Callable[[str, Content], Mapping[CardFace, int]] = deck_group
    """The items of the game's group NAME (components.yaml `items: {group: NAME}`) and the copies of each;
    by default the deck's cards whose `group` attribute is NAME."""
    back_group: Callable[[CardFace, str, Content], str | None] = field_value
    """The back group of an item under `backs: {per: FIELD}` (a player colour, a card type): the value
    `CardDrawing.back(group)` is drawn for; None when the item has no such field. By default its attribute FIELD."""
    side: Callable[[CardDrawing, CardFace, str, CardGeometry], list[Primitive]] | None = None
    """One side ("front" or "back") of an item of a two-sided part (a tile, a mat, a token: backs
    per-item), or either side of a plain `Part`; None: `face(item)` and `back(item.key)`, a plain part
    a tile or disc in the palette's tint (cards.plain_parts.face_or_back)."""
    token_counts: Callable[[str, Content], tuple[int, ...]] = no_counts
    """The numbers a sheet of round tokens fills into its labels (sheets.yaml `ID_front`, `ID_back`) after
    the sheet, the sheets and the count: a game's players and each one's tokens. By default none."""

    # ---- outputs and commands beyond the core's ----------------------------------------------------
    outputs: tuple[Output, ...] = ()
    """Outputs of `build` after the core's (a game's own web page, a report)."""
    commands: tuple[Subcommand, ...] = ()
    """Commands after the core's (a designer's tools for the game)."""

    @property
    def booklet_creator(self) -> str:
        """The /Creator of the booklet's PDFs."""
        return self.pdf_creator if self.booklet_pdf_creator is None else self.booklet_pdf_creator
