"""Reading the built pages: their tables, cards, links and text, with the standard library."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser


@dataclass
class Table:
    """One HTML table: ``data-table`` name, caption, and the text of each row's cells."""

    name: str | None
    caption: str = ""
    head: list[list[str]] = field(default_factory=list)
    body: list[list[str]] = field(default_factory=list)
    foot: list[list[str]] = field(default_factory=list)

    @property
    def columns(self) -> list[str]:
        return self.head[0]

    def row(self, label: str) -> list[str]:
        """The body row whose first cell is ``label``, without that cell."""
        matches = [row[1:] for row in self.body if row[0] == label]
        assert len(matches) == 1, f"{len(matches)} rows labelled {label!r} in {self.name}"
        return matches[0]

    def column(self, index: int) -> list[str]:
        return [row[index] for row in self.body]


@dataclass
class Card:
    label: str
    text: str
    classes: list[str]


class _PageParser(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tables: list[Table] = []
        self.cards: list[Card] = []
        self.html_lang = ""
        self._section = "body"
        self._row: list[str] | None = None
        self._cell: list[str] | None = None
        self._caption: list[str] | None = None
        self._card: Card | None = None
        self._card_depth = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        if tag == "html":
            self.html_lang = attributes.get("lang") or ""
        elif tag == "table":
            self.tables.append(Table(attributes.get("data-table")))
            self._section = "body"
        elif tag in ("thead", "tbody", "tfoot"):
            self._section = tag.removeprefix("t")
        elif tag == "caption":
            self._caption = []
        elif tag == "tr":
            self._row = []
        elif tag in ("td", "th"):
            self._cell = []
        elif tag == "span" and "card" in (attributes.get("class") or "").split():
            classes = (attributes.get("class") or "").split()
            self._card = Card(attributes.get("aria-label") or "", "", classes)
            self._card_depth = 1
        elif tag == "span" and self._card is not None:
            self._card_depth += 1

    def handle_endtag(self, tag: str) -> None:
        if tag == "caption" and self._caption is not None:
            self.tables[-1].caption = " ".join("".join(self._caption).split())
            self._caption = None
        elif tag in ("td", "th") and self._cell is not None and self._row is not None:
            self._row.append(" ".join("".join(self._cell).split()))
            self._cell = None
        elif tag == "tr" and self._row is not None:
            getattr(self.tables[-1], self._section).append(self._row)
            self._row = None
        elif tag == "span" and self._card is not None:
            self._card_depth -= 1
            if self._card_depth == 0:
                self.cards.append(self._card)
                self._card = None

    def handle_data(self, data: str) -> None:
        for sink in (self._cell, self._caption):
            if sink is not None:
                sink.append(data)
        if self._card is not None:
            self._card.text += data.strip()


@dataclass
class Page:
    html: str
    lang: str
    tables: list[Table]
    cards: list[Card]

    def generated(self, name: str) -> list[Table]:
        return [table for table in self.tables if table.name == name]

    def table(self, name: str) -> Table:
        tables = self.generated(name)
        assert len(tables) == 1, f"{len(tables)} tables {name!r} on the page"
        return tables[0]


def read_page(html: str) -> Page:
    parser = _PageParser()
    parser.feed(html)
    parser.close()
    return Page(html, parser.html_lang, parser.tables, parser.cards)


ARTICLE = re.compile(r"<article\b.*?</article>", re.DOTALL)


def article(html: str) -> str:
    """The page's own content, without Material's header, navigation and scripts."""
    match = ARTICLE.search(html)
    assert match, "no <article> in the page"
    return match.group(0)
