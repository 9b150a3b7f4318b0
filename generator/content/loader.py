"""Loading content/: every YAML file read, checked against its schema, turned into the model.

`load_content(content_dir)` returns a `Content` or raises one BuildError listing every problem of
every file. It checks form (keys, types, card names, units); `verify.verify_content` then checks
meaning (worked examples, cross-references).
"""
from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import Any

from ..errors import BuildError, Location, Problems
from ..rules import Card, Deck
from ..rules.cards import NUMBER_COLORS
from . import schema as s
from .examples import read_examples
from .model import MIN_QR_MODULE_MM, QUICKREF_SIZES, CardPreset, Colour, Content, Game, GlossaryEntry, Key, Length, Paper, PrintSpec, SheetSettings, Text
from .pages import NEXT_STEP, check_outcomes, read_pages
from .text import located_static_problems, texts_in
from .units import UnitError, parse_length, parse_offset, parse_pixels
from .verify import verify_loaded_examples
from .yamlsource import Mapping, Sequence, read_yaml

FILES = ("game.yaml", "deck.yaml", "layout.yaml", "quickref.yaml", "glossary.yaml", "examples.yaml")
PALETTE_NEEDS = ("yellow", "blue", "red", "ink", "paper", "tint")  # tint: panels and page backgrounds
_HEX = re.compile(r"^#[0-9A-Fa-f]{6}$")


class Source:
    """One content folder: reads its files, remembering every problem on the way."""

    def __init__(self, content_dir: Path):
        self.dir = Path(content_dir)
        self.problems = Problems()

    def shown(self, relpath: str) -> str:
        """How messages name a file: content/game.yaml (the folder's own name, then the path)."""
        return f"{self.dir.name}/{relpath}"

    def read(self, relpath: str):
        """The file's values, or None when it is missing or unreadable (the problem is noted)."""
        path = self.dir / relpath
        if not path.is_file():
            self.problems.add(Location(self.shown(relpath)), f"found no file {relpath}, expected it in {self.dir}/")
            return None
        try:
            return read_yaml(path, self.shown(relpath), self.problems)
        except BuildError as error:
            self.problems.found.extend(error.problems)
            return None

    def sound(self, read):
        """`read(self)`'s result, and whether it added no problem: (*result, True)."""
        before = len(self.problems.found)
        result = read(self)
        return (*result, len(self.problems.found) == before)

    def mapping(self, relpath: str, required=(), optional=()) -> Mapping | None:
        """A file whose top level is a mapping with these keys."""
        data = self.read(relpath)
        if data is None:
            return None
        if not s.is_mapping(data, getattr(data, "where", Location(self.shown(relpath))), "", self.problems):
            return None
        s.check_keys(data, "", self.problems, required, optional)
        return data


def load_content(content_dir: Path) -> Content:
    """Reads and checks every content file; raises BuildError with all problems found (and with
    the wrong results of the worked examples that loaded, so one run reports everything it can)."""
    source = Source(content_dir)
    parts = {
        "game": _game_file(source),
        "deck": source.sound(_deck_file),
        "layout": _layout_file(source),
        "quickref": _quickref_file(source),
        "glossary": _glossary_file(source),
        "examples": _examples_file(source),
        "pages": (pages := read_pages(source))[0],
    }
    if pages[1]:  # with a page missing, references to it would be reported twice
        _check_static_markup(parts, source.problems)
        ids = _ending_id_list(parts["quickref"])
        if ids is not None:  # else quickref.yaml's own problems are the ones to fix first
            check_outcomes(parts["pages"], ids, source.problems)
    if source.problems:
        _replay_loaded_examples(parts, source.problems)
    source.problems.raise_if_any()
    return _assemble(parts)


def _replay_loaded_examples(parts: dict[str, Any], problems: Problems) -> None:
    """Problems of form stop the load; the examples that loaded are replayed before it stops, so their
    wrong results are reported in the same run (card counts only against a deck.yaml with no problem)."""
    deck, *_, deck_is_sound = parts["deck"]
    verify_loaded_examples(parts["examples"], deck if deck_is_sound else None, parts["game"][0], problems)


def _check_static_markup(parts: dict[str, Any], problems: Problems) -> None:
    """{ref:…}, {side:…} and {rules:…} are checked now, so they are reported with the other problems of form."""
    pages = parts["pages"]
    found = [*texts_in([page.title for page in parts["pages"]]), *texts_in([b.data for page in parts["pages"] for b in page.blocks])]
    glossary, note = parts["glossary"]
    found += [*texts_in([(e.term, e.definition) for e in glossary]), *texts_in(note), *texts_in(parts["quickref"])]
    for text in found:
        for where, message in located_static_problems(text, pages):
            problems.add(where, message)


def _assemble(parts: dict[str, Any]) -> Content:
    game, palette = parts["game"]
    deck, deck_where, reminders, _ = parts["deck"]
    booklet, card, presets, preset, sheets = parts["layout"]
    glossary, note = parts["glossary"]
    return Content(
        game=game, palette=palette, deck=deck, deck_where=deck_where, booklet=booklet, card=card,
        card_presets=presets, card_preset=preset, card_sheets=sheets, quickref=parts["quickref"], glossary=glossary,
        pages=parts["pages"], examples=parts["examples"], deck_reminders=reminders, glossary_note=note,
    )


# ---- game.yaml ---------------------------------------------------------------------------------

GAME_KEYS = (
    "title", "title_ja", "tagline", "players", "minutes", "age_min", "starting_chips", "calculator_url",
    "edition", "publisher", "address", "credits", "palette",
)


def _game_file(source: Source):
    data = source.mapping("game.yaml", GAME_KEYS)
    if data is None:
        return None, None
    p = source.problems
    players = _range(data, "players", p)
    minutes = _range(data, "minutes", p)
    game = Game(
        title=_text(data, "title", p), title_ja=_text(data, "title_ja", p), tagline=_text(data, "tagline", p),
        players_min=players[0], players_max=players[1], minutes_min=minutes[0], minutes_max=minutes[1],
        age_min=s.need(data, "age_min", s.POSITIVE, "", p), starting_chips=s.need(data, "starting_chips", s.POSITIVE, "", p),
        calculator_url=_url(data, p), edition=_text(data, "edition", p), publisher=_text(data, "publisher", p),
        address=tuple(_texts(data, "address", p)), credits=_credits(data, p),
    )
    return game, _palette(data, p)


def _text(m: Mapping, key: str, problems: Problems, path: str = "") -> Text | None:
    value = s.need(m, key, s.TEXT, path, problems)
    return Text(value, m.at(key)) if value is not None else None


def _texts(m: Mapping, key: str, problems: Problems, path: str = "") -> list[Text]:
    items = s.need(m, key, s.list_of(s.TEXT), path, problems) or []
    return [Text(item, items.at(i)) for i, item in enumerate(items)]


def _range(m: Mapping, key: str, problems: Problems) -> tuple[int | None, int | None]:
    value = s.need(m, key, s.MAPPING, "", problems)
    if value is None or not s.check_keys(value, key, problems, ("min", "max")):
        return None, None
    low, high = s.need(value, "min", s.POSITIVE, key, problems), s.need(value, "max", s.POSITIVE, key, problems)
    if low is not None and high is not None and low > high:
        problems.add(value.where, f"{key}: found min {low} above max {high}, expected min ≤ max")
    return low, high


def _url(m: Mapping, problems: Problems) -> str | None:
    url = s.need(m, "calculator_url", s.NAME, "", problems)
    if url is not None and not url.startswith("https://"):
        problems.add(m.at("calculator_url"), f"calculator_url: found {url!r}, expected an https:// address")
    return url


def _credits(m: Mapping, problems: Problems) -> tuple[tuple[str, str], ...]:
    items = s.need(m, "credits", s.LIST, "", problems) or []
    credits = []
    for i, item in enumerate(items):
        path = s.join("credits", i)
        if s.is_mapping(item, items.at(i), path, problems) and s.check_keys(item, path, problems, ("role", "name")):
            credits.append((_text(item, "role", problems, path), _text(item, "name", problems, path)))
    return tuple(credits)


def _palette(m: Mapping, problems: Problems) -> dict[str, Colour]:
    table = s.need(m, "palette", s.MAPPING, "", problems) or {}
    palette = {name: _colour(name, table, problems) for name in table}
    for name in PALETTE_NEEDS:
        if table and name not in table:
            problems.add(table.where, f"palette: found no {name!r}, expected the colours {', '.join(PALETTE_NEEDS)}")
    return {name: colour for name, colour in palette.items() if colour is not None}


def _colour(name: str, table: Mapping, problems: Problems) -> Colour | None:
    path = s.join("palette", name)
    entry = table[name]
    if not s.is_mapping(entry, table.at(name), path, problems):
        return None
    s.check_keys(entry, path, problems, ("cmyk", "rgb"), ("label", "shape"))
    cmyk = s.need(entry, "cmyk", s.list_of(s.Kind(lambda v: s.NUMBER.accepts(v) and 0 <= v <= 1, "a number 0–1"), 4), path, problems)
    rgb = s.need(entry, "rgb", s.Kind(lambda v: isinstance(v, str) and bool(_HEX.match(v)), "#RRGGBB"), path, problems)
    label = s.want(entry, "label", s.NAME, path, problems)
    shape = s.want(entry, "shape", s.one_of("circle", "square", "star", "diamond", "triangle"), path, problems)
    if cmyk is None or rgb is None:
        return None
    return Colour(name, tuple(float(v) for v in cmyk), rgb.upper(), table.at(name), label, shape)


# ---- deck.yaml ---------------------------------------------------------------------------------

def _deck_file(source: Source):
    data = source.mapping("deck.yaml", ("numbers", "specials", "total"))
    if data is None:
        return None, None, None
    p = source.problems
    counts, where, reminders = {}, {}, {}
    _number_cards(data, counts, where, p)
    _special_cards(data, counts, where, reminders, p)
    deck = Deck.of(counts)
    total = s.need(data, "total", s.POSITIVE, "", p)
    if total is not None and not p and deck.size != total:
        p.add(data.at("total"), f"total: found {total}, but the cards above add up to {deck.size}; expected them to agree")
    return deck, where, reminders


_COLOR_NAMES = {color.value: color for color in NUMBER_COLORS}
_COLOR_LIST = s.Kind(lambda v: isinstance(v, Sequence) and len(v) > 0, f"a list of card colours: {', '.join(_COLOR_NAMES)}")


def _number_cards(data: Mapping, counts: dict, where: dict, problems: Problems) -> None:
    numbers = s.need(data, "numbers", s.MAPPING, "", problems)
    if numbers is None or not s.check_keys(numbers, "numbers", problems, ("colors", "values", "copies")):
        return
    colors = s.need(numbers, "colors", _COLOR_LIST, "numbers", problems) or ()
    colors = [c for i, c in enumerate(colors) if s.is_one_of(c, _COLOR_NAMES, "a card colour", colors.at(i), s.join("numbers.colors", i), problems)]
    values = s.need(numbers, "values", s.list_of(s.Kind(lambda v: s.WHOLE.accepts(v) and v >= 0, "a whole number ≥ 0")), "numbers", problems) or []
    copies = s.need(numbers, "copies", s.POSITIVE, "numbers", problems) or 0
    for color in colors:
        for value in values:
            card = Card.number(_COLOR_NAMES[color], value)
            if card in counts:
                problems.add(numbers.at("values"), f"numbers: found {card.name} twice, expected each colour and value once")
            counts[card], where[card] = copies, numbers.where


def _special_cards(data: Mapping, counts: dict, where: dict, reminders: dict, problems: Problems) -> None:
    specials = s.need(data, "specials", s.LIST, "", problems) or []
    for i, item in enumerate(specials):
        path = s.join("specials", i)
        if not (s.is_mapping(item, specials.at(i), path, problems) and s.check_keys(item, path, problems, ("name", "copies", "reminder"))):
            continue
        card = s.card(item.get("name"), item.at("name"), s.join(path, "name"), problems)
        copies = s.need(item, "copies", s.POSITIVE, path, problems)
        reminder = _text(item, "reminder", problems, path)
        if card is not None and not card.is_red:
            problems.add(item.at("name"), f"{s.join(path, 'name')}: found {card.name}, expected a red card (MIGHTY or DOUBLE)")
        elif card is not None and copies is not None:
            counts[card], where[card], reminders[card] = copies, specials.at(i), reminder


# ---- layout.yaml -------------------------------------------------------------------------------

CARD_EXTRA_KEYS = ("preset", "presets", "pnp", "quickref", "qr_module")


def _layout_file(source: Source):
    data = source.mapping("layout.yaml", ("booklet", "cards"))
    if data is None:
        return None, None, {}, None, None
    p = source.problems
    booklet = _booklet_spec(data, p)
    card = _print_spec(data, "cards", p, CARD_EXTRA_KEYS)
    presets, preset = _presets(data.get("cards"), p)
    return booklet, card, presets, preset, _card_sheets(data.get("cards"), p)


def _booklet_spec(data: Mapping, problems: Problems) -> PrintSpec | None:
    """The booklet's page geometry, plus the paper for its trim marks and its QR module (both required)."""
    spec = _print_spec(data, "booklet", problems, ("marks_margin", "qr_module"))
    if spec is None:
        return None
    marks = _length(data["booklet"], "marks_margin", "booklet", problems)
    module = _qr_module(data["booklet"], "booklet", problems)
    return replace(spec, marks_margin=marks, qr_module=module) if None not in (marks, module) else None


def _print_spec(data: Mapping, key: str, problems: Problems, extra=()) -> PrintSpec | None:
    spec = s.need(data, key, s.MAPPING, "", problems)
    if spec is None or not s.check_keys(spec, key, problems, ("trim", "bleed", "safe"), extra):
        return None
    trim = s.need(spec, "trim", s.MAPPING, key, problems)
    if trim is None or not s.check_keys(trim, f"{key}.trim", problems, ("width", "height")):
        return None
    width, height = _length(trim, "width", f"{key}.trim", problems), _length(trim, "height", f"{key}.trim", problems)
    bleed, safe = _length(spec, "bleed", key, problems), _length(spec, "safe", key, problems)
    if None in (width, height, bleed, safe):
        return None
    return PrintSpec(width, height, bleed, safe, where=spec.at("trim"))


def _length(m: Mapping, key: str, path: str, problems: Problems, signed: bool = False) -> Length | None:
    if key not in m:
        problems.add(m.where, f"{path}: found no {key!r}, expected a length such as 3mm")
        return None
    try:
        return parse_offset(m[key]) if signed else parse_length(m[key])
    except UnitError as error:
        problems.add(m.at(key), f"{s.join(path, key)}: {error}")
        return None


def _presets(cards: Any, problems: Problems) -> tuple[dict[str, CardPreset], str | None]:
    if not isinstance(cards, Mapping):
        return {}, None
    table = s.need(cards, "presets", s.MAPPING, "cards", problems) or {}
    presets = {name: _preset(name, table, problems) for name in table}
    chosen = s.need(cards, "preset", s.NAME, "cards", problems)
    if chosen is not None and table and chosen not in table:
        problems.add(cards.at("preset"), f"cards.preset: found {chosen!r}, expected one of: {', '.join(table)}{s.did_you_mean(chosen, table)}")
    return {k: v for k, v in presets.items() if v is not None}, chosen


def _preset(name: str, table: Mapping, problems: Problems) -> CardPreset | None:
    path = s.join("cards.presets", name)
    entry = table[name]
    if not (s.is_mapping(entry, table.at(name), path, problems) and s.check_keys(entry, path, problems, ("description", "size", "dpi", "mode"))):
        return None
    size = s.need(entry, "size", s.MAPPING, path, problems)
    if size is None or not s.check_keys(size, f"{path}.size", problems, ("width", "height")):
        return None
    width, height = _pixels(size, "width", f"{path}.size", problems), _pixels(size, "height", f"{path}.size", problems)
    description = s.need(entry, "description", s.TEXT, path, problems)
    dpi = s.need(entry, "dpi", s.POSITIVE, path, problems)
    mode = s.need(entry, "mode", s.one_of("RGB", "CMYK"), path, problems)
    if None in (width, height, description, dpi, mode):
        return None
    return CardPreset(name, description, width, height, dpi, mode)


# ---- layout.yaml: cards.pnp, cards.quickref, cards.qr_module -----------------------------------

PAPER_NAME = re.compile(r"^[a-z0-9][a-z0-9-]*$")  # it names the file cards/cards-pnp-NAME.pdf


def _card_sheets(cards: Any, problems: Problems) -> SheetSettings | None:
    """The print-and-play sheets, the quick-reference card and the QR files, in mm."""
    if not isinstance(cards, Mapping):
        return None
    pnp = _part(cards, "pnp", ("papers", "columns", "rows", "crop_marks", "back_offset"), "cards", problems)
    quick = _part(cards, "quickref", ("size", "min_text"), "cards", problems)
    module = _qr_module(cards, "cards", problems)
    qr_module = round(module.mm, 6) if module is not None else None
    sheets = _pnp(pnp, problems) if pnp is not None else None
    card = _quickref_card(quick, problems) if quick is not None else None
    if None in (sheets, card, qr_module):
        return None
    return SheetSettings(**sheets, **card, qr_module=qr_module)


def _quickref_card(quick: Mapping, problems: Problems) -> dict[str, Any] | None:
    size_ok = s.is_one_of(quick["size"], QUICKREF_SIZES, "a card size", quick.at("size"), "cards.quickref.size", problems)
    min_text = _positive(quick, "min_text", "cards.quickref", problems)
    if not size_ok or min_text is None:
        return None
    return dict(quickref_size=quick["size"], quickref_min_pt=min_text.pt, where=quick.at("size"))


def _part(m: Mapping, key: str, keys: tuple[str, ...], path: str, problems: Problems) -> Mapping | None:
    """A required mapping with exactly these keys, or None (with the problems noted)."""
    value = s.need(m, key, s.MAPPING, path, problems)
    return value if value is not None and s.check_keys(value, s.join(path, key), problems, keys) else None


def _pnp(pnp: Mapping, problems: Problems) -> dict[str, Any] | None:
    path = "cards.pnp"
    papers = _papers(pnp, problems)
    columns, rows = s.need(pnp, "columns", s.POSITIVE, path, problems), s.need(pnp, "rows", s.POSITIVE, path, problems)
    marks = _part(pnp, "crop_marks", ("offset", "length"), path, problems)
    offset = _part(pnp, "back_offset", ("x", "y"), path, problems)
    mark_offset = _mm(marks, "offset", f"{path}.crop_marks", problems) if marks else None
    mark_length = _mm(marks, "length", f"{path}.crop_marks", problems, positive=True) if marks else None
    back = [_mm(offset, axis, f"{path}.back_offset", problems, signed=True) for axis in "xy"] if offset else [None]
    if not papers or None in (columns, rows, mark_offset, mark_length, *back):
        return None
    return dict(papers=papers, columns=columns, rows=rows, mark_offset=mark_offset, mark_length=mark_length,
                back_offset=tuple(back))


def _papers(pnp: Mapping, problems: Problems) -> tuple[Paper, ...] | None:
    """One print-and-play file per paper, in the order written."""
    table = s.need(pnp, "papers", s.Kind(lambda v: isinstance(v, Mapping) and len(v) > 0, "a mapping of paper names to sizes"),
                   "cards.pnp", problems)
    papers = [_paper(name, table, problems) for name in table] if table is not None else [None]
    return None if None in papers else tuple(papers)


def _paper(name: Any, table: Mapping, problems: Problems) -> Paper | None:
    path = s.join("cards.pnp.papers", name)
    if not (isinstance(name, str) and PAPER_NAME.match(name)):
        problems.add(table.key_where[name], f"{path}: found the name {name!r}, expected lowercase letters, digits and "
                                            "hyphens (it names the file cards/cards-pnp-NAME.pdf)")
        return None
    entry = _part(table, name, ("width", "height", "gutter"), "cards.pnp.papers", problems)
    if entry is None:
        return None
    width, height = _mm(entry, "width", path, problems, positive=True), _mm(entry, "height", path, problems, positive=True)
    gutter = _mm(entry, "gutter", path, problems)
    return None if None in (width, height, gutter) else Paper(name, width, height, gutter, table.at(name))


def _mm(m: Mapping, key: str, path: str, problems: Problems, *, positive=False, signed=False) -> float | None:
    """A length in millimetres; `positive`: above 0; `signed`: may be below 0."""
    length = _positive(m, key, path, problems) if positive else _length(m, key, path, problems, signed=signed)
    # 6 decimals undo the float round trip through points: 297mm is 297.0, not 297.00000000000006
    return round(length.mm, 6) if length is not None else None


def _positive(m: Mapping, key: str, path: str, problems: Problems) -> Length | None:
    length = _length(m, key, path, problems)
    if length is not None and length.pt <= 0:
        problems.add(m.at(key), f"{s.join(path, key)}: found {length.text!r}, expected a length above 0")
        return None
    return length


def _qr_module(m: Mapping, path: str, problems: Problems) -> Length | None:
    """The side of one QR module: at least MIN_QR_MODULE_MM, or the printed code may not scan."""
    length = _length(m, "qr_module", path, problems)
    if length is not None and round(length.mm, 6) < MIN_QR_MODULE_MM:
        problems.add(m.at("qr_module"), f"{s.join(path, 'qr_module')}: found {length.text!r}, expected at least "
                                        f"{MIN_QR_MODULE_MM:g}mm (smaller QR codes do not scan reliably in print)")
        return None
    return length


def _pixels(m: Mapping, key: str, path: str, problems: Problems) -> int | None:
    try:
        return parse_pixels(m[key])
    except UnitError as error:
        problems.add(m.at(key), f"{s.join(path, key)}: {error}")
        return None


# ---- quickref.yaml and glossary.yaml -----------------------------------------------------------

ENDING_ID = re.compile(r"^[a-z][a-z0-9-]*$")
_ENDING_ID = s.Kind(lambda v: isinstance(v, str) and bool(ENDING_ID.match(v)) and v != NEXT_STEP,
                    f"an id of lowercase letters, digits and hyphens, not {NEXT_STEP!r} (p.16's choices name endings by it)")
QUICKREF_PARTS = {  # part: (kind, the keys of a mapping part and the kind of each)
    "title": (s.TEXT, {}),
    "endings": (s.LIST, {"id": _ENDING_ID, "title": s.TEXT, "lines": s.list_of(s.TEXT)}),
    "formula": (s.MAPPING, {"left": s.TEXT, "right": s.TEXT}),
    "ranking": (s.MAPPING, {"title": s.TEXT, "order": s.list_of(s.TEXT)}),
}


def _quickref_file(source: Source) -> dict[str, Any]:
    data = source.mapping("quickref.yaml", tuple(QUICKREF_PARTS))
    if data is None:
        return {}
    for part, (kind, fields) in QUICKREF_PARTS.items():
        value = s.need(data, part, kind, "", source.problems)
        entries = [(value, part, data.at(part))] if isinstance(value, Mapping) else []
        if isinstance(value, Sequence):
            entries = [(item, s.join(part, i), value.at(i)) for i, item in enumerate(value)]
        for entry, path, where in entries:
            _check_fields(entry, fields, where, path, source.problems)
    quickref = plain(data)
    if isinstance(quickref.get("endings"), tuple):
        quickref["endings"] = _ending_ids(quickref["endings"], source.problems)
    return quickref


def _ending_id_list(quickref: dict[str, Any]) -> list[str] | None:
    """The endings' ids, or None when quickref.yaml's endings could not all be read."""
    endings = quickref.get("endings")
    if not isinstance(endings, tuple) or not all(isinstance(e, dict) and isinstance(e.get("id"), Key) for e in endings):
        return None
    return [ending["id"] for ending in endings]


def _ending_ids(endings: tuple, problems: Problems) -> tuple:
    """Each ending's id as a Key (an id is never printed), once per file."""
    seen: dict[str, Location] = {}
    keyed = []
    for i, ending in enumerate(endings):
        if isinstance(ending, dict) and isinstance(ending.get("id"), Text):
            where = ending["id"].where
            if ending["id"] in seen:
                problems.add(where, f"{s.join_all('endings', i, 'id')}: found {str(ending['id'])!r} a second time (first on line "
                                    f"{seen[ending['id']].line}), expected each id once")
            seen.setdefault(ending["id"], where)
            ending = {**ending, "id": Key(ending["id"], where)}
        keyed.append(ending)
    return tuple(keyed)


def _check_fields(entry: Any, fields: dict, where: Location, path: str, problems: Problems) -> None:
    """A mapping with exactly these keys, each of its kind."""
    if s.is_mapping(entry, where, path, problems) and s.check_keys(entry, path, problems, tuple(fields)):
        for key, kind in fields.items():
            s.need(entry, key, kind, path, problems)


def plain(value: Any, where: Location | None = None) -> Any:
    """YAML values as dicts, tuples and Text (so every string keeps its location)."""
    if isinstance(value, Mapping):
        return {key: plain(item, value.at(key)) for key, item in value.items()}
    if isinstance(value, Sequence):
        return tuple(plain(item, value.at(i)) for i, item in enumerate(value))
    if isinstance(value, str):
        return Text(value, where)
    return value


def _glossary_file(source: Source):
    data = source.mapping("glossary.yaml", ("terms",), ("note",))
    if data is None:
        return (), None
    p = source.problems
    entries, seen = [], {}
    for i, item in enumerate(s.need(data, "terms", s.LIST, "", p) or []):
        path = s.join("terms", i)
        if not (s.is_mapping(item, data["terms"].at(i), path, p) and s.check_keys(item, path, p, ("term", "definition"))):
            continue
        term, definition = _text(item, "term", p, path), _text(item, "definition", p, path)
        if term in seen:
            p.add(item.at("term"), f"{s.join(path, 'term')}: found {term!r} a second time (first on line {seen[term].line}), expected each term once")
        elif term is not None and definition is not None:
            seen[term] = item.at("term")
            entries.append(GlossaryEntry(term, definition, item.where))
    note = _text(data, "note", p) if "note" in data else None
    return tuple(entries), note


# ---- examples.yaml -----------------------------------------------------------------------------

def _examples_file(source: Source):
    data = source.mapping("examples.yaml", ("examples",))
    if data is None:
        return {}
    return read_examples(data, source.problems)
