"""The translation files: content/en/ mirrors content/ (pages/05-play.yaml, glossary.yaml …).

Each file is a mapping of unit keys (see units.py) to entries:

    3.steps.items.2.title:
      from: 5b0e1c9a7f      # the fingerprint of the Japanese this was translated from
      en: Add up the numbers of the colour you have more cards of.

`from` is written by `python -m generator translations refresh` after a translator's review,
never by the build.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ..content.fields import TEXT_TYPE, At, Check, Reading, Table, Values, describe, matching, optional
from ..content.model import SourceText
from ..content.yamlsource import Mapping, read_yaml, shown_folder
from ..errors import BuildError, Location, Problems
from .units import FINGERPRINT_LENGTH

LANGUAGE = "en"
NOT_TRANSLATIONS = ("terminology.yaml",)  # content/en/ files that are not KEY → entry translations (terms.py reads it)
ENTRY_KEYS = ("from", "en")
_FINGERPRINT = re.compile(rf"^[0-9a-f]{{{FINGERPRINT_LENGTH}}}$")


@dataclass(frozen=True)
class Entry:
    file: str  # relative to content/en/
    key: str
    english: SourceText  # located in content/en/FILE
    made_from: str  # the fingerprint it records
    where: Location  # the key's line
    from_where: Location  # the `from:` value (refresh rewrites it there); the key's line when there is none yet


def folder(content_dir: Path) -> Path:
    return Path(content_dir) / LANGUAGE


def shown(content_dir: Path, relpath: str) -> str:
    return f"{shown_folder(content_dir)}/{LANGUAGE}/{relpath}"  # as the user can open it: games/NAME/en/…


def translation_files(content_dir: Path) -> list[str]:
    """Every YAML file under content/en/, relative to it, sorted."""
    root = folder(content_dir)
    if not root.is_dir():
        return []
    relative = (path.relative_to(root) for path in root.rglob("*.yaml"))
    # a hidden file or folder (en/.old/) is no translation, as it is no input of a kept result (results.py)
    return sorted(
        str(path) for path in relative if str(path) not in NOT_TRANSLATIONS and not any(part.startswith(".") for part in path.parts)
    )


def read_entries(content_dir: Path, problems: Problems) -> dict[tuple[str, str], Entry]:
    """(file, key) → Entry for every translation file; problems of form go to `problems`. Each entry
    is read by ENTRY, a table of the content loader's readers (generator/content/fields.py); an entry
    that does not read is left out (its text is then also reported missing), the others are kept."""
    entries: dict[tuple[str, str], Entry] = {}
    reading = Reading(problems)
    for relpath in translation_files(content_dir):
        name = shown(content_dir, relpath)
        try:
            data = read_yaml(folder(content_dir) / relpath, name, problems)
        except BuildError as error:
            problems.found.extend(error.problems)
            continue
        if data is None:
            continue
        at = At(getattr(data, "where", Location(name, 1, 1)), "", reading)
        if not isinstance(data, Mapping):
            at.add(f"found {describe(data)}, expected `KEY: {{from: FINGERPRINT, en: TEXT}}` entries")
            continue
        for key in data:
            read = ENTRY(data[key], at.key(data, key))
            if read is not None:
                english, made_from, from_where = read
                where = data.key_where.get(key, data.where)
                entries[(relpath, str(key))] = Entry(relpath, str(key), english, made_from, where, from_where or where)
    return entries


def _entry(values: Values) -> tuple[SourceText, str, Location | None] | None:
    if not values["en"].strip():
        values.add("en", f"found {str(values['en'])!r}, expected the English text")
        return None
    made_from = values["from"]  # "" when there is none yet: a new translation, stale until refreshed after review
    return values["en"], made_from, values.where("from") if made_from else None


FINGERPRINT = matching(
    lambda v: isinstance(v, str) and bool(_FINGERPRINT.match(v)),
    f"the {FINGERPRINT_LENGTH}-digit fingerprint of the Japanese (written by "
    "`python -m generator translations refresh`; quoted when it is all digits)",
)
ENTRY = Table(
    {"from": optional(FINGERPRINT, default=""), "en": Check(TEXT_TYPE, lambda value, at: SourceText(value, at.where))},
    build=_entry,
    what="`from:` (a fingerprint) and `en:` (the English)",
)
