"""The wheel carries The Mind's folder (games/the-mind/: content and code) as generator/games/the_mind/'s
files, so that the game this distribution registers as `the-mind` builds once installed, without this
repository (generator/games/the_mind/__init__.py). An editable install reads games/the-mind/ itself."""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

THE_MIND = Path(__file__).resolve().parent / "games" / "the-mind"


class BuildWithTheMind(build_py):
    """build_py, and The Mind's folder copied into the built package (never in editable mode)."""

    def run(self) -> None:
        super().run()
        if not self.editable_mode:
            target = Path(self.build_lib) / "generator" / "games" / "the_mind"
            shutil.copytree(THE_MIND, target, dirs_exist_ok=True, ignore=shutil.ignore_patterns("__pycache__", "build", ".*"))


setup(cmdclass={"build_py": BuildWithTheMind})
