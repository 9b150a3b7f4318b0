"""COLOUR CALL's conformance: what the toolchain checks of every game, run by its pytest plug-in
(generator.pytest_plugin): every example replayed, check ≡ build over seeded random edits of this
game's files, a cheap start-up, no traceback on broken files, a clean preflight."""

from generator.pytest_plugin import Conformance


class TestConformance(Conformance):
    """The game is the folder above tests/ (its game.yaml); `--cardpress-seeds N` tries more edits."""
