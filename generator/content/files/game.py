"""content/game.yaml: the game's facts (written once, printed in several places) and the palette."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ...plugins import plugin_names
from ..fields import (
    MAPPING_WORDS,
    NAME,
    NUMBER,
    PLAIN_NAME,
    PLAIN_TEXT,
    POSITIVE,
    Entries,
    Items,
    Table,
    Values,
    matching,
    one_of,
    optional,
)
from ..model import Colour, Game

PALETTE_NEEDS = ("yellow", "blue", "red", "ink", "paper", "tint")  # tint: panels and page backgrounds
SHAPES = ("circle", "square", "star", "diamond", "triangle")
PLUGIN = matching(
    lambda v: isinstance(v, str) and v in plugin_names(), "the name of a game plug-in in generator/games/: " + ", ".join(plugin_names())
)
_HEX = re.compile(r"^#[0-9A-Fa-f]{6}$")


@dataclass(frozen=True)
class GameFile:
    game: Game
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
    },
    build=lambda v: Colour(
        v.at.name, _cmyk(v["cmyk"]), v["rgb"].upper(), v.at.where, v["label"], v["shape"], v["text_rgb"].upper() if v["text_rgb"] else None
    ),
)
PALETTE = Entries(COLOUR, what=MAPPING_WORDS, needs=PALETTE_NEEDS, needs_expected="the colours")


def _game_file(v: Values) -> GameFile:
    (players_min, players_max), (minutes_min, minutes_max) = v["players"], v["minutes"]
    game = Game(
        title=v["title"],
        title_ja=v["title_ja"],
        tagline=v["tagline"],
        players_min=players_min,
        players_max=players_max,
        minutes_min=minutes_min,
        minutes_max=minutes_max,
        age_min=v["age_min"],
        starting_chips=v.get("starting_chips", 0),  # a game's own key (GameRules.file_keys), kept here while the chips move
        calculator_url=v["calculator_url"],
        edition=v["edition"],
        publisher=v["publisher"],
        address=v["address"],
        credits=v["credits"],
        calculator_url_en=v["calculator_url_en"],
        plugin=v["plugin"],
    )
    return GameFile(game, v["palette"])


GAME = Table(
    {
        "title": PLAIN_TEXT,
        "title_ja": PLAIN_TEXT,
        "tagline": PLAIN_TEXT,
        "players": RANGE,
        "minutes": RANGE,
        "age_min": POSITIVE,
        "calculator_url": HTTPS,
        "edition": PLAIN_TEXT,
        "publisher": PLAIN_TEXT,
        "address": Items(PLAIN_TEXT),
        "credits": Items(CREDIT),
        "palette": PALETTE,
        "calculator_url_en": optional(HTTPS, default=None),  # the English edition's calculator (generator/translation)
        "plugin": PLUGIN,  # the game's plug-in package (generator/plugins.py)
    },
    build=_game_file,
)
