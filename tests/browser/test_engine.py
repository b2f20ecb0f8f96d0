"""The tab's one engine (``docs/assets/calculators/engine.js``) and how widgets find it.

Every call settles: an entry point that throws or does not exist rejects
that call, the engine answers the next one, and a widget whose engine cannot
start says so in the reader's language instead of waiting forever. The
engine adopts the worker of the page's inline start script, or starts one
itself; a widget is mounted once per root, also when a page change of
instant navigation (Material's ``document$``) brings new roots.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from pinochle.catalog import LANGUAGES, Catalog
from playwright.sync_api import Page, Route, expect

from tests.browser.test_calculators import EXAMPLE_1, expect_totals, open_widget, page_url

# Three calls through the page's own engine module: an entry point
# `pinochle.web` lacks, a Python function of it that raises (a module's
# `__dir__` takes no argument), then the meld calculator's entry point. A call
# still unsettled after a minute counts as hung, so a regression fails, not stalls.
CALLS = """async (hand) => {
    const { startEngine } = await import("/assets/calculators/engine.js");
    const engine = startEngine();
    const outcome = (call) => Promise.race([
        call.then(
            (answer) => ({ resolved: answer }),
            (error) => ({ rejected: String(error.message) }),
        ),
        new Promise((settle) => setTimeout(() => settle({ hung: true }), 60_000)),
    ]);
    return {
        same: engine === startEngine(),
        unknown: await outcome(engine.call("no_such_entry", {})),
        raises: await outcome(engine.call("__dir__", {})),
        meld: await outcome(engine.call("meld", {
            hand, trump: "H", rules: "check", table: "standard", lang: "en",
        })),
    };
}"""
START_SCRIPT = re.compile(r"<script>if\(!window\.pinochleWorker\).*?</script>")


def engine_workers(page: Page) -> int:
    """The page's engine workers (the theme's search has a worker of its own)."""
    return sum("/assets/calculators/" in worker.url for worker in page.workers)


def serve_changed(page: Page, change: Callable[[str], str], name: str = "calculator") -> None:
    """The page ``name`` (the calculator's unless told) as the site serves it, changed by
    ``change`` (which must change it)."""

    def changed(route: Route) -> None:
        html = route.fetch().text()
        assert change(html) != html
        route.fulfill(body=change(html), content_type="text/html")

    page.route(f"**/{name}.html", changed)


def test_a_failing_entry_point_rejects_and_the_engine_answers_on(page: Page, origin: str) -> None:
    logged: list[str] = []
    page.on("console", lambda message: logged.append(message.text))
    open_widget(page, page_url(origin, "en", "calculator"))
    outcomes = page.evaluate(CALLS, EXAMPLE_1)
    assert outcomes["same"] is True
    assert outcomes["unknown"] == {
        "rejected": 'Error: pinochle.web has no entry point "no_such_entry"'
    }
    assert "TypeError" in outcomes["raises"]["rejected"]
    assert "__dir__" in outcomes["raises"]["rejected"]
    # RULES.md's first worked example: 32 points, 4 checks (hearts trump).
    answer = outcomes["meld"]["resolved"]
    assert (answer["points"], answer["checks"]) == (32, 4)
    assert engine_workers(page) == 1  # the widget's engine and this page's calls share one worker
    failures = [text for text in logged if "pinochle.web.__dir__ failed" in text]
    assert failures, logged
    assert "TypeError" in failures[0]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_engine_that_cannot_start_is_told_in_the_readers_language(
    page: Page, origin: str, lang: str
) -> None:
    # The page names an engine zip the site does not have: the worker's download fails.
    serve_changed(page, lambda html: html.replace("pinochle_engine-", "missing_engine-"))
    page.goto(page_url(origin, lang, "calculator"))
    root = page.get_by_test_id("meld-calculator")
    expect(root).to_have_attribute("data-state", "error", timeout=60_000)
    expect(root.get_by_role("status")).to_have_text(Catalog.load(lang).text("widget.status.error"))
    # A call made now is refused at once, not left waiting.
    refused = page.evaluate(
        """async () => {
            const { startEngine } = await import("/assets/calculators/engine.js");
            return startEngine().call("meld", {}).then(() => "resolved", (e) => e.message);
        }"""
    )
    assert "404" in refused


def test_without_the_start_script_the_engine_starts_the_worker(page: Page, origin: str) -> None:
    serve_changed(page, lambda html: START_SCRIPT.sub("", html))
    root = open_widget(page, page_url(origin, "en", "calculator"))
    expect_totals(root, 32, 4)  # the first worked example is the starting hand
    assert page.evaluate("window.pinochleWorker instanceof Worker")
    assert engine_workers(page) == 1


def test_a_page_change_mounts_new_roots_once(page: Page, origin: str) -> None:
    open_widget(page, page_url(origin, "en", "calculator"))
    root = page.locator('[data-testid="meld-calculator"]:not(#after-navigation)')
    first_hand = root.get_by_test_id("hand-input").element_handle()
    # What Material's instant navigation does: new content, then `document$` emits.
    page.evaluate(
        """() => {
            const old = document.querySelector('[data-testid="meld-calculator"]');
            const fresh = document.createElement("div");
            for (const name of ["class", "data-testid", "data-config"]) {
                fresh.setAttribute(name, old.getAttribute(name));
            }
            fresh.id = "after-navigation";
            fresh.dataset.state = "loading";
            old.after(fresh);
            window.document$.next(document);
            window.document$.next(document);
        }"""
    )
    fresh = page.locator("#after-navigation")
    expect(fresh).to_have_attribute("data-state", "ready", timeout=60_000)
    for widget in (root, fresh):
        expect(widget.get_by_test_id("hand-input")).to_have_count(1)
        expect(widget.get_by_role("status")).to_have_count(1)
    assert first_hand.evaluate("input => input.isConnected")  # the first root was not built again
    fresh.get_by_test_id("hand-input").fill("KS QS JD")
    expect_totals(fresh, 6, 0)  # marriage 2 + pinochle 4, hearts trump
    expect_totals(root, 32, 4)  # the first root keeps its own hand
    assert engine_workers(page) == 1
