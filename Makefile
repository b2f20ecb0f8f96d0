# Set-up and everyday commands. `make serve` builds the site and serves it on
# 127.0.0.1; `make test` runs the whole suite. Both start from a fresh clone.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
NODE_STAMP := node_modules/.installed
PYODIDE_WHEELS := .cache/pyodide-wheels/.downloaded

.PHONY: test lint typecheck bench demo clean site serve pyodide-wheels specimens

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev,site]'
	touch $(STAMP)

# The browser side (package.json): the pinned Pyodide the site ships, axe-core for the tests.
$(NODE_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $(NODE_STAMP)

# pytest and hypothesis as pure-Python wheels, for the engine's suite inside Pyodide.
pyodide-wheels: $(PYODIDE_WHEELS)

$(PYODIDE_WHEELS): tests/pyodide/requirements.txt | $(STAMP)
	rm -rf $(dir $(PYODIDE_WHEELS))
	$(PY) -m pip download --quiet --only-binary=:all: --python-version 3.14 --implementation py \
		--abi none --platform any --dest $(dir $(PYODIDE_WHEELS)) -r tests/pyodide/requirements.txt
	touch $(PYODIDE_WHEELS)

# The site, built into site/: plain files that work from any static host.
site: $(STAMP) $(NODE_STAMP)
	NO_MKDOCS_2_WARNING=1 $(VENV)/bin/mkdocs build --strict

serve: site
	$(PY) -m http.server 8000 --bind 127.0.0.1 --directory site

demo: $(STAMP)
	PYTHONPATH=engine $(PY) -m pinochle meld --rules check --trump H "AH TH KH QH JH 9H KS QS JD AC AD AS"

lint: $(STAMP)
	$(PY) -m ruff check engine tests scripts
	$(PY) -m ruff format --check engine tests scripts

# mypy --strict over the engine, the build scripts and the tests (pyproject.toml).
typecheck: $(STAMP)
	$(PY) -m mypy

test: lint typecheck $(NODE_STAMP) $(PYODIDE_WHEELS)
	$(PY) -m pytest

specimens: $(STAMP)
	PYTHONPATH=engine:scripts $(PY) scripts/specimens.py

bench: $(STAMP) $(NODE_STAMP)
	PYTHONPATH=engine $(PY) scripts/bench.py
	$(PY) scripts/bench_browser.py

clean:
	rm -rf $(VENV) site dist build .pytest_cache .mypy_cache .ruff_cache .hypothesis node_modules .cache
