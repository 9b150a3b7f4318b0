"""build/cards/tuckbox-print.pdf and tuckbox-pnp-*.pdf, measured in the files themselves."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from pypdf import PdfReader
from pypdf.generic import ContentStream

from generator.cards import sheet_scale
from generator.cards.boxes import game_deck_box
from generator.cards.drawn_colours import drawing_of
from generator.cards.primitives import TextLine
from generator.cards.tuckbox import check_tuckbox, home_sheet, net_of, pnp_pdf, print_pdf, write_tuckbox
from generator.cards.tuckbox_art import box_art, front_safe, text_boxes
from generator.errors import BuildError
from generator.geometry import pt_to_mm
from generator.output import Staging

from .pdf_paths import segments, strokes
from .tools import fonts, page_boxes, render_page, words

INSIDE = 6.0  # mm: every cut line at least this far inside the paper (home printers leave 3–5 mm unprinted)

TOLERANCE = 0.1  # mm


@pytest.fixture(scope="module")
def pdf(built) -> Path:
    return built / "cards/tuckbox-print.pdf"


@pytest.fixture(scope="module")
def net(content):
    return net_of(content)


@pytest.fixture(scope="module")
def cut_and_crease(pdf, content):
    found, resources = strokes(pdf)
    names = {str(k): v.get_object() for k, v in resources["/ColorSpace"].items()}

    def in_colour(spot):
        return [s for s in found if s.colour_space and str(names[s.colour_space][1]) == f"/{spot}"]

    return in_colour(content.tuckbox.cut_colour), in_colour(content.tuckbox.crease_colour)


def test_cut_and_crease_are_separation_colour_spaces_with_the_configured_names(pdf, content):
    _, resources = strokes(pdf)
    spaces = [v.get_object() for v in resources["/ColorSpace"].values()]
    assert {(str(s[0]), str(s[1])) for s in spaces} == {
        ("/Separation", f"/{content.tuckbox.cut_colour}"),
        ("/Separation", f"/{content.tuckbox.crease_colour}"),
    }


def test_other_names_a_shop_asks_for_are_used(content, tmp_path):
    shop = replace(content, tuckbox=replace(content.tuckbox, cut_colour="Thru-cut", crease_colour="Fold"))
    path = tmp_path / "box.pdf"
    path.write_bytes(print_pdf(net_of(shop), shop, game_deck_box(shop)))
    _, resources = strokes(path)
    assert {str(v.get_object()[1]) for v in resources["/ColorSpace"].values()} == {"/Thru-cut", "/Fold"}


def test_the_die_line_overprints(cut_and_crease):
    cut, crease = cut_and_crease
    assert cut and crease
    assert all(s.overprint for s in cut + crease)


def _mm(segs):
    return [((pt_to_mm(a[0]), pt_to_mm(a[1])), (pt_to_mm(b[0]), pt_to_mm(b[1]))) for a, b in segs]


def _vertical(segs):
    return [(a, b) for a, b in segs if abs(a[0] - b[0]) < 1e-3 and abs(a[1] - b[1]) > 1e-3]


def measured(cut_and_crease) -> dict[str, float]:
    """The box's dimensions read off the die-line: wall widths between the cut's left edge and the
    vertical creases, the height of the front's cut edge, the bottom lid's cut edge (the depth)."""
    cut, crease = cut_and_crease
    cut_segs, crease_segs = _mm(segments(cut)), _mm(segments(crease))
    left = min(min(a[0], b[0]) for a, b in cut_segs)
    right = max(max(a[0], b[0]) for a, b in cut_segs)
    folds = sorted({round(a[0], 4) for a, b in _vertical(crease_segs)})
    edges = [left, *folds, right]
    widths = [b - a for a, b in zip(edges, edges[1:], strict=False)]
    left_edges = sorted(abs(a[1] - b[1]) for a, b in _vertical(cut_segs) if abs(a[0] - left) < 1e-3)
    return {
        "front": widths[0],
        "side_right": widths[1],
        "back": widths[2],
        "side_left": widths[3],
        "glue": widths[4],
        "height": left_edges[-1],
        "depth": left_edges[0],
        "walls": len(folds),
    }


def test_panel_widths_measured_on_the_cut_path_equal_the_computed_ones(cut_and_crease, net, content):
    m = measured(cut_and_crease)
    box = content.tuckbox
    cards = sum(content.deck.copies.values()) + box.extra_cards
    # computed here from the settings, not read from the net: trim + clearance, cards × thickness + clearance
    width, height = content.card.width.mm + box.clearance, content.card.height.mm + box.clearance
    depth = cards * box.card_thickness + box.clearance
    assert (width, height, depth) == pytest.approx((net.size.width, net.size.height, net.size.depth))
    assert m["walls"] == 4  # three wall folds and the glue flap's
    expected = {
        "front": width,
        "side_right": depth,
        "back": width,
        "side_left": depth,
        "glue": box.glue_flap,
        "height": height,
        "depth": depth,
    }
    for name, value in expected.items():
        assert m[name] == pytest.approx(value, abs=TOLERANCE), name


def test_the_box_holds_the_deck_and_the_quick_reference(cut_and_crease, content):
    m = measured(cut_and_crease)
    cards = sum(content.deck.copies.values()) + 1  # the 39 cards + the quick-reference card
    assert cards == 40
    assert m["front"] > content.card.width.mm and m["back"] > content.card.width.mm
    assert m["height"] > content.card.height.mm
    assert min(m["side_right"], m["side_left"], m["depth"]) >= cards * content.tuckbox.card_thickness


def test_the_page_is_the_cut_plus_3mm_bleed(pdf, content, net):
    (boxes,) = page_boxes(pdf)
    bleed = content.tuckbox.bleed
    assert bleed == 3.0
    trim, media = boxes["TrimBox"], boxes["MediaBox"]
    assert pt_to_mm(trim[0] - media[0]) == pytest.approx(bleed, abs=0.01)
    assert pt_to_mm(media[3] - trim[3]) == pytest.approx(bleed, abs=0.01)
    assert pt_to_mm(trim[2] - trim[0]) == pytest.approx(net.bounds.width, abs=0.01)
    assert boxes["BleedBox"] == media


def test_the_artwork_runs_into_the_bleed_outside_every_cut_edge(pdf, content, net, tmp_path):
    """Sampled 2.5 mm outside the middle of every straight cut edge; the glue flap stays unprinted."""
    dpi = 100
    image = render_page(pdf, 1, tmp_path, dpi=dpi).convert("RGB")
    bleed, b = content.tuckbox.bleed, net.bounds
    glue = net.panels["glue"].box
    points = [p for p in net.outline if isinstance(p, tuple)]
    checked = 0
    for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1], strict=True):
        length = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
        if length < 3 or min(x0, x1) >= glue.x - 1e-6:
            continue
        nx, ny = (y1 - y0) / length, -(x1 - x0) / length  # clockwise outline: the outside is on the left… of travel
        mx, my = (x0 + x1) / 2 - 2.5 * nx, (y0 + y1) / 2 - 2.5 * ny
        px = (mx - b.x + bleed) * dpi / 25.4
        py = image.height - (my - b.y + bleed) * dpi / 25.4
        assert min(image.getpixel((int(px), int(py)))) < 200 or max(image.getpixel((int(px), int(py)))) < 250, (x0, y0, x1, y1)
        checked += 1
    assert checked >= 20


def test_fonts_embedded_and_colours_cmyk_or_spot_only(pdf):
    assert all(row[-5] == "yes" for row in fonts(pdf))
    reader = PdfReader(str(pdf))
    page = reader.pages[0]
    ops = {op for _, op in ContentStream(page.get_contents(), reader).operations}
    assert not ops & {b"rg", b"RG", b"g", b"G", b"sc", b"scn"}  # no RGB or grey; cs/scn only for the spot colours
    assert {b"k", b"K"} <= ops
    spaces = [v.get_object() for v in page["/Resources"]["/ColorSpace"].values()]
    assert all(str(s[0]) == "/Separation" and str(s[2]) == "/DeviceCMYK" for s in spaces)
    assert "/XObject" not in page["/Resources"]  # no images (an RGB image would hide here)


def test_every_text_sits_in_its_walls_safe_zone(content, net):
    settings = content.tuckbox
    layers = box_art(net, content, drawing_of(content), settings.bleed, settings.safe, game_deck_box(content))
    safe = {name: net.panels[name].box.inset(settings.safe) for name in net.visible}
    safe["front"] = front_safe(net, settings.safe)
    texts = text_boxes(layers)
    assert len(texts) >= 8
    for text, box in texts:
        assert any(
            s.x - 1e-6 <= box.x and box.right <= s.right + 1e-6 and s.y - 1e-6 <= box.y and box.top <= s.top + 1e-6 for s in safe.values()
        ), text.text


def test_every_word_in_the_pdf_lies_inside_a_walls_safe_zone(pdf, content, net):
    """The same from the PDF (pdftotext's boxes are the em square: a little larger than the letters)."""
    settings, b = content.tuckbox, net.bounds
    height = b.height + 2 * settings.bleed
    safe = [net.panels[name].box.inset(settings.safe) for name in net.visible] + [front_safe(net, settings.safe)]
    found = words(pdf, 1)
    assert {w for w, *_ in found} >= {content.game.title, content.game.title_ja, content.game.tagline}
    slack = 1.0  # mm: the em box's top and bottom past the cap height and the descender
    for word, x0, y0, x1, y1 in found:
        left, right = pt_to_mm(x0) + b.x - settings.bleed, pt_to_mm(x1) + b.x - settings.bleed
        top, bottom = height - pt_to_mm(y0) + b.y - settings.bleed, height - pt_to_mm(y1) + b.y - settings.bleed
        assert any(s.x - slack <= left and right <= s.right + slack and s.y - slack <= bottom and top <= s.top + slack for s in safe), word


def _scale_box(net, content, paper) -> tuple[float, float, float, float]:
    """Where the 100 % scale stands on the home sheet (x0, y0, x1, y1 on the page, mm)."""
    sheet = home_sheet(net, content, paper)
    assert sheet is not None
    (x, y, along_x), (length, depth) = sheet.scale, sheet_scale.extent(content)
    x1, y1 = (x + length, y + depth) if along_x else (x + depth, y + length)
    if sheet.turned:  # the frame's (x, y) lands at (paper width − y, x)
        return (paper.width - y1, x, paper.width - y, x1)
    return (x, y, x1, y1)


def _home_lines(pdf: Path, paper, net=None, content=None) -> tuple[list[float], list[float]]:
    """The x and y (mm) of every line of the box on the home sheet (the 100 % scale left out when
    `net` and `content` say where it is), after checking the sheet is the paper and every line,
    the scale's too, stands well inside it."""
    (boxes,) = page_boxes(pdf)
    assert [round(pt_to_mm(v), 1) for v in boxes["MediaBox"][2:]] == [round(paper.width, 1), round(paper.height, 1)]
    found, _ = strokes(pdf)
    points = [(pt_to_mm(x), pt_to_mm(y)) for s in found for path in s.subpaths for x, y in path]
    assert len(points) > 50
    xs, ys = [x for x, _ in points], [y for _, y in points]
    assert min(xs) >= INSIDE and max(xs) <= paper.width - INSIDE, paper.name
    assert min(ys) >= INSIDE and max(ys) <= paper.height - INSIDE, paper.name
    assert all(row[-5] == "yes" for row in fonts(pdf))
    if net is not None:
        x0, y0, x1, y1 = _scale_box(net, content, paper)
        points = [(x, y) for x, y in points if not (x0 - 0.01 <= x <= x1 + 0.01 and y0 - 0.01 <= y <= y1 + 0.01)]  # the file rounds
    return [x for x, _ in points], [y for _, y in points]


def test_the_home_version_fits_the_paper_with_every_line_well_inside(built, content):
    for paper in content.card_sheets.papers:
        xs, _ = _home_lines(built / f"cards/tuckbox-pnp-{paper.name}.pdf", paper, net_of(content), content)
        assert max(xs) - min(xs) == pytest.approx(net_of(content).bounds.width, abs=0.05)  # upright: the walls run across


def test_a_box_too_wide_for_the_paper_upright_is_turned_a_quarter(content, tmp_path):
    """Thicker cards: the net (2 fronts, 2 sides, the glue flap) passes A4's 210 mm; turned, it fits."""
    deep = replace(content, tuckbox=replace(content.tuckbox, card_thickness=0.8))
    net = net_of(deep)
    a4 = next(p for p in content.card_sheets.papers if p.name == "a4")
    assert net.bounds.width + 2 * INSIDE > a4.width  # does not fit upright
    check_tuckbox(deep, net, game_deck_box(deep))
    pdf = tmp_path / "box.pdf"
    pdf.write_bytes(pnp_pdf(net, deep, a4, game_deck_box(deep)))
    xs, ys = _home_lines(pdf, a4, net, deep)
    assert max(ys) - min(ys) == pytest.approx(net.bounds.width, abs=0.05)  # the walls now run down the sheet
    assert max(xs) - min(xs) == pytest.approx(net.bounds.height, abs=0.05)
    assert words(pdf, 1)  # the help line is still on the page


def test_a_box_too_large_for_the_paper_either_way_is_an_error_at_the_paper(content):
    huge = replace(content, tuckbox=replace(content.tuckbox, card_thickness=2.0))
    with pytest.raises(BuildError, match=r"cards\.pnp\.papers\.a4: found a 210×297 mm paper, expected at least .* \(either way up\)"):
        check_tuckbox(huge, net_of(huge), game_deck_box(huge))


def test_the_front_has_its_thumb_notch_in_the_cut(cut_and_crease, content, net):
    """The cut dips a semicircle of the configured diameter into the front's top edge, at its middle."""
    cut, _ = cut_and_crease
    points = [(pt_to_mm(x), pt_to_mm(y)) for s in cut for path in s.subpaths for x, y in path]
    left = min(x for x, _ in points)
    top = max(y for x, y in points if abs(x - left) < 1e-3)  # the front's left cut edge ends at its top
    width, r = net.size.width, content.tuckbox.thumb_notch / 2
    inside = [(x, y) for x, y in points if left + 1 < x < left + width - 1 and top - width / 2 < y < top - 1e-3]
    deepest = min(inside, key=lambda p: p[1])
    assert top - deepest[1] == pytest.approx(r, abs=TOLERANCE)
    assert deepest[0] - left == pytest.approx(width / 2, abs=TOLERANCE)


def test_every_text_reads_the_right_way_up_on_the_folded_box(content, net):
    """Walls and lids upright on the net, which on the box is: front and back upright, both lids read with the
    box lying face up (their tops towards the front's edge); the sides turned clockwise, top to bottom. The
    back wall is the card back, which reads either way up (its title upright and turned)."""
    settings = content.tuckbox
    layers = box_art(net, content, drawing_of(content), settings.bleed, settings.safe, game_deck_box(content))
    turn = {"front": {0}, "back": {0, 180}, "lid_top": {0}, "lid_bottom": {0}, "side_right": {270}, "side_left": {270}}
    seen = set()
    for text, box in text_boxes(layers):
        walls = {n: net.panels[n].box.inset(-1e-6) for n in turn}
        (name,) = [n for n, w in walls.items() if w.x <= box.x and box.right <= w.right and w.y <= box.y and box.top <= w.top]
        assert text.rotation % 360 in turn[name], (name, text.text)
        seen.add(name)
    assert seen == set(turn)  # every visible wall and lid carries a text


def test_the_publishers_page_tells_the_shop_the_computed_inside(content, net, repo):
    """The box size docs/publishers/printing.md tells the shop is checked against the net (single source: layout.yaml)."""
    page = " ".join((repo / "docs" / "publishers" / "printing.md").read_text(encoding="utf-8").split())  # as read, not as wrapped
    s = net.size
    assert f"its inside is {s.width:g} × {s.height:g} × {round(s.depth, 2):g} mm" in page
    cards = sum(content.deck.copies.values()) + content.tuckbox.extra_cards
    assert f"{cards} cards (the {sum(content.deck.copies.values())} and the quick-reference card)" in page


def test_the_manifest_gives_the_boxs_inside(content, tmp_path):
    """Issue 27: inner_mm, width × height × depth: 39 cards and the quick reference at 0.32 mm, 1.5 mm of room."""
    net = net_of(content)
    staging = Staging(tmp_path)
    try:
        box = game_deck_box(content)
        write_tuckbox(content, net, box, staging, b"%PDF", pnp_pdf(net, content, content.card_sheets.papers[0], box))
        expected = [64.5, 89.5, round(40 * 0.32 + 1.5, 2)]
        assert staging.described[box.print_path]["inner_mm"] == expected
        assert all(staging.described[box.pnp_path(paper)]["inner_mm"] == expected for paper in content.card_sheets.papers)
    finally:
        staging.discard()


def test_a_game_with_a_front_of_its_own_draws_the_whole_front_wall(content, net):
    """Game.box_front: the core hands it the wall, its bleed and its safe area and sets nothing of its own there."""
    seen = []

    def own_front(given, drawing, front):
        seen.append((given, front))
        return [TextLine(front.room.x, front.room.y, "OWN", "Gothic", 9.0, "paper")]

    settings = content.tuckbox
    game = replace(content.plugin, box_front=own_front)
    layers = box_art(net, replace(content, plugin=game), drawing_of(content), settings.bleed, settings.safe, game_deck_box(content))
    (given, front), front_layer = seen[0], layers[0]
    assert given.plugin is game and [prim.text for prim in front_layer.prims] == ["OWN"]
    assert (front.wall, front.art, front.room) == (
        net.panels["front"].box,
        net.panels["front"].art_box(settings.bleed),
        front_safe(net, settings.safe),
    )
