"""The theme's own words in the page's language, from the site's catalogs.

Material translates its interface, but a few of its strings are still
English in some languages (Dutch "Header", "Footer"), and the permanent
link of a heading is written by Python-Markdown's ``toc`` extension
("Permanent link"). The catalogs word them as ``theme.<key>``:
``overrides/partials/language.html`` asks ``theme_text`` before Material's
own translation, and each page's permanent links take the title of the
page's language.
"""

from __future__ import annotations

from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from pinochle.catalog import Catalog


def theme_text(lang: str, key: str) -> str:
    """The catalog's word for Material's ``key`` (``header``), or "" to leave it to Material."""
    return Catalog.load(lang).texts.get(f"theme.{key}", "")


def use_page_language(config: MkDocsConfig, catalog: Catalog) -> None:
    """Title the page's permanent links in its language (the toc extension renders them)."""
    toc: dict[str, Any] = config.mdx_configs.setdefault("toc", {})
    toc["permalink_title"] = catalog.text("theme.permalink")
