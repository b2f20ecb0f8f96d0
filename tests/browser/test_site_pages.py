"""The site around the widgets, in every language: the home page's learning path,
the not-found pages, search, the language menu, and no failed request anywhere.
"""

from __future__ import annotations

import re
from urllib.parse import urlparse

import pytest
from pinochle.catalog import LANGUAGES, Catalog
from playwright.sync_api import Page, Response, expect

from tests.paths import PAGES

# The tools every home page links, by page.
TOOLS = ("playing", "walkthroughs", "scorepad", "calculator", "checks-calculator")
# A word each language's pages use for the roundhouse (GLOSSARY.md).
ROUNDHOUSE = {"en": "roundhouse", "nl": "rondreis", "de": "Rundreise", "fi": "kierros"}
WIDGET_PAGES = {"calculator", "checks-calculator", "scorepad", "walkthroughs"}


def folder(lang: str) -> str:
    return "" if lang == "en" else f"{lang}/"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_home_page_leads_to_every_tool_from_the_first_screen(
    phone: Page, origin: str, lang: str
) -> None:
    phone.goto(f"{origin}/{folder(lang)}index.html")
    path = phone.locator("nav.learning-path")
    for name in TOOLS:
        # Instant navigation may give the links absolute addresses.
        link = path.locator(f'a[href="{name}.html"], a[href$="/{name}.html"]')
        expect(link).to_be_visible()
        box = link.bounding_box()
        assert box and box["y"] + box["height"] <= 844, name  # on the first screen
        assert box["height"] >= 44, name
    for name in TOOLS:
        response = phone.request.get(f"{origin}/{folder(lang)}{name}.html")
        assert response.status == 200, name


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_missing_page_is_told_in_the_readers_language(
    phone: Page, origin: str, lang: str
) -> None:
    catalog = Catalog.load(lang)
    response = phone.goto(f"{origin}/{folder(lang)}no-such-page.html", wait_until="commit")
    assert response is not None and response.status == 404
    if lang != "en":  # the root page sends the reader to the language's own
        phone.wait_for_url(f"{origin}/{lang}/404.html")
    expect(phone.locator("html")).to_have_attribute("lang", lang)
    expect(phone.locator("article h1")).to_have_text(catalog.text("site.not_found.title"))
    home = phone.get_by_role("link", name=catalog.text("site.not_found.home"))
    home.click()
    expect(phone).to_have_url(f"{origin}/{folder(lang)}index.html")


def test_a_missing_page_deep_in_a_folder_links_back(phone: Page, origin: str) -> None:
    phone.goto(f"{origin}/de/a/b/c.html", wait_until="commit")
    phone.wait_for_url(f"{origin}/de/404.html")
    menu = phone.locator('a.md-select__link[hreflang="fi"]')
    # Instant navigation may give the links absolute addresses.
    assert urlparse(menu.get_attribute("href") or "").path == "/fi/index.html"
    stylesheets = phone.evaluate("[...document.styleSheets].filter(s => s.cssRules.length).length")
    assert stylesheets >= 3


@pytest.mark.parametrize("lang", LANGUAGES)
def test_search_finds_the_readers_language(phone: Page, origin: str, lang: str) -> None:
    phone.goto(f"{origin}/{folder(lang)}index.html")
    phone.locator("label.md-search__icon, label[for=__search]").first.click()
    # The theme searches on key presses, not on a filled-in value.
    phone.locator("input.md-search__input").press_sequentially(ROUNDHOUSE[lang], delay=30)
    results = phone.locator("a.md-search-result__link")
    expect(results.first).to_be_visible(timeout=30_000)
    hrefs = results.evaluate_all("links => links.map(a => new URL(a.href).pathname)")
    others = [f"/{other}/" for other in LANGUAGES if other not in ("en", lang)]
    assert hrefs and not [href for href in hrefs if href.startswith(tuple(others))]
    if lang != "en":
        assert all(href.startswith(f"/{lang}/") for href in hrefs), hrefs


def test_the_glossary_snippet_keeps_its_words_apart(phone: Page, origin: str) -> None:
    index = phone.request.get(f"{origin}/search/search_index.json").json()
    glossary = " ".join(
        doc["text"] for doc in index["docs"] if doc["location"].startswith("glossary")
    )
    assert "Check Pinochle Check Pinochle Check-Binokel" in re.sub(r"\s+", " ", glossary)


def test_the_language_menu_keeps_the_calculators_hand(phone: Page, origin: str) -> None:
    phone.goto(f"{origin}/calculator.html#hand=KS+QS&trump=S&rules=check")
    phone.locator('a.md-select__link[hreflang="de"]').dispatch_event("click")
    phone.wait_for_url(f"{origin}/de/calculator.html#hand=KS+QS&trump=S&rules=check")
    root = phone.get_by_test_id("meld-calculator")
    expect(root.get_by_test_id("hand-input")).to_have_value("KS QS")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_page_asks_for_a_file_that_is_not_there(page: Page, origin: str, lang: str) -> None:
    failed: list[str] = []

    def note(response: Response) -> None:
        if response.status >= 400:
            failed.append(f"{response.status} {response.url}")

    page.on("response", note)
    for name in PAGES:
        page.goto(f"{origin}/{folder(lang)}{name}.html")
        if name in WIDGET_PAGES:
            widget = page.locator(".calc[data-state]").first
            expect(widget).not_to_have_attribute("data-state", "loading", timeout=90_000)
        page.wait_for_load_state("networkidle")
    assert failed == []
