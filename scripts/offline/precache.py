"""The service worker and its precache list: every file of the built site, each with a revision.

A revision is a digest of the file's bytes, so a new build makes the reader
fetch only the files that changed (Pyodide, the largest, rarely does). Each
entry names its language when it is a page of one language (``nl/meld.html``
is Dutch, ``meld.html`` of the default language); everything else (the theme,
the search index, Pyodide, the engine, the offline pages, the manifests and
icons) serves every language. A page asks the service worker for its language
once it is ready, so a reader caches one language's pages, not four.

Left out: source maps (read only by developer tools), the compressed copies
(the host's business, not the browser's), the sitemap and the 404 page.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from pathlib import Path

TEMPLATE = Path(__file__).with_name("service_worker.js")
WORKER_NAME = "sw.js"
PRECACHE_LINE = "const PRECACHE = {}; // replaced by the build: {build, languages, files}"
LEFT_OUT_SUFFIXES = (".map", ".gz", ".br")
LEFT_OUT_NAMES = {"sitemap.xml", "404.html", WORKER_NAME}
OFFLINE_PAGE = "offline.html"

Entry = tuple[str, str, str | None]


def revision(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def language_of(relative: str, prefixes: Mapping[str, str]) -> str | None:
    """The language whose page ``relative`` is, or None for a file of every language."""
    name = relative.rsplit("/", 1)[-1]
    if not relative.endswith(".html") or name == OFFLINE_PAGE:
        return None
    for lang, prefix in prefixes.items():
        if prefix and relative.startswith(prefix):
            return lang
    return next(lang for lang, prefix in prefixes.items() if not prefix)


def precache_entries(site: Path, prefixes: Mapping[str, str]) -> list[Entry]:
    """``(path relative to the site, revision, language or None)`` for every file to precache."""
    entries = []
    for path in sorted(site.rglob("*")):
        relative = path.relative_to(site).as_posix()
        if not path.is_file() or path.name in LEFT_OUT_NAMES:
            continue
        if path.name.endswith(LEFT_OUT_SUFFIXES):
            continue
        entries.append((relative, revision(path), language_of(relative, prefixes)))
    return entries


def write_service_worker(site: Path, prefixes: Mapping[str, str]) -> list[Entry]:
    """Write ``site/sw.js`` with the build's precache list; return the list."""
    entries = precache_entries(site, prefixes)
    build = hashlib.sha256(json.dumps(entries).encode()).hexdigest()[:16]
    precache = {"build": build, "languages": dict(prefixes), "files": entries}
    template = TEMPLATE.read_text()
    if PRECACHE_LINE not in template:
        raise ValueError(f"{TEMPLATE} lost its PRECACHE line")
    text = template.replace(PRECACHE_LINE, f"const PRECACHE = {json.dumps(precache)};")
    (site / WORKER_NAME).write_text(text)
    return entries


def precached(site: Path) -> list[Entry]:
    """The precache list of the service worker written into ``site``."""
    text = (site / WORKER_NAME).read_text()
    start = text.index("const PRECACHE = ") + len("const PRECACHE = ")
    precache = json.JSONDecoder().raw_decode(text, start)[0]
    return [(path, revision, lang) for path, revision, lang in precache["files"]]
