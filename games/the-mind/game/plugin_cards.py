"""The Mind: the plug-in's cards hooks (hooks of its Game, game.py).

The drawing itself is in design/ (faces, icons, the tuck box's front and its words, the quick reference); it is
imported inside the hooks, since the plug-in is imported for every command and drawing pulls in
reportlab.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from generator.cards.design import CardGeometry
    from generator.cards.primitives import Primitive
    from generator.cards.quickref_parts import Inks, QuickrefPart
    from generator.cards.tuckbox_art import FrontWall
    from generator.content.model import Content
    from generator.game import CardDrawing, CardFace
    from generator.geometry import Box

    from .design.look import MindLook


class MindDrawing:
    """The Mind's faces for one edition: number, level, life and shuriken cards, the ringed back."""

    def __init__(self, content: Content):
        from .design.loading import look_of

        self._look: MindLook = look_of(content)
        self._card = content.card

    def face(self, card: CardFace, geometry: CardGeometry, *, scale: float = 1.0) -> list[Primitive]:
        from .cards import MindCard
        from .design.faces import face_layout

        assert isinstance(card, MindCard)  # The Mind's deck holds its own cards only
        return face_layout(card, geometry, self._look, scale=scale)

    def back(self, group: str, geometry: CardGeometry, *, scale: float = 1.0, ink_saving: bool = False) -> list[Primitive]:
        from .design.faces import back_layout

        return back_layout(geometry, self._look, scale=scale, ink_saving=ink_saving)

    def tuckbox_front(self, wall: Box, art: Box) -> list[Primitive]:
        from generator.cards.design import CardGeometry

        from .design.tuckbox import front_art

        return front_art(wall, art, CardGeometry.of(self._card), self._look)


class MindCards:
    """The Mind's hooks of its Game (game.py)."""

    pdf_creator = "THE MIND print toolchain"  # the /Creator of its PDFs

    def drawing(self, content: Content) -> CardDrawing:
        return MindDrawing(content)

    def box_front(self, content: Content, drawing: CardDrawing, front: FrontWall) -> list[Primitive]:
        from .design.tuckbox import box_front

        return box_front(content, drawing, front)

    def quickref_side(self, side: str, content: Content, body: float, inks: Inks, qr_module: float) -> list[QuickrefPart]:
        from generator.content.game_fonts import role_face
        from generator.content.markup import plain

        from .design.quickref import Titles, quickref_side
        from .parts import mind_parts

        def printed(text: str) -> str:
            return plain(text, content, getattr(text, "where", None))

        game = content.game
        titles = Titles(game.title, content.quickref.title, role_face(game, "title"), role_face(game, "heading"))
        return quickref_side(side, titles, mind_parts(content).sections, printed, body, inks, content.language)


CARDS = MindCards()
