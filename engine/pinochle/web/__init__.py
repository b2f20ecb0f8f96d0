"""The browser's entry points: one JSON-in, JSON-out function per widget.

The site's calculators run this engine in the reader's browser (Pyodide, in a
Web Worker). The JavaScript only posts a request and renders the answer; it
never reaches into the engine. Each entry point (one module each in this
package, sharing ``_entry``) takes the request as JSON
text and returns JSON text, and never raises: a bad request or a broken rule
comes back as ``{"error": {"code", "message", "params"}}``, the message in the
request's language (``lang``, one of ``en nl de fi``) from the catalog.

- ``meld``: ``{"hand", "trump", "rules", "table", "lang"}`` → every meld in
  the hand with its cards, name, points and checks, and the totals
  (RULES.md §2, §3.1).
- ``checks``: ``{"bidders", "bid", "outcome", "slam", "meld_checks",
  "scores", "target", "lang"}`` → the checks each team wins and pays for the
  hand (meld, contract, slam) and, when ``scores`` end the game, for the game
  (RULES.md §3, §4.3), each amount with the rule that produced it.
- ``scorepad``: ``{"op", "lang", …}`` → a game kept by hand at a real table
  (``pinochle.scorepad``). The browser keeps the saved game (``game``) and
  sends it back with each operation: ``new`` (``profile``), ``read`` (``text``:
  a saved game as JSON or CSV), ``sheet``, ``add`` (``hand``: the form's
  inputs), ``edit`` (``number``, ``hand``), ``undo``, ``restart``, ``settings``
  (``settings``: ``profile``, ``target``, ``min_bid``, ``teams``), ``export``
  (``format``: ``json`` or ``csv``) and ``meld`` (``trump``, ``hands``: one
  team's cards). The answer is the new ``game`` and its ``sheet`` (``text``
  for an export, ``points`` and ``checks`` for meld); problems with the
  inputs come back all at once in ``problems``, each naming its ``field``.
- ``walkthrough``: ``{"rules", "seed", "lang"}`` → a fresh hand dealt from
  ``seed`` and played by the computer players (``bots.play_hand``), told step
  by step (``pinochle.walkthrough``): each step's ``kind``, ``params``,
  ``chapter``, words (``text``) and table ``view``, and the ``chapters`` to
  jump to (``new_deal.walkthrough_json``).
- ``practice``: ``{"op", "stage", "level", "seed", "number", "lang"}`` → the
  practice page's exercises (``pinochle.practice``). ``stages`` lists the
  stages and their levels; ``new`` deals exercise ``number`` (1–10) of a
  level from ``seed``: its machine-readable ``facts``, the ``answer`` it
  wants and the question in words (``prompt``); ``grade`` (with ``answer``
  and ``mistakes``, the wrong answers so far in the level) deals it again
  and grades the answer by the engine's rules, never by a key from the
  page: ``correct`` (null with ``problems`` when the answer cannot be read),
  the ``key``, the ``notes`` that explain it (codes, cards and words), and
  the ``stars`` when the level is done.
- ``play``: ``{"op", "game", "lang", …}`` → the Play page's game, the reader
  at South with three computer players (``pinochle.table``). The browser keeps
  ``game`` (rules, seed, target, players, engine version, the reader's action
  tokens and their fingerprints) and sends it with each operation: ``new``
  (``rules``, ``seed``, ``target``), ``state``, ``act`` (``action``), ``hint``,
  ``undo`` and ``review`` (``hand``); ``open`` shows all four hands. The
  answer is the new ``game`` and the ``view`` from South (options with the
  rule against each one not allowed, what the others did since and why, the
  hand's result and record); a refused action comes back as ``refused`` with
  the game unchanged, a tampered game as ``play_tampered``.
- ``own_mistakes``: ``{"op", "game", "lang", …}`` → the Practice page's "Your
  own mistakes" (``pinochle.web.mistakes``): ``game`` is a Play review row's
  ``position``; ``exercise`` sets that decision again as South saw it, ``grade``
  (``card``) weighs a card as the review does.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

__all__ = ["checks", "meld", "own_mistakes", "play", "practice", "scorepad", "walkthrough"]

# Each entry point's module, imported when the entry point is first asked for:
# a page's Python starts with its own widget's rules loaded, not every widget's.
_MODULES = {
    "checks": "checks_calculator",
    "meld": "meld_calculator",
    "own_mistakes": "mistakes",
    "play": "table",
    "practice": "exercises",
    "scorepad": "scorepad_ops",
    "walkthrough": "new_deal",
}


def __getattr__(name: str) -> Callable[[str], str]:
    """The entry point ``name``: JSON text in, JSON text out."""
    if name not in _MODULES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    entry: Callable[[str], str] = getattr(
        importlib.import_module(f"{__name__}.{_MODULES[name]}"), name
    )
    globals()[name] = entry
    return entry


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
