"""MkDocs hook: the calculators, and the Python runtime they run on in the reader's browser.

A page's Markdown may hold ``[[meld-calculator]]``, ``[[checks-calculator]]``,
``[[scorepad]]`` or ``[[walkthrough ID]]`` (``scripts/walkthroughs.py``)
alone on a line. The hook replaces it by the widget's root element, whose
``data-config`` carries everything the widget needs before Python is loaded:
the words (from ``locales/<lang>.json``, in the page file's language), the
rule profiles' decks and meld tables (from the engine's data), and the names
of the runtime files. Then a short inline script that starts the page's
engine worker at once, and the widget's ``<script type="module">``: only
pages with a widget start a worker and fetch Pyodide.

Before the build, the engine wheel and the bytecode (the precompiled standard
library and the engine's ``__pycache__``) are prepared
(``scripts/stage_pyodide.py``); after it, they are copied into
``assets/pyodide/`` with the unmodified Pyodide runtime.

This hook runs before ``scripts/site_hook.py`` (``hooks:`` order in
``mkdocs.yml``), which rejects markers it does not know.
"""

from __future__ import annotations

import json
import re
import sys
from html import escape
from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page
from mkdocs.utils import get_relative_url

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from pinochle.cards import Suit
from pinochle.catalog import LANGUAGES, Catalog
from pinochle.meldtables import TABLES
from pinochle.rules import PROFILES
from stage_pyodide import Runtime, StagingError, prepare, stage
from walkthroughs import WalkthroughError, new_build, walkthrough_body

WIDGETS = ("meld-calculator", "checks-calculator", "scorepad", "walkthrough", "play")
WIDGET_LINE = re.compile(
    rf"^[ \t]*\[\[(?P<widget>{'|'.join(WIDGETS)})(?:[ \t]+(?P<name>[\w-]+))?\]\][ \t]*$",
    re.MULTILINE,
)
# The catalog keys the widgets show, by prefix.
STRING_PREFIXES = (
    "widget.",
    "card.",
    "suit.",
    "seat.",
    "team.",
    "rank_index.",
    "profile.",
    "table.",
    "outcome.",
    "site.col.",
    "site.row.total",
    "result.no_meld",
    "play.",
    "motive.",
)
SCRIPT_DIR = "assets/calculators"

# Starts the page's engine worker as soon as the parser reaches the first
# widget, before the widget's module script has loaded; answers wait in
# ``early`` until the widget's script (common.js ``startEngine``) takes over.
START_WORKER = (
    "if(!window.pinochleWorker){"
    "const w=window.pinochleWorker=new Worker(new URL(WORKER,document.baseURI),{type:'module'});"
    "w.early=[];w.onmessage=e=>w.early.push(e.data);"
    "w.onerror=e=>w.early.push({type:'failed',detail:String(e.message)});"
    "const c=JSON.parse(document.currentScript.previousElementSibling.dataset.config);"
    "w.postMessage({type:'boot',...c.runtime});}"
)

_runtime: Runtime | None = None


def on_pre_build(config: MkDocsConfig) -> None:
    """Build the engine wheel and its bytecode once per build."""
    global _runtime
    new_build()
    try:
        _runtime = prepare()
    except StagingError as error:
        raise PluginError(str(error)) from None


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    lang = getattr(page.file, "locale", config.theme["language"])
    if lang not in LANGUAGES:
        raise PluginError(f"{page.file.src_uri}: no catalog for language '{lang}'")
    try:
        return WIDGET_LINE.sub(
            lambda match: widget_html(match["widget"], lang, page.url, match["name"]), markdown
        )
    except WalkthroughError as error:
        raise PluginError(f"{page.file.src_uri}: {error}") from None


def on_post_build(config: MkDocsConfig) -> None:
    if _runtime is None:
        raise PluginError("the calculators' runtime was not prepared")
    stage(_runtime, Path(config.site_dir))


def widget_html(widget: str, lang: str, page_url: str, name: str | None = None) -> str:
    """The widget's root (filled in by its script), the worker's start, and the script.

    A walkthrough's root holds its hand, pre-rendered; ``name`` says which.
    """
    assert _runtime is not None
    config = {
        "lang": lang,
        "strings": widget_strings(Catalog.load(lang)),
        "profiles": profiles(),
        "suits": [{"code": suit.value, "symbol": suit.symbol, "red": suit.is_red} for suit in Suit],
        "runtime": _runtime.config(),
    }
    script = get_relative_url(f"{SCRIPT_DIR}/{widget}.js", page_url)
    worker = get_relative_url(f"{SCRIPT_DIR}/worker.js", page_url)
    if (widget == "walkthrough") != (name is not None):
        raise PluginError(f"[[{widget}]]: only a walkthrough names its hand, and it must")
    body = f"<noscript><p>{escape(Catalog.load(lang).text('widget.noscript'))}</p></noscript>"
    named = ""
    if name is not None:
        body, named = walkthrough_body(name, Catalog.load(lang)), f' data-walkthrough="{name}"'
    return (
        f'\n<div class="calc" data-testid="{widget}"{named} data-state="loading" '
        f'data-config="{escape(json.dumps(config, ensure_ascii=False))}">'
        f"{body}</div>\n"
        f"<script>{START_WORKER.replace('WORKER', json.dumps(worker))}</script>\n"
        f'<script type="module" src="{escape(script)}"></script>\n'
    )


def widget_strings(catalog: Catalog) -> dict[str, str]:
    """The widgets' words in the page's language (English where a text is missing)."""
    english = Catalog.load("en").texts
    return {
        key: catalog.texts.get(key, text)
        for key, text in english.items()
        if key.startswith(STRING_PREFIXES)
    }


def profiles() -> dict[str, dict[str, object]]:
    """Each profile's deck (ranks, copies, hand size), checks, target and meld tables."""
    return {
        name: {
            "ranks": [rank.value for rank in rules.deck.ranks],
            "copies": rules.deck.copies,
            "handSize": rules.deck.hand_size,
            "checks": rules.checks,
            "target": rules.target,
            "tables": list(TABLES[rules.deck]),
        }
        for name, rules in PROFILES.items()
    }
