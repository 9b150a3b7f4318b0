"""MIGHTY?'s own block kinds (generator/games/mighty/blocks.py): their dataclasses are the plug-in's,
and the challenge flow checks the quickref.yaml endings its choices name, while the content loads."""

from __future__ import annotations

from dataclasses import replace

from generator.content.blocks import KINDS, NamesEndings, kinds_of
from generator.content.model import Key
from generator.errors import Problems
from generator.games.mighty import blocks
from generator.plugins import load_game
from tests.content.conftest import edit, line_of
from tests.content.test_bad_input import run

OWN = ("formula", "record", "ranking", "challenge_flow", "dialogue", "table", "calculator", "talk", "stake", "countdown", "round")


def test_its_kinds_are_declared_in_the_plug_in():
    kinds = kinds_of(load_game("mighty"))
    assert all(kinds[name].block.__module__ == blocks.__name__ for name in OWN)
    assert not set(OWN) & set(KINDS)


def test_only_the_challenge_flow_names_endings(content):
    named = {block.kind for page in content.pages for block in page.blocks if isinstance(block, NamesEndings)}
    assert named == {"challenge_flow"}


def flow(content) -> blocks.ChallengeFlowBlock:
    [found] = [b for page in content.pages for b in page.blocks if isinstance(b, blocks.ChallengeFlowBlock)]
    return found


def test_each_outcome_names_an_ending_or_the_next_step(content):
    problems = Problems()
    flow(content).check_endings("block 1 (challenge_flow)", [e.id for e in content.quickref.endings], problems)
    assert problems.found == []


def test_an_ending_the_quick_reference_lacks_is_named_at_the_choice(content):
    """p.16's two フォールド lead to `fold`: without it, each is named at its own outcome."""
    block = flow(content)
    problems = Problems()
    block.check_endings("block 1 (challenge_flow)", ["unchallenged", "showdown"], problems)
    folds = [c.outcome.where for step in block.steps for c in step.choices or () if c.outcome == "fold"]
    expected = "expected 'next' (on to the next step) or the id of a quickref.yaml ending: unchallenged, showdown"
    assert [(p.where, p.message) for p in problems.found] == [
        (folds[0], f"block 1 (challenge_flow), step 2, choice 2, outcome: found 'fold', {expected}"),
        (folds[1], f"block 1 (challenge_flow), step 3, choice 2, outcome: found 'fold', {expected}"),
    ]


def test_the_last_step_leads_nowhere_next(content):
    block = flow(content)
    last = block.steps[-1]
    first = (last.choices or ())[0]
    choice = replace(first, outcome=Key("next", first.outcome.where))
    broken = replace(block, steps=(*block.steps[:-1], replace(last, choices=(choice,))))
    problems = Problems()
    broken.check_endings("block 1 (challenge_flow)", ["fold"], problems)
    assert [(p.where, p.message) for p in problems.found] == [
        (
            first.outcome.where,
            f"block 1 (challenge_flow), step {len(block.steps)}, choice 1, outcome: found 'next' on the last step, "
            "expected the id of a quickref.yaml ending: fold",
        )
    ]


def test_a_choice_names_a_quickref_ending_by_id(copy, capsys, tmp_path):
    edit(
        copy,
        "pages/16-challenge.yaml",
        "outcome: showdown}\n          - {text: フォールド, outcome: fold}",
        "outcome: showdwn}\n          - {text: フォールド, outcome: next}",
    )
    edit(copy, "quickref.yaml", "  - id: last-player", "  - id: fold")
    line = line_of(copy, "pages/16-challenge.yaml", "outcome: showdwn")
    first, again = line_of(copy, "quickref.yaml", "- id: fold"), line_of(copy, "quickref.yaml", "title: 最後の{n:1}人") - 1
    assert run(copy, capsys, tmp_path) == [
        f"content/pages/16-challenge.yaml:{line}:37: block 1 (challenge_flow), step 3, choice 1, outcome: found "
        "'showdwn', expected 'next' (on to the next step) or the id of a quickref.yaml ending: unchallenged, fold, "
        "showdown, fold (did you mean 'showdown'?)",
        f"content/pages/16-challenge.yaml:{line + 1}:36: block 1 (challenge_flow), step 3, choice 2, outcome: found "
        "'next' on the last step, expected the id of a quickref.yaml ending: unchallenged, fold, showdown, fold",
        f"content/quickref.yaml:{again}:9: ending 4, id: found 'fold' a second time (first on line {first}), expected each id once",
    ]
