"""The parts of generator/ form layers: each imports only parts below it, so no two import each other.

Checked on the source with ast: every import counts, also one inside a function (hiding an import
in a function dodges a cycle at import time but leaves the two parts tangled), and so does a module
named in a string for import_module (the pipeline's renderers, the CLI's commands).
"""

import ast
import re
from pathlib import Path

import generator

GENERATOR = Path(generator.__file__).parent

# Bottom first. A part is a subpackage (content, cards …) or a top-level module (errors, qr …);
# parts in one layer do not import each other.
LAYERS = (
    # problems with FILE:LINE:COL; mm, pt and boxes; the cache folder; a reportlab fix; the one CMYK profile of print;
    # the kinds of art file; a PDF art file's page, walked and placed; points and polygons on a page
    ("errors", "geometry", "cache", "reportlab_fixes", "print_profile", "art_files", "art_pdf", "polygons"),
    ("cores",),  # how much of the machine a build may use (CARDPRESS_PARALLEL, named like the cache's variable)
    ("results",),  # a whole check's or build's result, kept by every file it read, said again while none changes
    ("background",),  # jobs run in a forked child while this process does other work (booklet files, the balance report)
    ("game",),  # the game author's front door: the typed Game value (its hooks' types only under TYPE_CHECKING)
    ("game_folders",),  # the private names a game's own code (plugin: ./PATH) is imported under
    ("plugins",),  # finding a game's Game by game.yaml's plugin: (a path beside it, or a registered name)
    ("fontcache", "art"),  # parsed TrueType metrics, cached by the font file's hash; a game's art files read and checked
    ("fonts", "typeset"),  # the embedded faces; Japanese line breaking on reportlab
    ("content",),  # load, validate and verify the YAML sources
    ("translation",),  # the English edition: content/en/, fingerprints, the English Content
    ("painting", "contrast_cache"),  # what a PDF paints, read back from its content streams; the contrast check's kept verdicts
    ("qr", "output", "pdfx", "contrast"),  # the QR code drawn on every output; staging and atomic commit; PDF/X and /ID; print contrast
    ("cards",),  # card faces, sheets and the quick reference (the booklet draws cards)
    ("booklet", "web", "tabletop"),  # the rulebook PDFs; the web rulebook page; Tabletop Simulator
    ("manifest",),  # build/manifest.json over the staged files
    ("pipeline", "preflight"),  # load → verify → render → commit; a shop's inspection of build/
    ("preview",),  # the editors' live preview: the pipeline's stages, rebuilt in memory
    ("commands",),  # check, build, translations, preview, preflight
    ("cli",),  # the only place that prints or exits
    ("conformance",),  # the kit a game's CI runs: check, build and preflight as the CLI runs them
    ("pytest_plugin",),  # the kit as a pytest plug-in (entry point pytest11): a game's tests subclass its Conformance
    ("launch",),  # the command line's entry: a kept result said again, else the CLI
    ("__main__",),
    ("games",),  # each game's plug-in (issue 19): above the core, which imports no game
)
LAYER_OF = {part: level for level, parts in enumerate(LAYERS) for part in parts}
MODULE_NAME = re.compile(r"generator(?:\.\w+)+\.?")


def part_of(module: str) -> str:
    """generator.cards.quickref → cards; generator.qr → qr; generator → generator."""
    names = module.split(".")
    return names[1] if len(names) > 1 else names[0]


def module_of(path: Path, root: Path) -> tuple[str, list[str]]:
    """(dotted module name, the package its relative imports start from)."""
    names = ["generator", *path.relative_to(root).with_suffix("").parts]
    if names[-1] == "__init__":
        names.pop()
        return ".".join(names), names
    return ".".join(names), names[:-1]


def imported(tree: ast.AST, package: list[str]) -> set[str]:
    """Every generator module `tree` imports, wherever the import is, or names for import_module; but
    not under `if TYPE_CHECKING:`, which never runs: it names the types of annotations (the front door,
    game.py, names every part's hook types so)."""
    found = set()
    types_only = _type_checking_only(tree)
    for node in ast.walk(tree):
        if id(node) in types_only:
            continue
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            module = ".".join([*base, *([node.module] if node.module else [])])
            found |= {module} if node.module else {f"{module}.{alias.name}" for alias in node.names}
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and MODULE_NAME.fullmatch(node.value):
            found.add(node.value.rstrip("."))
    return {name for name in found if name.split(".")[0] == "generator"}


def _type_checking_only(tree: ast.AST) -> set[int]:
    """The ids of the nodes inside the bodies of the tree's `if TYPE_CHECKING:` blocks."""
    inside: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            inside |= {id(child) for statement in node.body for child in ast.walk(statement)}
    return inside


def dependencies(root: Path = GENERATOR) -> dict[str, set[str]]:
    """part → the other parts it imports."""
    graph: dict[str, set[str]] = {}
    for path in sorted(root.rglob("*.py")):
        module, package = module_of(path, root)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        uses = {part_of(name) for name in imported(tree, package)} - {part_of(module), "generator"}
        graph.setdefault(part_of(module), set()).update(uses)
    return graph


def cycle_in(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle (a → b → … → a), or None."""
    done: set[str] = set()

    def visit(part: str, path: list[str]) -> list[str] | None:
        if part in path:
            return path[path.index(part) :] + [part]
        if part in done:
            return None
        for used in sorted(graph.get(part, ())):
            found = visit(used, [*path, part])
            if found:
                return found
        done.add(part)
        return None

    for part in sorted(graph):
        found = visit(part, [])
        if found:
            return found
    return None


def test_every_part_has_a_layer():
    assert set(dependencies()) - {"generator"} <= set(LAYER_OF), "put the new part into LAYERS"
    assert set(LAYER_OF) <= set(dependencies()), "LAYERS names a part that no longer exists"


def test_the_parts_import_no_cycle():
    graph = dependencies()
    for part, used in BY_NAME_AT_RUN_TIME:
        graph[part].discard(used)
    assert cycle_in(graph) is None


# The one import that runs upward, by design: generator/plugins.py imports the game that game.yaml
# names, by its name at run time (generator.games.NAME); no core module names a game's package.
BY_NAME_AT_RUN_TIME = {("plugins", "games")}
# The game author's front door (generator/game.py) sits low, since every part calls a Game. It names the
# types of every part's hooks under TYPE_CHECKING only; a default that needs a part above it is None in
# the Game, and that part calls its own (`game.stylesheet or default_stylesheet`). It imports errors only.


def test_each_part_imports_only_layers_below_it():
    upward = [
        f"{part} (layer {LAYER_OF[part]}) imports {used} (layer {LAYER_OF[used]})"
        for part, uses in sorted(dependencies().items())
        if part in LAYER_OF
        for used in sorted(uses)
        if LAYER_OF[used] >= LAYER_OF[part] and (part, used) not in BY_NAME_AT_RUN_TIME
    ]
    assert upward == []


def test_the_front_door_imports_only_errors_wherever_it_runs():
    """game.py imports errors and nothing else of the core, at its top or in a function; the parts its
    hooks' types come from are named under TYPE_CHECKING only."""
    tree = ast.parse((GENERATOR / "game.py").read_text(encoding="utf-8"))
    assert imported(tree, ["generator"]) == {"generator.errors"}
    assert dependencies()["game"] == {"errors"}


def test_the_quick_reference_lives_in_cards():
    assert (GENERATOR / "cards" / "quickref.py").is_file()
    assert not (GENERATOR / "quickref.py").exists()


def test_the_checks_see_hidden_and_named_imports_and_a_cycle(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "__init__.py").write_text("def later():\n    from ..b import thing\n")
    (tmp_path / "b.py").write_text("from importlib import import_module\nRENDERER = 'generator.c'\n")
    (tmp_path / "c.py").write_text("from typing import TYPE_CHECKING\nfrom . import a\nif TYPE_CHECKING:\n    from . import d\n")
    graph = dependencies(tmp_path)
    assert graph == {"a": {"b"}, "b": {"c"}, "c": {"a"}}  # c's type-only import of d is no dependency
    assert cycle_in(graph) == ["a", "b", "c", "a"]
    assert cycle_in({"a": {"b"}, "b": set()}) is None
