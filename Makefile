# The two commands for a fresh machine: `make booklet` (print files) and `make test`.
VENV  := .venv
PY    := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: booklet cards web all check test bench clean setup preview

all: $(STAMP) $(VENV)/.system-build
	$(PY) -m generator build all

booklet: $(STAMP) $(VENV)/.system-build
	$(PY) -m generator build booklet

cards: $(STAMP) $(VENV)/.system-build
	$(PY) -m generator build cards

web: $(STAMP)
	$(PY) -m generator build web

# A live preview for editors: http://127.0.0.1:8000/ (PORT=N for another port), rebuilt on every save.
preview: $(STAMP) $(VENV)/.system-build
	$(PY) -m generator preview $(if $(PORT),--port $(PORT))

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
