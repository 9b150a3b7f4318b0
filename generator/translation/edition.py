"""The editions: `ja` (the content as written) and `en` (its translation), each a verified Content.

`english(content_dir, loaded)` refuses to build when a translation is stale, missing or orphaned:
one problem per text, naming the Japanese and the English FILE:LINE (status.py).
"""
from __future__ import annotations

from pathlib import Path

from ..content.model import Content
from ..content.verify import verify_content
from ..errors import BuildError
from .english import english_content, localise
from .status import status
from .units import units

EDITIONS = ("ja", "en")


def english(content_dir: Path, loaded: Content) -> Content:
    """The verified English content of the loaded (unverified) Japanese content; BuildError when a
    translation is not current."""
    found = status(units(loaded), content_dir)
    if not found.ok:
        raise BuildError(found.problems)
    table = {(unit.file, unit.key): entry.english for unit, entry in found.current}
    return localise(verify_content(english_content(loaded, table)))
