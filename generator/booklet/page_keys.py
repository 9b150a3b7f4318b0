"""A key per booklet page of what the page is drawn from, for the caches of what is made of one page
(its preview PNG, its contrast verdict): the page's own content, all the rest of the content (with the
other pages reduced to their section ids, which {ref:…} prints), every file the content names (art, a
game's fonts), the code (the core's and the game's), the fonts loaded, and what the cache adds (`tools`:
the programs and settings that make its entries).

The content model's reprs are complete (dataclasses, no object addresses), written by `cache.stable_repr`
so that sets come out in the same order in every process; a new version of the code is a new key altogether.
"""

from __future__ import annotations

import hashlib
import inspect
from dataclasses import replace
from pathlib import Path

from .. import cache, fontcache
from ..content.model import Content

GAME_CODE = (".py", ".j2", ".js", ".css", ".html")


def page_keys(content: Content, tools: str) -> list[str]:
    """One key per page, in page order."""
    sections = tuple((page.number, page.id) for page in content.pages)
    shared = cache.stable_repr(replace(content, pages=sections))  # type: ignore[arg-type]
    game_code = cache.files_version(game_code_folder(content), GAME_CODE)
    files = cache.file_stamps(content)  # the art and fonts the pages place, by size and time: an edited image is a new key
    base = hashlib.sha256("|".join([cache.code_version(), game_code, *fontcache.loaded_keys(), tools, shared, *files]).encode())
    keys = []
    for page in content.pages:
        hasher = base.copy()
        hasher.update(cache.stable_repr(page).encode())
        keys.append(hasher.hexdigest())
    return keys


def game_code_folder(content: Content) -> Path:
    """The folder of the game's own code (its plug-in's cards module and all beside and below it): a
    game kept outside generator/ (its code beside its game.yaml) draws its pages too, so a change there is a
    new key, not a stale entry from the cache."""
    return Path(inspect.getfile(content.plugin.drawing)).resolve().parent
