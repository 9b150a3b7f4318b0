"""The Mind's tests: its code is `the_mind_game` here (code.py), as the loader imports it."""

from tests.games.the_mind import code as code  # noqa: F401  (before any test module: names the_mind_game)
