"""The real content, loaded and verified (tests/web's fixtures)."""

from tests.web.conftest import build, content  # noqa: F401  (fixtures, shared with tests/web)
