"""Typed errors: every rejection carries a machine-readable code.

The engine never builds sentences. An error has a ``code`` (an English
snake_case identifier, also the message catalog key ``error.<code>``) and
``params`` (the values a message needs, such as the offending token). The
command line and the browser turn them into text in the reader's language.
"""

from __future__ import annotations

import re
from collections.abc import Mapping


class PinochleError(ValueError):
    """A rule or input was broken; ``code`` says which, ``params`` say where."""

    def __init__(self, code: str, **params: object) -> None:
        self.code = code
        self.params: Mapping[str, object] = params
        detail = ", ".join(f"{key}={value!r}" for key, value in params.items())
        super().__init__(f"{code}: {detail}" if detail else code)


class NotationError(PinochleError):
    """A hand could not be read: an unknown token, too many copies, wrong size."""


class RulesError(PinochleError):
    """A ruleset was asked for with an unknown profile, table or option."""


class IllegalAction(PinochleError):
    """An action was refused by the state machine; the state is unchanged."""


class ScoringError(PinochleError):
    """Figures for a hand that no hand can end with (a slam in a conceded hand, say)."""


class RecordError(PinochleError):
    """A hand or game record is malformed or breaks a rule when replayed."""


class EntryError(PinochleError):
    """A scorepad entry the rules do not allow; ``params["field"]``, when present, names the
    input at fault (``bid``, ``tricks.0``…) and ``params["hand"]`` the hand (from 1)."""


class EntryErrors(EntryError):
    """Every problem found in one scorepad entry (``problems``); ``code`` and ``params`` are
    the first one's."""

    def __init__(self, problems: tuple[EntryError, ...]) -> None:
        super().__init__(problems[0].code, **problems[0].params)
        self.problems = problems


class ReadError(PinochleError):
    """A JSON value of the wrong shape (``pinochle.jsonread``): ``code`` is ``missing`` or
    ``bad_value``, ``params["where"]`` the path (``hands[3].bid``). Callers turn it into
    their own error (a ``RecordError``, a bad request); it never reaches a reader as is."""

    @property
    def where(self) -> str:
        return str(self.params["where"])

    @property
    def field(self) -> str:
        """The path's top-level key: the field of a request at fault (``scores`` for
        ``scores[1]``); empty when the whole value is."""
        return re.split(r"[.\[]", self.where, maxsplit=1)[0]
