"""Offline first and installable (issue 11): the service worker, offline pages, manifests.

Each test serves its own copy of the built site, so it can stop that server
for real (a service worker's own requests are not cut by
``context.set_offline``) or put a new build in place. Every request of every
page and worker must stay on the copy's origin. Python starts a few times
only: once per language from the service worker's cache, then the other
widget pages of that language come by instant navigation, on the same worker.
"""

from __future__ import annotations

import json
import re
import shutil
import struct
from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path

import pytest
from local_site import serve
from offline.precache import write_service_worker
from pinochle.catalog import LANGUAGES, Catalog
from playwright.sync_api import Browser, BrowserContext, Locator, Page, expect

from tests.browser.accessibility import serious_violations
from tests.browser.conftest import requests_elsewhere
from tests.browser.test_calculators import EXAMPLE_1, choose, expect_totals
from tests.browser.test_scorepad import GAME, STORE, expect_row, fill_hand

FOLDERS = {lang: "" if lang == "en" else f"{lang}/" for lang in LANGUAGES}
WIDGET_ROOT = re.compile(r'<div class="calc" data-testid="([\w-]+)"')
READY = 60_000
# Hand 1 of the scorepad's GAME: 27 to 16 on the sheet, +6 checks to us.
HAND_1 = ((27, 16), 6)


class Site:
    """A copy of the built site, served until ``stop()``."""

    def __init__(self, source: Path, target: Path) -> None:
        shutil.copytree(source, target)
        self.dir = target
        self._stack = ExitStack()
        self.origin = self._stack.enter_context(serve(target))

    def url(self, lang: str, name: str) -> str:
        return f"{self.origin}/{FOLDERS[lang]}{name}"

    def stop(self) -> None:
        self._stack.close()


@pytest.fixture
def served(site: Path, tmp_path: Path) -> Iterator[Site]:
    copy = Site(site, tmp_path / "site")
    yield copy
    copy.stop()


@pytest.fixture
def context(browser: Browser, served: Site) -> Iterator[BrowserContext]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    elsewhere = requests_elsewhere(context, served.origin)
    context.set_default_timeout(READY)
    yield context
    context.close()
    assert elsewhere == [], f"requests to other origins: {elsewhere}"


def widget_pages(folder: Path, lang: str) -> dict[str, str]:
    """Each page of ``lang`` that holds a widget → its first widget's name."""
    pages = {}
    for path in sorted((folder / FOLDERS[lang]).glob("*.html")):
        found = WIDGET_ROOT.search(path.read_text(encoding="utf-8"))
        if found:
            pages[path.name] = found[1]
    return pages


def wait_offline_ready(page: Page) -> None:
    expect(page.locator("html")).to_have_attribute("data-offline", "ready", timeout=120_000)


def save_first_hand(page: Page, served: Site) -> str:
    """Hand 1 of GAME entered in the English scorepad; the stored game."""
    page.goto(served.url("en", "scorepad.html"))
    root = page.get_by_test_id("scorepad")
    expect(root).to_have_attribute("data-state", "ready", timeout=READY)
    fill_hand(root, GAME[0])
    expect_row(root, 1, *HAND_1)
    return str(page.evaluate("(key) => localStorage.getItem(key)", STORE))


def use_widget(root: Locator, widget: str) -> None:
    """The widget answers from Python: the worked meld, the saved sheet, or just ready."""
    expect(root).to_have_attribute("data-state", "ready", timeout=READY)
    if widget == "meld-calculator":
        choose(root, rules="check", trump="H")
        root.get_by_test_id("hand-input").fill(EXAMPLE_1)
        expect_totals(root, 32, 4)  # RULES.md §5: 150 + 40 + 20 … the worked hand
    elif widget == "scorepad":
        expect_row(root, 1, *HAND_1)


def test_after_one_visit_every_widget_page_works_without_the_network(
    context: BrowserContext, served: Site
) -> None:
    page = context.new_page()
    save_first_hand(page, served)
    wait_offline_ready(page)
    for lang in LANGUAGES[1:]:
        page.goto(served.url(lang, "index.html"))
        wait_offline_ready(page)
    served.stop()

    for lang in LANGUAGES:
        pages = widget_pages(served.dir, lang)
        assert {"calculator.html", "checks-calculator.html", "scorepad.html"} <= set(pages)
        offline = context.new_page()
        first, *others = pages
        offline.goto(served.url(lang, first))
        use_widget(offline.get_by_test_id(pages[first]), pages[first])
        offline.evaluate("window.pinochleWorker.seen = true")
        for name in others:
            offline.locator(f'.md-nav--primary a[href$="{name}"]').first.click()
            expect(offline).to_have_url(served.url(lang, name))
            use_widget(offline.get_by_test_id(pages[name]).first, pages[name])
            # One interpreter: the page changed, the worker stayed.
            assert offline.evaluate("window.pinochleWorker.seen") is True
        offline.close()


def test_a_new_build_replaces_the_cache_and_keeps_saved_games(
    context: BrowserContext, served: Site
) -> None:
    page = context.new_page()
    saved = save_first_hand(page, served)
    wait_offline_ready(page)
    home = served.dir / "index.html"
    home.write_text(home.read_text().replace("</article>", '<p id="build-2">2</p></article>'))
    for stale in ("index.html.gz", "index.html.br", "sw.js.gz", "sw.js.br"):
        (served.dir / stale).unlink()  # the host would serve these otherwise
    write_service_worker(served.dir, FOLDERS)
    fetched: list[str] = []
    context.on("request", lambda request: fetched.append(request.url))

    page.goto(served.url("en", "index.html"))
    notice = page.get_by_test_id("offline-update")
    expect(notice).to_contain_text(Catalog.load("en").text("offline.notice.update"), timeout=READY)
    assert page.locator("#build-2").count() == 0  # the old build until the reader asks
    notice.get_by_role("button", name=Catalog.load("en").text("offline.notice.update_now")).click()
    expect(page.locator("#build-2")).to_have_count(1, timeout=READY)
    # The service worker's caches: the new build's only (the interpreter's snapshot,
    # "python-snapshots", is the engine worker's, kept by runtime and not by build).
    builds = [name for name in page.evaluate("caches.keys()") if name.startswith("pinochle-")]
    assert builds == [f"pinochle-{build_of(served.dir)}"]
    assert not [url for url in fetched if url.endswith("pyodide.asm.wasm")]  # unchanged
    assert f"{served.origin}/index.html" in fetched
    assert page.evaluate("(key) => localStorage.getItem(key)", STORE) == saved

    served.stop()
    page.goto(served.url("fi", "index.html"))  # Finnish was never visited: English offline page
    english = Catalog.load("en")
    expect(page.locator("h1")).to_have_text(english.text("offline.page.title"))
    expect(page.locator("body")).to_contain_text(english.text("offline.page.lead"))
    page.locator('a[href="scorepad.html"]').click()
    expect(page).to_have_url(served.url("en", "scorepad.html"))
    expect(page.get_by_test_id("scorepad")).to_have_attribute("data-state", "ready", timeout=READY)


def build_of(folder: Path) -> str:
    found = re.search(r'"build": "(\w+)"', (folder / "sw.js").read_text())
    assert found
    return found[1]


def test_storage_full_or_refused_is_told(context: BrowserContext, served: Site) -> None:
    context.add_init_script(
        "navigator.storage.persisted = async () => false;"
        "navigator.storage.persist = async () => false;"
    )
    page = context.new_page()
    session = context.new_cdp_session(page)
    session.send("Storage.overrideQuotaForOrigin", {"origin": served.origin, "quotaSize": 2**20})
    lang = "de"
    page.goto(served.url(lang, "practice.html"))  # a page that keeps something
    catalog = Catalog.load(lang)
    html = page.locator("html")
    expect(html).to_have_attribute("data-offline", "error", timeout=120_000)
    expect(html).to_have_attribute("data-offline-reason", "storage-full")
    expect(page.get_by_test_id("offline-error")).to_contain_text(
        catalog.text("offline.error.storage_full")
    )
    expect(page.get_by_test_id("storage-notice")).to_contain_text(
        catalog.text("offline.storage.practice")
    )
    expect(page.locator("article h1")).to_be_visible()  # the page itself still works


REFUSED = (
    "navigator.storage.persisted = async () => false;navigator.storage.persist = async () => false;"
)
# What a reader can tap or read as a card: the storage notice must cover none of it.
CONTROLS = "button, input, select, textarea, a[href], summary, .card"


def boxes_under(page: Page, notice: Locator) -> list[str]:
    """The controls and cards outside ``notice`` whose boxes meet its box."""
    found: list[str] = notice.evaluate(
        """(box, selector) => {
            const r = box.getBoundingClientRect();
            return [...document.querySelectorAll(selector)]
                // (shown ones: a folded <details> keeps boxes for its hidden content)
                .filter((e) => !box.contains(e) && e.checkVisibility({ visibilityProperty: true }))
                .filter((e) => {
                    const o = e.getBoundingClientRect();
                    return o.width > 0 && o.height > 0 && o.left < r.right && o.right > r.left
                        && o.top < r.bottom && o.bottom > r.top;
                })
                .map((e) => e.outerHTML.slice(0, 80));
        }""",
        CONTROLS,
    )
    return found


@pytest.mark.parametrize(
    ("lang", "name", "widget"), [("en", "practice.html", "practice"), ("fi", "play.html", "play")]
)
def test_the_storage_notice_sits_in_the_page_and_stays_closed_once_closed(
    browser: Browser, served: Site, lang: str, name: str, widget: str
) -> None:
    context = browser.new_context(
        color_scheme="dark",
        viewport={"width": 390, "height": 844},
        is_mobile=True,
        has_touch=True,
    )
    context.set_default_timeout(READY)
    context.add_init_script(REFUSED)
    try:
        page = context.new_page()
        page.goto(served.url(lang, name))
        expect(page.get_by_test_id(widget)).to_have_attribute("data-state", "ready", timeout=90_000)
        notice = page.get_by_test_id("storage-notice")
        expect(notice).to_have_text(
            re.compile(re.escape(Catalog.load(lang).text(f"offline.storage.{widget}"))),
            timeout=120_000,
        )
        assert page.get_by_test_id("storage-notice").count() == 1  # one notice, not a toast too
        assert page.get_by_test_id("offline-storage").count() == 0
        # In the page's flow, right after the widget: not fixed, nothing under it.
        assert notice.evaluate("e => getComputedStyle(e).position") == "static"
        assert notice.evaluate(
            f"e => e.previousElementSibling.dataset.testid === {json.dumps(widget)}"
        )
        notice.scroll_into_view_if_needed()
        assert boxes_under(page, notice) == []
        assert notice.evaluate(
            "e => { const r = e.getBoundingClientRect();"
            " return e.contains(document.elementFromPoint(r.left + r.width / 2, r.top + 4)); }"
        )
        # Opaque, dark in the dark scheme, and axe-clean there (contrast included).
        assert page.locator("body").get_attribute("data-md-color-scheme") == "slate"
        assert notice.evaluate("e => getComputedStyle(e).backgroundColor") == "rgb(42, 38, 22)"
        serious = serious_violations(page, '[data-testid="storage-notice"]')
        assert serious == [], json.dumps(serious, indent=2)
        close = notice.get_by_role("button", name=Catalog.load(lang).text("offline.notice.close"))
        box = close.bounding_box()
        assert box and box["height"] >= 44 and box["width"] >= 44
        close.click()
        expect(notice).to_have_count(0)
        assert page.evaluate("localStorage.getItem('pinochle.storage-notice.closed')") == "1"

        # A new tab of the same browser: the storage is still refused, the notice stays closed.
        again = context.new_page()
        again.goto(served.url(lang, name))
        expect(again.locator("html")).to_have_attribute("data-storage", "refused", timeout=120_000)
        again.wait_for_timeout(500)
        expect(again.get_by_test_id("storage-notice")).to_have_count(0)
    finally:
        context.close()


def test_no_storage_notice_on_a_page_that_keeps_nothing(browser: Browser, served: Site) -> None:
    context = browser.new_context()
    context.set_default_timeout(READY)
    context.add_init_script(REFUSED)
    try:
        page = context.new_page()
        page.goto(served.url("nl", "index.html"))
        expect(page.locator("html")).to_have_attribute("data-storage", "refused", timeout=120_000)
        page.wait_for_timeout(500)
        expect(page.get_by_test_id("storage-notice")).to_have_count(0)
    finally:
        context.close()


def test_python_that_cannot_start_is_told_in_the_readers_words(
    context: BrowserContext, served: Site
) -> None:
    # The WebAssembly download fails; Pyodide's loader then never settles.
    context.route("**/pyodide.asm.wasm", lambda route: route.abort())
    page = context.new_page()
    page.goto(served.url("nl", "calculator.html"))
    root = page.get_by_test_id("meld-calculator")
    # START_LIMIT_S (20 s) after the widget started, plus the page's own loading.
    expect(root).to_have_attribute("data-state", "error", timeout=30_000)
    expect(root.locator(".calc__status")).to_have_text(
        Catalog.load("nl").text("widget.status.failed_timeout", seconds=20)
    )
    expect(root.get_by_test_id("hand-input")).to_be_editable()  # the page still works


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_page_links_its_languages_manifest(site: Path, lang: str) -> None:
    folder = site / FOLDERS[lang]
    manifest = json.loads((folder / "manifest.webmanifest").read_text())
    assert manifest["name"] == Catalog.load(lang).text("offline.app.name")
    assert manifest["display"] == "standalone"
    assert manifest["lang"] == lang
    assert (folder / manifest["start_url"]).resolve() == (folder / "index.html").resolve()
    assert re.fullmatch(r"#[0-9a-f]{6}", manifest["theme_color"])
    sizes = {icon["sizes"]: png_size(folder / icon["src"]) for icon in manifest["icons"]}
    assert sizes == {"192x192": (192, 192), "512x512": (512, 512)}
    pages = [p for p in folder.glob("*.html") if p.name not in ("offline.html", "404.html")]
    assert len(pages) >= 13
    for path in pages:
        assert '<link rel="manifest" href="manifest.webmanifest">' in path.read_text(), path


def test_the_browser_reads_the_manifest_without_errors(
    context: BrowserContext, served: Site
) -> None:
    page = context.new_page()
    page.goto(served.url("fi", "index.html"))
    answer = context.new_cdp_session(page).send("Page.getAppManifest")
    assert answer["errors"] == []
    assert json.loads(answer["data"])["start_url"] == "index.html"
