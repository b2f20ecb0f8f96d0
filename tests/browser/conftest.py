"""The built site served on 127.0.0.1, and Debian's Chromium driven by Playwright.

One strict build per session, into a temporary folder, served by a local HTTP
server. Every page a test opens records each request its page and its
workers make; a request to any other origin fails the test.
"""

from __future__ import annotations

import functools
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import ClassVar

import pytest
from playwright.sync_api import Browser, Page, Playwright, Request, sync_playwright

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
]
# Python 3.11 maps neither of these; the browser needs both.
MEDIA_TYPES = {".mjs": "text/javascript", ".wasm": "application/wasm"}


class SiteHandler(SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {
        **SimpleHTTPRequestHandler.extensions_map,
        **MEDIA_TYPES,
    }

    def log_message(self, format: str, *args: object) -> None:
        """Quiet: the tests report what matters."""


@contextmanager
def serve(directory: Path) -> Iterator[str]:
    """Serve ``directory`` on a free port of 127.0.0.1; yield the origin."""
    handler = functools.partial(SiteHandler, directory=str(directory))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def build_site(target: Path) -> Path:
    done = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(target)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
        check=False,
    )
    if done.returncode:
        pytest.fail(f"mkdocs build --strict failed:\n{done.stdout}{done.stderr}")
    return target


def launch(playwright: Playwright) -> Browser:
    return playwright.chromium.launch(
        executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
    )


@pytest.fixture(scope="session")
def origin(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The built site, served on 127.0.0.1."""
    with serve(build_site(tmp_path_factory.mktemp("site"))) as url:
        yield url


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
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
