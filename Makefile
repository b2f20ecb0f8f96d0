# Set-up and everyday commands. `make serve` builds the site and serves it on
# 127.0.0.1; `make test` runs the whole suite. Both start from a fresh clone.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: test lint typecheck bench demo clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev,site]'
	touch $(STAMP)

demo: $(STAMP)
	PYTHONPATH=engine $(PY) -m pinochle meld --rules check --trump H "AH TH KH QH JH 9H KS QS JD AC AD AS"

lint: $(STAMP)
	$(PY) -m ruff check engine tests scripts
	$(PY) -m ruff format --check engine tests scripts

typecheck: $(STAMP)
	$(PY) -m mypy engine/pinochle

test: lint typecheck
	$(PY) -m pytest

bench: $(STAMP)
	PYTHONPATH=engine $(PY) scripts/bench.py

clean:
	rm -rf $(VENV) site dist build .pytest_cache .mypy_cache .ruff_cache .hypothesis
