"""The quick-reference card: its size decision, its text from quickref.yaml, its print file."""

from __future__ import annotations

import re
import subprocess
from dataclasses import replace

import pytest
from pypdf import PdfReader
from pypdf.generic import ContentStream

from generator.cards import quickref
from generator.content.loader import load_content
from generator.content.markup import expand
from generator.errors import BuildError
from generator.geometry import PT_PER_MM

MIN_PT = 7.0
QR_MODULE = 0.5


@pytest.fixture(scope="module")
def content(content_dir):
    return load_content(content_dir)


@pytest.fixture(scope="module")
def pdf(content, tmp_path_factory):
    size, fit = quickref.choose_size(content, MIN_PT, QR_MODULE)
    path = tmp_path_factory.mktemp("quickref") / "quickref.pdf"
    path.write_bytes(quickref.quickref_pdf(content, size, fit, QR_MODULE))
    return path


def longer(content, extra_endings: int):
    """The content with more endings than a poker card holds."""
    endings = content.quickref.endings + content.quickref.endings[:1] * extra_endings
    return replace(content, quickref=replace(content.quickref, endings=endings))


def test_poker_size_because_everything_fits_at_7_pt_or_more(content):
    size, fit = quickref.choose_size(content, MIN_PT, QR_MODULE)
    assert size == "poker"
    assert all(body >= MIN_PT for body in fit.values())
    # the front is the tight side: one size up a phrase no longer fits the line
    assert quickref.best_fit(content, quickref.sheet_of(content, "poker"), fit["front"] + 0.5, QR_MODULE) is None


def test_a_game_that_asks_for_one_size_gets_the_largest_at_which_both_sides_fit(content):
    sheet = quickref.sheet_of(content, "poker")
    own = quickref.best_fit(content, sheet, 7.0, QR_MODULE)
    one = quickref.best_fit(replace(content, plugin=replace(content.plugin, quickref_one_size=True)), sheet, 7.0, QR_MODULE)
    assert own is not None and own["front"] != own["back"]  # MIGHTY?'s sides fit at different sizes
    assert one == dict.fromkeys(("front", "back"), min(own.values()))


def test_a6_when_the_text_does_not_fit_a_poker_card(content):
    size, fit = quickref.choose_size(longer(content, 3), MIN_PT, QR_MODULE)
    assert size == "a6" and min(fit.values()) >= MIN_PT


def test_too_much_text_for_the_configured_size_names_the_file_and_the_cause(content):
    with pytest.raises(BuildError) as error:
        quickref.fitted(longer(content, 3), "poker", MIN_PT, QR_MODULE)
    message = str(error.value)
    assert re.match(
        r"content/quickref\.yaml:\d+:\d+: the quick reference does not fit the poker card at 7 pt: "
        r"the front is [\d.]+ mm too tall",
        message,
    )
    assert message.endswith("shorten it or set cards.quickref.size to a6")


def test_unknown_size_lists_the_valid_ones(content):
    with pytest.raises(BuildError, match="found 'b7', expected one of: poker, a6"):
        quickref.sheet_of(content, "b7")


def test_print_file_has_both_sides_with_trim_and_bleed_boxes(pdf):
    reader = PdfReader(pdf)
    assert len(reader.pages) == 2
    for page in reader.pages:
        assert [round(float(v) / PT_PER_MM, 2) for v in page.mediabox] == [0, 0, 69, 94]
        assert [round(float(v) / PT_PER_MM, 2) for v in page.trimbox] == [3, 3, 66, 91]
        assert [round(float(v) / PT_PER_MM, 2) for v in page.bleedbox] == [0, 0, 69, 94]


def test_fonts_embedded(pdf):
    rows = subprocess.run(["pdffonts", pdf], capture_output=True, text=True, check=True).stdout.splitlines()[2:]
    assert rows and all(row.split()[-5] == "yes" for row in rows)


def test_no_text_below_the_minimum_size(pdf):
    reader = PdfReader(pdf)
    sizes = [
        float(operands[1]) for page in reader.pages for operands, op in ContentStream(page.get_contents(), reader).operations if op == b"Tf"
    ]
    assert sizes and min(sizes) >= MIN_PT


def plain(text: str) -> str:
    return re.sub(r"\s+", "", text)


def test_every_piece_of_quickref_data_is_printed(content, pdf):
    printed = plain(subprocess.run(["pdftotext", pdf, "-"], capture_output=True, text=True, check=True).stdout)
    data = content.quickref
    expected = [
        data.title,
        content.parts["formula"].left,  # MIGHTY?'s own parts of quickref.yaml
        content.parts["formula"].right,
        content.parts["ranking"].title,
        *content.parts["ranking"].order,
        content.game.calculator_url,
    ]
    for ending in data.endings:
        expected += [ending.title, *ending.lines]
    missing = [text for text in expected if plain(expand(text, content)) not in printed]
    assert missing == []


def test_print_file_is_reproducible(content, content_dir, tmp_path, run_elsewhere):
    """Made again in another process, folder, hash seed and time zone."""
    size, fit = quickref.choose_size(content, MIN_PT, QR_MODULE)
    code = (
        "from pathlib import Path; from generator.cards import quickref; from generator.content.loader import load_content; "
        f"content = load_content(Path({str(content_dir)!r})); size, fit = quickref.choose_size(content, {MIN_PT}, {QR_MODULE}); "
        f"Path('quickref.pdf').write_bytes(quickref.quickref_pdf(content, size, fit, {QR_MODULE}))"
    )
    run_elsewhere(code, tmp_path)
    assert (tmp_path / "quickref.pdf").read_bytes() == quickref.quickref_pdf(content, size, fit, QR_MODULE)
