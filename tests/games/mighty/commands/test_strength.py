"""`python -m generator strength`: one hand worked out for a player, through the real CLI and content/."""

import json
import shutil

import pytest

from generator.cli import main


@pytest.fixture
def strength(capsys, content_dir):
    """Runs `strength ARGS…` against the repository's content; returns (exit status, stdout, stderr)."""

    def run(*args, content=content_dir):
        status = main(["strength", "--content", str(content), *args])
        out, err = capsys.readouterr()
        return status, out, err

    return run


def test_p8_the_worked_example(strength):
    status, out, err = strength("--board", "黄3", "黄1", "青2", "--hand", "青4", "青1")
    assert (status, err) == (0, "")
    assert out == (
        "strength 3\n"
        "board    黄3 黄1 青2\n"
        "hand     青4 青1\n"
        "counted  黄3 黄1 青2 青4 青1\n"
        "counts   青 3枚 ／ 黄 2枚, majority 青\n"
        "record   2 + 4 + 1 = 7\n"
        "         3 + 1 = 4\n"
        "         7 \u2212 4 = 3\n"
    )


def test_ascii_names_give_the_same_answer(strength):
    assert strength("--board", "Y3", "y1", "B2", "--hand", "B4", "b1") == strength("--board", "黄3", "黄1", "青2", "--hand", "青4", "青1")


def test_json_for_machines(strength):
    status, out, _ = strength("--board", "黄3", "黄1", "青2", "--hand", "青4", "青1", "--json")
    data = json.loads(out)
    assert status == 0
    assert data == {
        "class": "number",
        "strength": 3,
        "record": ["2 + 4 + 1 = 7", "3 + 1 = 4", "7 \u2212 4 = 3"],
        "board": ["黄3", "黄1", "青2"],
        "hand": ["青4", "青1"],
        "cards": ["黄3", "黄1", "青2", "青4", "青1"],
        "counts": {"blue": 3, "yellow": 2},
        "majority": "blue",
        "majority_values": [2, 4, 1],
        "minority_values": [3, 1],
        "majority_sum": 7,
        "minority_sum": 4,
        "red_colors": [],
        "colors_from": "best",
        "color_note": "",
    }


def test_p9_double_copies_and_the_copy_is_in_the_record(strength):
    status, out, _ = strength("--board", "青2", "青3", "黄1", "--hand", "黄4", "DOUBLE", "--json")
    data = json.loads(out)
    assert data["cards"] == ["青2", "青3", "黄1", "黄4", "黄4"] and data["record"][0] == "1 + 4 + 4 = 9"


@pytest.mark.parametrize("hand, cls, record", [(["M", "D"], "MIGHTY", ["M"]), (["D", "D"], "DOUBLE×2", ["D×2"])])
def test_p9_special_hands(strength, hand, cls, record):
    status, out, _ = strength("--board", "黄3", "黄1", "青2", "--hand", *hand, "--json")
    data = json.loads(out)
    assert (data["class"], data["strength"], data["record"], data["counts"]) == (cls, None, record, None)
    status, out, _ = strength("--board", "黄3", "黄1", "青2", "--hand", *hand)
    assert out.splitlines()[0] == f"strength {cls}" and out.splitlines()[-1] == f"record   {record[0]}"


def test_p13_red_board_cards_take_the_best_colour(strength):
    status, out, _ = strength("--board", "MIGHTY", "黄3", "青2", "--hand", "青4", "青1")
    assert "strength 5\n" in out and "red      MIGHTY→青 (the best colours)\n" in out
    data = json.loads(strength("--board", "M", "黄3", "青2", "--hand", "B4", "B1", "--json")[1])
    assert data["red_colors"] == [{"position": 1, "card": "MIGHTY", "color": "blue"}]
    assert (data["colors_from"], data["color_note"]) == ("best", "MIGHTY→青")


def test_p10_colors_gives_the_players_own_choice_per_red_board_card(strength):
    status, out, _ = strength("--board", "M", "黄3", "D", "--hand", "青4", "青1", "--colors", "黄", "B", "--json")
    data = json.loads(out)
    assert status == 0 and data["colors_from"] == "given"
    assert data["red_colors"] == [{"position": 1, "card": "MIGHTY", "color": "yellow"}, {"position": 3, "card": "DOUBLE", "color": "blue"}]
    assert data["cards"] == ["黄1", "黄3", "青1", "青4", "青1"] and data["strength"] == 6 - 4
    assert (
        "red      MIGHTY→黄 DOUBLE→青 (as chosen)\n"
        in strength("--board", "M", "黄3", "D", "--hand", "青4", "青1", "--colors", "黄", "B")[1]
    )


@pytest.mark.parametrize(
    "args, message",
    [
        (
            ["--board", "黄3", "黄1", "X9", "--hand", "青4", "青1"],
            "--board: found 'X9', which is no card name; expected one of 黄0 黄1 黄2 黄3 黄4 黄5 青0 青1 青2 青3 青4 青5 "
            "MIGHTY DOUBLE (or Y0 Y1 Y2 Y3 Y4 Y5 B0 B1 B2 B3 B4 B5 M D)",
        ),
        (
            ["--board", "黄0", "黄0", "黄0", "--hand", "黄0", "M"],
            "--board/--hand: found 黄0 4 times, but the deck holds 3; expected at most 3",
        ),
        (
            ["--board", "黄9", "黄1", "青2", "--hand", "青4", "青1"],
            "--board/--hand: found 黄9, which is not a card of the deck; expected one of 黄0 黄1 黄2 黄3 黄4 黄5 青0 青1 青2 "
            "青3 青4 青5 MIGHTY DOUBLE (or Y0 Y1 Y2 Y3 Y4 Y5 B0 B1 B2 B3 B4 B5 M D)",
        ),
        (
            ["--board", "M", "黄1", "青2", "--hand", "M", "青1"],
            "--board/--hand: found MIGHTY 2 times, but the deck holds 1; expected at most 1",
        ),
        (["--board", "黄3", "黄1", "--hand", "青4", "青1"], "--board: found 2 cards, expected 3"),
        (["--board", "M", "黄1", "青2", "--hand", "青4", "青1", "--colors", "赤"], "--colors: found '赤', expected 黄 or 青 (or Y, B)"),
        (
            ["--board", "M", "黄1", "D", "--hand", "青4", "青1", "--colors", "黄"],
            "--colors: found 1 colour for 2 red board cards (MIGHTY DOUBLE); expected one per red board card, in board order",
        ),
        (
            ["--board", "黄3", "黄1", "青2", "--hand", "青4", "青1", "--colors", "黄"],
            "--colors: found 1 colour for 0 red board cards; expected one per red board card, in board order",
        ),
    ],
)
def test_bad_input_gets_one_clear_message_and_exit_2(strength, args, message):
    status, out, err = strength(*args)
    assert (status, out) == (2, "")
    assert err == f"error: {message}\n1 problem\n"


def test_every_problem_of_one_run_is_reported_together(strength):
    status, _, err = strength("--board", "X1", "黄1", "--hand", "Q", "青1", "青2")
    assert status == 2
    assert err.splitlines() == [
        "error: --board: found 'X1', which is no card name; expected one of 黄0 黄1 黄2 黄3 黄4 黄5 青0 青1 青2 青3 青4 青5 "
        "MIGHTY DOUBLE (or Y0 Y1 Y2 Y3 Y4 Y5 B0 B1 B2 B3 B4 B5 M D)",
        "error: --board: found 2 cards, expected 3",
        "error: --hand: found 'Q', which is no card name; expected one of 黄0 黄1 黄2 黄3 黄4 黄5 青0 青1 青2 青3 青4 青5 "
        "MIGHTY DOUBLE (or Y0 Y1 Y2 Y3 Y4 Y5 B0 B1 B2 B3 B4 B5 M D)",
        "error: --hand: found 3 cards, expected 2",
        "4 problems",  # strength writes no file: no "nothing was written"
    ]


def test_every_refused_colour_is_reported(strength):
    status, _, err = strength("--board", "M", "黄1", "D", "--hand", "青4", "青1", "--colors", "赤", "B", "緑")
    assert status == 2
    assert err.splitlines() == [
        "error: --colors: found '緑', expected 黄 or 青 (or Y, B)",  # problems without a location: by message
        "error: --colors: found '赤', expected 黄 or 青 (or Y, B)",
        "2 problems",
    ]


def test_the_deck_comes_from_content(strength, content_dir, tmp_path):
    """With two copies of each number in deck.yaml, three 黄0 are one too many."""
    content = tmp_path / "content"
    shutil.copytree(content_dir, content)
    deck = content / "deck.yaml"
    text = deck.read_text(encoding="utf-8")
    assert "  copies: 3\n" in text and "total: 39" in text
    deck.write_text(text.replace("  copies: 3\n", "  copies: 2\n").replace("total: 39", "total: 27"), encoding="utf-8")
    status, _, err = strength("--board", "黄0", "黄0", "黄0", "--hand", "青5", "青5", content=content)
    assert status == 2 and "found 黄0 3 times, but the deck holds 2" in err


def test_a_variant_plays_by_its_own_rules(strength):
    """content/variants/red-zero.yaml: a red board card becomes a 0, so MIGHTY on the board counts 0."""
    args = ("--board", "MIGHTY", "黄1", "青2", "--hand", "青4", "青1", "--json")
    base, variant = (json.loads(strength(*args, *extra)[1]) for extra in ((), ("--variant", "red-zero")))
    assert (base["strength"], variant["strength"]) == (1 + 2 + 4 + 1 - 1, 0 + 2 + 4 + 1 - 1)
