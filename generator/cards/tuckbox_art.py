"""The tuck box's artwork as card primitives (mm, net coordinates), pure: the PDF writer draws them.

The whole net is first filled with the box colour (palette role `box`, else ink), grown 3 mm past the cut line (the
bleed); the glue flap is left unprinted, so the glue holds on bare board. On top, each visible
wall gets its art, clipped to the wall and, on the edges that are cut, to its bleed:
- front: the game's art (CardDrawing.tuckbox_front), the title on a title panel, the Japanese
  title, the tagline and a panel with players, minutes and age (game.yaml); a game with a front of
  its own (Game.box_front) draws the whole wall, art and words, in its safe area (FrontWall);
- back: the game's data (description, contents, players, time and age, credits, © line) and a
  white area for the barcode;
- sides: the title (in the game's title face), turned to read top to bottom (the Japanese way for Latin text on a spine);
- lids: the title on top, the publisher underneath.
Every text sits in its wall's safe area (layout.yaml tuckbox.safe; on the front also below the
thumb notch); a text too long for its wall at the smallest size is an error naming the field.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..content.game_fonts import role_face
from ..content.markup import filled, game_fields, is_japanese, sheet_word
from ..content.model import Content
from ..errors import BuildError, fail
from ..fonts import BOLD, edition_faces
from ..game import CardDrawing
from ..geometry import Box
from ..typeset.kinsoku import break_opportunities
from .boxes import TuckBox
from .card_text import cap_height_mm, descent_mm, width_mm, wrap
from .primitives import Circle, Picture, Polygon, Primitive, Rect, Segment, TextLine
from .tuckbox_net import Net

INFO_FIELDS = ("players", "minutes", "age")  # game.yaml facts on the front's panel, in this order
INFO_SEPARATORS = {"ja": "　", "en": " / "}  # as the booklet's cover writes the facts in each edition
BARCODE = (29.83, 20.74)  # mm: an EAN-13 symbol at 80 % (its smallest), quiet zones included: the shop prints it here
LINE_STEP = 2.0  # × the cap height, from one line's baseline to the next
GLUE_OVERLAP = 0.5  # mm: the unprinted glue flap covers the ink field's bleed a little more, leaving no hairline


@dataclass(frozen=True)
class TuckboxStyle:
    """The box's measurements (mm unless pt), chosen by looking at the print at 100 %."""

    title_panel_height: float = 16.0
    title_pt: float = 26.0  # the largest; smaller when the wall is narrower
    title_ja_pt: float = 13.0
    tagline_pt: float = 10.0
    info_pt: float = 9.0
    info_padding: float = 2.2
    gap: float = 3.0
    side_title_pt: float = 20.0
    lid_title_pt: float = 16.0
    publisher_pt: float = 8.0
    min_pt: float = 6.0  # below this a text is an error, not a smaller text
    panel_radius: float = 2.0
    back_title_pt: float = 14.0
    back_text_pt: float = 7.0
    back_small_pt: float = 6.0


BOX_STYLE = TuckboxStyle()


@dataclass(frozen=True)
class FrontWall:
    """The front wall, for a game that draws its own front (Game.box_front); mm, net coordinates."""

    wall: Box  # to its cut and fold lines
    art: Box  # grown into the bleed on the cut edges and the notch: where a background runs
    room: Box  # the safe area, below the thumb notch: where every text goes


@dataclass(frozen=True)
class Layer:
    """Primitives drawn inside `clip` (None: unclipped)."""

    clip: Box | None
    prims: list[Primitive]


def box_art(
    net: Net, content: Content, drawing: CardDrawing, bleed: float, safe: float, box: TuckBox, style: TuckboxStyle = BOX_STYLE
) -> list[Layer]:
    """Every layer of the artwork above the ink field, in drawing order; the back counts what `box` holds."""
    p = net.panels
    glue = p["glue"].art_box(bleed + GLUE_OVERLAP)
    return [
        Layer(p["front"].art_box(bleed), _front(net, content, drawing, bleed, safe, style)),
        Layer(p["back"].art_box(bleed), _back_panel(p["back"].box, content, box, safe, style)),
        *(Layer(p[name].box, _side_title(p[name].box, content, box, safe, style)) for name in ("side_right", "side_left")),
        Layer(
            p["lid_top"].box,
            _centred(p["lid_top"].box.inset(safe), content.game.title, title_face(content), style.lid_title_pt, "paper", "title", style),
        ),
        Layer(
            p["lid_bottom"].box,
            _centred(
                p["lid_bottom"].box.inset(safe),
                content.game.publisher,
                edition_faces(content.language)[0],
                style.publisher_pt,
                "paper",
                "publisher",
                style,
            ),
        ),
        Layer(None, [Rect(glue.x, glue.y, glue.width, glue.height, "paper")]),
    ]


def front_safe(net: Net, safe: float) -> Box:
    """The front's safe area: the safe margin inside the wall, and below the thumb notch."""
    box = net.panels["front"].box.inset(safe)
    return Box(box.x, box.y, box.width, net.panels["front"].box.top - net.notch_radius - safe - box.y)


def text_boxes(layers: list[Layer]) -> list[tuple[TextLine, Box]]:
    """Every text with the box its letters take (for the safe-zone checks)."""
    found = []
    for layer in layers:
        for prim in layer.prims:
            if isinstance(prim, TextLine):
                found.append((prim, text_extent(prim)))
    return found


def text_extent(t: TextLine) -> Box:
    """The box from the descender to the cap height and across the advance, after rotation."""
    width, up, down = width_mm(t.text, t.font, t.size_pt), cap_height_mm(t.font, t.size_pt), descent_mm(t.font, t.size_pt)
    start = {"start": 0.0, "middle": -width / 2, "end": -width}[t.anchor]
    x0, x1, y0, y1 = start, start + width, -down, up
    if t.rotation % 360 == 0:
        return Box(t.x + x0, t.y + y0, x1 - x0, y1 - y0)
    if t.rotation % 360 == 270:  # turned clockwise: +x runs down the page, +y to the right
        return Box(t.x + y0, t.y - x1, y1 - y0, x1 - x0)
    if t.rotation % 360 == 90:
        return Box(t.x - y1, t.y + x0, y1 - y0, x1 - x0)
    return Box(t.x - x1, t.y - y1, x1 - x0, y1 - y0)


def fitted_pt(text: str, font: str, largest: float, room: float, field: str, style: TuckboxStyle) -> float:
    """The largest size up to `largest` at which `text` is at most `room` mm wide."""
    width = width_mm(text, font, largest)
    size = largest if width <= room else largest * room / width
    if size < style.min_pt:
        raise fail(
            getattr(text, "where", None),
            f"{field}: found {str(text)!r}, {width_mm(text, font, style.min_pt):.1f} mm "
            f"wide at {style.min_pt:g} pt; the tuck box has {room:.1f} mm",
        )
    return round(size, 2)


def front_facts(content: Content) -> str:
    """Players, minutes and age (game.yaml), as the edition's booklet cover writes them."""
    fields = game_fields(content.plugin)  # the game's own {game:minutes} (約20分), as its booklet prints it
    return INFO_SEPARATORS[content.language].join(str(fields[name](content)) for name in INFO_FIELDS)


def _front(net: Net, content: Content, drawing: CardDrawing, bleed: float, safe: float, style: TuckboxStyle) -> list[Primitive]:
    """The game's own front when it draws one (Game.box_front), else the core's."""
    own = content.plugin.box_front
    if own is not None:
        return own(content, drawing, FrontWall(net.panels["front"].box, net.panels["front"].art_box(bleed), front_safe(net, safe)))
    return _core_front(net, content, drawing, bleed, safe, style)


def _core_front(net: Net, content: Content, drawing: CardDrawing, bleed: float, safe: float, style: TuckboxStyle) -> list[Primitive]:
    """The edition's words (tagline, facts) in its text face, Open Sans in English; the titles in the
    cards' display face, like the card names."""
    wall = net.panels["front"].box
    art = net.panels["front"].art_box(bleed)  # the background runs into the bleed on the cut edges (and the notch)
    room = front_safe(net, safe)
    game = content.game
    prims: list[Primitive] = drawing.tuckbox_front(wall, art)
    # from the bottom up: the info panel, the tagline, the Japanese title (Japanese edition only), the title panel
    words, bold = edition_faces(content.language)
    info = front_facts(content)
    info_pt = fitted_pt(info, bold, style.info_pt, room.width - 2 * style.info_padding, "players/minutes/age", style)
    info_h = cap_height_mm(bold, info_pt) + descent_mm(bold, info_pt) + 2 * style.info_padding
    prims += [
        Rect(room.x, room.y, room.width, info_h, "paper", radius=style.panel_radius),
        TextLine(room.x + room.width / 2, room.y + style.info_padding + descent_mm(bold, info_pt), info, bold, info_pt, "ink", "middle"),
    ]
    y = room.y + info_h + style.gap + descent_mm(words, style.tagline_pt)
    tagline_pt = fitted_pt(game.tagline, words, style.tagline_pt, room.width, "tagline", style)
    prims.append(TextLine(room.x + room.width / 2, y, game.tagline, words, tagline_pt, "paper", "middle"))
    y += cap_height_mm(words, tagline_pt) + style.gap
    if content.language == "ja":  # the title in kana is for Japanese readers; the English box prints none
        y += descent_mm(BOLD, style.title_ja_pt)
        title_ja_pt = fitted_pt(game.title_ja, BOLD, style.title_ja_pt, room.width, "title_ja", style)
        prims.append(TextLine(room.x + room.width / 2, y, game.title_ja, BOLD, title_ja_pt, "paper", "middle"))
        y += cap_height_mm(BOLD, title_ja_pt) + style.gap
    panel = Rect(room.x, y, room.width, style.title_panel_height, "paper", radius=style.title_panel_height / 2)
    title_pt = fitted_pt(game.title, bold, style.title_pt, room.width - style.title_panel_height / 2, "title", style)
    base = y + (style.title_panel_height - cap_height_mm(bold, title_pt)) / 2
    return prims + [panel, TextLine(room.x + room.width / 2, base, game.title, bold, title_pt, "ink", "middle")]


def _back_panel(wall: Box, content: Content, box: TuckBox, safe: float, style: TuckboxStyle) -> list[Primitive]:
    """The box's back, from the game's data: the title, the description (game.yaml box.description),
    what the box holds (box_contents: its cards and the extra cards, layout.yaml; box_contents_cards:
    the cards of a box without the game's main deck, which has no extra cards), players, time and age, the
    credits and the © line (game.yaml copyright_year), and at the foot a white area for the shop's
    EAN-13 barcode. Every text
    in paper on the box colour, in the edition's faces; too much text for the wall is an error at
    the description."""
    room = wall.inset(safe)
    words, bold = edition_faces(content.language)
    game = content.game
    barcode = Rect(room.right - BARCODE[0], room.y, BARCODE[0], BARCODE[1], "paper")
    top = room.top
    prims: list[Primitive] = []
    title_pt = fitted_pt(game.title, bold, style.back_title_pt, room.width, "title", style)
    top -= cap_height_mm(bold, title_pt)
    prims.append(TextLine(room.x, top, game.title, bold, title_pt, "paper"))
    top -= style.gap
    fields = game_fields(content.plugin)
    facts = INFO_SEPARATORS[content.language].join(str(fields[name](content)) for name in INFO_FIELDS)
    contents = box_contents(content, box)
    credits = [f"{role}：{name}" if content.language == "ja" else f"{role}: {name}" for role, name in game.credits]
    if game.copyright_year is not None:
        credits.append(f"© {game.copyright_year} {game.publisher}")
    groups = [
        [(game.description or "", words, style.back_text_pt)],
        [(contents, bold, style.back_small_pt), (facts, bold, style.back_small_pt)],
    ]
    groups.append([(line, words, style.back_small_pt) for line in credits])
    for group in groups:  # the description; what the box holds and for whom; who made it
        for text, face, size in group:
            for line in _lines(text, face, size, room.width):
                top -= cap_height_mm(face, size) * LINE_STEP
                prims.append(TextLine(room.x, top, line, face, size, "paper"))
        top -= style.gap
    if top < room.y + BARCODE[1] + style.gap:
        raise fail(
            getattr(game.description, "where", None),
            f"box.description: the box's back holds its title, description, contents, facts and credits down to "
            f"{top - room.y:.1f} mm above its safe margin, expected them above the barcode area "
            f"({BARCODE[1] + style.gap:.1f} mm): shorten the description",
        )
    return [*prims, barcode]


def box_contents(content: Content, box: TuckBox) -> str:
    """What the box holds, as its back says it: the cards and the extra cards where the game's main deck
    goes, only the cards in another box."""
    if box.holds_main_deck:
        return filled(sheet_word(content, "box_contents"), content, box.cards, box.extra_cards)
    return filled(sheet_word(content, "box_contents_cards"), content, box.cards)


def _lines(text: str, font: str, size_pt: float, width: float) -> list[str]:
    """Lines of at most `width` mm, filled to the width: Japanese at any place its line-breaking rules
    allow (kinsoku), English between words."""
    if not is_japanese(text):
        return wrap(text, font, size_pt, width)
    lines, start = [], 0
    stops = [*sorted(set(break_opportunities(text)) - {0, len(text)}), len(text)]
    while start < len(text):
        fitting = [stop for stop in stops if stop > start and width_mm(text[start:stop], font, size_pt) <= width]
        end = fitting[-1] if fitting else next(stop for stop in stops if stop > start)
        lines.append(text[start:end])
        start = end
    return lines


def _side_title(wall: Box, content: Content, box: TuckBox, safe: float, style: TuckboxStyle) -> list[Primitive]:
    room = wall.inset(safe)
    title, face = content.game.title, title_face(content)
    size = fitted_pt(title, face, style.side_title_pt, room.height, "title", style)
    height = min(cap_height_mm(face, size), room.width)
    if cap_height_mm(face, size) > room.width:
        size = round(size * room.width / cap_height_mm(face, size), 2)
        if size < style.min_pt:
            raise _too_thin(content, box, wall.width, cap_height_mm(face, style.min_pt) + 2 * safe, style)
    # turned clockwise on both sides: on the standing box each reads top to bottom, like a book's spine
    # (the letters' tops face the back on the right side and the front on the left side)
    x = room.x + room.width / 2 - height / 2
    return [TextLine(x, room.y + room.height / 2, title, face, size, "paper", "middle", 270)]


def _too_thin(content: Content, box: TuckBox, depth: float, need: float, style: TuckboxStyle) -> BuildError:
    """The title does not fit the box's sides: layout.yaml's card thickness for the game's deck alone;
    for a box components.yaml makes, at its deck's line, how to make it deeper."""
    settings = content.tuckbox
    if box.where is None:
        return fail(
            settings.where.get("card_thickness"),
            f"tuckbox.card_thickness: found {settings.card_thickness:g} mm, which makes the box's sides "
            f"{depth:.2f} mm deep, expected at least {need:.2f} mm for the title at {style.min_pt:g} pt "
            f"(raise card_thickness or clearance)",
        )
    return fail(
        box.where,
        f"{box.what}: found sides {depth:.2f} mm deep, expected at least {need:.2f} mm for the title at {style.min_pt:g} pt "
        f"(put another deck in this box with box: {box.id}, or this deck loose in the game's box with box: none)",
    )


def title_face(content: Content) -> str:
    """The face of the game's title on the sides and lid: the game's own title face (game.yaml fonts:
    title), else the edition's bold, so the box reads as its cover does (Open Sans in English; BIZ UD
    Gothic in Japanese, whose Latin words typeset/mixed.py sets proportional)."""
    if content.game.font("title") is not None:
        return role_face(content.game, "title")
    return edition_faces(content.language)[1]


def _centred(room: Box, text: str, font: str, largest: float, colour: str, field: str, style: TuckboxStyle) -> list[Primitive]:
    size = fitted_pt(text, font, largest, room.width, field, style)
    if cap_height_mm(font, size) > room.height:
        size = round(size * room.height / cap_height_mm(font, size), 2)
    if size < style.min_pt:
        raise fail(
            getattr(text, "where", None),
            f"{field}: the tuck box's lids are {room.height:.1f} mm inside their safe margin, too low for text at {style.min_pt:g} pt",
        )
    base = room.y + (room.height - cap_height_mm(font, size)) / 2
    return [TextLine(room.x + room.width / 2, base, text, font, size, colour, "middle")]


def _moved(prim: Primitive, dx: float, dy: float) -> Primitive:
    if isinstance(prim, (Rect, TextLine, Picture)):
        return replace(prim, x=prim.x + dx, y=prim.y + dy)
    if isinstance(prim, Circle):
        return replace(prim, cx=prim.cx + dx, cy=prim.cy + dy)
    if isinstance(prim, Polygon):
        return replace(prim, points=tuple((x + dx, y + dy) for x, y in prim.points))
    if isinstance(prim, Segment):
        return replace(prim, x0=prim.x0 + dx, y0=prim.y0 + dy, x1=prim.x1 + dx, y1=prim.y1 + dy)
    raise TypeError(prim)
