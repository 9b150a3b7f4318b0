"""A game's faces by role (issue 28): its own font files (game.yaml `fonts:`) or the core's faces.

`role_face(game, "heading")` is the registered face a part of the core sets that role in: a game's
file when game.yaml names one, else today's face (generator/fonts.py DEFAULT_ROLE_FACES), so a game
that declares no fonts prints as before. A game's `latin` face sets the Latin words inside the text
of its own faces (typeset/mixed.py `pair_latin`); the core's faces keep their proportional partners.
"""

from __future__ import annotations

from ..fonts import DEFAULT_ROLE_FACES, FONT_ROLES, register_fonts, register_game_face
from ..typeset.mixed import pair_latin
from .model import GameFacts


def role_face(game: GameFacts, role: str) -> str:
    """The face of `role` (one of FONT_ROLES), registered with reportlab."""
    if role not in FONT_ROLES:
        raise ValueError(f"unknown font role {role!r}: expected one of {', '.join(FONT_ROLES)}")
    own = game.font(role)
    if own is None:
        register_fonts()
        return DEFAULT_ROLE_FACES[role]
    face = register_game_face(own.path)
    latin = game.font("latin")
    if role != "latin" and latin is not None:
        pair_latin(face, register_game_face(latin.path))
    return face


def own_faces(game: GameFacts) -> dict[str, str]:
    """The game's own faces by role (only the roles game.yaml gives a file), registered."""
    return {font.role: role_face(game, font.role) for font in game.fonts}
