"""The rules across files: rules.yaml against game.yaml, the variants of content/variants/, and
content played by a variant (`check --variant`, `stats --variant`).

A variant (content/variants/NAME.yaml) is a `title`, an optional `description` and `rules:`, a set
of overrides of rules.yaml: mappings merge key by key, any other value (a list too) replaces the
base's. The merged rules are read by rules.yaml's own table (the game's: Game.rules_table), so a variant's values
are checked like the base's, each problem at the line that holds the value: the variant file's for
an override, rules.yaml's (naming the variant) for a base value the overrides make unplayable.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ..errors import Location, Problem, Problems, fail
from ..game import Game, Setting
from .fields import ANY, MAPPING, TEXT, At, Table, did_you_mean, optional, say
from .model import SourceText
from .yamlsource import Mapping, Sequence

VARIANTS_DIR = "variants"


@dataclass(frozen=True)
class Variant:
    """A named set of overrides of rules.yaml, applied: `rules` is the whole RuleSet it plays by."""

    name: str
    title: SourceText
    description: SourceText | None
    rules: Any  # the game's rules object
    where: Location


@dataclass(frozen=True)
class VariantsFolder:
    """content/variants/: every variant by name (the file name without .yaml), in name order."""

    variants: dict[str, Variant]


VARIANT = Table({"title": TEXT, "description": optional(TEXT), "rules": ANY}, build=lambda v: v)


@dataclass(frozen=True)
class RulesFile:
    rules: Any  # the game's rules object (Game.rules_table)


def rules_file_table(game: Game) -> Table[RulesFile]:
    """rules.yaml: the game's table, its rules object kept as `Content.rules`."""
    table = game.rules_table()
    return Table(table.fields, build=lambda v: RulesFile(rules) if (rules := table.build(v)) is not None else None, what=table.what)


def located(mapping: Mapping, path: str) -> Location:
    """Where the value at a dotted key path (`stakes.declaration`, `open_declarations.1`) is written."""
    value, where = mapping, mapping.where
    for key in path.split("."):
        if isinstance(value, Mapping) and key in value:
            value, where = value[key], value.at(key)
        elif isinstance(value, Sequence) and key.isdigit() and int(key) < len(value):
            value, where = value[int(key)], value.at(int(key))
        else:
            break
    return where


def check_with_game(
    game: Game, rules: Any, mapping: Mapping, setting: Setting, problems: Problems, variant_file: str | None = None
) -> bool:
    """The checks that need the other files (Game.rules_problems: game.yaml, the deck); True when none failed."""
    found = game.rules_problems(rules, setting)
    for where, message in found:
        if isinstance(where, Location):  # another file's line (game.yaml's players, a deck.yaml entry)
            problems.add(where, message + (f" (with the overrides of {variant_file})" if variant_file else ""))
        else:
            problems.add(located(mapping, where), say(where, message + _variant_note(mapping, where, variant_file)))
    return not found


def _variant_note(mapping: Mapping, path: str, variant_file: str | None) -> str:
    if variant_file is None or located(mapping, path).file == variant_file:
        return ""
    return f" (with the overrides of {variant_file})"


def merged(base: Mapping, overrides: Mapping) -> Mapping:
    """`base` with `overrides` applied; every value keeps the location of the file it came from."""
    result = Mapping(base)
    result.where, result.key_where, result.value_where = base.where, dict(base.key_where), dict(base.value_where)
    for key, value in overrides.items():
        if isinstance(value, Mapping) and isinstance(base.get(key), Mapping):
            result[key] = merged(base[key], value)
            result[key].where = value.where  # a problem of the mapping as a whole points at the override
        else:
            result[key] = value
        result.key_where[key], result.value_where[key] = overrides.key_where[key], overrides.value_where[key]
    return result


def variant_files(content_dir: Path) -> list[str]:
    folder = Path(content_dir) / VARIANTS_DIR
    found = folder.glob("*.yaml") if folder.is_dir() else ()
    return sorted(f"{VARIANTS_DIR}/{path.name}" for path in found if not path.name.startswith("."))  # hidden: no variant (pages.py)


def read_variants(source: Any, base: Mapping | None, game: Game | None, setting: Setting | None) -> VariantsFolder:
    """Every variant, read over the base rules' mapping (None when rules.yaml did not read: the
    variants are read in the run after, so the base's problems are not repeated once per variant)."""
    if base is None or game is None or setting is None:
        return VariantsFolder({})
    found = {}
    for relpath in variant_files(source.dir):
        variant = _variant(source, relpath, base, game, setting)
        if variant is not None:
            found[variant.name] = variant
    return VariantsFolder(found)


def _variant(source: Any, relpath: str, base: Mapping, game: Game, setting: Setting) -> Variant | None:
    data = source.read(relpath)
    if data is None:
        return None
    at = At(getattr(data, "where", Location(source.shown(relpath), 1, 1)), "", source.reading)
    values = VARIANT.values(data, at)
    if values is None or not VARIANT.complete(values):
        return None
    overrides = values["rules"]
    if MAPPING(overrides, at.key(data, "rules")) is None:
        return None
    rules_mapping = merged(base, overrides)
    before = len(source.problems.found)
    read = game.rules_table()(rules_mapping, at)
    _name_the_variant(source.problems, before, source.shown(relpath))
    if read is None or not check_with_game(game, read, rules_mapping, replace(setting, rules=read), source.problems, source.shown(relpath)):
        return None
    name = Path(relpath).stem
    return Variant(name, values["title"], values["description"], game.with_rules_name(read, name), at.where)


def _name_the_variant(problems: Problems, since: int, variant_file: str) -> None:
    """A problem found at a base value (rules.yaml) while reading a variant names the variant."""
    for i in range(since, len(problems.found)):
        problem = problems.found[i]
        if problem.where is not None and problem.where.file != variant_file:
            problems.found[i] = Problem(problem.where, f"{problem.message} (with the overrides of {variant_file})")


def with_variant(content: Any, name: str | None) -> Any:
    """The content played by variant `name` instead of the base rules; unchanged for None.
    An unknown name stops with the names there are."""
    if name is None:
        return content
    if name not in content.variants:
        from .markup import content_folder  # markup reads the loaded content; this module is read while loading

        folder = content_folder(content)
        known = ", ".join(content.variants) or f"none (add {folder}/{VARIANTS_DIR}/NAME.yaml)"
        raise fail(
            Location(f"{folder}/{VARIANTS_DIR}/{name}.yaml"),
            f"found no variant {name!r}, expected one of: {known}{did_you_mean(name, content.variants)}",
        )
    return replace(content, rules=content.variants[name].rules, variant=name)
