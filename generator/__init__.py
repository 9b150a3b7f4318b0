"""A print toolchain for card games: content → verified rules → print files (games are plug-ins: generator/games/)."""
