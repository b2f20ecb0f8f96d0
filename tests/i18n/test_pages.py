"""Every page exists in the four languages and keeps the English page's structure.

The structure is read from the Markdown sources: the headings (by level), the
Markdown tables, and the markers (generated tables and card examples), in
order. The wording is each language's own; the skeleton is shared.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest
from pinochle.catalog import LANGUAGES

from tests.paths import PAGES, source

TRANSLATIONS = [lang for lang in LANGUAGES if lang != "en"]
FENCE = re.compile(r"^(```|~~~).*?^\1", re.MULTILINE | re.DOTALL)
HEADING = re.compile(r"^(#{1,6})\s+\S")
TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)+\|?\s*$")
MARKER = re.compile(r"^\s*\[\[(.*)\]\]\s*$")


def skeleton(name: str, lang: str) -> list[str]:
    """The page's structure in order: ``h2``, ``table``, ``[[cards KS QS]]``, …"""
    text = FENCE.sub("", source(name, lang).read_text(encoding="utf-8"))
    parts = []
    for line in text.splitlines():
        if heading := HEADING.match(line):
            parts.append(f"h{len(heading.group(1))}")
        elif TABLE_RULE.match(line):
            parts.append("table")
        elif marker := MARKER.match(line):
            parts.append("[[" + " ".join(marker.group(1).split()) + "]]")
    return parts


def counts(parts: list[str]) -> Counter[str]:
    """Headings per level, tables (Markdown and generated) and card examples."""
    kinds = Counter[str]()
    for part in parts:
        if part.startswith(("[[table ", "table")):
            kinds["tables"] += 1
        elif part.startswith(("[[cards ", "[[meld-example ")):
            kinds["card examples"] += 1
        else:
            kinds[part] += 1
    return kinds


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", PAGES)
def test_every_page_exists_in_every_language(name: str, lang: str) -> None:
    assert source(name, lang).is_file()


@pytest.mark.parametrize("lang", TRANSLATIONS)
@pytest.mark.parametrize("name", PAGES)
def test_a_translation_has_the_english_pages_headings_tables_and_examples(
    name: str, lang: str
) -> None:
    if not source(name, lang).is_file():
        pytest.fail(f"{source(name, lang).name} is missing")
    assert counts(skeleton(name, lang)) == counts(skeleton(name, "en"))


@pytest.mark.parametrize("lang", TRANSLATIONS)
@pytest.mark.parametrize("name", PAGES)
def test_a_translation_keeps_the_english_order_and_markers(name: str, lang: str) -> None:
    if not source(name, lang).is_file():
        pytest.fail(f"{source(name, lang).name} is missing")
    assert skeleton(name, lang) == skeleton(name, "en")


def test_the_skeleton_reader_sees_headings_tables_and_markers() -> None:
    assert skeleton("checks", "en")[:6] == [
        "h1",
        "h2",
        "h2",
        "[[table meld-checks]]",
        "[[cards KS QS KH QH KD QD KC QC]]",
        "h2",
    ]
