"""The Mind registered by name (`the-mind`, entry-point group `cardpress.games`): its content and code
stay one folder, games/the-mind/ (game.yaml's `plugin: ./game`), which builds the same wherever it is
copied. This module only says where that folder is and loads its code by that path (plugins.py), so
`plugin: the-mind` and `--game the-mind` reach the very `Game` that `plugin: ./game` does:

- in a wheel, the folder's copy beside this file (setup.py copies games/the-mind/ here);
- in this repository, or an editable install of it, games/the-mind/ itself.
"""

from pathlib import Path

from generator.plugins import load_game, plugin_key

HERE = Path(__file__).resolve().parent
FOLDER = HERE if (HERE / "game.yaml").is_file() else HERE.parents[2] / "games" / "the-mind"  # the game's folder (game.yaml)
GAME = load_game(plugin_key("./game", FOLDER))
