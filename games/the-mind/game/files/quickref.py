"""games/the-mind/quickref.yaml: the quick reference (booklet p.11 and the quick-reference card) as
titled sections of lines."""

from __future__ import annotations

from dataclasses import dataclass

from generator.content.fields import KEY, TEXT, Items, Table
from generator.content.model import Key, SourceText, Written


@dataclass(frozen=True, kw_only=True)
class Section(Written):
    """One titled part of the quick reference: カードを出す, and its lines."""

    id: Key
    title: SourceText
    lines: tuple[SourceText, ...]


@dataclass(frozen=True, kw_only=True)
class MindQuickref(Written):
    """quickref.yaml: its title and sections, in the order they are printed."""

    title: SourceText
    sections: tuple[Section, ...]


SECTION = Table({"id": KEY, "title": TEXT, "lines": Items(TEXT, nonempty=True)}, build=lambda v: Section(**v))
SECTIONS = Items(SECTION, nonempty=True, unique="id", noun="section")  # the key The Mind adds to the core's quickref.yaml
QUICKREF = Table(
    {"title": TEXT, "sections": SECTIONS},
    build=lambda v: MindQuickref(**v),
)
