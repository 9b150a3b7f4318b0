"""Which tuck box each deck goes in (components.yaml `box:`), and what each box holds; pure.

A deck gets a box of its own, named by its id, unless it names one (`box: ID`: the decks naming
the same box share it) or says `box: none` (it goes loose in the game's box). Tiles and tokens get
no tuck box: they go in the game's box. A box's inside is its largest deck's trim plus layout.yaml's
tuckbox.clearance across, and the cards of each deck × that deck's stock plus the clearance deep
(the game's deck, `deck`, is sized with layout.yaml's tuckbox.card_thickness, as its print files are
with cards.trim).

The game's main deck (the deck of a game without components.yaml, or components.yaml's deck `deck`,
else its first deck) brings layout.yaml's tuckbox.extra_cards (the quick-reference card) into its
box. That box, or a game's only box, keeps the files' names (cards/tuckbox-print.pdf,
cards/tuckbox-pnp-PAPER.pdf); another box writes cards/tuckbox-ID-print.pdf and
cards/tuckbox-ID-pnp-PAPER.pdf.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from ..content.components import DEFAULT_ID, Component
from ..content.model import Content, Paper, TuckBoxSettings
from ..errors import BuildError, Location, Problem
from .faces import Faces, components_of
from .tuckbox_net import BoxSize


@dataclass(frozen=True)
class Held:
    """One deck in a box: its cards, the extra cards that come with it (the main deck's), its trim
    and the caliper of its stock (mm)."""

    id: str
    cards: int
    extra: int
    width: float
    height: float
    stock: float

    @property
    def depth(self) -> float:
        """The deck's stack, mm."""
        return (self.cards + self.extra) * self.stock


@dataclass(frozen=True)
class TuckBox:
    """One tuck box: the decks it holds, in components.yaml's order."""

    id: str
    decks: tuple[Held, ...]
    main: bool  # it holds the game's main deck, or it is the game's only box: its files keep their names
    holds_main_deck: bool  # and with it layout.yaml's extra cards
    where: Location | None  # where a refusal of this box points (components.yaml); None: the game's deck alone (layout.yaml)
    field: str  # what is written there: components.ID.box, or components.ID (a deck in a box of its own)

    @property
    def cards(self) -> int:
        """The decks' cards, the extra cards not counted."""
        return sum(deck.cards for deck in self.decks)

    @property
    def extra_cards(self) -> int:
        return sum(deck.extra for deck in self.decks)

    def size(self, settings: TuckBoxSettings) -> BoxSize:
        """The inside: the largest trim and every deck's stack, each with the clearance."""
        width = max(deck.width for deck in self.decks)
        height = max(deck.height for deck in self.decks)
        return BoxSize(width + settings.clearance, height + settings.clearance, sum(deck.depth for deck in self.decks) + settings.clearance)

    @property
    def print_path(self) -> str:
        return f"cards/{self.stem}-print.pdf"

    def pnp_path(self, paper: Paper) -> str:
        return f"cards/{self.stem}-pnp-{paper.name}.pdf"

    @property
    def stem(self) -> str:
        return "tuckbox" if self.main else f"tuckbox-{self.id}"

    @property
    def called(self) -> str:
        """How a message names it: "the tuck box" (the main one), or "the tuck box ID"."""
        return "the tuck box" if self.main else f"the tuck box {self.id}"

    @property
    def what(self) -> str:
        """How a refusal names it: its deck's place in components.yaml, the box and what it holds
        ("components.players.box: the tuck box cards (24 players, 12 calls, 1 extra card)")."""
        held = [f"{deck.cards} {deck.id}" for deck in self.decks]
        if self.extra_cards:
            held.append(f"{self.extra_cards} extra card{'s' if self.extra_cards > 1 else ''}")
        return f"{self.field}: the tuck box {self.id} ({', '.join(held)})"


def main_deck(components: tuple[Component, ...]) -> Component | None:
    """The game's main deck: its default deck (`deck`), else its first deck; None: no deck."""
    decks = [component for component in components if component.kind == "deck"]
    return next((deck for deck in decks if deck.is_default), decks[0] if decks else None)


def boxes_of(content: Content, faces: list[Faces]) -> list[TuckBox]:
    """Every tuck box of the game, in the order of their first deck in components.yaml."""
    main = main_deck(components_of(content))
    main_id = main.id if main is not None else None
    by_id: dict[str, list[tuple[Component, Held]]] = {}
    for each in faces:
        component = each.component
        box = component.box_id
        if box is None:
            continue
        extra = content.tuckbox.extra_cards if component.id == main_id else 0
        held = Held(component.id, sum(each.copies.values()), extra, each.geometry.width, each.geometry.height, component.stock)
        by_id.setdefault(box, []).append((component, held))
    boxes = []
    for box, decks in by_id.items():
        holds_main = any(component.id == main_id for component, _ in decks)
        first = decks[0][0]
        alone = [component.is_default for component, _ in decks] == [True]  # the game's deck: layout.yaml's box, as before
        where = None if alone else first.box_where or first.where
        field = f"components.{first.id}.box" if first.box_where else f"components.{first.id}"
        boxes.append(TuckBox(box, tuple(held for _, held in decks), holds_main or len(by_id) == 1, holds_main, where, field))
    return boxes


def game_deck_box(content: Content) -> TuckBox:
    """The box of the game's deck alone, as layout.yaml sizes it (cards.trim, tuckbox.card_thickness):
    the only box of a game without components.yaml."""
    settings = content.tuckbox
    cards = sum(content.deck.copies.values())
    deck = Held(DEFAULT_ID, cards, settings.extra_cards, content.card.width.mm, content.card.height.mm, settings.card_thickness)
    return TuckBox(DEFAULT_ID, (deck,), True, True, None, "tuckbox")


@contextmanager
def refusals_at(box: TuckBox) -> Iterator[None]:
    """A refusal of a box that components.yaml makes (a deck's own, or one shared) is at the deck's line
    there, naming the box and what it holds, and where the setting it breaks is written."""
    try:
        yield
    except BuildError as error:
        if box.where is None:
            raise
        raise BuildError([_relocated(problem, box) for problem in error.problems]) from None


def _relocated(problem: Problem, box: TuckBox) -> Problem:
    if problem.where == box.where:  # said of this box already (its sides too thin for the title)
        return problem
    setting = f" ({problem.where})" if problem.where is not None else ""
    return Problem(box.where, f"{box.what}: {problem.message}{setting}")
