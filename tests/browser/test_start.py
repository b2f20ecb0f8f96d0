"""How Python starts in the reader's browser (issue 11): afresh on a first visit, then
restored from the snapshot the worker keeps (docs/assets/calculators/snapshot.js);
and the standard library's modules no widget imports, fetched only when imported
(scripts/offline/stdlib_rest.py).

Each test has its own browser context, so its own storage: the first page in it
starts Python afresh.
"""

from __future__ import annotations

import html
import json
import re
import time
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Route

from tests.browser.conftest import requests_elsewhere
from tests.browser.test_calculators import expect_totals, open_widget, page_url

# Whether the worker has kept its snapshot (made a few seconds after the first start).
SNAPSHOT_KEPT = """async () => {
  const cache = await caches.open("python-snapshots");
  return (await cache.keys()).length > 0;
}"""
# A hand dealt and told by the walkthrough's entry point, with no seed asked for.
RANDOM_DEAL = """async () => {
  const { startEngine } = await import("/assets/calculators/engine.js");
  return (await startEngine().call("walkthrough", { rules: "check", lang: "en" })).seed;
}"""
# The stored snapshot cut short, as a write cut off by a full disk leaves it.
CUT_SHORT = """async () => {
  const cache = await caches.open("python-snapshots");
  const [key] = await cache.keys();
  const stored = await (await cache.match(key)).arrayBuffer();
  await cache.put(key, new Response(stored.slice(0, stored.byteLength - 4096)));
}"""


# The same questions to the page's engine: a meld, a narrated hand and a Play
# game with its hint, each for a given seed (pinochle.web's entry points).
ANSWERS = """async () => {
  const { startEngine } = await import("/assets/calculators/engine.js");
  const engine = startEngine();
  const meld = await engine.call("meld",
    { hand: "KH QH KS QS KD QD KC QC AH TH JH JD", trump: "H", rules: "check", lang: "en" });
  const walkthrough = await engine.call("walkthrough", { rules: "check", seed: 3422, lang: "en" });
  const game = await engine.call("play", { op: "new", rules: "check", seed: 77, lang: "en" });
  const hint = await engine.call("play", { op: "hint", game: game.game, lang: "en" });
  return { meld, walkthrough, game, hint };
}"""
# The stored snapshot moved under another runtime's address, as an earlier
# build of the site leaves it.
FROM_ANOTHER_BUILD = """async () => {
  const cache = await caches.open("python-snapshots");
  const [key] = await cache.keys();
  const stored = await cache.match(key);
  await cache.delete(key);
  await cache.put(key.url.replace("engine=", "engine=older-"), stored);
}"""
SNAPSHOT_ADDRESSES = """async () =>
  (await (await caches.open("python-snapshots")).keys()).map((request) => request.url)"""


@pytest.fixture
def reader(browser: Browser, origin: str) -> Iterator[BrowserContext]:
    """A reader's browser: the service worker at work, as on a real visit."""
    context = browser.new_context()
    elsewhere = requests_elsewhere(context, origin)
    context.set_default_timeout(60_000)
    yield context
    context.close()
    assert elsewhere == [], f"requests to other origins: {elsewhere}"


@pytest.fixture
def context(browser: Browser, origin: str) -> Iterator[BrowserContext]:
    context = browser.new_context(service_workers="block")
    elsewhere = requests_elsewhere(context, origin)
    context.set_default_timeout(60_000)
    yield context
    context.close()
    assert elsewhere == [], f"requests to other origins: {elsewhere}"


def started(page: Page) -> str:
    return str(page.evaluate("document.documentElement.dataset.pythonStart"))


def wait_for_snapshot(page: Page, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while not page.evaluate(SNAPSHOT_KEPT):
        assert time.monotonic() < deadline, f"no snapshot kept after {seconds} s"
        page.wait_for_timeout(200)


def calculator(context: BrowserContext, origin: str) -> Page:
    """A new page with the meld calculator ready, its starting hand counted."""
    page = context.new_page()
    root = open_widget(page, page_url(origin, "en", "calculator"))
    expect_totals(root, 32, 4)  # RULES.md's first worked example, the starting hand
    return page


def test_later_starts_restore_python_and_deal_new_random_hands(
    context: BrowserContext, origin: str
) -> None:
    first = calculator(context, origin)
    assert started(first) == "fresh"
    wait_for_snapshot(first)
    seeds = []
    for _ in range(2):
        page = calculator(context, origin)
        assert started(page) == "restored"
        # The walkthrough's rules were not imported by the calculator's first start:
        # the snapshot holds every widget's. Each restored Python deals its own hand.
        seeds.append(page.evaluate(RANDOM_DEAL))
        page.close()
    assert all(isinstance(seed, int) for seed in seeds)
    assert seeds[0] != seeds[1]


def test_a_reader_back_in_a_new_tab_finds_python_restored_answering_as_at_first(
    reader: BrowserContext, origin: str
) -> None:
    first = calculator(reader, origin)
    assert started(first) == "fresh"
    first.wait_for_function("document.documentElement.dataset.offline === 'ready'")
    wait_for_snapshot(first)
    at_first = first.evaluate(ANSWERS)
    first.close()
    again = calculator(reader, origin)
    assert started(again) == "restored"
    # RULES.md's second worked example: 39 points; roundhouse 5 + run 2 + kings 1 + queens 1.
    assert (at_first["meld"]["points"], at_first["meld"]["checks"]) == (39, 9)
    assert at_first["walkthrough"]["seed"] == 3422
    assert again.evaluate(ANSWERS) == at_first


def test_a_snapshot_of_another_build_is_never_restored(
    context: BrowserContext, origin: str
) -> None:
    first = calculator(context, origin)
    wait_for_snapshot(first)
    own = first.evaluate(SNAPSHOT_ADDRESSES)
    first.evaluate(FROM_ANOTHER_BUILD)
    again = calculator(context, origin)
    assert started(again) == "fresh"
    # The fresh start keeps its own snapshot in place of the other build's.
    deadline = time.monotonic() + 60
    while again.evaluate(SNAPSHOT_ADDRESSES) != own:
        assert time.monotonic() < deadline, again.evaluate(SNAPSHOT_ADDRESSES)
        again.wait_for_timeout(200)
    assert started(calculator(context, origin)) == "restored"


def test_a_damaged_snapshot_is_dropped_and_python_starts_afresh(
    context: BrowserContext, origin: str
) -> None:
    first = calculator(context, origin)
    wait_for_snapshot(first)
    first.evaluate(CUT_SHORT)
    again = calculator(context, origin)
    assert started(again) == "fresh"
    wait_for_snapshot(again)
    assert started(calculator(context, origin)) == "restored"


# A worker that starts Pyodide as the engine's worker does (the start-up standard
# library, the rest's finder), then imports difflib, which no widget imports, and
# importlib.resources, the rest's part of a package that starts in the first zip.
REST_WORKER = """
import { loadPyodide } from "/assets/pyodide/pyodide.mjs";
onmessage = async ({ data: { stdlib, stdlibRest, lockInfo } }) => {
  const runtime = new URL("/assets/pyodide/", location.href);
  const pyodide = await loadPyodide({
    indexURL: runtime.href,
    stdLibURL: new URL(stdlib, runtime).href,
    lockFileContents: { info: lockInfo, packages: {} },
  });
  pyodide.pyimport("_stdlib_rest").install(new URL(stdlibRest, runtime).href);
  const before = performance.getEntriesByType("resource").map((entry) => entry.name);
  let ratio = null;
  try {
    ratio = pyodide.runPython(
      "import difflib, importlib.resources; " +
      "difflib.SequenceMatcher(None, 'abcd', 'abce').ratio()");
  } catch (error) {
    ratio = String(error);
  }
  const after = performance.getEntriesByType("resource").map((entry) => entry.name);
  postMessage({ before, after, ratio });
};
"""
RUN_REST_WORKER = """async (runtime) => {
  const worker = new Worker("/test-rest-worker.js", { type: "module" });
  return new Promise((resolve, reject) => {
    worker.onmessage = ({ data }) => resolve(data);
    worker.onerror = (event) => reject(new Error(event.message));
    worker.postMessage(runtime);
  });
}"""


def test_a_module_outside_the_start_up_library_is_fetched_when_imported(
    context: BrowserContext, origin: str
) -> None:
    context.route(
        "**/test-rest-worker.js",
        lambda route: route.fulfill(body=REST_WORKER, content_type="text/javascript"),
    )
    page = context.new_page()
    page.goto(page_url(origin, "en", "checks"))
    calculator_page = page.request.get(page_url(origin, "en", "calculator")).text()
    config = re.search(r'data-config="([^"]*)"', calculator_page)
    assert config is not None
    runtime = json.loads(html.unescape(config[1]))["runtime"]
    seen = page.evaluate(RUN_REST_WORKER, runtime)
    # 'abcd' and 'abce' share three of their four letters: 2 · 3 / 8.
    assert seen["ratio"] == 0.75
    rest = [name for name in seen["after"] if runtime["stdlibRest"] in name]
    assert len(rest) == 1
    assert not any(runtime["stdlibRest"] in name for name in seen["before"])


# Waits until the engine's worker is loading its modules, then holds the page's main
# thread, as the theme's script does (only longer), until the worker has asked for the
# engine it boots or half a minute has passed.
HOLD_THE_PAGE = """<script>
(async () => {
  const told = async (what) => (await fetch(`/test-worker?${what}`)).text();
  while ((await told("loading")) !== "yes") await new Promise((go) => setTimeout(go, 20));
  window.bootedWhileHeld = false;
  for (const end = Date.now() + 30000; Date.now() < end; ) {
    const asked = new XMLHttpRequest();
    asked.open("GET", "/test-worker?booted", false);
    asked.send();
    if (asked.responseText === "yes") {
      window.bootedWhileHeld = true;
      break;
    }
  }
})();
</script></head>"""


def test_the_worker_boots_while_the_page_is_still_busy(
    context: BrowserContext, origin: str
) -> None:
    """The worker takes the runtime it boots from its name, not from a message, which
    would reach it only once the page's main thread was free."""
    held: list[Route] = []  # the worker's own module, until the page is held
    booted: list[str] = []

    def module(route: Route) -> None:
        held.append(route)

    def told(route: Route) -> None:
        if route.request.url.endswith("?loading"):
            route.fulfill(body="yes" if held else "no")
            return
        while held:
            held.pop().continue_()
        route.fulfill(body="yes" if booted else "no")

    def engine(route: Route) -> None:
        booted.append(route.request.url)
        route.continue_()

    def page_held(route: Route) -> None:
        page = route.fetch().text()
        assert page.count("</head>") == 1
        route.fulfill(body=page.replace("</head>", HOLD_THE_PAGE), content_type="text/html")

    context.route("**/assets/calculators/snapshot.js", module)
    context.route("**/test-worker?*", told)
    context.route("**/pinochle_engine-*.zip", engine)
    context.route(page_url(origin, "en", "calculator"), page_held)
    page = context.new_page()
    root = open_widget(page, page_url(origin, "en", "calculator"))
    assert page.evaluate("window.bootedWhileHeld") is True
    expect_totals(root, 32, 4)
