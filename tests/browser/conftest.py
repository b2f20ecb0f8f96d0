"""The built site served on 127.0.0.1, and Debian's Chromium driven by Playwright.

The site is the session's one build (``tests/conftest.py``), served by a
local HTTP server; one Chromium serves the whole session, each test in a
fresh context (empty cache). Every page a test opens records each request its
page and its workers make; a request to any other origin fails the test.
Without Chromium the tests are skipped on a developer's machine and fail
when ``CI`` is set (``.ci/run`` sets it), so CI never passes without them.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from local_site import CHROMIUM, launch, serve
from playwright.sync_api import Browser, Page, Request, sync_playwright


@pytest.fixture(scope="session")
def origin(site: Path) -> Iterator[str]:
    """The built site, served on 127.0.0.1."""
    with serve(site) as url:
        yield url


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    """The session's one Chromium process."""
    if not CHROMIUM.exists():
        if os.environ.get("CI"):
            pytest.fail(f"{CHROMIUM} is missing: .ci/run installs Debian's chromium")
        pytest.skip(f"{CHROMIUM} is missing: apt-get install chromium")
    with sync_playwright() as playwright:
        browser = launch(playwright)
        yield browser
        browser.close()


@pytest.fixture
def page(browser: Browser, origin: str) -> Iterator[Page]:
    """A fresh page (empty cache) whose every request must stay on the site's origin."""
    context = browser.new_context(viewport={"width": 1100, "height": 900})
    elsewhere: list[str] = []

    def check(request: Request) -> None:
        if not request.url.startswith((f"{origin}/", f"blob:{origin}/", "data:")):
            elsewhere.append(request.url)

    context.on("request", check)
    page = context.new_page()
    page.set_default_timeout(60_000)
    yield page
    context.close()
    assert elsewhere == [], f"requests to other origins: {elsewhere}"
