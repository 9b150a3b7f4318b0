"""content/game.yaml: the game's facts (written once, printed in several places) and the palette."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any

from ...fonts import FONT_ROLES, TRUETYPE_HEADERS
from ...plugins import PLUGIN_NAME, is_path, toolchain_range
from ..fields import (
    FLAG,
    MAPPING_WORDS,
    NAME,
    NUMBER,
    PLAIN_NAME,
    PLAIN_TEXT,
    POSITIVE,
    At,
    Entries,
    Items,
    Table,
    Values,
    matching,
    one_of,
    optional,
)
from ..model import Colour, GameFacts, GameFont
from ..palette_roles import BASICS, ROLES, Palette, check_roles

PALETTE_NEEDS = BASICS  # entries of their own name; the roles (accent, alert …) by name or by `roles:`
SHAPES = ("circle", "square", "star", "diamond", "triangle")
PLUGIN = matching(  # which code: the loader finds it (plugins.load_game), or says at this line why it cannot
    lambda v: isinstance(v, str) and (is_path(v) or bool(PLUGIN_NAME.match(v))),
    "./PATH (the game's code beside game.yaml) or the name of a registered game",
)
TOOLCHAIN = matching(lambda v: isinstance(v, str) and toolchain_range(v) is not None, "version specifiers such as '>=0.1,<0.2'")
_HEX = re.compile(r"^#[0-9A-Fa-f]{6}$")


@dataclass(frozen=True)
class GameFile:
    game: GameFacts
    palette: dict[str, Colour]


def _range(values: Values) -> tuple[int, int] | None:
    if values["min"] > values["max"]:
        values.at.add(f"found min {values['min']} above max {values['max']}, expected min ≤ max")
        return None
    return values["min"], values["max"]


RANGE = Table({"min": POSITIVE, "max": POSITIVE}, build=_range)
HTTPS = matching(lambda v: NAME.accepts(v) and v.startswith("https://"), "an https:// address")
CREDIT = Table({"role": PLAIN_TEXT, "name": PLAIN_TEXT}, build=lambda v: (v["role"], v["name"]))


def _cmyk(values: tuple[float, ...]) -> tuple[float, float, float, float]:
    c, m, y, k = (float(value) for value in values)
    return c, m, y, k


HEX = matching(lambda v: isinstance(v, str) and bool(_HEX.match(v)), "#RRGGBB")
COLOUR = Table(
    {
        "cmyk": Items(matching(lambda v: NUMBER.accepts(v) and 0 <= v <= 1, "a number 0–1"), length=4),
        "rgb": HEX,
        "label": optional(PLAIN_NAME),
        "shape": optional(one_of(*SHAPES)),
        "text_rgb": optional(HEX),  # a darker shade for text on screens (generator/web/data.py checks its contrast)
        "roles": optional(Items(one_of(*ROLES)), default=()),  # the roles it plays for the core (content/palette_roles.py)
    },
    build=lambda v: Colour(
        v.at.name,
        _cmyk(v["cmyk"]),
        v["rgb"].upper(),
        v.at.where,
        v["label"],
        v["shape"],
        v["text_rgb"].upper() if v["text_rgb"] else None,
        tuple(v["roles"]),
    ),
)


@dataclass(frozen=True)
class PaletteReader:
    """The palette's entries, then its roles: each needed one given once (content/palette_roles.py)."""

    entries: Entries[Colour] = Entries(COLOUR, what=MAPPING_WORDS, needs=PALETTE_NEEDS, needs_expected="the colours")

    @property
    def expected(self) -> str:
        return self.entries.expected

    def __call__(self, value: Any, at: At) -> dict[str, Colour] | None:
        read = self.entries(value, at)
        if read is None:
            return None
        before = len(at.problems.found)
        check_roles(read, value.where, at.problems)
        return Palette(read, value.where) if len(at.problems.found) == before else None


PALETTE = PaletteReader()


class FontFileReader:
    """A TrueType file inside the game's folder (its own face, embedded and subset like the core's)."""

    expected = "the path of a TrueType (.ttf) file inside the game's folder, such as fonts/Title.ttf"

    def __call__(self, value: Any, at: At) -> tuple[Path, str] | None:
        relative = PurePosixPath(value) if isinstance(value, str) and value.strip() else None
        if relative is None or relative.is_absolute() or ".." in relative.parts or relative.suffix.lower() != ".ttf":
            at.add(f"found {value!r}, expected {self.expected}")
            return None
        path = (at.reading.folder or Path(".")) / relative
        if not path.is_file():
            at.add(f"found {value!r}, a file that is not in the game's folder, expected {self.expected}")
            return None
        with path.open("rb") as file:
            if file.read(4) not in TRUETYPE_HEADERS:
                at.add(f"found {value!r}, which is not a TrueType font file, expected {self.expected}")
                return None
        return path, value


FONT = Table(
    {"file": FontFileReader(), "licence": PLAIN_TEXT},  # the licence is noted where the file is named: it lets the game embed it
    build=lambda v: GameFont(v.at.name, v["file"][0], v["file"][1], v["licence"], v.at.where),
)
FONTS = Table(
    {role: optional(FONT) for role in FONT_ROLES},
    build=lambda v: tuple(v[role] for role in FONT_ROLES if v[role] is not None),
    what=f"a mapping of roles ({', '.join(FONT_ROLES)}) to a font file and its licence",
)


def _game_file(v: Values) -> GameFile:
    (players_min, players_max), (minutes_min, minutes_max) = v["players"], v["minutes"]
    game = GameFacts(
        title=v["title"],
        title_ja=v["title_ja"],
        tagline=v["tagline"],
        players_min=players_min,
        players_max=players_max,
        minutes_min=minutes_min,
        minutes_max=minutes_max,
        age_min=v["age_min"],
        calculator_url=v["calculator_url"],
        edition=v["edition"],
        publisher=v["publisher"],
        address=v["address"],
        credits=v["credits"],
        calculator_url_en=v["calculator_url_en"],
        plugin=v["plugin"],
        furigana=v["furigana"],
        copyright_year=v["copyright_year"],
        fonts=v["fonts"],
        description=v["box"]["description"] if v["box"] else None,
    )
    return GameFile(game, v["palette"])


BOX = Table(
    {"description": PLAIN_TEXT},
    build=lambda v: {"description": v["description"]},
)


GAME = Table(
    {
        "title": PLAIN_TEXT,
        "title_ja": PLAIN_TEXT,
        "tagline": PLAIN_TEXT,
        "players": RANGE,
        "minutes": RANGE,
        "age_min": POSITIVE,
        "calculator_url": optional(HTTPS, default=None),  # a game without a web calculator writes none (a game may require it)
        "edition": PLAIN_TEXT,
        "publisher": PLAIN_TEXT,
        "address": Items(PLAIN_TEXT),
        "credits": Items(CREDIT),
        "palette": PALETTE,
        "calculator_url_en": optional(HTTPS, default=None),  # the English edition's calculator (generator/translation)
        "toolchain": optional(TOOLCHAIN, default=None),  # the toolchain versions the game was made for: checked by the loader
        "plugin": PLUGIN,  # the game's code: ./PATH beside game.yaml, or a registered name (generator/plugins.py)
        "furigana": optional(FLAG, default=None),  # ruby in the printed booklet; unset: for ages under 10 (GameFacts.prints_furigana)
        "copyright_year": optional(POSITIVE, default=None),  # © YEAR PUBLISHER: the box's back panel, and a back cover that prints it
        "fonts": optional(FONTS, default=()),  # the game's own faces by role (generator/fonts.py FONT_ROLES)
        "box": optional(BOX, default=None),  # the tuck box's back: a description and the © year (cards/tuckbox_art.py)
    },
    build=_game_file,
)
