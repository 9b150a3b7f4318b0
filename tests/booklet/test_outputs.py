"""Reproducible output and the previews."""

from PIL import Image

from .conftest import PDFS


def test_two_builds_are_byte_identical(built, build_elsewhere, tmp_path):
    """The second build runs in another process, folder, hash seed and time zone."""
    again = build_elsewhere(["booklet"], tmp_path)
    names = [*PDFS, "manifest.json", *(f"preview/page-{n:02d}.png" for n in range(1, 25))]
    assert sorted(str(p.relative_to(again)) for p in again.rglob("*") if p.is_file()) == sorted(names)
    different = [name for name in names if (built / name).read_bytes() != (again / name).read_bytes()]
    assert different == []


def test_a_preview_per_page_at_the_trim_size(built):
    for number in range(1, 25):
        with Image.open(built / f"preview/page-{number:02d}.png") as image:
            assert image.format == "PNG"
            assert image.size == (583, 827)  # 148 × 210 mm at 100 dpi


def test_previews_show_the_pages_in_order(built):
    """The cover preview is mostly yellow (its background), the glossary page mostly white."""

    def mean_colour(number):
        with Image.open(built / f"preview/page-{number:02d}.png") as image:
            return image.convert("RGB").resize((1, 1), Image.Resampling.BOX).getpixel((0, 0))

    red, green, blue = mean_colour(1)
    assert red > 200 and blue < 120
    assert min(mean_colour(20)) > 200
