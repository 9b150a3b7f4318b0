"""content/layout.yaml: print geometry with units (trim, bleed, safe zone), card presets, print-and-play sheets."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .. import schema
from ..fields import (
    LENGTH,
    NAME,
    OFFSET,
    PIXELS,
    POSITIVE,
    POSITIVE_LENGTH,
    WHOLE,
    Check,
    Choice,
    Entries,
    Field,
    LengthReader,
    Reader,
    Table,
    Values,
    as_dict,
    matching,
    millimetres,
    one_of,
    optional,
)
from ..model import (
    MIN_QR_MODULE_MM,
    QUICKREF_SIZES,
    CardPreset,
    ChipSettings,
    Paper,
    PrintSpec,
    SheetSettings,
    TabletopSettings,
    TuckBoxSettings,
)
from .game import HTTPS


@dataclass(frozen=True)
class LayoutFile:
    booklet: PrintSpec
    card: PrintSpec
    card_presets: dict[str, CardPreset]
    card_preset: str
    card_sheets: SheetSettings
    tabletop: TabletopSettings
    tuckbox: TuckBoxSettings
    chips: ChipSettings


PAPER_NAME = re.compile(r"^[a-z0-9][a-z0-9-]*$")  # it names the file cards/cards-pnp-NAME.pdf
QR_MODULE = LengthReader(at_least=MIN_QR_MODULE_MM, why=" (smaller QR codes do not scan reliably in print)")
TRIM = Table({"width": LENGTH, "height": LENGTH}, build=as_dict)
PRINT_SPEC: dict[str, Reader[Any] | Field] = {"trim": TRIM, "bleed": LENGTH, "safe": LENGTH}  # the fields every printed piece has


def _print_spec(v: Values, **extra: Any) -> PrintSpec:
    trim = v["trim"]
    return PrintSpec(trim["width"], trim["height"], v["bleed"], v["safe"], where=v.where("trim"), **extra)


BOOKLET = Table(
    {**PRINT_SPEC, "marks_margin": LENGTH, "qr_module": QR_MODULE},
    build=lambda v: _print_spec(v, marks_margin=v["marks_margin"], qr_module=v["qr_module"]),
)

PRESET = Table(
    {"description": Check(schema.TEXT), "size": Table({"width": PIXELS, "height": PIXELS}, build=as_dict), "dpi": POSITIVE,
     "mode": one_of("RGB", "CMYK")},
    build=lambda v: CardPreset(v.at.name, v["description"], v["size"]["width"], v["size"]["height"], v["dpi"], v["mode"]),
)
PAPER = Table(
    {"width": POSITIVE_LENGTH, "height": POSITIVE_LENGTH, "gutter": LENGTH},
    build=lambda v: Paper(v.at.name, millimetres(v["width"]), millimetres(v["height"]), millimetres(v["gutter"]), v.at.where),
)
PNP = Table(
    {
        "papers": Entries(PAPER, nonempty=True, what="a mapping of paper names to sizes",
                          name=lambda n: isinstance(n, str) and bool(PAPER_NAME.match(n)),
                          name_expected="lowercase letters, digits and hyphens (it names the file cards/cards-pnp-NAME.pdf)"),
        "columns": POSITIVE,
        "rows": POSITIVE,
        "crop_marks": Table({"offset": LENGTH, "length": POSITIVE_LENGTH}, build=as_dict),
        "back_offset": Table({"x": OFFSET, "y": OFFSET}, build=as_dict),
    },
    build=lambda v: dict(
        papers=tuple(v["papers"].values()), columns=v["columns"], rows=v["rows"],
        mark_offset=millimetres(v["crop_marks"]["offset"]), mark_length=millimetres(v["crop_marks"]["length"]),
        back_offset=(millimetres(v["back_offset"]["x"]), millimetres(v["back_offset"]["y"])),
    ),
)
QUICKREF_CARD = Table(
    {"size": Choice(QUICKREF_SIZES, "a card size"), "min_text": POSITIVE_LENGTH},
    build=lambda v: dict(quickref_size=v["size"], quickref_min_pt=v["min_text"].pt, where=v.where("size")),
)


@dataclass(frozen=True)
class _CardsLayout:
    card: PrintSpec
    card_presets: dict[str, CardPreset]
    card_preset: str
    card_sheets: SheetSettings


def _cards_layout(v: Values) -> _CardsLayout | None:
    presets, chosen = v["presets"], v["preset"]
    if chosen not in presets:
        v.add("preset", f"found {chosen!r}, expected one of: {', '.join(presets)}{schema.did_you_mean(chosen, presets)}")
        return None
    sheets = SheetSettings(**v["pnp"], **v["quickref"], qr_module=millimetres(v["qr_module"]))
    return _CardsLayout(_print_spec(v), presets, chosen, sheets)


CARDS = Table(
    {**PRINT_SPEC, "preset": NAME, "presets": Entries(PRESET, what=schema.MAPPING.expected), "pnp": PNP, "quickref": QUICKREF_CARD,
     "qr_module": QR_MODULE},
    build=_cards_layout,
)
TABLETOP = Table(
    {"card_width": PIXELS, "max_side": PIXELS, "image_url": optional(HTTPS)},
    build=lambda v: TabletopSettings(v["card_width"], v["max_side"], v["image_url"], where={key: v.where(key) for key in v}),
)
SPOT_NAME = matching(lambda n: isinstance(n, str) and bool(re.match(r"^[A-Za-z][A-Za-z0-9_-]*$", n)),
                     "a spot colour name of letters, digits, _ and - (the name the shop's cutter reads)")


def _tuckbox(v: Values) -> TuckBoxSettings | None:
    if v["cut_colour"] == v["crease_colour"]:
        v.add("crease_colour", f"found {v['crease_colour']!r}, the cut colour's name too, expected a different name")
        return None
    mm = {key: millimetres(v[key]) for key in ("clearance", "card_thickness", "glue_flap", "tuck_flap", "dust_flap",
                                                "thumb_notch", "bleed", "safe")}
    return TuckBoxSettings(**mm, extra_cards=v["extra_cards"], cut_colour=v["cut_colour"], crease_colour=v["crease_colour"],
                           where={key: v.where(key) for key in v})


TUCKBOX = Table(
    {"clearance": LENGTH, "card_thickness": POSITIVE_LENGTH, "extra_cards": WHOLE, "glue_flap": POSITIVE_LENGTH,
     "tuck_flap": POSITIVE_LENGTH, "dust_flap": POSITIVE_LENGTH, "thumb_notch": POSITIVE_LENGTH, "bleed": LENGTH,
     "safe": LENGTH, "cut_colour": SPOT_NAME, "crease_colour": SPOT_NAME},
    build=_tuckbox,
)
CHIPS = Table(
    {"diameter": POSITIVE_LENGTH, "gap": LENGTH, "bleed": LENGTH},
    build=lambda v: ChipSettings(millimetres(v["diameter"]), millimetres(v["gap"]), millimetres(v["bleed"])),
)
LAYOUT = Table(
    {"booklet": BOOKLET, "cards": CARDS, "tabletop": TABLETOP, "tuckbox": TUCKBOX, "chips": CHIPS},
    build=lambda v: LayoutFile(v["booklet"], v["cards"].card, v["cards"].card_presets, v["cards"].card_preset, v["cards"].card_sheets,
                               v["tabletop"], v["tuckbox"], v["chips"]),
)
