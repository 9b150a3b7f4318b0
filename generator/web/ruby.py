"""Ruby (ふりがな) for the web pages: every kanji the reader was not taught gets its reading.

Words of content/readings.yaml are matched longest first; the ruby covers the word's kanji only
(選ぶ → <ruby>選<rt>えら</rt></ruby>ぶ). A kanji outside `taught` that no word covers is a
problem naming the text, so no page is written with an unreadable word.
"""

from __future__ import annotations

from markupsafe import Markup, escape

from ..content.files.readings import is_kanji, kana_edges
from ..content.model import Content, Readings
from ..errors import Location, Problems, fail

Segment = tuple[str, str | None]  # (text, reading or None)


class Ruby:
    def __init__(self, readings: Readings):
        self.readings = readings
        self.longest = max(map(len, readings.words), default=0)
        self.problems = Problems()

    def segments(self, text: str) -> tuple[list[Segment], list[str]]:
        """The text cut into plain runs and (kanji, reading) pairs, and the kanji nothing covers."""
        out: list[Segment] = []
        missing: list[str] = []
        i = 0
        while i < len(text):
            word = self._word_at(text, i)
            if word:
                out += _split_okurigana(word, self.readings.words[word])
                i += len(word)
                continue
            ch = text[i]
            if is_kanji(ch) and ch not in self.readings.taught and ch != "々":
                missing.append(ch)
            out.append((ch, None))
            i += 1
        return _merge(out), missing

    def _word_at(self, text: str, i: int) -> str | None:
        for length in range(min(self.longest, len(text) - i), 0, -1):
            word = text[i : i + length]
            if word in self.readings.words and _needs_ruby(word, self.readings.taught):
                return word
        return None

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


def _needs_ruby(word: str, taught: frozenset[str]) -> bool:
    return any(is_kanji(ch) and ch not in taught and ch != "々" for ch in word)


def _split_okurigana(word: str, reading: str) -> list[Segment]:
    """選ぶ/えらぶ → [("選", "えら"), ("ぶ", None)]: the kana around the kanji carry no ruby."""
    head, tail = kana_edges(word)
    core = word[len(head) : len(word) - len(tail)]
    core_reading = reading[len(head) : len(reading) - len(tail)]
    segments: list[Segment] = [(head, None)] if head else []
    segments.append((core, core_reading))
    return segments + ([(tail, None)] if tail else [])


def _merge(segments: list[Segment]) -> list[Segment]:
    """Neighbouring plain runs joined, so the markup stays short."""
    merged: list[Segment] = []
    for text, reading in segments:
        if reading is None and merged and merged[-1][1] is None:
            merged[-1] = (merged[-1][0] + text, None)
        else:
            merged.append((text, reading))
    return merged
