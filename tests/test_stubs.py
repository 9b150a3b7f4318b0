"""stubs/: every function, class and method a .pyi names exists in the installed library, with the
parameters the stub gives it, so that mypy's checks hold for the code that really runs."""

import ast
import inspect
from importlib import import_module
from pathlib import Path

import pytest

STUBS = Path(__file__).resolve().parent.parent / "stubs"


def module_name(stub: Path, root: Path = STUBS) -> str:
    parts = stub.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def stub_files(root: Path = STUBS) -> list[Path]:
    return sorted(root.rglob("*.pyi"))


def stubbed_parameters(function: ast.FunctionDef) -> list[str]:
    arguments = function.args
    return [a.arg for a in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs) if a.arg != "self"]


def missing_parameters(real: object, function: ast.FunctionDef) -> list[str]:
    """The stub's parameters the real callable lacks (none when it takes **kwargs or hides its signature)."""
    try:
        signature = inspect.signature(real)
    except (TypeError, ValueError):  # a C function without a text signature
        return []
    parameters = signature.parameters
    if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in parameters.values()):
        return []
    return [name for name in stubbed_parameters(function) if name not in parameters]


def problems_of(stub: Path, root: Path = STUBS) -> list[str]:
    module = import_module(module_name(stub, root))
    found = []
    for node in ast.parse(stub.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.FunctionDef):
            if not hasattr(module, node.name):
                found.append(f"{node.name}: no such function")
            else:
                found += [f"{node.name}({name}): no such parameter" for name in missing_parameters(getattr(module, node.name), node)]
        elif isinstance(node, ast.ClassDef) and not node.name.startswith("_"):  # _Name: reportlab's private base, or the stub's own helper
            real = getattr(module, node.name, None)
            if real is None:
                found.append(f"{node.name}: no such class")
                continue
            for method in (item for item in node.body if isinstance(item, ast.FunctionDef)):
                attribute = getattr(real, method.name, None)
                if attribute is None:
                    found.append(f"{node.name}.{method.name}: no such method")
                else:
                    found += [f"{node.name}.{method.name}({name}): no such parameter" for name in missing_parameters(attribute, method)]
    return found


@pytest.mark.parametrize("stub", stub_files(), ids=lambda stub: str(stub.relative_to(STUBS)))
def test_the_stub_names_only_what_the_library_has(stub):
    assert problems_of(stub) == []


def test_the_check_finds_a_name_the_library_lacks(tmp_path):
    fake = tmp_path / "reportlab" / "lib" / "units.pyi"
    fake.parent.mkdir(parents=True)
    fake.write_text("mm: float\ndef nowhere() -> None: ...\nclass Nothing: ...\ndef toLength(s: str, nowhere: int) -> float: ...\n")
    assert problems_of(fake, tmp_path) == ["nowhere: no such function", "Nothing: no such class", "toLength(nowhere): no such parameter"]
