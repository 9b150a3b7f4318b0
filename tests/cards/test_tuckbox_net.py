"""The tuck box's net, pure: computed from the three dimensions, for any card size and count."""

from dataclasses import replace

import pytest

from generator.cards.tuckbox_net import Arc, BoxSize, split, tuckbox_net, whole
from generator.errors import BuildError


def _points(net):
    return [p.end if isinstance(p, Arc) else p for p in net.outline]


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
        ("clearance", 0.0, r"tuckbox.clearance: found 0 mm, expected at least 0.5 mm: cards that fill the box to its walls"),
    ],
)
def test_flaps_that_do_not_suit_the_box_are_errors(content, field, value, message):
    with pytest.raises(BuildError, match=message):
        tuckbox_net(BoxSize(64.5, 89.5, 14.3), replace(content.tuckbox, **{field: value}))


def test_a_box_that_cannot_close_is_refused_where_its_clearance_is_written(content):
    with pytest.raises(BuildError, match=r"layout.yaml:\d+:\d+: tuckbox.clearance"):
        tuckbox_net(BoxSize(64.5, 89.5, 14.3), replace(content.tuckbox, clearance=0.2))


def _outline_points(piece):
    return [p.end if isinstance(p, Arc) else p for p in piece.outline]


def test_two_pieces_hold_every_wall_and_flap_of_the_whole_net(content):
    """Split at the fold between the right side and the back: the front's piece gets a glue tab of its
    own; together the pieces are a lid and a tuck flap less tall than the whole net, side by side."""
    settings = content.tuckbox
    net = tuckbox_net(BoxSize(64.5, 89.5, 40.22), settings)
    W, D, g = 64.5, 40.22, settings.glue_flap
    first, second = split(net, settings, gap=8.0)
    assert first.region == (float("-inf"), W + D) and second.region == (W + D, float("inf"))
    assert first.tab is not None and first.tab.box.x == pytest.approx(W + D) and first.tab.box.width == g
    assert second.bounds.x == pytest.approx(first.bounds.right + 8.0)  # side by side, the gap between
    assert second.bounds.y == pytest.approx(first.bounds.y) and second.bounds.top == pytest.approx(first.bounds.top)
    assert first.bounds.height == pytest.approx(net.bounds.height - D - settings.tuck_flap + min(settings.dust_flap, D))
    # every crease and slit of the whole net is in one piece (the fold that was cut becomes the tab's)
    pieces = [set(first.creases) | set(first.slits), set(second.creases) | set(second.slits)]
    for seg in net.creases + net.slits:
        assert any(seg in found for found in pieces) or seg.x0 == seg.x1 == W + D, seg
    for piece in (first, second):
        points = _outline_points(piece)
        assert len(set(points)) == len(points)  # one closed path, no point twice
    (one,) = whole(net)
    assert one.outline == net.outline and one.region is None and one.tab is None
