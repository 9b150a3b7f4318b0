"""The games this distribution registers, one plug-in package each: `mighty` (MIGHTY?) and `the_mind`.

A game sits above the core: its package may use the core, nothing in the core imports a game
(tests/test_core_scan.py). Each package's `GAME` is its `generator.game.Game`, which game.yaml's
`plugin:` names and generator/plugins.py loads; pyproject.toml registers it in the entry-point group
`cardpress.games`. The Mind's code stays in its folder (games/the-mind/game/, `plugin: ./game`):
`the_mind` loads that folder's `GAME` by its path, so that `--game the-mind` finds it wherever the
toolchain is installed.
"""
