# The two commands for a fresh machine: `make booklet` (print files) and `make test`.
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
SYSTEM := $(VENV)/.system-deps

.PHONY: booklet cards web all check test bench clean setup

all: $(STAMP)
	$(PY) -m generator build all

booklet: $(STAMP)
	$(PY) -m generator build booklet

cards: $(STAMP)
	$(PY) -m generator build cards

web: $(STAMP)
	$(PY) -m generator build web

check: $(STAMP)
	$(PY) -m generator check

test: $(STAMP)
	$(PY) -m pytest -q

bench: $(STAMP)
	$(PY) scripts/benchmark.py

setup: $(STAMP)

$(SYSTEM): scripts/install-system-deps
	scripts/install-system-deps
	@mkdir -p $(VENV) && touch $@

$(STAMP): pyproject.toml $(SYSTEM)
	test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	touch $@

clean:
	rm -rf build
