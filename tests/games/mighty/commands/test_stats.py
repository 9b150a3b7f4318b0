"""`python -m generator stats`: exact counts over every deal of the content's deck, through the real CLI."""

import json
import shutil
from math import comb

import pytest

from generator.cli import main


@pytest.fixture
def stats(capsys, content_dir):
    def run(*args, content=content_dir):
        status = main(["stats", "--content", str(content), *args])
        out, err = capsys.readouterr()
        return status, out, err

    return run


def test_the_table_counts_all_5757570_deals_strongest_first(stats):
    status, out, err = stats()
    lines = out.splitlines()
    assert (status, err) == (0, "")
    assert lines[0] == "5,757,570 deals: 3 board + 2 hand cards from 39, red board cards at their best colour"
    assert lines[1].split() == ["strength", "deals", "share", "this", "or", "stronger"]
    assert lines[2].split() == ["DOUBLE×2", "7,770", "0.1350", "%", "0.1350", "%"]
    assert lines[3].split()[:2] == ["MIGHTY", "295,260"]
    assert lines[4].split()[:2] == ["24", "36"]
    assert lines[-1].split() == ["\u221210", "144", "0.0025", "%", "100.0000", "%"]
    assert len(lines) == 2 + 2 + len(range(-10, 25))


def test_json_counts_add_up_to_every_deal(stats):
    status, out, _ = stats("--json")
    data = json.loads(out)
    assert status == 0 and data["total"] == comb(39, 3) * comb(36, 2) == 5_757_570 and data["deck_size"] == 39
    rows = data["specials"] + data["strengths"]
    assert sum(row["deals"] for row in rows) == data["total"]
    assert sum(row["share"] for row in rows) == pytest.approx(1)
    assert data["specials"] == [
        {"class": "MIGHTY", "deals": 295_260, "share": 295_260 / 5_757_570},
        {"class": "DOUBLE×2", "deals": 7_770, "share": 7_770 / 5_757_570},
    ]
    assert [row["strength"] for row in data["strengths"]] == list(range(-10, 25))


def test_the_deck_comes_from_content(stats, content_dir, tmp_path):
    content = tmp_path / "content"
    shutil.copytree(content_dir, content)
    deck = content / "deck.yaml"
    text = deck.read_text(encoding="utf-8")
    deck.write_text(text.replace("  copies: 3\n", "  copies: 2\n").replace("total: 39", "total: 27"), encoding="utf-8")
    data = json.loads(stats("--json", content=content)[1])
    assert data["deck_size"] == 27 and data["total"] == comb(27, 3) * comb(24, 2)
    assert sum(row["deals"] for row in data["specials"] + data["strengths"]) == data["total"]


@pytest.mark.slow  # counts every deal twice
def test_a_variant_is_counted_by_its_rules_and_named(stats):
    status, out, _ = stats("--variant", "red-zero")
    lines = out.splitlines()
    assert status == 0 and lines[0] == "variant red-zero (content/variants/red-zero.yaml)"
    base = stats("--json")[1]
    assert json.loads(stats("--json", "--variant", "red-zero")[1])["strengths"] != json.loads(base)["strengths"]
    assert json.loads(stats("--json", "--variant", "challenger-ties")[1])["strengths"] == json.loads(base)["strengths"]
