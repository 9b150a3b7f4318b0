"""Built PDFs read back with real tools: pdftotext, pdffonts, pypdf.

Lines are rebuilt from the word boxes of `pdftotext -bbox`: words whose vertical middles fall
inside one another's boxes share a line. `-raw` follows the content stream and starts a new line
where squeezed punctuation (」。) makes two glyph boxes overlap; `-bbox-layout` splits a line
where justification leaves a wide gap (DOUBLE 2枚 in a narrow column).
"""

import html
import re
import subprocess
from pathlib import Path

import pytest
from pypdf import PdfReader
from reportlab.pdfgen.canvas import Canvas

from generator.typeset import JPParagraph, violations

from .sample import BODY_SIZE, build_sample

SAMPLE = Path(__file__).with_name("sample.py")

PAGE = (420.0, 1200.0)
LEFT = 40.0
WIDTHS = (100.3, 171.1, 334.0)  # a narrow box, a half-page column, the A5 body measure


def run(*command: str) -> str:
    return subprocess.run(command, check=True, capture_output=True, text=True).stdout


def pdftotext_pages(path: Path, *options: str) -> list[str]:
    return run("pdftotext", *options, str(path), "-").split("\f")[:-1]


WORD = re.compile(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>')


def layout_lines(path: Path) -> list[list[str]]:
    """Per page, the text of each line (its words left to right, a space between), top to bottom."""
    pages = run("pdftotext", "-bbox", str(path), "-").split("<page ")[1:]
    return [_lines([(float(a), float(b), float(d), html.unescape(t)) for a, b, _, d, t in WORD.findall(page)]) for page in pages]


def _lines(words: list[tuple[float, float, float, str]]) -> list[str]:
    """(x, top, bottom, text) words grouped into lines by vertical overlap."""
    rows: list[list[tuple[float, float, float, str]]] = []
    for word in sorted(words, key=lambda w: (w[1], w[0])):
        middle = (word[1] + word[2]) / 2
        if rows and rows[-1][0][1] <= middle <= rows[-1][0][2]:
            rows[-1].append(word)
        else:
            rows.append([word])
    return [" ".join(w[3] for w in sorted(row)) for row in rows]


def without_spaces(line: str) -> str:
    return re.sub("[ \u3000]", "", line)  # pdftotext turns wide justification gaps into spaces


@pytest.fixture(scope="module")
def corpus_pdf(tmp_path_factory, corpus, body):
    """Each corpus paragraph on its own page, at each width where its widest word fits."""
    path = tmp_path_factory.mktemp("typeset") / "corpus.pdf"
    canvas = Canvas(str(path), pagesize=PAGE, invariant=1, initialFontName="Gothic")
    pages = []
    for width in WIDTHS:
        for text in corpus:
            paragraph = JPParagraph(text, body)
            if paragraph.min_width() <= width:
                paragraph.draw(canvas, LEFT, PAGE[1] - 20, width)
                canvas.showPage()
                pages.append((paragraph, width))
    canvas.save()
    return path, pages


def test_the_pdf_holds_the_lines_of_the_layout(corpus_pdf):
    path, pages = corpus_pdf
    extracted = layout_lines(path)
    assert len(extracted) == len(pages) > 400
    for (paragraph, width), page in zip(pages, extracted, strict=True):
        got = [without_spaces(line) for line in page]
        assert got == [without_spaces(line) for line in paragraph.lines(width) if line], (paragraph.text, width)


def test_no_kinsoku_violation_in_the_extracted_lines(corpus_pdf):
    path, pages = corpus_pdf
    found = []
    for (paragraph, width), page in zip(pages, layout_lines(path), strict=True):
        marked = []  # an empty line after each forced break: the next line starts afresh (e.g. with ・)
        for line, laid in zip(page, paragraph.layout(width), strict=False):  # the PDF has no empty lines
            marked += [line, ""] if laid.last else [line]
        found += violations(marked, source=paragraph.text)
    assert found == []


def line_right_edges(path: Path) -> list[list[float]]:
    """Per page, the right edge of each text line (words grouped by their top), top to bottom."""
    pages = run("pdftotext", "-bbox", str(path), "-").split("<page ")[1:]
    edges = []
    for page in pages:
        lines: dict[float, float] = {}
        for top, right in re.findall(r'<word xMin="[\d.]+" yMin="([\d.]+)" xMax="([\d.]+)"', page):
            lines[round(float(top), 2)] = max(lines.get(round(float(top), 2), 0.0), float(right))
        edges.append([lines[top] for top in sorted(lines)])
    return edges


def test_justified_lines_end_flush_in_the_pdf_and_hanging_marks_stay_within_one_character(corpus_pdf):
    path, pages = corpus_pdf
    checked = 0
    for (paragraph, width), rights in zip(pages, line_right_edges(path), strict=True):
        laid = [line for line in paragraph.layout(width) if line.ink_end > line.start]
        assert len(rights) == len(laid)
        for line, right in zip(laid, rights, strict=True):
            if line.last or line.ink_end - line.start < 2:
                continue  # not justified
            text = paragraph.measured
            hang = text.widths[line.ink_end] - text.squeeze[line.ink_end - 1] if line.hangs else 0.0
            assert right == pytest.approx(LEFT + width + hang, abs=0.01), (paragraph.text, width, line)
            assert hang <= BODY_SIZE
            checked += 1
    assert checked > 500


# ---- a small page that shows every feature (sample.py) ----


def test_angle_brackets_and_ampersands_print_as_themselves(tmp_path, body):
    build_sample(tmp_path / "sample.pdf", body)
    text = without_spaces("".join(layout_lines(tmp_path / "sample.pdf")[0]))
    assert "記号はそのまま：a<b&c>d、&amp;、<b>太字ではない</b>。太字は二つの星で囲みます。" in text


def test_every_font_is_embedded(tmp_path, body):
    build_sample(tmp_path / "sample.pdf", body)
    rows = run("pdffonts", str(tmp_path / "sample.pdf")).splitlines()[2:]
    # emb column of Gothic, Gothic-Bold and PGothic (the sample's Latin words: typeset/mixed.py)
    assert len(rows) == 3 and all(row.split()[-5] == "yes" for row in rows)


def test_text_is_k_only_and_runs_keep_their_palette_colour(tmp_path, body):
    build_sample(tmp_path / "sample.pdf", body)
    stream = PdfReader(tmp_path / "sample.pdf").pages[0].get_contents().get_data().decode("latin-1")
    colours = set(re.findall(r"([\d. ]+) k\b", stream))
    assert {c.strip() for c in colours} == {"0 0 0 1", "0 .1 1 0", "1 .5 0 0"}
    assert " rg" not in stream and " g\n" not in stream


def test_two_builds_are_byte_identical(tmp_path, body, run_elsewhere):
    """The second copy is made in another process, folder, hash seed and time zone."""
    build_sample(tmp_path / "a.pdf", body)
    code = f"import sys; sys.path.insert(0, {str(SAMPLE.parent)!r}); import sample; sample.build_sample('b.pdf', sample.body_style())"
    run_elsewhere(code, tmp_path / "elsewhere")
    assert (tmp_path / "a.pdf").read_bytes() == (tmp_path / "elsewhere" / "b.pdf").read_bytes()


def test_char_boxes_match_where_the_pdf_puts_the_characters(tmp_path, body):
    url = "https://mighty.boardstyle.org/"
    paragraph = JPParagraph(f"計算は、ブラウザで {url} を開き、カードを選ぶだけです。", body)
    width, top = 20 * BODY_SIZE, 280.0
    canvas = Canvas(str(tmp_path / "boxes.pdf"), pagesize=(420, 300), invariant=1, initialFontName="Gothic")
    paragraph.draw(canvas, LEFT, top, width)
    canvas.save()
    start = paragraph.text.index(url)
    ((x0, down0, x1, down1),) = paragraph.char_boxes(width, start, start + len(url))
    words = re.findall(
        r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>',
        run("pdftotext", "-bbox", str(tmp_path / "boxes.pdf"), "-"),
    )
    x_min, y_min, x_max, y_max = next(map(float, w[:4]) for w in words if w[4] == url)
    assert (x_min, x_max) == (pytest.approx(LEFT + x0, abs=0.01), pytest.approx(LEFT + x1, abs=0.01))
    assert 300 - top + down0 <= y_min < y_max <= 300 - top + down1
