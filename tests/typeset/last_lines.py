"""Paragraphs ending in a short line, read back from a built PDF (pdfplumber's chars).

A text line is the characters on one baseline, left to right, with no gap wider than an em. A short
last line is a line of 1–3 characters with Japanese in it that starts where a line of ten or more
starts, one leading (1.2–2.2 em) above it, in the same face and size: a paragraph's tail under its body."""

from __future__ import annotations

import re
from dataclasses import dataclass

JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
FULL_LINE = 10  # characters of the line above: running text, not a label


@dataclass(frozen=True)
class TextLine:
    x0: float
    baseline: float
    size: float
    font: str  # of its last character
    text: str


def text_lines(chars: list[dict]) -> list[TextLine]:
    lines: list[TextLine] = []
    rows: dict[float, list[dict]] = {}
    for char in chars:
        if char["upright"] and char["text"].strip():
            rows.setdefault(round(char["y1"] - char["size"], 1), []).append(char)  # rounded baseline-ish key
    for row in rows.values():
        row.sort(key=lambda c: c["x0"])
        start = 0
        for index in range(1, len(row) + 1):
            if index == len(row) or row[index]["x0"] - row[index - 1]["x1"] > row[index - 1]["size"]:
                run = row[start:index]
                last = run[-1]
                lines.append(TextLine(run[0]["x0"], run[0]["bottom"], last["size"], last["fontname"], "".join(c["text"] for c in run)))
                start = index
    return lines


def short_last_lines(chars: list[dict]) -> list[str]:
    lines = text_lines(chars)
    found = []
    for line in lines:
        if not (len(line.text) < 4 and JAPANESE.search(line.text)):
            continue
        for above in lines:
            drop = line.baseline - above.baseline
            same_type = above.font == line.font and abs(above.size - line.size) < 0.01  # not a bold term under a definition
            if same_type and abs(above.x0 - line.x0) < 1 and 1.2 * line.size <= drop <= 2.2 * line.size and len(above.text) >= FULL_LINE:
                found.append(f"{above.text} / {line.text}")
    return found
