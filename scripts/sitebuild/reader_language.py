"""The built site in the reader's language: not-found pages, search, language links.

mkdocs-static-i18n builds the languages one after the other into one folder,
so the theme's ``404.html`` of each language overwrites the one before, and
the search index holds every language. This module, called from the build
hook, makes:

- a not-found page per language, ``<lang>/404.html``, in its words; the root
  ``404.html`` (the only one a static host serves) is the English one, and
  sends a reader whose address starts with a language's folder to that
  language's page; each page's language menu leads to each language's home;
- one search index per language, ``<lang>/search/search_index.json``, which
  that language's pages load (their ``__config`` base is their own folder),
  so a German query finds German pages only;
- pages without ``<link rel="alternate" hreflang>``, and the root
  ``sitemap.xml`` copied into each language's folder: the theme (its instant
  navigation) fetches a ``sitemap.xml`` beside a language's pages;
- table cells that end in a space, so that a table's search snippet keeps
  its words apart.
"""

from __future__ import annotations

import json
import re
from html import escape
from pathlib import Path

from pinochle.catalog import LANGUAGES, Catalog

DEFAULT = LANGUAGES[0]
OTHERS = LANGUAGES[1:]
NOT_FOUND = "404.html"
HEAD_ALTERNATE = re.compile(r'[ \t]*<link rel="alternate" href="[^"]*" hreflang="[^"]*">\n?')
PAGE_LANG = re.compile(r'<html lang="([a-z]+)"')
MENU_LINK = re.compile(r'<a href="[^"]*" hreflang="([a-z]+)" class="md-select__link">')
# From any address inside a language's folder, that language's not-found page.
PICK_LANGUAGE = (
    "<script>(()=>{const m=location.pathname.match(/^\\/(LANGS)\\//);"
    "if(m&&!location.pathname.endsWith('/404.html'))location.replace('/'+m[1]+'/404.html')})()"
    "</script>"
)

_root_page: str | None = None
_site: Path | None = None


def folder(lang: str) -> str:
    """A language's folder in the site, with its slash: ``""`` for English, ``"nl/"``."""
    return "" if lang == DEFAULT else f"{lang}/"


def page_html(html: str, lang: str) -> str:
    """A built page: no head links to alternates, its search index its language's own."""
    html = HEAD_ALTERNATE.sub("", html)
    if lang != DEFAULT:
        html = html.replace('"base": ".."', '"base": "."', 1)
    return html


def page_content(html: str) -> str:
    """A page's body: every table cell ends in a space (search reads the cells as one text)."""
    return html.replace("</td>", " </td>").replace("</th>", " </th>")


def not_found_built(site: Path, html: str) -> str:
    """One language's theme ``404.html``, just rendered: it goes to its folder, in its words;
    what the root ``404.html`` holds is returned (the English one, once it is built)."""
    global _root_page, _site
    _site = site
    match = PAGE_LANG.search(html)
    if match is None or match[1] not in LANGUAGES:
        return html
    lang = match[1]
    page = not_found_page(html, lang)
    if lang == DEFAULT:
        langs = "|".join(OTHERS)
        _root_page = page.replace("<head>", f"<head>{PICK_LANGUAGE.replace('LANGS', langs)}", 1)
    else:
        (site / lang).mkdir(parents=True, exist_ok=True)
        (site / lang / NOT_FOUND).write_text(page, encoding="utf-8")
    return _root_page if _root_page is not None else html


def not_found_page(html: str, lang: str) -> str:
    """The theme's not-found page with the catalog's words, a link home, and a language
    menu that leads to each language's home page (the theme's links lead nowhere)."""
    catalog = Catalog.load(lang)
    words = (
        f"<h1>{escape(catalog.text('site.not_found.title'))}</h1>\n"
        f"<p>{escape(catalog.text('site.not_found.text'))}</p>\n"
        f'<p><a href="/{folder(lang)}index.html">'
        f"{escape(catalog.text('site.not_found.home'))}</a></p>"
    )
    html = html.replace("<h1>404 - Not found</h1>", words, 1)
    html = MENU_LINK.sub(
        lambda link: (
            f'<a href="/{folder(link[1])}index.html" hreflang="{link[1]}" class="md-select__link">'
        ),
        html,
    )
    html = page_html(html, lang)
    return html.replace('"base": "/"', f'"base": "/{folder(lang)}"', 1)


def after_all_builds() -> None:
    """The one search index of every language becomes one per language, each in its folder;
    each language's folder gets the site's sitemap."""
    if _site is None:
        return
    sitemap = _site / "sitemap.xml"
    if sitemap.is_file():
        for lang in OTHERS:
            (_site / lang / "sitemap.xml").write_bytes(sitemap.read_bytes())
    index = _site / "search" / "search_index.json"
    if not index.is_file():
        return
    site = _site
    data = json.loads(index.read_text(encoding="utf-8"))
    for lang in LANGUAGES:
        prefix = folder(lang)
        docs = [
            {**doc, "location": doc["location"].removeprefix(prefix)}
            for doc in data["docs"]
            if (doc["location"].startswith(prefix) if prefix else not _in_other(doc["location"]))
        ]
        target = site / prefix / "search" / "search_index.json"
        target.parent.mkdir(parents=True, exist_ok=True)
        own = {**data, "config": {**data["config"], "lang": [lang]}, "docs": docs}
        target.write_text(json.dumps(own, ensure_ascii=False), encoding="utf-8")


def _in_other(location: str) -> bool:
    return location.startswith(tuple(f"{lang}/" for lang in OTHERS))
