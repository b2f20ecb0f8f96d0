"""The glossary page's table: each idea's word in the reader's language, the other three beside it.

The ideas and their order come from ``scripts/glossary.json`` (the team's
GLOSSARY.md); the words from each catalog's ``term.<idea>``.
"""

from __future__ import annotations

from pinochle.catalog import LANGUAGES, Catalog

from sitebuild.data import read_data
from sitebuild.html_table import Cell, table_html


def glossary_table(catalog: Catalog) -> str:
    """One row per idea: the reader's word first, the other three languages beside it."""
    langs = [catalog.lang, *(lang for lang in LANGUAGES if lang != catalog.lang)]
    catalogs = [Catalog.load(lang) for lang in langs]
    head = [Cell(other.text("site.language_name"), lang=other.lang) for other in catalogs]
    rows = [
        [Cell(other.text(f"term.{idea}"), lang=other.lang) for other in catalogs]
        for idea in read_data("glossary")["ideas"]
    ]
    return table_html("glossary", head, rows)
