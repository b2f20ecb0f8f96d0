"""What makes the site an installable app that tells the reader when it is offline.

Per language: a web app manifest (``manifest.webmanifest`` in the language's
folder: its name, start page, theme colour and the icons made from the logo by
``make_icons.py``) and a short offline page (``offline.html``) in the
language's own words, linking to the pages that work without a network. And,
in every page's head, the links to them and the words of
``assets/offline/offline.js`` (registering the service worker, the update
notice, the storage message).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from html import escape
from pathlib import Path

from pinochle.catalog import Catalog

MANIFEST = "manifest.webmanifest"
OFFLINE_PAGE = "offline.html"
ICON_SIZES = (192, 512)
ICONS = "assets/icons"
THEME_COLOUR = "#4cae4f"  # Material's "green" primary, the site's header
BACKGROUND = "#ffffff"
SCRIPTS = ("assets/offline/offline.js", "assets/offline/navigation.js")
STRING_PREFIX = "offline."
# The offline page stands alone (no theme): readable, 44 px tap targets, dark when asked.
OFFLINE_STYLE = (
    "body{font:1.1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:0 auto;padding:1rem}"
    f"h1{{color:{THEME_COLOUR}}}li{{margin:.4rem 0}}"
    "a{display:inline-block;min-height:44px;line-height:44px}"
    "@media (prefers-color-scheme:dark){body{background:#1e2129;color:#e2e4e9}a{color:#71c174}}"
)
HEADING = re.compile(r"<h1[^>]*>(.*?)</h1>", re.DOTALL)


def up(prefix: str) -> str:
    """The way from a language's folder (``nl/``) back to the site's root (``../``)."""
    return "../" * prefix.count("/")


def manifest(lang: str, prefix: str) -> dict[str, object]:
    catalog = Catalog.load(lang)
    root = up(prefix)
    return {
        "name": catalog.text("offline.app.name"),
        "short_name": catalog.text("offline.app.short_name"),
        "lang": lang,
        "start_url": "index.html",
        "scope": root or "./",
        "display": "standalone",
        "theme_color": THEME_COLOUR,
        "background_color": BACKGROUND,
        "icons": [
            {
                "src": f"{root}{ICONS}/icon-{size}.png",
                "sizes": f"{size}x{size}",
                "type": "image/png",
                "purpose": "any maskable",
            }
            for size in ICON_SIZES
        ],
    }


def page_titles(
    site: Path, prefix: str, prefixes: Mapping[str, str], order: Sequence[str]
) -> list[tuple[str, str]]:
    """``(file name, title)`` of every page of the language in ``site/prefix``, in the
    order of the site's navigation (``order``, file names), each titled by its own heading:
    the ``<title>`` adds the site's name to every page."""
    others = tuple(other for other in prefixes.values() if other and other != prefix)
    pages = []
    for path in (site / prefix).glob("*.html"):
        relative = path.relative_to(site).as_posix()
        if path.name in (OFFLINE_PAGE, "404.html") or relative.startswith(others):
            continue
        found = HEADING.search(path.read_text(encoding="utf-8"))
        title = re.sub(r"<[^>]+>", "", found[1]).strip() if found else path.stem
        pages.append((path.name, title))
    rank = {name: index for index, name in enumerate(order)}
    return sorted(pages, key=lambda page: (rank.get(page[0], len(rank)), page[0]))


def offline_page(lang: str, pages: list[tuple[str, str]], prefix: str) -> str:
    catalog = Catalog.load(lang)
    links = "\n".join(f'<li><a href="{escape(name)}">{title}</a></li>' for name, title in pages)
    return f"""<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="{THEME_COLOUR}">
<title>{escape(catalog.text("offline.page.title"))}</title>
<link rel="icon" href="{up(prefix)}assets/favicon.svg">
<style>{OFFLINE_STYLE}</style>
</head><body>
<h1>{escape(catalog.text("offline.page.title"))}</h1>
<p>{escape(catalog.text("offline.page.lead"))}</p>
<p>{escape(catalog.text("offline.page.available"))}</p>
<ul>
{links}
</ul>
<p>{escape(catalog.text("offline.page.retry"))}</p>
</body></html>
"""


def write_webapp(site: Path, prefixes: Mapping[str, str], order: Sequence[str]) -> None:
    """Each language's manifest and offline page (its pages in the navigation's ``order``),
    into the built ``site``."""
    for lang, prefix in prefixes.items():
        folder = site / prefix
        text = json.dumps(manifest(lang, prefix), ensure_ascii=False, indent=2)
        (folder / MANIFEST).write_text(text + "\n", encoding="utf-8")
        pages = page_titles(site, prefix, prefixes, order)
        (folder / OFFLINE_PAGE).write_text(offline_page(lang, pages, prefix), encoding="utf-8")


def head_tags(lang: str, root: str) -> str:
    """The tags every page's head gets; ``root`` leads from the page to the site's root."""
    catalog = Catalog.load(lang)
    strings = {key: text for key, text in catalog.texts.items() if key.startswith(STRING_PREFIX)}
    words = escape(json.dumps(strings, ensure_ascii=False))
    return (
        f'<link rel="manifest" href="{MANIFEST}">'
        f'<meta name="theme-color" content="{THEME_COLOUR}">'
        f'<link rel="apple-touch-icon" href="{root}{ICONS}/icon-192.png">'
        f'<script type="module" src="{root}{SCRIPTS[0]}" data-strings="{words}"></script>'
        f'<script type="module" src="{root}{SCRIPTS[1]}"></script>'
    )
