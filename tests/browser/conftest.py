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
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from local_site import CHROMIUM, launch, serve
from playwright.sync_api import Browser, BrowserContext, Page, Request, sync_playwright


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


def requests_elsewhere(context: BrowserContext, origin: str) -> list[str]:
    """The list, growing, of the addresses off ``origin`` that the context's pages ask for."""
    elsewhere: list[str] = []

    def check(request: Request) -> None:
        if not request.url.startswith((f"{origin}/", f"blob:{origin}/", "data:")):
            elsewhere.append(request.url)

    context.on("request", check)
    return elsewhere


@contextmanager
def site_page(browser: Browser, origin: str, **context: Any) -> Iterator[Page]:
    """A fresh page (empty cache, no service worker, ``context`` as Playwright's context
    options) whose every request must stay on the site's origin."""
    # No service worker (test_offline.py has its own contexts): the site as a browser
    # without one sees it, and no precaching competes with the test.
    opened = browser.new_context(**{"service_workers": "block", **context})
    elsewhere = requests_elsewhere(opened, origin)
    page = opened.new_page()
    page.set_default_timeout(60_000)
    yield page
    opened.close()
    assert elsewhere == [], f"requests to other origins: {elsewhere}"


@pytest.fixture
def page(browser: Browser, origin: str) -> Iterator[Page]:
    """A fresh page at 1100×900 whose every request must stay on the site's origin."""
    with site_page(browser, origin, viewport={"width": 1100, "height": 900}) as page:
        yield page


# A phone: 390×844 CSS pixels at twice the density, touch, a phone's browser.
PHONE: dict[str, Any] = {
    "viewport": {"width": 390, "height": 844},
    "device_scale_factor": 2,
    "is_mobile": True,
    "has_touch": True,
}
DESKTOP: dict[str, Any] = {"viewport": {"width": 1280, "height": 800}}


@pytest.fixture
def phone(browser: Browser, origin: str) -> Iterator[Page]:
    """A fresh page on a phone (390×844, touch), watched like ``page``."""
    with site_page(browser, origin, **PHONE) as page:
        yield page


@pytest.fixture
def desktop(browser: Browser, origin: str) -> Iterator[Page]:
    """A fresh page on a desktop screen (1280×800), watched like ``page``."""
    with site_page(browser, origin, **DESKTOP) as page:
        yield page
