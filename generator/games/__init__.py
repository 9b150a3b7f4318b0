"""The games this distribution registers, one plug-in package each: `mighty` (MIGHTY?).

A game sits above the core: its package may use the core, nothing in the core imports a game
(tests/test_core_scan.py). Each package's `GAME` is its `generator.game.Game`, which game.yaml's
`plugin:` names and generator/plugins.py loads; pyproject.toml registers it in the entry-point group
`cardpress.games`. A game outside this package (The Mind: games/the-mind/game/) is the same value in
its own folder.
"""
