"""The site builds strictly, in four languages, and asks no other host for anything."""

from __future__ import annotations

import gzip
import re
import zipfile
from pathlib import Path

import brotli
import pytest
from pinochle.catalog import LANGUAGES

from tests.paths import DEFAULT_LANGUAGE, PAGES, ROOT, built, config
from tests.site.html import article, read_page

LOCAL_HOSTS = ("127.0.0.1", "localhost")


def test_the_strict_build_passes_and_stages_the_browser_runtime(site: Path) -> None:
    runtime = site / "assets" / "pyodide"
    assert {"pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm"} <= {
        path.name for path in runtime.iterdir()
    }
    (engine,) = runtime.glob("pinochle_engine-*.zip")
    # The engine as the browser imports it: bytecode where the sources were, the catalogs.
    with zipfile.ZipFile(engine) as archive:
        names = set(archive.namelist())
    assert {"pinochle/__init__.pyc", "pinochle/web/meld_calculator.pyc"} <= names
    assert {f"pinochle/locales/{lang}.json" for lang in LANGUAGES} <= names
    assert not any(name.endswith(".py") for name in names)
    assert not list(runtime.glob("*.whl"))


def test_the_nav_lists_the_pages_in_reading_order() -> None:
    assert PAGES == [
        "index",
        "rule-changes",
        "playing",
        "walkthroughs",
        "practice",
        "play",
        "meld",
        "checks",
        "calculator",
        "checks-calculator",
        "scorepad",
        "double-deck",
        "history",
        "glossary",
        "how-we-count",
    ]


def test_the_configuration_keeps_the_site_self_contained() -> None:
    settings = config()
    theme = settings["theme"]
    assert isinstance(theme, dict)
    assert theme["font"] is False
    # Instant navigation keeps the tab's Python from page to page; the site takes its links
    # itself (assets/offline/navigation.js), so it needs no site_url, hence no host.
    assert "navigation.instant" in theme.get("features", [])
    assert "site_url" not in settings
    assert settings["use_directory_urls"] is False
    assert [scheme["scheme"] for scheme in theme["palette"]] == ["default", "slate"]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", PAGES)
def test_every_page_is_built_in_every_language(site: Path, name: str, lang: str) -> None:
    page = read_page(built(site, name, lang).read_text(encoding="utf-8"))
    assert page.lang == lang


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_language_switcher_stays_on_the_same_page(site: Path, lang: str) -> None:
    html = built(site, "meld", lang).read_text(encoding="utf-8")
    links = {
        hreflang: href for href, hreflang in re.findall(r'<a href="([^"]*)" hreflang="(\w+)"', html)
    }
    up = "" if lang == DEFAULT_LANGUAGE else "../"
    assert links == {
        "en": "meld.html" if lang == "en" else f"{up}meld.html",
        "nl": "meld.html" if lang == "nl" else f"{up}nl/meld.html",
        "de": "meld.html" if lang == "de" else f"{up}de/meld.html",
        "fi": "meld.html" if lang == "fi" else f"{up}fi/meld.html",
    }


def test_no_marker_is_left_unreplaced(site: Path) -> None:
    leftovers = [
        f"{path.relative_to(site)}: {marker}"
        for path in sorted(site.rglob("*.html"))
        if "<article" in (html := path.read_text(encoding="utf-8"))
        for marker in re.findall(r"\[\[[^\]]*\]\]", article(html))
    ]
    assert leftovers == []


# Anything that makes a browser fetch: src/href attributes, CSS url() and @import.
FETCHES = re.compile(
    r"""(?:\b(?:src|href|srcset|action|poster)\s*=\s*["']?|url\(\s*["']?|@import\s+["']?)"""
    r"""((?:https?:)?//[^\s"'()<>]+)""",
    re.IGNORECASE,
)


def remote(url: str) -> bool:
    host = re.sub(r"^(?:https?:)?//", "", url).split("/")[0].split(":")[0]
    return host not in LOCAL_HOSTS


def test_no_page_stylesheet_or_script_refers_to_another_host(site: Path) -> None:
    files = [path for path in site.rglob("*") if path.suffix in (".html", ".css", ".js")]
    assert any(path.suffix == ".js" for path in files)
    remote_references = [
        f"{path.relative_to(site)}: {url}"
        for path in files
        for url in FETCHES.findall(path.read_text(encoding="utf-8", errors="replace"))
        if remote(url)
    ]
    assert remote_references == []


def test_the_reference_check_would_see_a_font_request() -> None:
    html = '<link href="https://fonts.googleapis.com/css?family=Roboto" rel="stylesheet">'
    css = "@import 'https://fonts.example/x.css'; a { background: url(//cdn.example/a.png) }"
    found = FETCHES.findall(html) + FETCHES.findall(css)
    assert [url for url in found if remote(url)] == [
        "https://fonts.googleapis.com/css?family=Roboto",
        "https://fonts.example/x.css",
        "//cdn.example/a.png",
    ]
    assert not remote("http://127.0.0.1:8000/meld.html")


def test_the_standard_library_is_split_in_two_and_nothing_is_lost(site: Path) -> None:
    runtime = site / "assets" / "pyodide"
    (start,) = runtime.glob("python_stdlib-*.zip")
    (rest,) = runtime.glob("python_stdlib_rest-*.zip")
    with zipfile.ZipFile(start) as start_zip, zipfile.ZipFile(rest) as rest_zip:
        started = {info.filename: info for info in start_zip.infolist()}
        others = set(rest_zip.namelist())
    # At start: bytecode only, stored (the host's brotli packs the whole file), with the
    # modules Pyodide starts with and those the engine imports, and the rest's finder.
    assert all(name.endswith(".pyc") for name in started)
    assert {info.compress_type for info in started.values()} == {zipfile.ZIP_STORED}
    assert {
        "encodings/__init__.pyc",
        "_pyodide/_base.pyc",
        "json/__init__.pyc",
        "dataclasses.pyc",
        "random.pyc",
        "_stdlib_rest.pyc",
    } <= set(started)
    # The rest: what no widget imports, in source; e.g. difflib and the email package.
    assert {"difflib.py", "email/__init__.py"} <= others
    assert "json/__init__.py" not in others
    # Together, every member of Pyodide's own standard library.
    with zipfile.ZipFile(ROOT / "node_modules" / "pyodide" / "python_stdlib.zip") as stock:
        everything = set(stock.namelist())
    assert {name.removesuffix("c") for name in started} - {"_stdlib_rest.py"} | others == everything


def test_the_precompressed_copies_hold_the_files_bytes(site: Path) -> None:
    runtime = site / "assets" / "pyodide"
    (start,) = runtime.glob("python_stdlib-*.zip")
    for path in (runtime / "pyodide.asm.wasm", start, site / "calculator.html"):
        data = path.read_bytes()
        assert brotli.decompress(Path(f"{path}.br").read_bytes()) == data
        assert gzip.decompress(Path(f"{path}.gz").read_bytes()) == data
        assert Path(f"{path}.br").stat().st_size < Path(f"{path}.gz").stat().st_size < len(data)
    # Compressed already: no copies.
    for path in runtime.glob("python_stdlib_rest-*.zip"):
        assert not Path(f"{path}.br").exists() and not Path(f"{path}.gz").exists()
