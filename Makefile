# The two commands for a fresh machine: `make booklet` (print files) and `make test`.
VENV  := .venv
PY    := $(VENV)/bin/python
# ja, en or all: `make booklet EDITION=ja` builds the Japanese edition alone
EDITION ?= all
# Another game than the default one (content/): `make booklet GAME=the-mind` reads games/the-mind/
# and builds into build/the-mind/; a name that is no game is refused with the list of those there are.
GAME ?=
GAME_OPTION := $(if $(GAME),--game $(GAME))

.PHONY: booklet cards web tabletop all check test test-fast test-deep lint bench clean setup preview preflight python-build python-test balance docs

all: python-build $(VENV)/.system-build
	$(PY) -m generator build all $(GAME_OPTION) --edition $(EDITION) $(if $(LOCAL),--local)

booklet: python-build $(VENV)/.system-build
	$(PY) -m generator build booklet $(GAME_OPTION) --edition $(EDITION)

cards: python-build $(VENV)/.system-build
	$(PY) -m generator build cards $(GAME_OPTION) --edition $(EDITION)

web: python-build
	$(PY) -m generator build web $(GAME_OPTION) --edition $(EDITION)

# LOCAL=1 also writes build/tabletop/MIGHTY-deck-local.json (file:/// image URLs, this machine only).
tabletop: python-build $(VENV)/.system-build
	$(PY) -m generator build tabletop $(GAME_OPTION) $(if $(LOCAL),--local)

# A live preview for editors: http://127.0.0.1:8000/ (PORT=N for another port), rebuilt on every save.
preview: python-build $(VENV)/.system-build
	$(PY) -m generator preview $(GAME_OPTION) $(if $(PORT),--port $(PORT))

# The balance report of the base rules and every variant: build/balance.{pdf,html,json} (needs the font).
balance: python-build $(VENV)/.system-build
	$(PY) -m generator build balance $(GAME_OPTION)

check: python-build
	$(PY) -m generator check $(GAME_OPTION) --edition $(EDITION)

# The print files, then a shop-style inspection of build/ (build/preflight.json; GAME=NAME: build/NAME/).
preflight: python-build $(VENV)/.system-build $(VENV)/.system-preflight
	$(PY) -m generator build booklet cards $(GAME_OPTION)
	$(PY) -m generator preflight $(GAME_OPTION)

# Every test, on every core (pytest-xdist), the documentation site's strict build among them: the whole builds the tests read are made once per run, whatever
# the worker (tests/shared_builds.py); the property test of check ≡ build makes its budget of edits (tests/tiers.py).
test: python-test $(VENV)/.system-test node_modules/.installed
	$(PY) -m pytest -q -n auto -m "not deep"

# Every edit of the property test of check ≡ build, the budget and the `deep` rest: for a nightly CI run, or before a release.
test-deep: python-test $(VENV)/.system-test
	$(PY) -m pytest -q -n auto tests/commands/test_verdict_property.py

# The unit and content tests in under a minute, on every core: no browser, no whole build, no other process (tests/tiers.py).
test-fast: python-test $(VENV)/.system-test
	$(PY) -m pytest -q -n auto -m "not browser and not slow"

# Every linter runs even when one finds something (ruff, ruff format, mypy); any failing fails the target.
lint: python-test
	@status=0; $(PY) -m ruff check || status=1; $(PY) -m ruff format --check || status=1; $(PY) -m mypy || status=1; exit $$status

bench: python-test $(VENV)/.system-test
	$(PY) scripts/benchmark.py

# The documentation site (mkdocs.yml, the pages in docs/) into site/, in strict mode: a broken link, a page
# missing from the navigation or any warning fails it. `make test` builds it too (tests/docs/test_site.py).
docs: python-test
	NO_MKDOCS_2_WARNING=1 $(PY) -m mkdocs build --strict --quiet

setup: python-test $(VENV)/.system-test node_modules/.installed

# Without python3-venv, `python3 -m venv` would leave a half-made .venv: say what to install, in one line.
ifneq ($(filter-out clean,$(or $(MAKECMDGOALS),all)),)
SETUP_PROBLEM := $(shell scripts/setup-python check)
ifneq ($(SETUP_PROBLEM),)
$(error $(SETUP_PROBLEM))
endif
endif

# Python packages (pyproject.toml) in .venv, by purpose; a broken .venv is made again: see scripts/setup-python.
python-build python-test: python-%:
	@scripts/setup-python $*

# Debian packages (fonts, poppler, chromium …), by purpose: see scripts/install-system-deps.
$(VENV)/.system-%: scripts/install-system-deps | python-build
	@scripts/install-system-deps $*
	@touch $@

# JavaScript for the web tests (axe-core), exactly as package-lock.json pins it.
node_modules/.installed: package.json package-lock.json $(VENV)/.system-test
	npm ci --no-audit --no-fund --ignore-scripts
	touch $@

clean:
	rm -rf build
