"""What a marker's renderer is given: the page's language, its address and the browser runtime."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from pinochle.catalog import Catalog


class MarkerError(Exception):
    """A marker that cannot be rendered; the message says why (the page and line are added)."""


@dataclass(frozen=True)
class Context:
    """The page a marker is rendered into.

    ``catalog`` is the page file's language; ``page_url`` its address in the
    built site (widgets link their scripts relative to it); ``runtime`` the
    file names the widgets' worker loads Python from (``Runtime.config``).
    """

    catalog: Catalog
    page_url: str
    runtime: Mapping[str, object]

    @property
    def lang(self) -> str:
        return self.catalog.lang


# A marker's renderer: its arguments (the text after the marker's name) and
# the page, to the HTML that replaces the marker's line; ``MarkerError`` if bad.
Renderer = Callable[[str, Context], str]
