"""What every block renderer needs: the content, the inks of this output, and text elements.

Text from content goes through `text()`: markup expanded, set by the JLREQ typesetter
(generator.typeset), its cross-references and URLs turned into link spots.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from reportlab.pdfbase.pdfmetrics import getFont

from ..content.files.readings import ruby_segments
from ..content.game_fonts import role_face
from ..content.markup import PHRASES
from ..content.model import Content
from ..errors import Location, Problem, Problems
from ..fonts import BOLD, LATIN_OF, REGULAR
from ..geometry import pt_to_mm
from ..typeset import Alignment, BreakMode, JPParagraph, JPStyle, Paragraph, Run
from ..typeset.latin import MAX_HYPHENATED_RUN, MAX_SPACE_RATIO, MIN_SPACE_RATIO, LatinParagraph
from ..typeset.lines import MAX_LOOSENING, MIN_LAST_LINE
from ..typeset.mixed import mixed_width
from ..typeset.ruby import RUBY_SCALE
from .elements import Element
from .geometry import Geometry
from .inks import Inks
from .richtext import Anchor, rich
from .stylesheet import BODY, DEFAULT_LOOK, LATIN_LEADING, LATIN_SIZE, MIN_TEXT_PT, BookletLook, TextStyle
from .surface import Surface

BOLD_OF = {REGULAR: BOLD, BOLD: BOLD}  # the face `**bold**` switches to
FIT_SLACK = 0.01  # pt added to a shrink-wrapped width: float noise must not push a word down


@dataclass(frozen=True)
class Kit:
    content: Content
    inks: Inks
    geometry: Geometry
    problems: Problems = field(default_factory=Problems, compare=False)  # a justified paragraph no breaking sets within bounds
    short_lines: Problems = field(default_factory=Problems, compare=False)
    """Paragraphs ending in a line the typesetter could not lengthen: reported once every page fits."""

    @property
    def look(self) -> BookletLook:
        """The page design the game prints its booklet in (Game.booklet_look)."""
        own = self.content.plugin.booklet_look
        return DEFAULT_LOOK if own is None else own(self.content)

    @property
    def english(self) -> bool:
        return self.content.language == "en"

    def phrase(self, name: str, **values: str) -> str:
        """A phrase of PHRASES in this edition's form, filled in: kit.phrase("says", player=…, says=…)."""
        return PHRASES[self.content.language][name].format(**values)

    def font(self, name: str) -> str:
        """The face of this edition that sets what `name` (a Japanese face of stylesheet.py) sets; a
        game's own face (game.yaml `fonts:`) sets both editions."""
        return LATIN_OF.get(name, name) if self.english else name

    def role_font(self, role: str) -> str:
        """The face of a font role (title, heading, body) in this edition: the game's own file, else
        the edition's face of today (fonts.DEFAULT_ROLE_FACES)."""
        return self.font(role_face(self.content.game, role))

    def with_role(self, style: TextStyle, role: str) -> TextStyle:
        """`style` set in the role's face (the same style when the game has no face of its own for it)."""
        return style if self.content.game.font(role) is None else replace(style, font=role_face(self.content.game, role))

    def edition_style(self, style: TextStyle) -> TextStyle:
        """The style as this edition sets it: English in the Latin face, a little smaller and tighter
        (a Latin face at the size of Japanese text looks a size larger; English needs less leading)."""
        if not self.english:
            return style
        size = max(MIN_TEXT_PT, round(style.size * LATIN_SIZE, 2))
        return TextStyle(LATIN_OF.get(style.font, style.font), size, round(style.leading * LATIN_LEADING, 2), style.colour)

    def marker_baseline(self, mark: TextStyle, text: TextStyle) -> TextStyle:
        """The style whose first baseline a marker (・, ①) beside a `text` paragraph sits on."""
        return self.edition_style(text) if self.english else mark

    def jp_style(self, style: TextStyle, alignment: Alignment = Alignment.JUSTIFY, breaks: BreakMode = BreakMode.KINSOKU) -> JPStyle:
        style = self.edition_style(style if style.font != REGULAR else self.with_role(style, "body"))
        bold = LATIN_OF[BOLD_OF[REGULAR]] if self.english else BOLD_OF.get(style.font, BOLD)
        return JPStyle(style.font, bold, style.size, style.leading, self.inks[style.colour], alignment=alignment, breaks=breaks)

    def text(
        self,
        text: str,
        width: float,
        style: TextStyle = BODY,
        where: Location | None = None,
        alignment: Alignment = Alignment.JUSTIFY,
        breaks: BreakMode = BreakMode.KINSOKU,
    ) -> Element:
        """A paragraph of content text at `width` pt: its height, painter and links.
        `breaks=BreakMode.PHRASE` for a few words in a narrow box (lines end between phrases)."""
        paragraph, anchors = self._paragraph(text, style, where, alignment, breaks)
        self._within_bounds(paragraph, width, _source(text) or (where,))
        if isinstance(paragraph, JPParagraph):
            note_short_last_lines(paragraph, width, where or next(iter(_source(text)), None), self.short_lines)
        return paragraph_element(paragraph, width, anchors, _source(text))

    def _within_bounds(self, paragraph: Paragraph[Any, Any], width: float, sources: tuple[Location | None, ...]) -> None:
        """A justified English paragraph that no breaking sets with word spaces of 80–133 % (typeset/latin.py):
        a problem at the text's source, never a ragged paragraph."""
        found = paragraph.out_of_bounds(width) if isinstance(paragraph, LatinParagraph) else []
        if found:
            message = (
                f"this justified paragraph cannot be set {pt_to_mm(width):.1f} mm wide with word spaces of "
                f"{MIN_SPACE_RATIO:.0%}–{MAX_SPACE_RATIO:.0%} of normal, at most {MAX_HYPHENATED_RUN} hyphens in a row and "
                f"no word alone on its last line: {'; '.join(found)}; rewrite or reflow it"
            )
            if all(str(problem) != str(Problem(sources[0], message)) for problem in self.problems.found):
                self.problems.add(sources[0], message)

    def shrink_wrapped(
        self, text: str, max_width: float, style: TextStyle, where: Location | None = None, alignment: Alignment = Alignment.LEFT
    ) -> Element:
        """Like `text`, but only as wide as its longest line (for labels, pills, centred lines)."""
        paragraph, anchors = self._paragraph(text, style, where, alignment, BreakMode.KINSOKU)
        return paragraph_element(paragraph, min(max_width, paragraph.natural_width() + FIT_SLACK), anchors, _source(text))

    def _paragraph(
        self, text: str, style: TextStyle, where: Location | None, alignment: Alignment, breaks: BreakMode
    ) -> tuple[Paragraph[Any, Any], list[Anchor]]:
        """Japanese text set by the JLREQ typesetter; English by the Latin one (hyphenated, justified)."""
        rt = rich(text, self.content, where)
        jp_style = self.jp_style(style, alignment, breaks)
        if self.english:
            return LatinParagraph.from_runs(rt.to_runs(jp_style.bold_font), jp_style, where), rt.anchors
        return JPParagraph.from_runs(self._with_furigana(rt.to_runs(jp_style.bold_font), jp_style), jp_style, where), rt.anchors

    def _with_furigana(self, runs: list[Run], style: JPStyle) -> list[Run]:
        """The runs with their words beyond the taught kanji as ruby runs (content/readings.yaml, as
        the web page shows them), when the game prints furigana (game.yaml) and the style's leading
        holds a ruby line (half an em above the em box) between its lines."""
        readings = self.content.readings
        if readings is None or not self.content.game.prints_furigana() or style.leading - style.size < style.size * RUBY_SCALE:
            return runs
        return [
            replace(run, text=text, ruby=reading, no_break=run.no_break)
            for run in runs
            for text, reading in ruby_segments(run.text, readings)[0]
        ]


def note_short_last_lines(paragraph: JPParagraph, width: float, where: Location | None, problems: Problems) -> None:
    """A problem at the paragraph for each last line the typesetter could not lengthen (typeset/lines.py)."""
    for line in paragraph.short_last_lines(width):
        problems.add(
            where,
            f"found a paragraph ending in a line of {len(line)} character{'s' * (len(line) > 1)} 「{line}」, "
            f"expected at least {MIN_LAST_LINE}: the line before cannot give it any without gaps wider than "
            f"{MAX_LOOSENING:g} em; add or remove a few characters",
        )


def _source(text: str) -> tuple[Location, ...]:
    """Where a content text was written (a plain str, e.g. a label made up in code, has no place)."""
    where = getattr(text, "where", None)
    return (where,) if where is not None else ()


def line_width(text: str, style: TextStyle) -> float:
    return mixed_width(text, style.font, style.size)


def baseline_drop(style: TextStyle) -> float:
    """From the top of a line to its baseline, where the typesetter puts it (em box centred in the leading)."""
    face = getFont(style.font).face
    return float((style.leading - style.size) / 2 + style.size * face.ascent / (face.ascent - face.descent))


def centred_baseline(style: TextStyle, centre_y: float) -> float:
    """The baseline that puts one line's em box (hence its digits and kana) centred on `centre_y`."""
    face = getFont(style.font).face
    return float(centre_y - style.size * (face.ascent + face.descent) / 2 / (face.ascent - face.descent))


def paragraph_element(paragraph: Paragraph[Any, Any], width: float, anchors: list[Anchor], sources: tuple[Location, ...] = ()) -> Element:
    height = paragraph.height_at(width)

    def paint(surface: Surface, x: float, top: float) -> None:
        paragraph.draw(surface.canvas, x, top, width)

    spots = tuple((box, a.page, a.url) for a in anchors for box in paragraph.char_boxes(width, a.start, a.stop))
    return Element(width, height, paint, spots, sources=sources)
