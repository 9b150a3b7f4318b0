"""What the cards part reads from a game's plug-in (issue 19).

The game's cards as drawn: faces and backs from the core's primitives and card geometry, the tuck
box's front art, the quick-reference sides, and any further print-and-play parts (chips, tokens).
The core keeps everything that is the same for every game: the card geometry, the primitives and
their PDF and PNG backends, the print PDF, the per-card PNGs, the print-and-play sheets, the tuck
box's net and its words, the quick reference's fitting and its PDF, the booklet's card figures.

Every hook is called during a build's check phase first (so a card that does not fit fails the build
before a file is written, with the card's FILE:LINE), then again when painting: a hook returns the
same primitives for the same arguments, and raises `errors.BuildError` for content it cannot draw.

A plug-in defines it as `CARDS` (generator/plugins.py); docs/new-game.md shows one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol, cast

from ..plugins import CardFace, plugin_part

if TYPE_CHECKING:
    from ..content.model import Content
    from ..errors import Location
    from ..geometry import Box
    from ..output import StagingFolder
    from .design import CardGeometry
    from .primitives import Primitive
    from .quickref_parts import Inks, QuickrefPart

Painter = Callable[["StagingFolder"], None]  # writes checked, laid-out files into the staging folder


class CardDrawing(Protocol):
    """One edition's card design, bound to its content (palette, words, fonts) and checked once."""

    def face(self, card: CardFace, geometry: CardGeometry, *, scale: float = 1.0) -> list[Primitive]:
        """Every primitive of `card`'s face, in mm from the trim's lower-left corner (the background
        runs into geometry's bleed). `scale` is the drawn size over the real size: the booklet's
        figures and the web page draw at < 1 and leave out text too small to read. Called for each
        face of `content.deck.faces()` (print PDF, PNGs, print-and-play, tabletop) and for each card
        a figure shows; raises BuildError at the card's line when its text does not fit (say by how much)."""
        ...

    def back(self, geometry: CardGeometry, *, scale: float = 1.0, ink_saving: bool = False) -> list[Primitive]:
        """The one card back. `ink_saving`: the variant for home printers (print-and-play), no solid
        dark field. Also drawn on the tuck box's back wall (at the wall's size) and the back cover."""
        ...

    def tuckbox_front(self, wall: Box, art: Box) -> list[Primitive]:
        """The tuck box's front art under its words: `wall` is the front wall (mm, net coordinates),
        `art` the same grown into the bleed on the cut edges, which a background should fill. The
        core then sets the title panel, the Japanese title, the tagline and the players/minutes/age
        panel (game.yaml) from the bottom of the wall up, in `paper` and `ink`; keep the upper third
        (above the title panel) for a motif."""
        ...


class CardDesign(Protocol):
    """A game's card design (CARDS)."""

    @property
    def pdf_creator(self) -> str:
        """The /Creator of the game's print PDFs (cards, quick reference, tuck box): the toolchain's name
        as the game's files give it (a game may keep the name its earlier files had, so they stay the same)."""
        ...

    def drawing(self, content: Content) -> CardDrawing:
        """The design for one edition of `content`; raises BuildError when the palette lacks a role
        the design draws with (at game.yaml's palette) or a card lacks what its face shows. Called
        once per card output and per booklet or web figure."""
        ...

    def quickref_side(self, side: str, content: Content, body: float, inks: Inks, qr_module: float) -> list[QuickrefPart]:
        """The blocks of one side ("front" or "back") of the quick-reference card, top down, at body
        text size `body` pt: built from cards/quickref.py's parts (paragraph, gap, rule, panel,
        qr_block, styler). The core tries sizes from 9 pt down and keeps the largest that fits, per
        side, so a phrase too wide raises card_text.DoesNotFit; `qr_module` is the QR code's module in mm."""
        ...

    def quickref_where(self, content: Content) -> Location | None:
        """Where a quick reference that does not fit is to be shortened (quickref.yaml's title)."""
        ...

    def extras(self, content: Content) -> list[Painter]:
        """The game's further card files, beyond faces, sheets, quick reference and tuck box (chips
        to print and play, a QR code's files; none for most games): each checked here
        (raising BuildError before anything is written), returned as the painter that writes it."""
        ...


def card_design(plugin: str) -> CardDesign:
    """The CARDS of the plug-in game.yaml names (`plugin:`)."""
    return cast(CardDesign, plugin_part(plugin, "CARDS"))  # a game module's attribute, read by its protocol


def pdf_creator(content: Content) -> str:
    """The /Creator of `content`'s game's print PDFs."""
    return card_design(content.game.plugin).pdf_creator


def drawing_of(content: Content) -> CardDrawing:
    """The card design of `content`'s game, bound to this edition (checked: raises BuildError), each
    colour its primitives name checked against the palette (drawn_colours.py)."""
    from .drawn_colours import checked_drawing

    return checked_drawing(card_design(content.game.plugin).drawing(content), content.palette)
