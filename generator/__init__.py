"""MIGHTY? print toolchain: content → verified rules → print files."""
