#!/usr/bin/env python3
"""docs/picture.png, the one picture of the README and the site's home page: MIGHTY?'s cover and page 7
as the build previews them, and two of its cards, side by side on white.

    make booklet cards EDITION=ja && .venv/bin/python scripts/docs_picture.py

It reads build/ as `make booklet cards` writes it, so it shows what the toolchain makes today.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image, ImageOps

REPO = Path(__file__).resolve().parent.parent
BUILD = REPO / "build"
PICTURE = REPO / "docs" / "picture.png"
HEIGHT = 320  # px: the pages' height; the cards are a little smaller
GAP = 16  # px between the pictures and around them
PARTS = ("preview/page-01.png", "preview/page-07.png", "cards/png/front-14-DOUBLE-x2.png", "cards/png/front-13-MIGHTY-x1.png")


def scaled(path: Path, height: int) -> Image.Image:
    with Image.open(path) as image:
        rgb = image.convert("RGB")
    return rgb.resize((round(rgb.width * height / rgb.height), height), Image.Resampling.LANCZOS)


def main() -> int:
    missing = [part for part in PARTS if not (BUILD / part).is_file()]
    if missing:
        found = ", ".join(f"build/{part}" for part in missing)
        print(f"error: found no {found}; run `make booklet cards EDITION=ja` first", file=sys.stderr)
        return 1
    pages = [ImageOps.expand(scaled(BUILD / part, HEIGHT - 2), border=1, fill="#BBBBBB") for part in PARTS[:2]]  # a white page's edge
    cards = [scaled(BUILD / part, HEIGHT * 3 // 4) for part in PARTS[2:]]
    parts = [*pages, *cards]
    picture = Image.new("RGB", (sum(p.width for p in parts) + GAP * (len(parts) + 1), HEIGHT + 2 * GAP), "white")
    x = GAP
    for part in parts:
        picture.paste(part, (x, GAP + (HEIGHT - part.height) // 2))
        x += part.width + GAP
    picture.save(PICTURE, optimize=True)
    print(f"wrote {PICTURE.relative_to(REPO)} ({picture.width}×{picture.height} px)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
