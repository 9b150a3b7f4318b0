"""The tuck box's net, pure: computed from the three dimensions, for any card size and count."""

from dataclasses import replace

import pytest

from generator.cards.tuckbox_net import Arc, BoxSize, box_size, tuckbox_net
from generator.errors import BuildError


def _points(net):
    return [p.end if isinstance(p, Arc) else p for p in net.outline]


def test_inner_size_is_the_trim_plus_clearance_and_the_stack_of_cards(content):
    size = box_size(63, 88, 40, replace(content.tuckbox, clearance=1.5, card_thickness=0.32))
    assert size == BoxSize(64.5, 89.5, pytest.approx(40 * 0.32 + 1.5))


@pytest.mark.parametrize("width, height, depth", [(64.5, 89.5, 14.3), (57.5, 89.5, 8.0), (71.0, 121.0, 30.0), (45.0, 68.0, 4.0)])
def test_walls_follow_the_dimensions(content, width, height, depth):
    net = tuckbox_net(BoxSize(width, height, depth), content.tuckbox)
    p = net.panels
    assert [p[n].box.width for n in ("front", "side_right", "back", "side_left")] == pytest.approx([width, depth, width, depth])
    assert all(p[n].box.height == pytest.approx(height) for n in ("front", "side_right", "back", "side_left", "glue"))
    assert p["lid_top"].box.height == pytest.approx(depth) and p["lid_bottom"].box.height == pytest.approx(depth)
    assert p["lid_top"].box.width == pytest.approx(width)
    # walls side by side, no gap: each starts where the last ends
    xs = [p[n].box for n in ("front", "side_right", "back", "side_left", "glue")]
    assert all(a.right == pytest.approx(b.x) for a, b in zip(xs, xs[1:], strict=False))
    bounds = net.bounds
    assert bounds.width == pytest.approx(2 * width + 2 * depth + content.tuckbox.glue_flap)
    assert bounds.height == pytest.approx(height + 2 * (depth + content.tuckbox.tuck_flap))


def test_the_outline_is_closed_and_every_crease_lies_inside_it(content):
    net = tuckbox_net(BoxSize(64.5, 89.5, 14.3), content.tuckbox)
    points = _points(net)
    assert points[0] == (0, 0) and points[-1][0] == 0  # back to the front's left edge: closed by the path
    b = net.bounds
    for seg in net.creases + net.slits:
        for x, y in ((seg.x0, seg.y0), (seg.x1, seg.y1)):
            assert b.x <= x <= b.right and b.y <= y <= b.top


def test_dust_flaps_never_grow_past_a_thin_boxs_lid(content):
    net = tuckbox_net(BoxSize(64.5, 89.5, 5.0), replace(content.tuckbox, dust_flap=15.0))
    assert net.panels["dust_right_top"].box.height == pytest.approx(5.0)
    ys = [y for _, y in _points(net)]
    assert max(ys) == pytest.approx(89.5 + 5.0 + content.tuckbox.tuck_flap)


@pytest.mark.parametrize(
    "field, value, message",
    [
        ("tuck_flap", 50.0, "tuck_flap"),
        ("thumb_notch", 40.0, "thumb_notch"),
        ("glue_flap", 0.0, "glue_flap"),
    ],
)
def test_flaps_that_do_not_suit_the_box_are_errors(content, field, value, message):
    with pytest.raises(BuildError, match=message):
        tuckbox_net(BoxSize(64.5, 89.5, 14.3), replace(content.tuckbox, **{field: value}))
