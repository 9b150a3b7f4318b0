"""The preflight's verdict: one FileReport per inspected file, the Report over all of them, written
as build/preflight.json and printed as the short report of `make preflight`."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from ..manifest import stage_manifest
from ..output import Staging, TargetStaging
from . import checks
from .checks import Result

REPORT = "preflight.json"
TARGET = "preflight"  # the manifest's owner of preflight.json (no build target has this name)


@dataclass
class FileReport:
    path: str
    kind: str
    checks: dict[str, str] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)

    @property
    def clean(self) -> bool:
        return not self.problems

    def add(self, name: str, result: Result) -> None:
        summary, problems = result
        self.checks[name] = summary
        self.problems += problems


@dataclass
class Report:
    limits: checks.Limits
    files: list[FileReport]

    @property
    def clean(self) -> bool:
        return all(f.clean for f in self.files)

    def as_json(self) -> str:
        data = {
            "clean": self.clean,
            "limits": {
                "ink_percent": round(self.limits.ink * 100),
                "knockout_text_pt": self.limits.knockout_pt,
                "line_mm": self.limits.line_mm,
                "image_ppi": self.limits.image_ppi,
            },
            "files": [{"path": f.path, "kind": f.kind, "clean": f.clean, "checks": f.checks, "problems": f.problems} for f in self.files],
        }
        return json.dumps(data, ensure_ascii=False, indent=2, sort_keys=True) + "\n"


def write(report: Report, build_dir: Path) -> None:
    """build/preflight.json, listed in build/manifest.json (both written atomically)."""
    with Staging(build_dir) as staging:
        owned = TargetStaging(staging, TARGET, "ja")  # the preflight's own file, replaced by the next preflight
        owned.write_text(REPORT, report.as_json())
        owned.describe(REPORT, "preflight")
        stage_manifest(staging)


def summary_lines(report: Report, *, verbose: bool = False) -> list[str]:
    """The short report: one line per file, its problems under it; every check with --verbose."""
    lines = []
    for f in report.files:
        headline = " · ".join(f.checks[k] for k in ("PDF/X", "ink") if k in f.checks)
        lines.append(f"{'ok  ' if f.clean else 'FAIL'} {f.path}" + (f"  ({headline})" if headline else ""))
        if verbose:
            lines += [f"       {name}: {text}" for name, text in f.checks.items()]
        lines += [f"       ✗ {problem}" for problem in f.problems]
    bad = sum(not f.clean for f in report.files)
    lines.append(f"{len(report.files)} files checked: " + ("all clean" if not bad else f"{bad} with problems"))
    return lines
