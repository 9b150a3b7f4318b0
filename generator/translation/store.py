"""The translation files: content/en/ mirrors content/ (pages/07-strength.yaml, glossary.yaml …).

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

from ..content.model import Text
from ..content.yamlsource import Mapping, read_yaml
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
    english: Text  # located in content/en/FILE
    made_from: str  # the fingerprint it records
    where: Location  # the key's line
    from_where: Location  # the `from:` value (refresh rewrites it there); the key's line when there is none yet


def folder(content_dir: Path) -> Path:
    return Path(content_dir) / LANGUAGE


def shown(content_dir: Path, relpath: str) -> str:
    return f"{Path(content_dir).name}/{LANGUAGE}/{relpath}"


def translation_files(content_dir: Path) -> list[str]:
    """Every YAML file under content/en/, relative to it, sorted."""
    root = folder(content_dir)
    if not root.is_dir():
        return []
    return sorted(str(path.relative_to(root)) for path in root.rglob("*.yaml") if str(path.relative_to(root)) not in NOT_TRANSLATIONS)


def read_entries(content_dir: Path, problems: Problems) -> dict[tuple[str, str], Entry]:
    """(file, key) → Entry for every translation file; problems of form go to `problems`."""
    entries: dict[tuple[str, str], Entry] = {}
    for relpath in translation_files(content_dir):
        name = shown(content_dir, relpath)
        try:
            data = read_yaml(folder(content_dir) / relpath, name, problems)
        except BuildError as error:
            problems.found.extend(error.problems)
            continue
        if data is None:
            continue
        if not isinstance(data, Mapping):
            problems.add(getattr(data, "where", Location(name)), "found no mapping, expected `KEY: {from: FINGERPRINT, en: TEXT}` entries")
            continue
        for key, value in data.items():
            entry = _entry(relpath, str(key), value, data, problems)
            if entry is not None:
                entries[(relpath, str(key))] = entry
    return entries


def _entry(relpath: str, key: str, value: object, data: Mapping, problems: Problems) -> Entry | None:
    where = data.key_where.get(key, data.where)
    if not isinstance(value, Mapping):
        problems.add(data.at(key), f"{key}: found {type(value).__name__}, expected `from:` (a fingerprint) and `en:` (the English)")
        return None
    unknown = [k for k in value if k not in ENTRY_KEYS]
    for k in unknown:
        problems.add(value.key_where.get(k, value.where), f"{key}: found key {k!r}, expected only from: and en:")
    english, made_from = value.get("en"), value.get("from")
    if not isinstance(english, str) or not english.strip():
        problems.add(value.at("en"), f"{key}.en: found {english!r}, expected the English text")
        return None
    if made_from is None:  # a new translation: stale until refreshed after review
        return Entry(relpath, key, Text(english, value.at("en")), "", where, where)
    if not isinstance(made_from, str) or not _FINGERPRINT.match(made_from):  # an unquoted 3890298233 is read as a number
        problems.add(value.at("from"), f"{key}.from: found {made_from!r}, expected the {FINGERPRINT_LENGTH}-digit fingerprint "
                                       "of the Japanese (written by `python -m generator translations refresh`)")
        return None
    return Entry(relpath, key, Text(english, value.at("en")), made_from, where, value.at("from"))
