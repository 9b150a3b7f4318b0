"""Ruby (ふりがな) for the web pages: every kanji the reader was not taught gets its reading.

Words of content/readings.yaml are matched longest first; the ruby covers the word's kanji only
(選ぶ → <ruby>選<rt>えら</rt></ruby>ぶ). A kanji outside `taught` that no word covers is a
problem naming the text, so no page is written with an unreadable word.
"""

from __future__ import annotations

from markupsafe import Markup, escape

from ..content.files.readings import Segment, ruby_segments
from ..content.model import Content, Readings
from ..errors import Location, Problems, fail


class Ruby:
    def __init__(self, readings: Readings):
        self.readings = readings
        self.problems = Problems()
        self._cut: dict[str, tuple[list[Segment], list[str]]] = {}  # a page repeats its texts: each cut once

    def segments(self, text: str) -> tuple[list[Segment], list[str]]:
        """The text cut into plain runs and (kanji, reading) pairs, and the kanji nothing covers."""
        if text not in self._cut:
            self._cut[text] = ruby_segments(text, self.readings)
        segments, missing = self._cut[text]
        return list(segments), list(missing)

    def html(self, text: str, where: Location | None = None) -> Markup:
        """The text, escaped, with <ruby> on the kanji beyond `taught`; a kanji without a reading is
        noted (see `check`) and left plain."""
        segments, missing = self.segments(str(text))
        if missing:
            shown = str(text).strip()
            shown = shown if len(shown) <= 60 else shown[:57] + "…"
            self.problems.add(
                where or getattr(text, "where", None) or self.readings.file,
                f"found the kanji {'、'.join(dict.fromkeys(missing))} in 「{shown}」 without a reading, expected "
                f"a word holding it in {self.readings.file} (words: {{WORD: よみ}}): the web pages show "
                f"ruby on every kanji beyond the first two school years",
            )
        return Markup("").join(
            Markup("<ruby>{}<rt>{}</rt></ruby>").format(base, reading) if reading else escape(base) for base, reading in segments
        )

    def check(self) -> None:
        """Raises BuildError with every text that had a kanji without a reading."""
        self.problems.raise_if_any()


def readings_of(content: Content) -> Readings:
    """The content's readings.yaml (the loader always reads it; a Content built without it cannot show ruby)."""
    if content.readings is None:
        raise fail(None, "found no readings (content/readings.yaml), expected them: the web pages show ruby")
    return content.readings
