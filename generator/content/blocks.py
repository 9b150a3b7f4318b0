"""The block kinds of the booklet pages: for each, its dataclass and the table that reads it.

A kind is declared once, as a `BlockKind`: the frozen dataclass the renderers receive (a subclass
of model.Block named for the kind: `paragraph` → ParagraphBlock), the fields an editor may write
(readers of fields.py) and the main field, the one a bare value stands for (`- paragraph: 本文…`
is `- paragraph: {text: 本文…}`). `KINDS` holds the core's kinds by name (`register` adds one); a
game's own kinds, their dataclasses and fields, are its plug-in's (content.plugin.Game.block_kinds:
`kinds_of(game)` joins them), drawn through its booklet and web designs. The booklet (booklet/page_layout.py `BLOCKS`),
the web rulebook (web/booklet.py `BLOCK_VIEWS`) and, for kinds that show an example, verification
(verify.py `RESOLVERS`) register what they do with each kind's dataclass in their own layer;
tests/test_blocks.py fails when one of the core's kinds, or the default game's, lacks a renderer. docs/content-format.md explains each kind.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, TypeVar, runtime_checkable

from .. import art_files
from ..errors import Location, Problems
from .components import ID as COMPONENT_ID
from .fields import CARDS as CARD_LIST
from .fields import NAME_TYPE, TEXT_TYPE, At, Check, Entries, Field, Items, LengthReader, Reader, Table, Values, one_of, optional
from .model import Block, Length, SourceText, Written
from .yamlsource import Mapping, Sequence

if TYPE_CHECKING:
    from ..game import Game

B = TypeVar("B", bound=Block)


# ---- the readers of block fields -----------------------------------------------------------------


def _block_text(value: Any, at: At) -> SourceText:
    """Not noted in the reading's texts: the texts of the blocks that read are checked (loader.py)."""
    return SourceText(value, at.where)


TEXT: Check[SourceText] = Check(TEXT_TYPE, _block_text)
TEXTS: Items[SourceText] = Items(TEXT)
NAME: Check[str] = Check(NAME_TYPE, lambda value, at: str(value))


@dataclass(frozen=True)
class CardsReader:
    """A list of card names (a figure's row), or `counted` where `counted` may stand for one."""

    counted: bool = False  # `becomes: counted`: the cards the example's hand counts as
    expected: str = "card names"

    def __call__(self, value: Any, at: At) -> tuple[Any, ...] | str | None:
        if self.counted and value == COUNTED:
            return COUNTED
        return CARD_LIST(value, at)


COUNTED = "counted"
CARDS = CardsReader()
BECOMES = CardsReader(counted=True)


@dataclass(frozen=True)
class ArtFile:
    """A game's art file as a block names it: the file inside the game's folder, and where it is named."""

    path: Path
    written: str  # as the YAML says it: art/logo.png
    where: Location


class ArtFileReader:
    """A path inside the game's content folder to a PNG, JPEG, SVG or PDF file (read and checked by the booklet's check)."""

    expected = "the path of a PNG, JPEG, SVG or PDF file inside the game's folder, such as art/logo.png"

    def __call__(self, value: Any, at: At) -> ArtFile | None:
        if not isinstance(value, str) or not value.strip():
            at.add(f"found {value!r}, expected {self.expected}")
            return None
        relative = PurePosixPath(value)
        if relative.is_absolute() or ".." in relative.parts or relative.suffix.lower() not in art_files.SUFFIXES:
            at.add(f"found {value!r}, expected {self.expected}")
            return None
        return ArtFile((at.reading.folder or Path(".")) / relative, value, at.where)


ART_FILE = ArtFileReader()
ART_SIZE = LengthReader(at_least=5, at_most=300, why=" (art on a page or a card)")


def text_field(required: bool = False) -> Reader[Any] | Field:
    """A text of a block, optional unless `required`."""
    return TEXT if required else optional(TEXT)


def items_of(item: type[Written], fields: dict[str, Reader[Any] | Field]) -> Items[Any]:
    """A list of parts of a block, each a `Written` dataclass read by these fields."""
    return Items(Table(fields, build=lambda values: item(**values)))


# ---- the kinds ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class BlockKind(Generic[B]):
    """One block kind: the dataclass its blocks are, the fields written, and its main field.

    `check` holds the rules that tie fields together (a figure shows listed cards or an example's);
    it notes its problems at the block (`at`) and says whether the block is sound."""

    block: type[B]
    fields: dict[str, Reader[Any] | Field]
    main: str | None = None
    check: Callable[[Values, At], bool] = lambda values, at: True
    table: Table[Values] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "table", Table(self.fields, build=lambda values: values))

    @property
    def name(self) -> str:
        return self.block.kind

    @property
    def bare(self) -> bool:
        """Whether `- KIND` alone is a block: no field is required."""
        return not any(self.table.field(key).required for key in self.fields)

    def read(self, value: Mapping, at: At, where: Location) -> B | None:
        """The block written at `where` with these fields, or None with its problems noted."""
        values = self.table.values(value, at)
        if values is None or not self.table.complete(values) or any(key not in self.fields for key in value):
            return None
        if not self.check(values, at):
            return None
        written = {key: read for key, read in values.items() if read is not None}  # an absent field keeps its default
        return self.block(where=where, **written, **self._places(value))

    def _places(self, value: Mapping) -> dict[str, tuple[Location, ...]]:
        """Where each listed card is written (`cards_where`), for verify's messages."""
        rows = (name for name, spec in self.fields.items() if _reader(spec) in (CARDS, BECOMES))
        return {f"{name}_where": tuple(value[name].item_where) for name in rows if isinstance(value.get(name), Sequence)}


def _reader(spec: Reader[Any] | Field) -> Reader[Any]:
    return spec.read if isinstance(spec, Field) else spec


@runtime_checkable
class ShowsExample(Protocol):
    """A block that shows a worked example of examples.yaml (`ID` or `ID.PLAYER`): no example goes unshown."""

    @property
    def example(self) -> str | None: ...


@runtime_checkable
class NamesEndings(Protocol):
    """A block that names quickref.yaml endings by id (a flow's choices, say): a game's kind checks the
    ids it names once the endings have read, while loading (pages.check_outcomes gives it their ids)."""

    def check_endings(self, path: str, ending_ids: list[str], problems: Problems) -> None:
        """Notes each name of an ending that is not one of `ending_ids`, at its place; `path` names the
        block in messages (`block 1 (KIND)`)."""
        ...


KINDS: dict[str, BlockKind[Any]] = {}  # the core's kinds, every game's pages may use them; a game's own: Game.block_kinds


def register(kind: BlockKind[B]) -> BlockKind[B]:
    """Adds a block kind of the core, which every game's pages may then use; its name must be new."""
    if kind.name in KINDS:
        raise ValueError(f"block kind {kind.name!r} is registered twice")
    KINDS[kind.name] = kind
    return kind


def kinds_of(game: Game | None) -> dict[str, BlockKind[Any]]:
    """The kinds a game's pages may use: the core's and the game's own, in the order messages list them."""
    return dict(game.block_kinds(KINDS)) if game is not None else KINDS


H = TypeVar("H")


class ByKind(Generic[H]):
    """What another stage does with each block kind (the booklet's drawing, the web's view, the
    verification's resolver), keyed by the kind's dataclass. Each stage's subclass has an `add`
    typed so that mypy checks a handler takes the kind it is added for; a game adds its own the same way."""

    def __init__(self) -> None:
        self._handlers: dict[type[Block], H] = {}

    def _put(self, kind: type[Block], handler: H) -> None:
        self._handlers[kind] = handler

    def get(self, block: Block) -> H | None:
        return self._handlers.get(type(block))

    @property
    def kinds(self) -> list[str]:
        return [kind.kind for kind in self._handlers]


@dataclass(frozen=True, kw_only=True)
class CoverBlock(Block):
    """The front cover (p.1)."""

    kind: ClassVar[str] = "cover"
    tagline: SourceText
    title: SourceText
    subtitle: SourceText
    facts: SourceText


@dataclass(frozen=True, kw_only=True)
class HeadingBlock(Block):
    kind: ClassVar[str] = "heading"
    text: SourceText


PARAGRAPH_STYLES = ("body", "lead", "note")


@dataclass(frozen=True, kw_only=True)
class ParagraphBlock(Block):
    kind: ClassVar[str] = "paragraph"
    text: SourceText
    style: str = "body"  # one of PARAGRAPH_STYLES


@dataclass(frozen=True, kw_only=True)
class ListBlock(Block):
    kind: ClassVar[str] = "list"
    items: tuple[SourceText, ...]
    title: SourceText | None = None


@dataclass(frozen=True, kw_only=True)
class StepItem(Written):
    """A step of `steps`: a title, and text under it."""

    title: SourceText
    text: SourceText | None = None


STEP_MARKERS = ("number", "circled")


@dataclass(frozen=True, kw_only=True)
class StepsBlock(Block):
    kind: ClassVar[str] = "steps"
    items: tuple[StepItem, ...]
    marker: str = "number"  # one of STEP_MARKERS: 1 2 3 in discs, or ① ② ③


@dataclass(frozen=True, kw_only=True)
class PointItem(Written):
    title: SourceText
    text: SourceText


@dataclass(frozen=True, kw_only=True)
class PointsBlock(Block):
    """Titled items, each in its own panel (p.2's three ways to get out)."""

    kind: ClassVar[str] = "points"
    items: tuple[PointItem, ...]


CALLOUT_TONES = ("info", "tip", "warn", "rule")


@dataclass(frozen=True, kw_only=True)
class CalloutBlock(Block):
    kind: ClassVar[str] = "callout"
    text: SourceText
    title: SourceText | None = None
    tone: str = "info"  # one of CALLOUT_TONES


@dataclass(frozen=True, kw_only=True)
class CardsBlock(Block):
    """A row of cards, listed (`cards`) or of an example (`example`, `show`), optionally → the cards
    they count as (`becomes`). Verification resolves an example's rows into `cards` and `becomes`
    and fills in their alternative texts (`alt`, `becomes_alt`)."""

    kind: ClassVar[str] = "cards"
    cards: tuple[Any, ...] = ()  # the game's cards (plugins.CardFace: Any while the renderers read one game's type)
    example: str | None = None
    show: str | None = None  # which of the example's cards: a player's name or a part the game names (GameRules.figure_rows)
    becomes: tuple[Any, ...] | str | None = None  # `counted` until verified: the cards as counted
    label: SourceText | None = None
    caption: SourceText | None = None
    alt: str = ""  # filled in by verification: the figure's words for screen readers
    becomes_alt: str | None = None
    cards_where: tuple[Location, ...] = field(default=(), compare=False)  # each listed card, for messages
    becomes_where: tuple[Location, ...] = field(default=(), compare=False)

    @property
    def counted_cards(self) -> tuple[Any, ...]:
        """The row after the arrow (verified: never `counted`), empty when there is none."""
        return self.becomes if isinstance(self.becomes, tuple) else ()


@dataclass(frozen=True, kw_only=True)
class GlossaryBlock(Block):
    """glossary.yaml's terms and note (p.20)."""

    kind: ClassVar[str] = "glossary"


@dataclass(frozen=True, kw_only=True)
class QuickrefBlock(Block):
    """quickref.yaml's endings (p.21)."""

    kind: ClassVar[str] = "quickref"


@dataclass(frozen=True, kw_only=True)
class QrBlock(Block):
    kind: ClassVar[str] = "qr"
    url: SourceText
    caption: SourceText | None = None


MATERIAL_ICONS = ("paper", "pencil", "chips")  # those booklet/icons.py draws (tests/booklet/test_layout.py)


@dataclass(frozen=True, kw_only=True)
class MaterialItem(Written):
    name: SourceText
    icon: str  # one of MATERIAL_ICONS


@dataclass(frozen=True, kw_only=True)
class MaterialsBlock(Block):
    kind: ClassVar[str] = "materials"
    items: tuple[MaterialItem, ...]
    title: SourceText | None = None


@dataclass(frozen=True, kw_only=True)
class DeckBlock(Block):
    """Every face of deck.yaml with its copies (p.4)."""

    kind: ClassVar[str] = "deck"
    title: SourceText
    caption: SourceText


@dataclass(frozen=True, kw_only=True)
class ComponentsBlock(Block):
    """What is in the box: each component of components.yaml (or the game's one deck) with its count,
    computed from its items, its name here (`names`: component id → the words the rulebook calls it)
    and its kind and size, drawn small at one scale (booklet/blocks_components.py)."""

    kind: ClassVar[str] = "components"
    names: dict[str, SourceText] = field(hash=False)  # components.yaml's id → name; listed in components.yaml's order
    title: SourceText | None = None


@dataclass(frozen=True, kw_only=True)
class CreditsBlock(Block):
    """The back cover: the publisher (game.yaml) under `publisher_label`, who made the game."""

    kind: ClassVar[str] = "credits"
    publisher_label: SourceText


@dataclass(frozen=True, kw_only=True)
class ImageBlock(Block):
    """A game's art on a page: its box `width` × `height` (either: the other follows the art's
    proportions; neither: the column's width), `fit` contain or cover, a caption under it."""

    kind: ClassVar[str] = "image"
    file: ArtFile
    width: Length | None = None
    height: Length | None = None
    fit: str = "contain"  # one of art_files.FITS
    caption: SourceText | None = None


def _one_figure(values: Values, at: At) -> bool:
    """A card figure shows listed cards or an example's, not both."""
    cards, example = values.get("cards") is not None, values.get("example") is not None
    if cards == example:
        at.problems.add(at.where, f"{at.path}: found {'both' if cards else 'neither'} 'cards' and 'example', expected exactly one of them")
        return False
    if example and values.get("show") is None:
        at.problems.add(
            at.where,
            f"{at.path}: found 'example' without 'show', expected show: which of the example's cards to draw "
            "(a player's name, or a part the game's format names)",
        )
        return False
    if values.get("becomes") == COUNTED and not example:
        at.problems.add(at.where, f"{at.path}: found becomes: counted without 'example', expected an example whose counted cards to show")
        return False
    return True


COVER = register(BlockKind(CoverBlock, {"tagline": TEXT, "title": TEXT, "subtitle": TEXT, "facts": TEXT}))
HEADING = register(BlockKind(HeadingBlock, {"text": TEXT}, main="text"))
PARAGRAPH = register(BlockKind(ParagraphBlock, {"text": TEXT, "style": optional(one_of(*PARAGRAPH_STYLES), "body")}, main="text"))
LIST = register(BlockKind(ListBlock, {"items": TEXTS, "title": text_field()}, main="items"))
STEPS = register(
    BlockKind(
        StepsBlock,
        {"items": items_of(StepItem, {"title": TEXT, "text": text_field()}), "marker": optional(one_of(*STEP_MARKERS), "number")},
        main="items",
    )
)
POINTS = register(BlockKind(PointsBlock, {"items": items_of(PointItem, {"title": TEXT, "text": TEXT})}, main="items"))
CALLOUT = register(
    BlockKind(CalloutBlock, {"text": TEXT, "title": text_field(), "tone": optional(one_of(*CALLOUT_TONES), "info")}, main="text")
)
CARDS_FIGURE = register(
    BlockKind(
        CardsBlock,
        {
            "cards": optional(CARDS),
            "example": optional(NAME),
            "show": optional(NAME),
            "becomes": optional(BECOMES),
            "label": text_field(),
            "caption": text_field(),
        },
        check=_one_figure,
    )
)
GLOSSARY = register(BlockKind(GlossaryBlock, {}))
QUICKREF = register(BlockKind(QuickrefBlock, {}))
QR = register(BlockKind(QrBlock, {"url": TEXT, "caption": text_field()}, main="url"))
MATERIALS = register(
    BlockKind(
        MaterialsBlock,
        {"items": items_of(MaterialItem, {"name": TEXT, "icon": one_of(*MATERIAL_ICONS)}), "title": text_field()},
        main="items",
    )
)
DECK = register(BlockKind(DeckBlock, {"title": TEXT, "caption": TEXT}))
IMAGE = register(
    BlockKind(
        ImageBlock,
        {
            "file": ART_FILE,
            "width": optional(ART_SIZE),
            "height": optional(ART_SIZE),
            "fit": optional(one_of(*art_files.FITS), "contain"),
            "caption": text_field(),
        },
        main="file",
    )
)
COMPONENT_NAMES = Entries(
    TEXT,
    nonempty=True,
    what="a mapping of components.yaml's ids to their names (chips: チップ)",
    name=lambda name: isinstance(name, str) and bool(COMPONENT_ID.match(name)),
    name_expected="a component's id of components.yaml (lower-case letters, digits and hyphens)",
)
COMPONENTS = register(BlockKind(ComponentsBlock, {"names": COMPONENT_NAMES, "title": text_field()}))
CREDITS = register(BlockKind(CreditsBlock, {"publisher_label": TEXT}))
