"""The palette by role: the core names colours by what they do, never by what they are.

A game's game.yaml palette gives each role either as an entry of that name (`accent: {cmyk …}`) or
as a `roles:` list on one of its own colours (a card colour's `red: {…, roles: [alert]}`), so the
game keeps its colours' names for its cards while the booklet, the quick reference and the tuck
box ask for `accent` or `alert`. A role nobody gives falls back to another (FALLBACKS).

| role | what it colours |
|---|---|
| `accent` | text and marks that stand out: leads, point titles, terms, links, list markers, step discs, the cover's tagline and facts |
| `band` | the heading band across each page (else `accent`) |
| `highlight` | the heading bar, the band's edge, the page numbers, the callout bar and `tip` tone (else `accent`) |
| `cover` | the front cover's background (else `highlight`) |
| `alert` | `warn` and `rule` callouts, the glossary's note, the rules between the quick reference's sections |
| `box` | the tuck box's field: its sides, lids, flaps and back (else `ink`) |
| `ink`, `paper`, `tint` | every text; knocked-out text and panels' white; panels and page backgrounds |
"""

from __future__ import annotations

from collections.abc import Mapping

from ..errors import Location, Problems, fail
from .model import Colour
from .yamlsource import split_shown

ROLES = ("accent", "band", "highlight", "cover", "alert", "box")  # what an entry's `roles:` may name
BASICS = ("ink", "paper", "tint")  # always entries of their own name
NEEDED = ("accent", "alert", *BASICS)  # a palette without one of these cannot print the booklet
FALLBACKS = {"band": "accent", "highlight": "accent", "cover": "highlight", "box": "ink"}


class Palette(dict[str, Colour]):
    """game.yaml's palette (`Content.palette`), by name: a role its entries give by `roles:` is found by
    its name too, and a name it lacks, asked for by the game's code or the core's (a card drawing's
    colour, a design's text colour), is one message at the palette, never a KeyError traceback."""

    def __init__(self, entries: Mapping[str, Colour] = {}, where: Location | None = None):  # noqa: B006 (never mutated)
        super().__init__(entries)
        self.where = where  # the palette mapping in game.yaml: where messages point when it has no entry

    def __missing__(self, name: str) -> Colour:
        found = role_colour(self, name) if name in ROLES else None
        if found is None:
            where = palette_where(self)
            raise fail(where, unknown_colour(name, where, self, "the game's code asks for"))
        return found


def unknown_colour(name: str, where: Location | None, palette: Mapping[str, Colour], user: str) -> str:
    """The message for a colour name the palette lacks; `user` says who asked for it."""
    file = f"{split_shown(where.file)[0]}/game.yaml" if where is not None else "game.yaml"
    known = ", ".join(with_roles(palette))
    return (
        f'palette: found no colour {name!r}, which {user}; expected an entry {name}: {{cmyk: […], rgb: "#RRGGBB"}} '
        f"in the palette of {file}, or a colour it has: {known}"
    )


def palette_where(palette: Mapping[str, Colour]) -> Location | None:
    """Where the palette is written: its first entry's line in game.yaml (an empty palette: the palette's)."""
    places = [colour.where for colour in palette.values() if colour.where is not None]
    return min(places) if places else getattr(palette, "where", None)


def role_colour(palette: Mapping[str, Colour], role: str) -> Colour | None:
    """The colour that plays `role`: the entry of that name, else the one whose `roles` name it, else
    its fallback's; None when the palette gives it no colour."""
    if role in palette:
        return palette[role]
    for colour in palette.values():
        if role in colour.roles:
            return colour
    return role_colour(palette, FALLBACKS[role]) if role in FALLBACKS else None


def with_roles(palette: Mapping[str, Colour]) -> dict[str, Colour]:
    """The palette's entries and, beside them, each role by its own name (what the drawing code asks for)."""
    found = Palette(palette, palette_where(palette))
    for role in ROLES:
        colour = role_colour(palette, role)
        if colour is not None and role not in found:
            found[role] = colour
    return found


def check_roles(palette: Mapping[str, Colour], where: Location | None, problems: Problems) -> None:
    """A needed role nobody gives, or a role given twice (two entries' `roles`, or a `roles` and an
    entry of that name), each once at the palette (`where`) or at the second entry."""
    for role in NEEDED:
        if role_colour(palette, role) is None:
            problems.add(
                where,
                f"palette: found no colour for the role {role!r}, expected an entry {role!r} or a colour with "
                f"`roles: [{role}]` (the booklet, the quick reference and the tuck box draw with it)",
            )
    claimed: dict[str, str] = {}
    for name, colour in palette.items():
        for role in colour.roles:
            first = role if role in palette else claimed.get(role)
            if first is not None:
                problems.add(colour.where, f"palette.{name}.roles: found {role!r}, which {first!r} plays already; expected each role once")
            claimed.setdefault(role, name)
