"""Offline first and installable: the build's part (the browser's is ``assets/offline/``).

The MkDocs hook calls ``quiet_instant_warning()`` once, ``page_head(html, lang,
page_url)`` for every page, and ``finish(site_dir, folders, order)`` once all
languages are built (the folders from ``language_folders``, the order of the
pages from ``nav_pages``). ``finish`` writes each language's
manifest and offline page (``webapp``), then the service worker with its
precache list made from every file in the built site (``precache``), then the
precompressed copies (``compress``).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.utils import get_relative_url

from offline.compress import compress_site
from offline.precache import write_service_worker
from offline.webapp import head_tags, write_webapp

INSTANT_WARNING = "language switcher contextual link is not compatible"


class _InstantWarning(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        return INSTANT_WARNING not in record.getMessage()


def quiet_instant_warning() -> None:
    """Drop mkdocs-static-i18n's warning about instant navigation (``--strict`` fails on it).

    It warns that the language switcher keeps the first page's links after an
    instant page change; ``assets/offline/navigation.js`` keeps them right.
    """
    logging.getLogger("mkdocs.plugins.mkdocs_static_i18n.reconfigure").addFilter(_InstantWarning())


def language_folders(config: MkDocsConfig) -> dict[str, str]:
    """Each built language → its folder in the site (``""`` for the default, ``"nl/"``)."""
    languages = config.plugins["i18n"].config.languages
    return {
        language.locale: "" if language.default else f"{language.locale}/"
        for language in languages
        if language.build
    }


def page_head(html: str, lang: str, page_url: str) -> str:
    """The page with the manifest, the icon and the offline script in its head."""
    root = get_relative_url(".", page_url) + "/"
    return html.replace("</head>", head_tags(lang, root) + "</head>", 1)


def nav_pages(config: MkDocsConfig) -> list[str]:
    """The built file names of the pages in the site's navigation, in its order."""
    return [str(entry).removesuffix(".md") + ".html" for entry in config.nav or ()]


def finish(site_dir: str, folders: Mapping[str, str], order: Sequence[str]) -> int:
    """Write the manifests, offline pages (pages in the navigation's ``order``), service
    worker and compressed copies; return how many files the service worker precaches."""
    site = Path(site_dir)
    write_webapp(site, folders, order)
    entries = write_service_worker(site, folders)
    compress_site(site)
    return len(entries)
