"""The typesetting budget: laying out a whole rulebook's text (24 A5 pages) well under 0.3 s."""
import io
import time

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Frame

from generator.typeset import JPParagraph

BUDGET = 0.3  # s, from issue 3
BODY_FRAME = (15 * mm, 15 * mm, 118 * mm, 180 * mm)  # an A5 page's text area


def set_pages(texts: list[str], style) -> int:
    """Measure, break, flow and draw every paragraph into A5 text frames; returns the page count."""
    canvas = Canvas(io.BytesIO(), pagesize=(148 * mm, 210 * mm), invariant=1, initialFontName="Gothic")
    story = [JPParagraph(text, style) for text in texts]
    pages = 0
    while story:
        Frame(*BODY_FRAME).addFromList(story, canvas)
        canvas.showPage()
        pages += 1
    return pages


def cpu_seconds(texts: list[str], style) -> tuple[float, int]:
    """CPU time (not wall time: other processes share the machine) and page count of one setting."""
    start = time.process_time()
    pages = set_pages(texts, style)
    return time.process_time() - start, pages


def test_a_rulebook_of_text_sets_well_within_budget(corpus, body):
    texts = corpus * 3  # the corpus holds the manuscript once (12 A5 pages of body text); 3 copies fill 28
    set_pages(texts[:5], body)  # warm the glyph-width caches of the registered fonts
    elapsed, pages = min(cpu_seconds(texts, body) for _ in range(3))
    assert pages >= 24
    assert elapsed < BUDGET, f"{elapsed:.3f} s for {pages} pages"
