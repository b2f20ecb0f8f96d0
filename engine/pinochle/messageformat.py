"""A small ICU MessageFormat: the subset the catalogs use, with the CLDR data of en, nl, de, fi.

A message is text with arguments in braces:

- ``{name}``: the parameter as text;
- ``{n, plural, =0 {no cards} one {# card} other {# cards}}``: an exact match
  ``=N`` first, else the number's CLDR plural category (``other`` required);
  ``#`` inside a form is the number;
- ``{suit, select, S {spades} other {…}}``: the form named by the parameter's
  value, else ``other`` (required);
- ``{suits, list, and}`` / ``{suits, list, or}``: a sequence joined by the
  language's CLDR list pattern ("a, b and c", British English, as the pages
  write; "a, b en c"; "a, b und c"; "a, b ja c").

Apostrophes quote as in ICU: ``''`` is one apostrophe, an apostrophe before
``{``, ``}``, ``#`` or ``|`` starts quoted text up to the next lone apostrophe,
any other apostrophe is itself ("don't", "'s middags").

A message is parsed once into an immutable tree (``parse``) and formatted with
parameters (``format_message``). The JavaScript twin is
``docs/assets/calculators/messageformat.js``; a test renders every catalog key
on both and compares.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Literal

ListType = Literal["and", "or"]

# CLDR list patterns: (two items, the last two of three or more); the others are joined by ", ".
# English is en-GB's (en-001's), without the serial comma, as the site's English pages write lists.
_LIST_PATTERNS: Mapping[str, Mapping[ListType, tuple[str, str]]] = {
    "en": {"and": ("{0} and {1}", "{0} and {1}"), "or": ("{0} or {1}", "{0} or {1}")},
    "nl": {"and": ("{0} en {1}", "{0} en {1}"), "or": ("{0} of {1}", "{0} of {1}")},
    "de": {"and": ("{0} und {1}", "{0} und {1}"), "or": ("{0} oder {1}", "{0} oder {1}")},
    "fi": {"and": ("{0} ja {1}", "{0} ja {1}"), "or": ("{0} tai {1}", "{0} tai {1}")},
}
_QUOTABLE = "{}#|"


class MessageError(ValueError):
    """A message that cannot be formatted."""


class MessageSyntaxError(MessageError):
    """A malformed message: unbalanced braces, an unknown argument type, a missing ``other``."""

    def __init__(self, message: str, position: int, problem: str) -> None:
        super().__init__(f"{problem} at {position} in {message!r}")
        self.position = position
        self.problem = problem


class MessageArgumentError(MessageError):
    """A parameter the message names is missing, or has the wrong type for its argument."""


@dataclass(frozen=True)
class Text:
    """Literal text."""

    text: str


@dataclass(frozen=True)
class Argument:
    """``{name}``: the parameter as text."""

    name: str


@dataclass(frozen=True)
class Number:
    """``#`` in a plural form: the plural's number."""


@dataclass(frozen=True)
class Plural:
    """``{name, plural, =N {…} one {…} other {…}}``."""

    name: str
    exact: Mapping[int, Message]
    forms: Mapping[str, Message]


@dataclass(frozen=True)
class Select:
    """``{name, select, value {…} other {…}}``."""

    name: str
    cases: Mapping[str, Message]


@dataclass(frozen=True)
class ListArgument:
    """``{name, list, and}`` or ``{name, list, or}``: a sequence in the list pattern."""

    name: str
    type: ListType


Part = Text | Argument | Number | Plural | Select | ListArgument


@dataclass(frozen=True)
class Message:
    """A parsed message: its parts in order."""

    parts: tuple[Part, ...]


def plural_category(lang: str, number: int) -> str:
    """The CLDR plural category of an integer in en, nl, de, fi: ``one`` for ±1, else ``other``.

    CLDR's operand is the number's absolute value, so -1 is ``one`` too.
    """
    if lang not in _LIST_PATTERNS:
        raise ValueError(f"no plural rules for {lang!r}")
    return "one" if abs(number) == 1 else "other"


def format_list(lang: str, items: Sequence[str], kind: ListType) -> str:
    """``items`` joined by the CLDR list pattern of ``lang``: "a, b and c", "a, b en c"."""
    two, last = _LIST_PATTERNS[lang][kind]
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return two.replace("{0}", items[0]).replace("{1}", items[1])
    head = ", ".join(items[:-1])
    return last.replace("{0}", head).replace("{1}", items[-1])


@cache
def parse(message: str) -> Message:
    """The tree of ``message``; raises ``MessageSyntaxError`` when it is malformed."""
    parts, _ = _Parser(message).parse_message(0, in_plural=False, nested=False)
    return Message(parts)


def format_message(lang: str, message: str, params: Mapping[str, object]) -> str:
    """``message`` in ``lang`` with ``params`` filled in."""
    return _format(lang, parse(message), params, None)


def _format(lang: str, tree: Message, params: Mapping[str, object], number: int | None) -> str:
    out: list[str] = []
    for part in tree.parts:
        if isinstance(part, Text):
            out.append(part.text)
        elif isinstance(part, Number):
            out.append(str(number))
        elif isinstance(part, Argument):
            out.append(str(_param(params, part.name)))
        elif isinstance(part, Plural):
            value = _param(params, part.name)
            if isinstance(value, bool) or not isinstance(value, int):
                raise MessageArgumentError(f"{part.name} must be an integer, not {value!r}")
            form = part.exact.get(value)
            if form is None:
                form = part.forms.get(plural_category(lang, value), part.forms["other"])
            out.append(_format(lang, form, params, value))
        elif isinstance(part, Select):
            case = part.cases.get(str(_param(params, part.name)), part.cases["other"])
            out.append(_format(lang, case, params, number))
        else:
            items = _param(params, part.name)
            if isinstance(items, str) or not isinstance(items, Sequence):
                raise MessageArgumentError(f"{part.name} must be a list, not {items!r}")
            out.append(format_list(lang, [str(item) for item in items], part.type))
    return "".join(out)


def _param(params: Mapping[str, object], name: str) -> object:
    try:
        return params[name]
    except KeyError:
        raise MessageArgumentError(f"the message needs the parameter {name!r}") from None


class _Parser:
    def __init__(self, message: str) -> None:
        self.message = message

    def fail(self, position: int, problem: str) -> MessageSyntaxError:
        return MessageSyntaxError(self.message, position, problem)

    def parse_message(
        self, i: int, *, in_plural: bool, nested: bool
    ) -> tuple[tuple[Part, ...], int]:
        """The parts from ``i`` to the closing brace (nested) or the end; and the index after."""
        text = self.message
        parts: list[Part] = []
        literal: list[str] = []

        def flush() -> None:
            if literal:
                parts.append(Text("".join(literal)))
                literal.clear()

        while i < len(text):
            char = text[i]
            if char == "'":
                if text.startswith("''", i):
                    literal.append("'")
                    i += 2
                elif i + 1 < len(text) and text[i + 1] in _QUOTABLE:
                    close = i + 1
                    while True:
                        close = text.find("'", close)
                        if close < 0:
                            raise self.fail(i, "unclosed quote")
                        if text.startswith("''", close):
                            close += 2
                            continue
                        break
                    literal.append(text[i + 1 : close].replace("''", "'"))
                    i = close + 1
                else:
                    literal.append("'")
                    i += 1
            elif char == "{":
                flush()
                part, i = self.parse_argument(i)
                parts.append(part)
            elif char == "}":
                if not nested:
                    raise self.fail(i, "unmatched '}'")
                flush()
                return tuple(parts), i + 1
            elif char == "#" and in_plural:
                flush()
                parts.append(Number())
                i += 1
            else:
                literal.append(char)
                i += 1
        if nested:
            raise self.fail(i, "missing '}'")
        flush()
        return tuple(parts), i

    def skip_space(self, i: int) -> int:
        while i < len(self.message) and self.message[i].isspace():
            i += 1
        return i

    def word(self, i: int) -> tuple[str, int]:
        """An identifier (or ``=N``) from ``i`` after spaces, and the index after it."""
        i = self.skip_space(i)
        start = i
        while i < len(self.message) and (self.message[i].isalnum() or self.message[i] in "_=-"):
            i += 1
        if i == start:
            raise self.fail(start, "a name is missing")
        return self.message[start:i], self.skip_space(i)

    def expect(self, i: int, char: str) -> int:
        if i >= len(self.message) or self.message[i] != char:
            raise self.fail(i, f"{char!r} expected")
        return i + 1

    def parse_argument(self, i: int) -> tuple[Part, int]:
        name, i = self.word(i + 1)
        if i < len(self.message) and self.message[i] == "}":
            return Argument(name), i + 1
        i = self.expect(i, ",")
        kind, i = self.word(i)
        i = self.expect(i, ",")
        if kind == "list":
            style, i = self.word(i)
            if style not in ("and", "or"):
                raise self.fail(i, f"unknown list style {style!r}")
            list_type: ListType = "and" if style == "and" else "or"
            return ListArgument(name, list_type), self.expect(i, "}")
        if kind not in ("plural", "select"):
            raise self.fail(i, f"unknown argument type {kind!r}")
        cases: dict[str, Message] = {}
        i = self.skip_space(i)
        while i < len(self.message) and self.message[i] != "}":
            key, i = self.word(i)
            if key in cases:
                raise self.fail(i, f"the form {key!r} appears twice")
            i = self.expect(i, "{")
            parts, i = self.parse_message(i, in_plural=kind == "plural", nested=True)
            cases[key] = Message(parts)
            i = self.skip_space(i)
        i = self.expect(i, "}")
        if "other" not in cases:
            raise self.fail(i, f"{name}: the form 'other' is missing")
        if kind == "select":
            return Select(name, cases), i
        exact: dict[int, Message] = {}
        forms: dict[str, Message] = {}
        for key, form in cases.items():
            if key.startswith("="):
                try:
                    exact[int(key[1:])] = form
                except ValueError:
                    raise self.fail(i, f"{key!r} is not an exact number") from None
            elif key in ("zero", "one", "two", "few", "many", "other"):
                forms[key] = form
            else:
                raise self.fail(i, f"{key!r} is not a plural category")
        return Plural(name, exact, forms), i
