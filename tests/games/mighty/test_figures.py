"""MIGHTY?'s figures of issue 29 (generator/games/mighty/design/figures.py, covers.py): what they show
comes from the rules, game.yaml and the verified examples; a figure written wrong is one message at
its block."""

from __future__ import annotations

from dataclasses import replace

from generator.games.mighty import blocks
from generator.games.mighty.parts import mighty_parts
from tests.content.conftest import edit, line_of
from tests.content.test_bad_input import run


def only(content, kind):
    [found] = [b for page in content.pages for b in page.blocks if isinstance(b, kind)]
    return found


def test_the_table_lays_out_the_board_of_its_example(content):
    table = only(content, blocks.TableBlock)
    assert table.board_cards == content.results["basic"].part.evaluations[""].board
    parts = mighty_parts(content)
    assert parts.deck.size - parts.rules.board_size - table.players * parts.rules.hand_size > 0  # a pile is left


def test_the_calculator_shows_the_strongest_colours_as_the_web_calculator_does(content):
    """p.13: the calculator picks the colour of each red board card; examples.yaml states best_strength 7
    for red-board, whose player chose the colours that give 5."""
    [plain, red] = [b for page in content.pages for b in page.blocks if isinstance(b, blocks.CalculatorBlock)]
    assert (plain.strength, red.strength) == ("3", "7")
    assert [card.name for card in red.board_cards] == ["MIGHTY", "DOUBLE", "青2"]


def test_a_table_for_more_players_than_the_game_is_for_is_refused_at_its_block(copy, capsys, tmp_path):
    edit(copy, "pages/05-setup.yaml", "      players: 4\n", "      players: 9\n")
    line = line_of(copy, "pages/05-setup.yaml", "  - table:")
    found = run(copy, capsys, tmp_path)
    assert found[0].startswith(f"content/pages/05-setup.yaml:{line}:5: ")
    assert found[0].endswith("(table): found players: 9, expected 2 to 8, the players the game is for (game.yaml players)")


def test_a_figure_of_the_majority_shows_the_counted_cards_of_that_colour(content):
    page = content.pages[7]  # p.8
    majority, minority = [b for b in page.blocks if getattr(b, "show", None) in ("majority", "minority")]
    assert [c.name for c in majority.cards] == ["青2", "青4", "青1"]
    assert [c.name for c in minority.cards] == ["黄3", "黄1"]


def test_the_back_cover_prints_the_copyright_line_from_game_yaml(content, tmp_path):
    """© YEAR PUBLISHER under the credits (game.yaml copyright_year); without the year, no line."""
    from generator.booklet import prepare
    from generator.booklet.documents import screen_pdf
    from tests.booklet.conftest import run as run_tool
    from tests.booklet.conftest import squeeze

    def back_cover(facts) -> str:
        pdf = tmp_path / "screen.pdf"
        pdf.write_bytes(screen_pdf(prepare(replace(content, game=facts))))
        return squeeze(run_tool("pdftotext", "-f", "24", "-l", "24", str(pdf), "-"))

    assert squeeze(f"© {content.game.copyright_year} {content.game.publisher}") in back_cover(content.game)
    assert "©" not in back_cover(replace(content.game, copyright_year=None))
