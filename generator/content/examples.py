"""The worked examples (content/examples.yaml): what every game's examples have, and the game's part.

The core reads an example's `id`, `uses`, `states` and `printed`; the game's plug-in gives the rest of
its keys (`Game.example_keys`) and reads them into its own part (`Game.example_part`).
Whether the stated results are right is the game's replay's business (verify.py asks it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .fields import FLAG, LIST, NAME, At, Check, Field, Items, Reader, Table, Values, join_all, optional
from .model import Example, Statement
from .yamlsource import Mapping, Sequence, shorten

if TYPE_CHECKING:
    from ..game import Game

STATEMENT = Table({"file": NAME, "words": NAME}, build=lambda v: Statement(str(v["file"]), str(v["words"]), v.at.where))
CORE_KEYS: dict[str, Reader[Any] | Field] = {
    "id": NAME,
    "uses": optional(NAME),
    "states": optional(Items(STATEMENT, noun="statement"), default=()),
    "printed": optional(FLAG, default=True),
}


def example_table(game: Game) -> Table[Example]:
    """One example: the core's keys and the game's, in the order the game lists them."""

    def build(v: Values) -> Example | None:
        part = game.example_part(v)
        if part is None:
            return None
        return Example(v["id"], v.mapping.where, v["uses"], v.at.name + 1, v["states"], v["printed"], part)

    return Table(dict(game.example_keys(CORE_KEYS)), build=build)


def example_list(game: Game) -> Check[dict[str, Example]]:
    """The examples that read (each with a problem is left out, its problems noted), by id."""
    table = example_table(game)
    return Check(LIST.kind, lambda items, at: read_example_list(items, at, table))


def read_example_list(items: Sequence, at: At, table: Table[Example]) -> dict[str, Example]:
    examples: dict[str, Example] = {}
    first_line: dict[str, int] = {}  # every id seen, even of examples with other problems
    for i, item in enumerate(items):
        example_id = item.get("id") if isinstance(item, Mapping) else None
        if isinstance(example_id, str) and example_id in first_line:
            at.problems.add(
                item.at("id"),
                f"{join_all('examples', i, 'id')}: found {shorten(example_id)!r} again "
                f"(first on line {first_line[example_id]}), expected each example id once",
            )
            continue
        if isinstance(example_id, str):
            first_line[example_id] = item.where.line
        example = _read_example(item, _named(at.item(items, i), example_id), table)
        if example is not None:
            examples[example.id] = example
    return examples


def _named(at: At, example_id: Any) -> At:
    """Messages name an example by its number and its id: example 3 (red-board)."""
    return At(at.where, f"{at.path} ({example_id})", at.reading, at.name) if NAME.accepts(example_id) else at


def _read_example(item: Any, at: At, table: Table[Example]) -> Example | None:
    """The example, or None when any of its fields has a problem (an unknown key too)."""
    before = len(at.problems.found)
    example = table(item, at)
    return example if len(at.problems.found) == before else None
