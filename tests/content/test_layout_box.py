"""layout.yaml `tabletop:` and `tuckbox:` → Content.tabletop, .tuckbox; MIGHTY?'s chips are a component (components.yaml)."""

from __future__ import annotations

from generator.content.components import Size
from generator.content.loader import load_content
from generator.content.model import TabletopSettings

from .conftest import REPO, edit
from .test_layout import LAYOUT, at, problems


def test_the_settings_are_read_with_their_units():
    content = load_content(REPO / "content")
    assert content.tabletop == TabletopSettings(card_width_px=512, max_side_px=4096, image_url=None)
    box = content.tuckbox
    assert (box.clearance, box.card_thickness, box.extra_cards, box.bleed) == (1.5, 0.32, 1, 3.0)
    assert (box.cut_colour, box.crease_colour) == ("CutContour", "Crease")
    chips = content.components[1]
    assert (chips.id, chips.kind, chips.size, chips.gap, chips.bleed) == ("chips", "tokens", Size(25, 25, True, "25mm round"), 4.0, 1.5)
    assert "chips" not in content.parts
    assert str(box.where["tuck_flap"]) == at(REPO / "content", "15mm")


def test_a_hosting_url_for_the_tabletop_images(copy):
    edit(copy, LAYOUT, "  # image_url: https://mighty.boardstyle.org/tabletop/", "  image_url: https://example.org/mighty/")
    assert load_content(copy).tabletop.image_url == "https://example.org/mighty/"


def test_the_hosting_url_must_be_https(copy):
    edit(copy, LAYOUT, "  # image_url: https://mighty.boardstyle.org/tabletop/", "  image_url: ftp://example.org/")
    assert problems(copy)[0].startswith(f"{at(copy, 'ftp://')}: tabletop.image_url: found 'ftp://example.org/'")


def test_a_card_thickness_without_a_unit(copy):
    edit(copy, LAYOUT, "card_thickness: 0.32mm", "card_thickness: 0.32")
    assert problems(copy)[0].startswith(f"{at(copy, '0.32')}: tuckbox.card_thickness: found 0.32, expected")


def test_cut_and_crease_need_different_spot_colours(copy):
    edit(copy, LAYOUT, "crease_colour: Crease", "crease_colour: CutContour")
    key = at(copy, "crease_colour: CutContour")
    file, line, column = key.rsplit(":", 2)
    value = f"{file}:{line}:{int(column) + len('crease_colour: ')}"  # messages point at the value
    assert problems(copy)[0] == (
        f"{value}: tuckbox.crease_colour: found 'CutContour', the cut colour's name too, expected a different name"
    )


def test_a_spot_colour_name_with_a_space_is_refused(copy):
    edit(copy, LAYOUT, "cut_colour: CutContour", "cut_colour: Cut Contour")
    assert "tuckbox.cut_colour: found 'Cut Contour', expected a spot colour name" in problems(copy)[0]


def test_the_chips_section_is_no_more(copy):
    edit(copy, LAYOUT, "\nprint:  ", "\nchips: {diameter: 25mm, gap: 4mm, bleed: 1.5mm}\nprint:  ")
    assert any("found unknown key 'chips', expected one of: booklet, cards, tabletop, tuckbox, print" in line for line in problems(copy))
