"""The plates of a print PDF as a shop's RIP makes them: Ghostscript's `tiffsep` device.

    plates = Separations.of(pdf_path, dpi=72)
    plates.page(1)                      # a Pillow CMYK image of page 1, 0–255 ink per plate
    plates.max_ink(1, box_pt)           # the highest total ink (1.0 = one solid plate) in a region

tiffsep renders with overprint as the file sets it, without anti-aliasing, one plate per file, so
every pixel holds the ink of the colours painted there: the maximum total area coverage is read off
the four process plates. Spot plates (a die line's CutContour, Crease) are listed, not counted.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageMath, ImageOps

from ..errors import fail

GS_HINT = "install it with `apt-get install ghostscript` (Debian) or `make setup`"
PtBox = tuple[float, ...]  # x0, y0, x1, y1 in pt, PDF page coordinates


def ghostscript() -> str:
    found = shutil.which("gs")
    if not found:
        raise fail(None, f"Ghostscript (gs) not found: the preflight needs it for the ink separations; {GS_HINT}")
    return found


PROCESS = ("Cyan", "Magenta", "Yellow", "Black")


@dataclass
class Separations:
    pages: list[Image.Image]
    dpi: float
    heights_pt: list[float]
    spots: tuple[str, ...] = ()  # the spot plates the file has (die lines)

    @staticmethod
    def of(pdf: Path, heights_pt: list[float], dpi: float = 72) -> Separations:
        with tempfile.TemporaryDirectory(prefix="preflight-") as folder:
            subprocess.run(
                [
                    ghostscript(),
                    "-q",
                    "-dSAFER",
                    "-dBATCH",
                    "-dNOPAUSE",
                    "-sDEVICE=tiffsep",
                    f"-r{dpi:g}",
                    "-dOverprint=/enable",
                    f"-sOutputFile={folder}/p-%03d.tif",
                    str(pdf),
                ],
                check=True,
                capture_output=True,
            )
            pages = [_process_plates(Path(folder), number) for number in range(1, len(heights_pt) + 1)]
            names = {path.stem.split("(", 1)[1].rstrip(")") for path in Path(folder).glob("p-*(*).tif")}
        return Separations(pages, dpi, heights_pt, tuple(sorted(names - set(PROCESS))))

    def page(self, number: int) -> Image.Image:
        return self.pages[number - 1]

    def pixels(self, number: int, box: PtBox) -> tuple[int, int, int, int]:
        """A PDF box (pt) as a pixel box (left, upper, right, lower) on the page image, at least one pixel."""
        scale = self.dpi / 72
        height = self.heights_pt[number - 1]
        x0, y0, x1, y1 = box
        left, right = int(x0 * scale), max(int(x0 * scale) + 1, round(x1 * scale))
        upper, lower = int((height - y1) * scale), max(int((height - y1) * scale) + 1, round((height - y0) * scale))
        image = self.page(number)
        return (max(0, left), max(0, upper), min(image.width, right), min(image.height, lower))

    def max_ink(self, number: int, box: PtBox | None = None) -> tuple[float, tuple[int, int] | None]:
        """The highest total ink in the box (the whole page by default) and where (pixel)."""
        image = self.page(number)
        if box is not None:
            image = image.crop(self.pixels(number, box))
        if image.width == 0 or image.height == 0:
            return 0.0, None
        c, m, y, k = image.split()
        total = ImageMath.lambda_eval(lambda a: a["c"] + a["m"] + a["y"] + a["k"], c=c, m=m, y=y, k=k)
        low, high = total.getextrema()
        if high <= 0:
            return 0.0, None
        return high / 255, _where(total, high)

    def plate_means(self, number: int, box: PtBox) -> tuple[float, float, float, float]:
        """The mean ink of each plate (0–1) in a box."""
        region = self.page(number).crop(self.pixels(number, box))
        if region.width == 0 or region.height == 0:
            return (0.0, 0.0, 0.0, 0.0)
        count = region.width * region.height
        means = []
        for band in region.split():
            histogram = band.histogram()
            means.append(sum(value * n for value, n in enumerate(histogram)) / count / 255)
        c, m, y, k = means
        return (c, m, y, k)

    def ink_outside(self, number: int, box: PtBox, registration_only: bool = True) -> int:
        """How many pixels outside `box` carry ink that is not registration colour (all four plates)."""
        image = self.page(number)
        inside = self.pixels(number, box)
        c, m, y, k = image.split()
        if registration_only:
            weakest = ImageMath.lambda_eval(lambda a: a["min"](a["min"](a["c"], a["m"]), a["min"](a["y"], a["k"])), c=c, m=m, y=y, k=k)
            strongest = ImageMath.lambda_eval(lambda a: a["max"](a["max"](a["c"], a["m"]), a["max"](a["y"], a["k"])), c=c, m=m, y=y, k=k)
            # ink that is not on all four plates alike: artwork, not a trim mark
            stray = ImageMath.lambda_eval(lambda a: (a["s"] - a["w"]) > 64, s=strongest, w=weakest).convert("L")
        else:
            stray = ImageMath.lambda_eval(lambda a: (a["c"] + a["m"] + a["y"] + a["k"]) > 0, c=c, m=m, y=y, k=k).convert("L")
        stray = stray.point(lambda v: 255 if v else 0)
        left, upper, right, lower = inside
        stray.paste(0, (max(0, left - 1), max(0, upper - 1), right + 1, lower + 1))  # one pixel of rounding at the edge
        histogram = stray.histogram()
        return sum(histogram[1:])


def _process_plates(folder: Path, number: int) -> Image.Image:
    """The page's C, M, Y and K plates as one CMYK image (tiffsep writes each plate inverted)."""
    bands = []
    for name in PROCESS:
        with Image.open(folder / f"p-{number:03d}({name}).tif") as plate:
            bands.append(ImageOps.invert(plate.convert("L")))
    return Image.merge("CMYK", bands)


def _where(total: Image.Image, value: float) -> tuple[int, int] | None:
    """The first pixel holding `value` (row by row)."""
    mask = ImageMath.lambda_eval(lambda a: (a["t"] >= value) * 255, t=total).convert("L")
    box = mask.getbbox()
    return (box[0], box[1]) if box else None
