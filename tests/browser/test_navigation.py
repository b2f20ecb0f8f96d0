"""Instant navigation (``assets/offline/navigation.js``): the page changes, the tab stays.

Material keeps the document, so the engine's worker lives on; the language
switcher, which Material does not redraw, still leads to the current page's
translation and keeps the address's fragment.
"""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect


def test_a_page_change_keeps_the_document_and_the_switcher_follows(page: Page, origin: str) -> None:
    page.set_viewport_size({"width": 1280, "height": 900})  # the navigation beside the page
    page.goto(f"{origin}/meld.html")
    page.evaluate("window.sameDocument = true")
    page.locator('.md-nav--primary a[href$="checks.html"]').first.click()
    expect(page).to_have_url(f"{origin}/checks.html")
    expect(page).to_have_title(re.compile(r"^Checks - "))
    assert page.evaluate("window.sameDocument") is True  # no new document: instant

    page.evaluate("history.replaceState(null, '', '#checks-for-the-game')")
    page.locator('.md-select a[hreflang="de"]').dispatch_event("click")
    expect(page).to_have_url(f"{origin}/de/checks.html#checks-for-the-game")
    assert page.evaluate("window.sameDocument") is None  # another language: a full load
    expect(page.locator("html")).to_have_attribute("lang", "de")
