"""games/the-mind/ and the engine agree: its rules and deck are playable, every example replays, every
marker of its texts resolves, and no text types a number the data holds."""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml
from the_mind_game import ExampleProblem, Mode, Reward, Status, replay
from the_mind_game.fields import deck_fields, example_fields, rule_fields
from the_mind_game.model import Setup
from the_mind_game.parts import mind_parts
from the_mind_game.validation import problems

from generator.cli import main
from generator.content.blocks import KINDS
from generator.content.markup import GAME_FIELDS, MARKUP

from .builders import deck, rules
from .conftest import GAME, column_of, edit, line_of, load

CONTENT = load(GAME)
PARTS = mind_parts(CONTENT)
RULES, DECK, REWARD_NAMES = PARTS.rules, PARTS.spec, PARTS.deck.reward_words
WRITTEN = list(CONTENT.examples.values())  # the core's examples, The Mind's own part in each
EXAMPLES = [written.part.example for written in WRITTEN]
PAGES = sorted((GAME / "pages").glob("*.yaml"))


@cache
def read(name: str) -> Any:
    """A file as plain YAML, for the tests of its texts (the loader reads the game's values)."""
    return yaml.safe_load((GAME / name).read_text(encoding="utf-8"))


# Block kinds The Mind proposes for its plug-in (FORMAT.md), with their fields.
PROPOSED_BLOCKS = {"setup_table": {"columns", "row"}, "rewards": {"caption"}}
PROPOSED_SHOW = {"pile"}  # `cards: {example, show: pile}`: the cards in the order they went down
NOT_TEXT = {"example", "show", "tone", "style", "marker", "becomes", "cards", "row", "columns"}
DIGIT = re.compile(r"[0-9０-９]")


def test_rules_yaml_says_what_the_tests_play_by():
    assert RULES == rules()
    assert DECK == deck()


def test_the_rules_are_playable_with_the_deck():
    assert problems(RULES, DECK) == ()


def test_the_deck_adds_up_to_its_total():
    assert DECK.size == PARTS.deck.size == read("deck.yaml")["total"] == 120


@pytest.mark.parametrize("example", EXAMPLES, ids=[e.id for e in EXAMPLES])
def test_every_example_replays_as_it_states(example):
    replay(example, RULES, DECK)
    assert example.id in PARTS.results


def test_the_rulebook_has_every_example_the_issue_lists():
    """A level cleared with its reward, a misplay, a shuriken, the last life lost, a blind-mode reveal."""
    results = PARTS.results
    assert results["reward"].reward is Reward.SHURIKEN and results["reward"].table.status is Status.CLEARED
    assert results["misplay"].misplay and results["misplay"].lives_lost == 1
    assert results["shuriken"].shuriken == (("Aさん", (7,)), ("Bさん", (8,)))
    assert results["last-life"].table.status is Status.LOST and results["last-life"].table.lives == 0
    assert results["blind"].out_of_order and results["blind"].example.mode is Mode.BLIND


def test_example_ids_are_unique_and_every_example_is_printed():
    ids = [written.id for written in WRITTEN if written.printed]
    assert len(ids) == len(set(ids))
    used = {match[1].split(".")[0] for text, _ in texts() for match in MARKUP.finditer(text) if match[1] == "ex"}
    used |= {match[2].split(".")[0] for text, _ in texts() for match in MARKUP.finditer(text) if match[1] == "ex"}
    assert set(ids) <= used | {block["cards"]["example"] for block in blocks() if "cards" in block and "example" in block["cards"]}
    assert len(WRITTEN) == len({written.id for written in WRITTEN})


def test_every_sentence_an_example_states_is_in_its_file():
    for written in WRITTEN:
        for link in written.states:
            assert link.words in (GAME / link.file).read_text(encoding="utf-8"), (written.id, link)


def test_the_pages_are_numbered_without_gaps_in_a_multiple_of_four():
    numbers = [int(path.name[:2]) for path in PAGES]
    assert numbers == list(range(1, 13)) and len(numbers) % 4 == 0
    assert all(re.fullmatch(r"\d\d-[a-z][a-z-]*\.yaml", path.name) for path in PAGES)


def blocks():
    for path in PAGES:
        page = read(f"pages/{path.name}")
        assert set(page) == {"title", "blocks"}, path.name
        yield from ({block: None} if isinstance(block, str) else block for block in page["blocks"])


def test_every_block_is_a_core_kind_with_its_fields_or_a_proposed_one():
    for block in blocks():
        [(kind, body)] = block.items()
        if kind in PROPOSED_BLOCKS:
            assert set(body) <= PROPOSED_BLOCKS[kind], block
            continue
        main, fields = KINDS[kind].main, KINDS[kind].fields
        assert isinstance(body, dict) and set(body) <= set(fields) or main or body is None, block
        if kind == "cards" and "show" in body:
            assert body["show"] in PROPOSED_SHOW or body["show"] in player_names(body["example"]), block


def player_names(example_id):
    return dict(next(e.hands for e in EXAMPLES if e.id == example_id))


def strings(value, where):
    if isinstance(value, str):
        yield value, where
    elif isinstance(value, dict):
        for key, inner in value.items():
            if key not in NOT_TEXT:
                yield from strings(inner, f"{where}.{key}")
    elif isinstance(value, list):
        for n, inner in enumerate(value):
            yield from strings(inner, f"{where}[{n}]")


def texts():
    """Every text the booklet prints, with where it is."""
    for path in PAGES:
        yield from strings(read(f"pages/{path.name}"), path.name)
    yield from strings(read("glossary.yaml"), "glossary.yaml")
    yield from strings({k: v for k, v in read("quickref.yaml").items()}, "quickref.yaml")


def resolved():
    """Every name each marker kind can print."""
    examples = {example.id: replay(example, RULES, DECK) for example in EXAMPLES}
    ex = {f"{eid}.{name}" for eid, result in examples.items() for name in example_fields(result, REWARD_NAMES)}
    sections = {path.stem[3:] for path in PAGES}
    return {
        "rules": set(rule_fields(RULES)),
        "game": set(deck_fields(DECK)) | set(GAME_FIELDS),
        "ex": ex,
        "ref": sections,
    }


def test_every_marker_resolves():
    names = resolved()
    unknown = [(where, match[0]) for text, where in texts() for match in MARKUP.finditer(text) if match[2] not in names.get(match[1], ())]
    assert unknown == []


def test_no_text_types_a_number():
    """Every number comes through a marker: a typed one would not follow rules.yaml or deck.yaml."""
    typed = [(where, text) for text, where in texts() if DIGIT.search(MARKUP.sub("", text))]
    assert typed == []


def test_the_markers_print_the_rules_numbers():
    fields = rule_fields(RULES)
    assert [fields[f"setup.{n}.{k}"] for n in (2, 3, 4) for k in ("last_level", "lives", "shurikens")] == "12 2 1 10 3 1 8 4 1".split()
    assert (fields["rewards.shuriken"], fields["rewards.life"], fields["rewards.levels"]) == ("2・5・8", "3・6・9", "2・3・5・6・8・9")
    assert (fields["caps.lives"], fields["caps.shurikens"]) == ("5", "3")
    assert deck_fields(DECK) == {
        "cards": "120",
        "number_cards": "100",
        "number_lowest": "1",
        "number_highest": "100",
        "level_cards": "12",
        "life_cards": "5",
        "shuriken_cards": "3",
    }


def test_the_examples_print_what_the_text_says():
    by_id = {example.id: replay(example, RULES, DECK) for example in EXAMPLES}
    misplay = example_fields(by_id["misplay"], REWARD_NAMES)
    assert (misplay["misplayed"], misplay["Bさん.discarded"], misplay["Cさん.discarded"], misplay["lives"], misplay["Cさん.left"]) == (
        "62",
        "57",
        "44",
        "2",
        "90",
    )
    blind = example_fields(by_id["blind"], REWARD_NAMES)
    assert (blind["out_of_order"], blind["breaks"], blind["lives"]) == ("40→22、67→58", "2", "2")
    assert example_fields(by_id["reward"], REWARD_NAMES)["reward"] == "手裏剣"


def test_every_kanji_has_a_reading_or_is_taught():
    """rules.html puts ruby on every kanji beyond the second school year (readings.yaml), as for MIGHTY?."""
    readings = read("readings.yaml")
    taught, words = set(readings["taught"].replace(" ", "")), sorted(readings["words"], key=len, reverse=True)
    missing = set()
    for text, _ in texts():
        covered = set()
        for word in words:
            for match in re.finditer(re.escape(word), text):
                covered |= set(range(match.start(), match.end()))
        missing |= {ch for n, ch in enumerate(text) if "\u4e00" <= ch <= "\u9fff" and ch not in taught and n not in covered}
    assert sorted(missing) == []


def test_the_game_file_names_its_plugin_and_players():
    game = read("game.yaml")
    assert game["plugin"] == "./game" and Path(__file__).parents[3].joinpath("games/the-mind/game/__init__.py").is_file()
    counts = [s.players for s in RULES.setups]
    assert (game["players"]["min"], game["players"]["max"]) == (min(counts), max(counts))


FLIPS = {
    "reward": {"rewards": ((2, Reward.LIFE),)},  # level 2 gives a life, not a shuriken
    "setup": {"setups": (Setup(2, 12, 2, 1), Setup(3, 10, 2, 1), Setup(4, 8, 4, 1))},  # three players start with 2 lives
    "cap": {"max_lives": 6},  # no cap at 5: the life is taken
    "misplay": {"misplay_lives": 2},
    "shuriken": {"shuriken_discards": 2},
    "blind": {"blind": replace(rules().blind, lives_per_break=2)},
}


@pytest.mark.parametrize("example_id", sorted(FLIPS))
def test_flipping_the_rule_an_example_states_fails_that_example(example_id):
    """The build then stops at the example and at the sentences its `states` links (as for MIGHTY?)."""
    written = next(e for e in WRITTEN if e.id == example_id)
    assert written.states
    with pytest.raises(ExampleProblem):
        replay(written.part.example, rules(**FLIPS[example_id]), DECK)


def test_the_life_cap_typed_in_prose_stops_check_at_its_sentence_when_the_rule_changes(copy, capsys):
    """Issue 26's failure, on The Mind: rules.yaml's cap of lives goes 5 → 4 and the example is updated with it;
    a sentence that types the old 5 (and the `states` link that names it) would pass. The typed number is one
    problem at its line and column; written {rules:caps.lives}, the sentence prints 4."""
    edit(copy, "rules.yaml", "caps:                     # 4): a reward beyond these is not taken\n  lives: 5", "caps:\n  lives: 4")
    edit(copy, "examples.yaml", "    lives: 5\n", "    lives: 4\n")
    edit(copy, "examples.yaml", "reward: life, lives: 5, shurikens: 1}", "reward: life, lives: 4, shurikens: 1}")
    assert main(["check", "--edition", "ja", "--content", str(copy)]) == 0  # the marker follows the rule
    capsys.readouterr()
    edit(copy, "pages/06-rewards.yaml", "ライフは{rules:caps.lives}枚、", "ライフは5枚、")
    edit(copy, "examples.yaml", 'words: "ライフは{rules:caps.lives}枚、', 'words: "ライフは5枚、')
    line, column = line_of(copy, "pages/06-rewards.yaml", "ライフは5枚"), column_of(copy, "pages/06-rewards.yaml", "5枚、")
    assert main(["check", "--edition", "ja", "--content", str(copy)]) == 2
    errors = capsys.readouterr().err.splitlines()
    assert errors[0].startswith(f"error: the-mind/pages/06-rewards.yaml:{line}:{column}: found the number 5 typed in 「ライフは5枚、")
    assert errors[1:] == ["1 problem"]
