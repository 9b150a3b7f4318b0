"""The ONE colour profile of print: Ghostscript's CMYK output profile (default_cmyk.icc, Debian's libgs-common).

The art's RGB → CMYK conversion (art.py) and the print contrast check's CMYK → sRGB (contrast.py) both
go through it, so a colour the check judges is the colour the art was converted to.
"""

from __future__ import annotations

from pathlib import Path

PROFILE = Path("/usr/share/color/icc/ghostscript/default_cmyk.icc")
PROFILE_NAME = "Artifex CMYK SWOP Profile (Ghostscript's default_cmyk.icc)"
