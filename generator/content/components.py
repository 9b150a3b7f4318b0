"""A game's components: the printed parts in its box, read from an optional components.yaml.

Each component is a deck of cards, a two-sided tile (a board, a mat, a tile) or a sheet of
punch-out tokens, with a named size (`poker`, `tarot`, `square-70` …, `63x88mm`, `20mm round`), the
caliper of its stock, its items and its backs:

    components:
      - id: colour-cards
        kind: deck
        size: poker            # or 63x88mm
        stock: 0.32mm
        items: {group: colour-cards}   # the game's code says which cards (Game.component_items)
        backs: {per: colour}           # one | {per: FIELD} (Game.back_group) | per-item
        box: cards                     # the tuck box it goes in (cards/boxes.py); none: loose in the game's box
      - id: mats
        kind: tile
        size: 120x80mm
        stock: 1.5mm
        items: {cards: [mat-plain, mat-win]}
      - id: chips
        kind: tokens
        size: 20mm round
        count: 30

Items are the game's own cards (it names and reads them): `{group: NAME}` asks the game's
`component_items` hook, `{cards: [...]}` names them as deck.yaml does, and no `items` is the whole
deck (a deck) or, with `count`, that many copies of one plain part the game draws by `side`.
Every card of deck.yaml is in exactly one component. A game without components.yaml has one:
`DEFAULT_ID`, today's deck at layout.yaml's cards.trim with one back (`default_deck`);
components.yaml may write that deck too (`id: deck`, kind deck, no size, no items, one back) beside
parts that are not cards (a game's chips), and its files keep their names. A deck's `box` says which
tuck box holds it (decks naming the same box share it; none: loose in the game's box; by default a
box of its own): cards/boxes.py.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..errors import Location
from .fields import (
    CARDS,
    NAME,
    POSITIVE,
    At,
    Choice,
    Field,
    Items,
    LengthReader,
    Table,
    Values,
    describe,
    did_you_mean,
    millimetres,
    optional,
)
from .lengths import UnitError, parse_length
from .yamlsource import Mapping, shorten

COMPONENTS_FILE = "components.yaml"
DEFAULT_ID = "deck"  # the one component of a game without components.yaml (and `CardDrawing.back`'s group `DECK`)
KINDS = ("deck", "tile", "tokens")
TWO_SIDED = ("tile", "tokens")  # both sides designed: their backs are per item unless they say otherwise

NAMED_SIZES: dict[str, tuple[float, float]] = {  # mm, width × height, as card shops name them
    "poker": (63, 88),
    "bridge": (57, 89),
    "mini": (44, 63),
    "mini-euro": (44, 68),
    "euro": (59, 92),
    "tarot": (70, 120),
    "square-50": (50, 50),
    "square-70": (70, 70),
    "square-80": (80, 80),
}
_BOX_SIZE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*mm\s*$")
_ROUND_SIZE = re.compile(r"^\s*(.+?)\s+round\s*$")
SIZE_RANGE = (10.0, 600.0)  # mm: from a small token to a folded panel
SIZE_EXPECTED = f"a size: {', '.join(NAMED_SIZES)}, WIDTHxHEIGHTmm (63x88mm) or a diameter and round (20mm round)"
STOCK = LengthReader(at_least=0.1, at_most=5, why=" (the caliper of one sheet: 0.32mm for 310 gsm card, 1.5mm for a mat)")
BLEED = LengthReader(at_least=0, at_most=10, why=" (print shops ask for 3mm)")
DEFAULT_STOCK = {"deck": 0.32, "tile": 1.5, "tokens": 1.5}  # mm: 310 gsm card; greyboard for mats and punch-out tokens
DEFAULT_GAP = 4.0
GAP = LengthReader(at_least=0, at_most=20, why=" (between round tokens' cut circles on a home sheet)")
ID = re.compile(r"^[a-z0-9][a-z0-9-]*$")  # it names files: cards/ID/…
NO_BOX = "none"  # a deck's `box: none`: it goes loose in the game's box, in no tuck box


@dataclass(frozen=True)
class Size:
    """A part's trim in mm; `round`: a disc of diameter `width` (= `height`)."""

    width: float
    height: float
    round: bool = False
    name: str = ""  # as written: poker, 63x88mm, 20mm round

    @property
    def mm(self) -> list[float]:
        return [self.width, self.height]


CARD_TRIM = Size(0, 0, name="cards.trim")  # the game's deck written without a size: layout.yaml's cards.trim


@dataclass(frozen=True)
class Backs:
    """Which back each item has: `one` for the whole component, one per `field` value (a player
    colour, a card type: `per`), or each item its own (`per-item`: both sides designed)."""

    rule: str  # one | per | per-item
    field: str | None = None  # `per`'s field of the items

    def __str__(self) -> str:
        return f"per {self.field}" if self.rule == "per" else self.rule


ONE_BACK = Backs("one")
PER_ITEM = Backs("per-item")


@dataclass(frozen=True)
class ItemsSpec:
    """Which of the game's items a component holds: the game's group `group`, or the cards `cards`."""

    group: str | None = None
    cards: tuple[Any, ...] = ()  # CardFaces, as deck.yaml names them


@dataclass(frozen=True)
class Component:
    id: str
    kind: str  # deck | tile | tokens
    size: Size
    stock: float  # mm: one sheet's caliper
    backs: Backs
    items: ItemsSpec | None = None  # None: the whole deck, or `count` plain parts
    count: int | None = None  # copies of one plain part, where the game gives no items
    bleed: float | None = None  # mm; None: layout.yaml cards.bleed
    gap: float = DEFAULT_GAP  # mm between round tokens' cut circles on a home sheet
    where: Location | None = None  # its entry in components.yaml (None: the default deck)
    box: str | None = None  # a deck's tuck box as written (`box:`): None, its own; NO_BOX, none
    box_where: Location | None = None  # where `box:` is written (None: not written)

    @property
    def box_id(self) -> str | None:
        """The tuck box a deck goes in: the one it names, else its own (named by its id); None: a deck
        written `box: none`, and every tile and sheet of tokens (they go in the game's box)."""
        if self.kind != "deck" or self.box == NO_BOX:
            return None
        return self.box or self.id

    @property
    def is_default(self) -> bool:
        """The game's deck: a game without components.yaml has only it, and a components.yaml may write it
        (id `deck`, the whole deck, one back) beside other parts. Its files keep their names
        (cards/cards-print.pdf, cards/png/…) and its size is layout.yaml's cards.trim."""
        whole_deck = self.kind == "deck" and self.items is None and self.count is None and self.backs == ONE_BACK
        return self.where is None or (self.id == DEFAULT_ID and whole_deck)


def default_deck(width: float, height: float, stock: float) -> Component:
    """The one component of a game without components.yaml: its deck at cards.trim, one back."""
    return Component(DEFAULT_ID, "deck", Size(width, height), stock, ONE_BACK)


# ---- reading components.yaml -----------------------------------------------------------------


@dataclass(frozen=True)
class SizeReader:
    expected: str = SIZE_EXPECTED

    def __call__(self, value: Any, at: At) -> Size | None:
        size = parse_size(value)
        if isinstance(size, str):
            at.add(size)
            return None
        return size


def parse_size(value: Any) -> Size | str:
    """The size written, or the message saying what was found and what is expected."""
    if not isinstance(value, str):
        return f"found {describe(value)}, expected {SIZE_EXPECTED}"
    if value in NAMED_SIZES:
        return Size(*NAMED_SIZES[value], name=value)
    box, disc = _BOX_SIZE.match(value), _ROUND_SIZE.match(value)
    if box:
        size = Size(float(box.group(1)), float(box.group(2)), name=value.strip())
    elif disc:
        try:
            diameter = round(parse_length(disc.group(1)).mm, 6)
        except UnitError as error:
            return f"{error} before round"
        size = Size(diameter, diameter, round=True, name=value.strip())
    else:
        return f"found {shorten(value)!r}, expected {SIZE_EXPECTED}{_closest(value)}"
    low, high = SIZE_RANGE
    if not (low <= size.width <= high and low <= size.height <= high):
        return f"found {shorten(value)!r}, expected each side from {low:g}mm to {high:g}mm (a token to a folded panel)"
    return size


def _closest(value: str) -> str:
    return did_you_mean(value, NAMED_SIZES)


@dataclass(frozen=True)
class BacksReader:
    expected: str = "one, per-item or {per: FIELD} (a field of the items: a player colour, a card type)"

    def __call__(self, value: Any, at: At) -> Backs | None:
        if value in ("one", "per-item"):
            return Backs(value)
        if isinstance(value, Mapping) and list(value) == ["per"] and NAME.accepts(value["per"]):
            return Backs("per", str(value["per"]))
        at.add(f"found {describe(value)}, expected {self.expected}")
        return None


ITEMS = Table(
    {"group": optional(NAME), "cards": optional(CARDS)},
    build=lambda v: ItemsSpec(v["group"], v["cards"] or ()),
    what="{group: NAME} (the game's code gives its items) or {cards: [NAMES]}",
)


def _component(values: Values) -> Component | None:
    kind, items, count = values["kind"], values["items"], values["count"]
    if not ID.match(values["id"]):
        values.add("id", f"found {shorten(values['id'])!r}, expected lower-case letters, digits and hyphens (it names files)")
        return None
    if items is not None and (items.group is None) == (not items.cards):
        values.add("items", "found neither or both of group and cards, expected one of them")
        return None
    if items is not None and count is not None:
        values.add("count", f"found a count of {count} beside items, expected one of them (the items' copies are the deck's)")
        return None
    if items is None and count is None and kind != "deck":
        values.add("kind", f"found a {kind} with neither items nor count, expected one of them (how many parts to print)")
        return None
    size: Size | None = values["size"]
    whole_deck = kind == "deck" and items is None and count is None and values["backs"] in (None, ONE_BACK)
    if size is None and not (values["id"] == DEFAULT_ID and whole_deck):
        values.add(
            "size", f"found no size, expected {SIZE_EXPECTED} (only the game's deck, id {DEFAULT_ID}, is at cards.trim unless it says)"
        )
        return None
    if size is None:
        size = CARD_TRIM
    if values["id"] == DEFAULT_ID and whole_deck and values["stock"] is not None:
        values.add(
            "stock",
            "found a stock for the game's deck, expected none here: its caliper is layout.yaml's tuckbox.card_thickness "
            "(written once, where the tuck box is sized)",
        )
        return None
    if values["box"] is not None and kind != "deck":
        part = "a sheet of tokens" if kind == "tokens" else f"a {kind}"
        values.add("box", f"found a tuck box for {part}, expected box: only on a deck (tiles and tokens go in the game's box)")
        return None
    if values["box"] is not None and not ID.match(values["box"]):
        values.add("box", f"found {shorten(values['box'])!r}, expected lower-case letters, digits and hyphens (it names files) or none")
        return None
    if size.round and kind != "tokens":
        values.add("size", f"found {size.name!r}, expected a rectangle for a {kind} (only tokens are round)")
        return None
    backs = values["backs"] or (PER_ITEM if kind in TWO_SIDED else ONE_BACK)
    bleed = millimetres(values["bleed"]) if values["bleed"] is not None else None
    where = values.mapping.where
    stock = millimetres(values["stock"]) if values["stock"] is not None else DEFAULT_STOCK[kind]
    gap = millimetres(values["gap"]) if values["gap"] is not None else DEFAULT_GAP
    box_where = values.where("box") if values["box"] is not None else None
    return Component(values["id"], kind, size, stock, backs, items, count, bleed, gap, where, values["box"], box_where)


COMPONENT = Table(
    {
        "id": NAME,
        "kind": Choice(KINDS, "a kind of component"),
        "size": optional(SizeReader()),
        "stock": optional(STOCK),
        "items": optional(ITEMS),
        "count": optional(POSITIVE),
        "backs": optional(BacksReader()),
        "bleed": optional(BLEED),
        "gap": optional(GAP),
        "box": optional(NAME),
    },
    build=_component,
)


@dataclass(frozen=True)
class ComponentsFile:
    components: tuple[Component, ...]


COMPONENTS = Table(
    {"components": Field(Items(COMPONENT, nonempty=True, noun="component", unique="id", what="a list of components"))},
    build=lambda v: ComponentsFile(v["components"]),
)
NO_COMPONENTS = ComponentsFile(())  # a game without components.yaml: its default deck (`default_deck`)
