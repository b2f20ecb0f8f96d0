"""What every entry point shares: JSON text in and out, never raising, and reading requests."""

from __future__ import annotations

import json
import sys
import traceback
from collections.abc import Callable, Mapping
from typing import Any

from pinochle.cards import Suit
from pinochle.catalog import LANGUAGES, Catalog
from pinochle.errors import PinochleError

Request = Mapping[str, Any]
Response = dict[str, object]
Handler = Callable[[Request, Catalog], Response]

# The largest number a request may carry: far above any real bid or score,
# small enough that no arithmetic on it is slow.
MAX_NUMBER = 100_000


class RequestError(PinochleError):
    """A request the widget should never send: a missing field or a wrong type."""


def answer(request: str, handler: Handler) -> str:
    """``handler``'s answer to the JSON ``request`` as JSON text; errors come back in-band."""
    catalog = Catalog.load("en")
    try:
        data = json.loads(request)
        if not isinstance(data, dict):
            raise RequestError("bad_request", field="request")
        lang = data.get("lang", "en")
        if lang not in LANGUAGES:
            raise RequestError("bad_request", field="lang")
        catalog = Catalog.load(lang)
        response = handler(data, catalog)
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


def text(data: Request, field: str, default: str | None = None) -> str:
    value = data.get(field, default)
    if not isinstance(value, str):
        raise RequestError("bad_request", field=field)
    return value


def number(data: Request, field: str, default: int | None = None) -> int:
    value = data.get(field, default)
    if isinstance(value, bool) or not isinstance(value, int) or abs(value) > MAX_NUMBER:
        raise RequestError("bad_request", field=field)
    return value


def pair(data: Request, field: str) -> tuple[int, int]:
    value = data.get(field)
    if not isinstance(value, list) or len(value) != 2:
        raise RequestError("bad_request", field=field)
    first, second = (number({field: item}, field) for item in value)
    return first, second


def team(data: Request, field: str) -> int:
    team = number(data, field)
    if team not in (0, 1):
        raise RequestError("bad_request", field=field)
    return team


def form(data: Request, field: str) -> Request:
    value = data.get(field)
    if not isinstance(value, dict):
        raise RequestError("bad_request", field=field)
    return value


def texts(data: Request, field: str) -> list[str]:
    value = data.get(field)
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise RequestError("bad_request", field=field)
    return value


def suit(data: Request) -> Suit:
    trump = text(data, "trump")
    try:
        return Suit(trump)
    except ValueError:
        raise RequestError("bad_trump", trump=trump) from None
