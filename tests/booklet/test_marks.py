"""Japanese trim marks (トンボ): double corner marks on the trim and the bleed, centre marks, hairlines."""

from generator.booklet.geometry import Geometry
from generator.booklet.marks import draw_marks
from generator.geometry import mm_to_pt


class Recorder:
    """Just enough of a canvas to record the line segments draw_marks makes."""

    def __init__(self):
        self.segments, self.stroke, self.width = [], None, None

    def saveState(self):
        pass

    def restoreState(self):
        pass

    def setStrokeColorCMYK(self, *cmyk):
        self.stroke = cmyk

    def setLineWidth(self, width):
        self.width = width

    def beginPath(self):
        return Path(self)

    def drawPath(self, path, stroke, fill):
        self.segments += path.segments


class Path:
    def __init__(self, canvas):
        self.segments, self.at = [], None

    def moveTo(self, x, y):
        self.at = (x, y)

    def lineTo(self, x, y):
        self.segments.append((self.at, (x, y)))
        self.at = (x, y)


def marks(content):
    recorder = Recorder()
    geometry = Geometry.of(content.booklet)
    draw_marks(recorder, geometry)
    return recorder, geometry


def mm(value):
    return mm_to_pt(value)


def test_marks_are_registration_hairlines(content):
    recorder, _ = marks(content)
    assert recorder.stroke == (1, 1, 1, 1)
    assert recorder.width <= mm(0.15)


def test_every_corner_has_a_trim_line_and_a_bleed_line_3_mm_apart_on_both_axes(content):
    recorder, g = marks(content)
    verticals = {round(a[0], 3) for a, b in recorder.segments if abs(a[0] - b[0]) < 1e-6}
    horizontals = {round(a[1], 3) for a, b in recorder.segments if abs(a[1] - b[1]) < 1e-6}
    for trim_x, bleed_x in ((0, -g.bleed), (g.width, g.width + g.bleed)):
        assert {round(trim_x, 3), round(bleed_x, 3)} <= verticals
        assert abs(abs(trim_x - bleed_x) - mm(3)) < 1e-6
    for trim_y, bleed_y in ((0, -g.bleed), (g.height, g.height + g.bleed)):
        assert {round(trim_y, 3), round(bleed_y, 3)} <= horizontals


def test_no_mark_enters_the_bleed_area_or_leaves_the_paper(content):
    recorder, g = marks(content)
    outer = g.bleed + g.marks_margin
    for a, b in recorder.segments:
        for x, y in (a, b):
            assert -outer <= x <= g.width + outer and -outer <= y <= g.height + outer
        inside_x = all(-g.bleed + 1e-6 < x < g.width + g.bleed - 1e-6 for x in (a[0], b[0]))
        inside_y = all(-g.bleed + 1e-6 < y < g.height + g.bleed - 1e-6 for y in (a[1], b[1]))
        assert not (inside_x and inside_y), (a, b)


def test_centre_marks_sit_on_the_middle_of_each_side(content):
    recorder, g = marks(content)
    axis_lines = [
        (a, b)
        for a, b in recorder.segments
        if (abs(a[0] - g.width / 2) < 1e-6 and abs(b[0] - g.width / 2) < 1e-6)
        or (abs(a[1] - g.height / 2) < 1e-6 and abs(b[1] - g.height / 2) < 1e-6)
    ]
    assert len(axis_lines) >= 4
