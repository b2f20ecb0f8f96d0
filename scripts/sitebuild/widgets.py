"""Widgets: the engine in the reader's browser, started from a marker ``[[NAME]]``.

A widget's marker becomes its root element, whose ``data-config`` carries
everything the widget needs before Python is loaded: the words (from
``locales/<lang>.json``, in the page's language, by ``STRING_PREFIXES``), the
rule profiles' decks and meld tables (from the engine's data), the suits, and
the names of the runtime files; then the widget's module
``assets/calculators/NAME.js``. A page with a widget starts its engine worker
from a short inline script at the top of its head (``start_in_head``): only
pages with a widget start a worker and fetch Pyodide.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from html import escape

from mkdocs.utils import get_relative_url
from pinochle.cards import Suit
from pinochle.catalog import Catalog
from pinochle.meldtables import TABLES
from pinochle.rules import PROFILES

from sitebuild.context import Context, MarkerError, Renderer

# The catalog keys the widgets show, by prefix.
STRING_PREFIXES = (
    "widget.",
    "practice.",
    "play.",
    "motive.",
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
)
SCRIPT_DIR = "assets/calculators"

# Starts the page's engine worker from the top of the page's head, before the
# theme's stylesheets and scripts and the widget's own module have loaded. The
# runtime to boot is the worker's name, which it reads as it starts: a message
# would reach it only once the page's main thread, busy with the theme's script,
# had passed it on. Answers wait in ``early`` until the widget's script
# (``startEngine``) takes over.
START_WORKER = (
    "if(!window.pinochleWorker){"
    "const w=window.pinochleWorker=new Worker(new URL(WORKER,document.baseURI),"
    "{type:'module',name:JSON.stringify(RUNTIME)});"
    "w.early=[];w.onmessage=e=>w.early.push(e.data);"
    "w.onerror=e=>w.early.push({type:'failed',detail:String(e.message)});}"
)
HEAD_START = '<meta charset="utf-8">'
WIDGET_ROOT = '<div class="calc" data-testid="'


def start_in_head(html: str, page_url: str, runtime: Mapping[str, object]) -> str:
    """A page with a widget, its worker started first thing in its head; others as they are."""
    if WIDGET_ROOT not in html or HEAD_START not in html:
        return html
    worker = get_relative_url(f"{SCRIPT_DIR}/worker.js", page_url)
    script = START_WORKER.replace("WORKER", json.dumps(worker))
    script = script.replace("RUNTIME", json.dumps(dict(runtime), separators=(",", ":")))
    return html.replace(HEAD_START, f"{HEAD_START}<script>{script}</script>", 1)


def widget(name: str) -> Renderer:
    """The renderer of the marker ``[[NAME]]`` of a widget that takes no argument."""

    def render(arguments: str, context: Context) -> str:
        if arguments:
            raise MarkerError(f"the {name} widget takes no argument")
        return widget_html(name, context)

    return render


def widget_html(name: str, context: Context, *, body: str | None = None, data: str = "") -> str:
    """The widget's root (filled in by its script) and the script (the worker's start
    goes in the head: ``start_in_head``).

    ``body`` is the root's content before the script runs (by default a
    ``<noscript>`` note); ``data`` more attributes of the root, written out.
    """
    config = {
        "lang": context.lang,
        "strings": widget_strings(context.catalog),
        "profiles": profiles(),
        "suits": [{"code": suit.value, "symbol": suit.symbol, "red": suit.is_red} for suit in Suit],
        "runtime": dict(context.runtime),
    }
    script = get_relative_url(f"{SCRIPT_DIR}/{name}.js", context.page_url)
    if body is None:
        body = f"<noscript><p>{escape(context.catalog.text('widget.noscript'))}</p></noscript>"
    return (
        f'<div class="calc" data-testid="{name}"{data} data-state="loading" '
        f'data-config="{escape(json.dumps(config, ensure_ascii=False))}">'
        f"{body}</div>\n"
        f'<script type="module" src="{escape(script)}"></script>'
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
