"""One error type for everything a user can get wrong, located at content/FILE:LINE:COL."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, order=True)
class Location:
    """Where a value came from: `content/examples.yaml:42:7` (1-based line and column)."""

    file: str
    line: int = 0
    column: int = 0

    def __str__(self) -> str:
        if not self.line:
            return self.file
        return f"{self.file}:{self.line}:{self.column}" if self.column else f"{self.file}:{self.line}"


@dataclass(frozen=True)
class Problem:
    """One thing wrong: where, and a sentence saying what was found and what was expected."""

    where: Location | None
    message: str

    def __str__(self) -> str:
        return f"{self.where}: {self.message}" if self.where else self.message


class BuildError(Exception):
    """Raised with every problem found in one stage; the CLI prints them and exits with 2."""

    def __init__(self, problems: list[Problem]):
        self.problems = sorted(problems, key=lambda p: (p.where is None, p.where or Location(""), p.message))
        super().__init__("\n".join(str(p) for p in self.problems))


class Problems:
    """Collects problems so one run reports all of them together."""

    def __init__(self) -> None:
        self.found: list[Problem] = []

    def add(self, where: Location | None, message: str) -> None:
        self.found.append(Problem(where, message))

    def __bool__(self) -> bool:
        return bool(self.found)

    def raise_if_any(self) -> None:
        if self.found:
            raise BuildError(self.found)


def fail(where: Location | None, message: str) -> BuildError:
    """A BuildError with a single problem, for stages that cannot go on."""
    return BuildError([Problem(where, message)])
