"""Sample parameters for every catalog message, each argument's kind read from the parsed message
(for the key-rendering tests and ``make specimens``)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

from pinochle.catalog import LANGUAGES
from pinochle.messageformat import Argument, ListArgument, Message, Plural, Select, parse

LOCALES = Path(__file__).resolve().parents[2] / "locales"
COUNTS = (0, 1, 2, 5, 21)
LISTS = (("A",), ("A", "B"), ("A", "B", "C"))


def catalog(lang: str) -> dict[str, str]:
    loaded = json.loads((LOCALES / f"{lang}.json").read_text(encoding="utf-8"))
    assert isinstance(loaded, dict)
    return loaded


def arguments(tree: Message) -> dict[str, object]:
    """Each argument of the message and its kind.

    The kind is ``"text"``, ``"plural"``, ``"list"`` or the tuple of a select's values.
    """
    found: dict[str, object] = {}
    for part in tree.parts:
        if isinstance(part, Argument):
            found.setdefault(part.name, "text")
        elif isinstance(part, ListArgument):
            found[part.name] = "list"
        elif isinstance(part, Plural):
            found[part.name] = "plural"
            for form in (*part.exact.values(), *part.forms.values()):
                found.update({k: v for k, v in arguments(form).items() if k not in found})
        elif isinstance(part, Select):
            found[part.name] = tuple(part.cases)
            for case in part.cases.values():
                found.update({k: v for k, v in arguments(case).items() if k not in found})
    return found


def samples(message: str) -> Iterator[dict[str, object]]:
    """Parameter sets: every argument at a default, then each argument through its samples."""
    kinds = arguments(parse(message))
    choices: dict[str, list[object]] = {}
    for name, kind in kinds.items():
        if kind == "plural":
            choices[name] = list(COUNTS)
        elif kind == "list":
            choices[name] = [list(items) for items in LISTS]
        elif isinstance(kind, tuple):
            choices[name] = [value for value in kind if value != "other"] + ["zz"]
        else:
            choices[name] = [f"<{name}>"]
    default = {name: values[0] for name, values in choices.items()}
    yield default
    for name, values in choices.items():
        for value in values[1:]:
            yield {**default, name: value}


def every_key() -> Iterator[tuple[str, str, str]]:
    """(language, key, message) for every key of every catalog."""
    for lang in LANGUAGES:
        for key, message in catalog(lang).items():
            yield lang, key, message
