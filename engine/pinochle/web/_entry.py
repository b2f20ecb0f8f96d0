"""What every entry point shares: JSON text in and out, never raising, and reading requests.

The readers (``text``, ``number``, ``pair``, ``team``, ``form``, ``texts``)
read one top-level field through ``jsonread.Reader``; a handler may also
read deeper with ``Reader(data).field(…)…`` itself. Either way a value of the
wrong shape comes back as ``bad_request`` naming the top-level ``field``.
"""

from __future__ import annotations

import json
import sys
import traceback
from collections.abc import Callable, Mapping
from functools import cache
from typing import Any

from pinochle.cards import CardLetters, Rank, Suit
from pinochle.catalog import LANGUAGES, Catalog
from pinochle.errors import PinochleError, ReadError
from pinochle.jsonread import Reader

Request = Mapping[str, Any]
Response = dict[str, object]
Handler = Callable[[Request, Catalog], Response]


class RequestError(PinochleError):
    """A request the widget should never send: a missing field or a wrong type."""


def answer(request: str, handler: Handler) -> str:
    """``handler``'s answer to the JSON ``request`` as JSON text; errors come back in-band.

    A field of the wrong shape (``ReadError``) is a ``bad_request`` naming the
    request's top-level ``field`` at fault (``request`` for the whole of it).
    """
    catalog = Catalog.load("en")
    try:
        data = Reader(json.loads(request)).mapping()
        lang = data.get("lang", "en")
        if lang not in LANGUAGES:
            raise RequestError("bad_request", field="lang")
        catalog = Catalog.load(lang)
        response = handler(data, catalog)
    except ReadError as error:
        bad = RequestError("bad_request", field=error.field or "request")
        response = {"error": error_json(bad, catalog)}
    except PinochleError as error:
        response = {"error": error_json(error, catalog)}
    except json.JSONDecodeError:
        response = {"error": error_json(RequestError("bad_request", field="json"), catalog)}
    except Exception:  # a bug: the page shows a message instead of a dead widget
        traceback.print_exc(file=sys.stderr)  # Pyodide shows it in the browser's console
        response = {"error": error_json(RequestError("internal"), catalog)}
    return json.dumps(response, ensure_ascii=False)


def error_json(error: PinochleError, catalog: Catalog) -> Response:
    params = {
        key: value if isinstance(value, int) else str(value) for key, value in error.params.items()
    }
    return {"code": error.code, "message": catalog.error(error), "params": params}


def _field(data: Request, name: str, default: object = None) -> Reader:
    """The request's ``name``, or ``default`` when it is absent (None: it must be there)."""
    request = Reader(data)
    return request.field(name) if default is None else request.field(name, default)


def text(data: Request, name: str, default: str | None = None) -> str:
    return _field(data, name, default).text()


def number(data: Request, name: str, default: int | None = None) -> int:
    """A whole number of at most ``jsonread.MAX_NUMBER`` either way."""
    return _field(data, name, default).number()


def pair(data: Request, name: str) -> tuple[int, int]:
    return _field(data, name).pair()


def team(data: Request, name: str) -> int:
    return _field(data, name).team()


def form(data: Request, name: str) -> Request:
    return _field(data, name).mapping()


def texts(data: Request, name: str) -> list[str]:
    return _field(data, name).texts()


def suit(data: Request) -> Suit:
    """The request's ``trump``; ``bad_trump`` if it is no suit letter."""
    trump = text(data, "trump")
    try:
        return Suit(trump)
    except ValueError:
        raise RequestError("bad_trump", trump=trump) from None


def card_letters(catalog: Catalog) -> CardLetters:
    """The rank letters the reader types: the ones the reader's cards show
    (``rank_index.<rank>``: Dutch H V B, German K D B), English ones besides
    (the rule: ``CardLetters``). Built once per language, from its catalog."""
    return _letters(catalog.lang)


@cache
def _letters(lang: str) -> CardLetters:
    catalog = Catalog.load(lang)
    return CardLetters.of({rank: catalog.text(f"rank_index.{rank.value}") for rank in Rank})
