# The two commands for a fresh machine: `make booklet` (print files) and `make test`.
VENV  := .venv
PY    := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: booklet cards web tabletop all check test bench clean setup

all: $(STAMP) $(VENV)/.system-build
	$(PY) -m generator build all $(if $(LOCAL),--local)

booklet: $(STAMP) $(VENV)/.system-build
	$(PY) -m generator build booklet

cards: $(STAMP) $(VENV)/.system-build
	$(PY) -m generator build cards

web: $(STAMP)
	$(PY) -m generator build web

# LOCAL=1 also writes build/tabletop/MIGHTY-deck-local.json (file:/// image URLs, this machine only).
tabletop: $(STAMP) $(VENV)/.system-build
	$(PY) -m generator build tabletop $(if $(LOCAL),--local)

check: $(STAMP)
	$(PY) -m generator check

test: $(STAMP) $(VENV)/.system-test
	$(PY) -m pytest -q

bench: $(STAMP) $(VENV)/.system-test
	$(PY) scripts/benchmark.py

setup: $(STAMP) $(VENV)/.system-test

# Debian packages (fonts, poppler, chromium …), by purpose: see scripts/install-system-deps.
$(VENV)/.system-%: scripts/install-system-deps
	scripts/install-system-deps $*
	@mkdir -p $(VENV) && touch $@

# Python packages: the project with its test extra, in a virtualenv.
$(STAMP): pyproject.toml
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	touch $@

clean:
	rm -rf build
