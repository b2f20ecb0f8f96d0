"""Where the tests find the project's files: the sources, the data, the built site's pages.

The pages are the ones ``mkdocs.yml`` lists in its ``nav``; each exists as
``docs/NAME.<lang>.md`` and is built to ``NAME.html`` (English) or
``<lang>/NAME.html``.
"""

from __future__ import annotations

from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
LOCALES = ROOT / "locales"
SCRIPTS = ROOT / "scripts"
CONFIG = ROOT / "mkdocs.yml"
WALKTHROUGHS = SCRIPTS / "walkthroughs.json"
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
DEFAULT_LANGUAGE = "en"


def config() -> dict[str, object]:
    loaded = yaml.safe_load(CONFIG.read_text(encoding="utf-8"))
    assert isinstance(loaded, dict)
    return loaded


def nav_pages() -> list[str]:
    """The page names in navigation order: ``index``, ``rule-changes``, …"""
    nav = config()["nav"]
    assert isinstance(nav, list)
    return [str(entry).removesuffix(".md") for entry in nav]


PAGES = nav_pages()


def source(name: str, lang: str) -> Path:
    return DOCS / f"{name}.{lang}.md"


def built(site: Path, name: str, lang: str) -> Path:
    folder = site if lang == DEFAULT_LANGUAGE else site / lang
    return folder / f"{name}.html"
