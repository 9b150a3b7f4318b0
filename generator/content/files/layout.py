"""content/layout.yaml: print geometry with units (trim, bleed, safe zone), card presets, print-and-play sheets."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..fields import (
    MAPPING_WORDS,
    NAME,
    TEXT_TYPE,
    Check,
    Choice,
    Entries,
    Field,
    LengthReader,
    PixelReader,
    Reader,
    Table,
    Values,
    as_dict,
    did_you_mean,
    matching,
    millimetres,
    one_of,
    optional,
    whole_in,
)
from ..model import (
    MIN_QR_MODULE_MM,
    QUICKREF_SIZES,
    CardPreset,
    Paper,
    PrintChecks,
    PrintSpec,
    SheetSettings,
    TabletopSettings,
    TuckBoxSettings,
)
from ..yamlsource import shorten
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
    print_checks: PrintChecks


PAPER_NAME = re.compile(r"^[a-z0-9][a-z0-9-]*$")  # it names the file cards/cards-pnp-NAME.pdf


def mm(low: float, high: float, why: str = "") -> LengthReader:
    """A length from `low` to `high` mm: what each size may be, so that no absurd size reaches a renderer."""
    return LengthReader(at_least=low, at_most=high, why=why)


# The accepted ranges. The booklet: A6 to A5 (the home-print file puts two pages side by side on A4
# landscape; a page smaller than the texts were fitted to is one message of the booklet's own).
HOME_PRINT = " (the home-print file puts two pages side by side on A4 landscape)"
BOOKLET_TRIM = Table({"width": mm(105, 148.5, HOME_PRINT), "height": mm(148, 210, HOME_PRINT)}, build=as_dict)
CARD_TRIM = Table({"width": mm(40, 120, " (mini to tarot cards)"), "height": mm(55, 160, " (mini to tarot cards)")}, build=as_dict)
BLEED = mm(0, 10, " (print shops ask for 3mm)")
SAFE = mm(0, 15, " (text stays this far inside the trim)")
QR_MODULE = LengthReader(
    at_least=MIN_QR_MODULE_MM, at_most=2, why=" (smaller QR codes do not scan reliably in print, larger ones do not fit the page)"
)
PRESET_PIXELS = PixelReader(100, 4000, " (a print service's card image is about 800×1100 px)")


def _print_spec_fields(trim: Table[Any]) -> dict[str, Reader[Any] | Field]:
    """The fields every printed piece has."""
    return {"trim": trim, "bleed": BLEED, "safe": SAFE}


def _print_spec(v: Values, **extra: Any) -> PrintSpec:
    trim = v["trim"]
    return PrintSpec(trim["width"], trim["height"], v["bleed"], v["safe"], where=v.where("trim"), safe_where=v.where("safe"), **extra)


BOOKLET = Table(
    {**_print_spec_fields(BOOKLET_TRIM), "marks_margin": mm(5, 30, " (room for the trim marks around the bleed)"), "qr_module": QR_MODULE},
    build=lambda v: _print_spec(v, marks_margin=v["marks_margin"], qr_module=v["qr_module"]),
)

PRESET = Table(
    {
        "description": Check(TEXT_TYPE),
        "size": Table({"width": PRESET_PIXELS, "height": PRESET_PIXELS}, build=as_dict),
        "dpi": whole_in(72, 1200),
        "mode": one_of("RGB", "CMYK"),
    },
    build=lambda v: CardPreset(v.at.name, v["description"], v["size"]["width"], v["size"]["height"], v["dpi"], v["mode"]),
)
BACK_OFFSET = LengthReader(signed=True, at_least=-10, at_most=10, why=" (read off the calibration sheet)")
PAPER = Table(
    {"width": mm(100, 1000, " (a sheet of paper)"), "height": mm(100, 1000, " (a sheet of paper)"), "gutter": mm(0, 20)},
    build=lambda v: Paper(v.at.name, millimetres(v["width"]), millimetres(v["height"]), millimetres(v["gutter"]), v.at.where),
)
PNP = Table(
    {
        "papers": Entries(
            PAPER,
            nonempty=True,
            what="a mapping of paper names to sizes",
            name=lambda n: isinstance(n, str) and bool(PAPER_NAME.match(n)),
            name_expected="lowercase letters, digits and hyphens (it names the file cards/cards-pnp-NAME.pdf)",
        ),
        "columns": whole_in(1, 10),
        "rows": whole_in(1, 10),
        "crop_marks": Table({"offset": mm(0, 5), "length": mm(1, 10)}, build=as_dict),
        "back_offset": Table({"x": BACK_OFFSET, "y": BACK_OFFSET}, build=as_dict),
        "back": optional(one_of("ink-saving", "full"), default="ink-saving"),
        "printable_margin": optional(mm(3, 20, " (home printers lose 3–5 mm at the paper's edge)"), default=None),
    },
    build=lambda v: dict(
        papers=tuple(v["papers"].values()),
        columns=v["columns"],
        rows=v["rows"],
        mark_offset=millimetres(v["crop_marks"]["offset"]),
        mark_length=millimetres(v["crop_marks"]["length"]),
        back_offset=(millimetres(v["back_offset"]["x"]), millimetres(v["back_offset"]["y"])),
        back=v["back"],
        **({"printable_margin": millimetres(v["printable_margin"])} if v["printable_margin"] else {}),
    ),
)
QUICKREF_CARD = Table(
    {
        "size": Choice(QUICKREF_SIZES, "a card size"),
        "min_text": LengthReader(at_least=5, at_most=14, unit="pt", why=" (the quick reference's smallest text)"),
    },
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
        v.add("preset", f"found {shorten(chosen)!r}, expected one of: {', '.join(presets)}{did_you_mean(chosen, presets)}")
        return None
    sheets = SheetSettings(**v["pnp"], **v["quickref"], qr_module=millimetres(v["qr_module"]))
    return _CardsLayout(_print_spec(v), presets, chosen, sheets)


CARDS = Table(
    {
        **_print_spec_fields(CARD_TRIM),
        "preset": NAME,
        "presets": Entries(PRESET, what=MAPPING_WORDS),
        "pnp": PNP,
        "quickref": QUICKREF_CARD,
        "qr_module": QR_MODULE,
    },
    build=_cards_layout,
)
TABLETOP = Table(
    {
        "card_width": PixelReader(100, 1024, " (one card on the face sheet)"),
        "max_side": PixelReader(1024, 4096, " (Tabletop Simulator loads sheets up to 4096px)"),
        "image_url": optional(HTTPS),
    },
    build=lambda v: TabletopSettings(v["card_width"], v["max_side"], v["image_url"], where={key: v.where(key) for key in v}),
)
SPOT_NAME = matching(
    lambda n: isinstance(n, str) and bool(re.match(r"^[A-Za-z][A-Za-z0-9_-]*$", n)),
    "a spot colour name of letters, digits, _ and - (the name the shop's cutter reads)",
)


def _tuckbox(v: Values) -> TuckBoxSettings | None:
    if v["cut_colour"] == v["crease_colour"]:
        v.add("crease_colour", f"found {v['crease_colour']!r}, the cut colour's name too, expected a different name")
        return None
    mm = {
        key: millimetres(v[key])
        for key in ("clearance", "card_thickness", "glue_flap", "tuck_flap", "dust_flap", "thumb_notch", "bleed", "safe")
    }
    return TuckBoxSettings(
        **mm,
        extra_cards=v["extra_cards"],
        cut_colour=v["cut_colour"],
        crease_colour=v["crease_colour"],
        where={key: v.where(key) for key in v},
    )


TUCKBOX = Table(
    {
        "clearance": mm(0, 5, " (room around the cards)"),
        "card_thickness": mm(0.1, 1, " (one card: 0.32mm for 310 gsm)"),
        "extra_cards": whole_in(0, 20),
        "glue_flap": mm(5, 30),
        "tuck_flap": mm(5, 40),
        "dust_flap": mm(3, 40),
        "thumb_notch": mm(5, 40),
        "bleed": BLEED,
        "safe": SAFE,
        "cut_colour": SPOT_NAME,
        "crease_colour": SPOT_NAME,
    },
    build=_tuckbox,
)
PERCENT = matching(
    lambda v: isinstance(v, str) and bool(re.fullmatch(r"\d+(\.\d+)?%", v)) and 100 <= float(v[:-1]) <= 400,
    "a percentage from 100% to 400% such as 300%",
)
PRINT = Table(  # what the print files declare, and the limits the build and `preflight` hold them to
    {
        "pdfx": one_of("x1a", "x4", "none"),
        "ink_limit": PERCENT,
        "min_knockout_text": LengthReader(at_least=1.4, at_most=4.3, why=" (4 to 12 pt)"),
        "min_line": mm(0.05, 0.5),
        "min_image_ppi": whole_in(150, 1200),
        "back_band": optional(mm(0, 10, " (a cut drifts 1–2 mm)"), default=None),
        "back_turns": optional(one_of("same", "free"), default="same"),
    },
    build=lambda v: PrintChecks(
        v["pdfx"],
        float(v["ink_limit"][:-1]) / 100,
        v["min_knockout_text"].pt,
        millimetres(v["min_line"]),
        float(v["min_image_ppi"]),
        where={key: v.where(key) for key in v},
        **({"back_band_mm": millimetres(v["back_band"])} if v["back_band"] is not None else {}),
        back_turns=v["back_turns"],
    ),
)
LAYOUT = Table(
    {
        "booklet": BOOKLET,
        "cards": CARDS,
        "tabletop": TABLETOP,
        "tuckbox": TUCKBOX,
        "print": optional(PRINT, default=PrintChecks()),
    },
    build=lambda v: LayoutFile(
        v["booklet"],
        v["cards"].card,
        v["cards"].card_presets,
        v["cards"].card_preset,
        v["cards"].card_sheets,
        v["tabletop"],
        v["tuckbox"],
        v["print"],
    ),
)
