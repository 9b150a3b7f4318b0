"""Every block kind the pages may use (content/blocks.py) is drawn by the booklet and shown by the web rulebook.

A kind is declared once, in content (its dataclass and fields); each renderer registers its drawing of
the kind's dataclass in its own layer. This test joins the three, so a kind without a renderer fails here,
not in an editor's build.
"""

from dataclasses import dataclass, fields
from typing import ClassVar

import pytest

from generator.booklet.page_layout import BLOCKS
from generator.content.blocks import KINDS, BlockKind, kinds_of, register
from generator.content.model import Block, SourceText
from generator.plugins import load_game
from generator.web.booklet import BLOCK_VIEWS

MIGHTY_KINDS = kinds_of(load_game("mighty"))  # the core's kinds and MIGHTY?'s own (its Game.block_kinds)


def test_every_kind_has_a_booklet_drawing():
    """The core's generic kinds and MIGHTY?'s own (its Game.block_drawings()), each drawn once; of the
    core's, MIGHTY? draws only its own covers (issue 29)."""
    game = load_game("mighty").block_drawings().kinds
    assert set(game) & set(BLOCKS.kinds) == {"cover", "credits"}
    assert sorted(MIGHTY_KINDS) == sorted({*BLOCKS.kinds, *game})


def test_every_kind_has_a_web_view():
    """The core's generic kinds and MIGHTY?'s own (its Game.block_views()), each shown once."""
    game = load_game("mighty").block_views().kinds
    assert not set(game) & set(BLOCK_VIEWS.kinds)
    assert sorted(MIGHTY_KINDS) == sorted({*BLOCK_VIEWS.kinds, *game})


def test_a_games_own_kinds_are_not_the_core_s():
    own = {"formula", "record", "ranking", "challenge_flow", "dialogue", "table", "calculator", "talk", "stake", "countdown", "round"}
    assert own == set(MIGHTY_KINDS) - set(KINDS)


def test_each_kind_is_registered_under_its_dataclass_name():
    assert all(kind.name == name and kind.block.kind == name for name, kind in MIGHTY_KINDS.items())


def test_every_field_written_is_a_field_of_the_dataclass():
    """The table and the dataclass of a kind name the same fields: the loader builds one from the other."""
    for kind in MIGHTY_KINDS.values():
        assert set(kind.fields) <= {f.name for f in fields(kind.block)}, kind.name


@dataclass(frozen=True, kw_only=True)
class Quote(Block):
    kind: ClassVar[str] = "paragraph"  # a name already taken
    text: SourceText


def test_a_kind_is_registered_once():
    with pytest.raises(ValueError, match="block kind 'paragraph' is registered twice"):
        register(BlockKind(Quote, {}))
