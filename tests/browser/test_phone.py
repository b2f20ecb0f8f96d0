"""Every widget on a phone (390×844, touch) and a desktop (1280×800), in every language.

Each test opens one page and checks what a new reader met there: nothing
sticks out of a widget or scrolls sideways, every control is big enough for
a finger, bad input is named at its field, and no request fails. One page
per widget and language keeps the number of Python starts low.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from pinochle import web
from pinochle.catalog import LANGUAGES, Catalog
from pinochle.errors import NotationError
from playwright.sync_api import Locator, Page, Response, expect

from tests.browser.accessibility import serious_violations
from tests.browser.layout import cut_short, page_scrolls_sideways, small_targets, sticking_out
from tests.browser.test_calculators import EXAMPLE_1, page_url


def widget_on(page: Page, origin: str, lang: str, name: str, widget: str) -> Locator:
    """The widget's root on the page ``name`` in ``lang``, just opened."""
    page.goto(page_url(origin, lang, name))
    return page.get_by_test_id(widget)


@pytest.fixture
def failures(phone: Page) -> Iterator[list[str]]:
    """Every response of 400 or more the phone's page gets; none is allowed."""
    failed: list[str] = []

    def note(response: Response) -> None:
        if response.status >= 400:
            failed.append(f"{response.status} {response.url}")

    phone.on("response", note)
    yield failed
    assert failed == []


def fits(page: Page, root: Locator) -> None:
    """Nothing of ``root`` sticks out or scrolls sideways, every control is fingertip size,
    and every list shows its choice whole."""
    assert sticking_out(root) == []
    assert small_targets(root) == []
    assert cut_short(root) == []
    assert not page_scrolls_sideways(page)


def no_serious_violation(page: Page, selector: str) -> None:
    serious = serious_violations(page, selector, symbol_labels=True)
    assert serious == [], json.dumps(serious, indent=2)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_meld_calculator_on_a_phone(
    phone: Page, origin: str, lang: str, failures: list[str]
) -> None:
    catalog = Catalog.load(lang)
    root = widget_on(phone, origin, lang, "calculator", "meld-calculator")
    hand = root.get_by_test_id("hand-input")
    # While Python may still be loading: a press adds to the typed text.
    hand.fill("KS QS")
    root.locator('[data-card="JD"]').tap()
    jack = {"nl": "BD", "de": "BD"}.get(lang, "JD")  # the jack as the reader's cards show it
    expect(hand).to_have_value(f"KS QS {jack}")
    expect(root).to_have_attribute("data-state", "ready", timeout=60_000)
    hand.fill(EXAMPLE_1)
    expect(root.get_by_test_id("meld-points")).to_have_text("32")
    fits(phone, root)
    # A typo: the message appears right under the box, and a press keeps the text.
    error = root.get_by_test_id("meld-error")
    hand.fill("AS KS QZ")
    expect(error).to_have_text(catalog.error(NotationError("unknown_card", token="QZ")))
    box, message = hand.bounding_box(), error.bounding_box()
    picker = root.locator(".calc__picker").bounding_box()
    assert box and message and picker
    assert box["y"] + box["height"] <= message["y"] < picker["y"]
    fits(phone, root)
    root.locator('[data-card="AH"]').tap()
    expect(hand).to_have_value("AS KS QZ AH")
    # Clearing the cards empties the box and shows no error.
    root.get_by_role("button", name=catalog.text("widget.picker.clear")).tap()
    expect(hand).to_have_value("")
    expect(error).to_be_hidden()
    expect(hand).not_to_have_attribute("aria-invalid", "true")
    # Standard rules count no checks: no "Total checks" line.
    hand.fill(EXAMPLE_1)
    root.get_by_test_id("rules-select").select_option("standard")
    expect(root.get_by_test_id("meld-points")).to_have_text("32")
    expect(root.get_by_test_id("meld-checks")).to_be_hidden()
    no_serious_violation(phone, '[data-testid="meld-calculator"]')


def test_typing_after_an_error_waits_for_a_pause(phone: Page, origin: str) -> None:
    root = widget_on(phone, origin, "en", "calculator", "meld-calculator")
    expect(root).to_have_attribute("data-state", "ready", timeout=60_000)
    hand = root.get_by_test_id("hand-input")
    hand.fill("")
    hand.press_sequentially("A", delay=0)
    # A half-typed card is not called wrong at once: the message waits for a pause.
    phone.wait_for_timeout(300)
    expect(root.get_by_test_id("meld-error")).to_be_hidden()
    expect(root.get_by_test_id("meld-error")).to_be_visible()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_checks_calculator_on_a_phone(
    phone: Page, origin: str, lang: str, failures: list[str]
) -> None:
    catalog = Catalog.load(lang)
    root = widget_on(phone, origin, lang, "checks-calculator", "checks-calculator")
    expect(root).to_have_attribute("data-state", "ready", timeout=60_000)
    bid, bid_error = root.get_by_test_id("bid-input"), root.get_by_test_id("bid-error")
    # Check Pinochle: lowest bid 20; highest 329 = 25 trick points + 2 × 152, the
    # meld of all twelve trumps (RULES.md's third worked example).
    for typed, shown in (("2.5", "2.5"), ("1000", "1000"), ("19", "19")):
        bid.fill(typed)
        expect(bid_error).to_have_text(catalog.text("error.bad_bid", bid=shown, min=20, max=329))
        expect(bid).to_have_attribute("aria-invalid", "true")
    bid.fill("")
    expect(bid_error).to_have_text(catalog.text("error.missing_bid"))
    bid.fill("329")
    expect(bid_error).to_be_hidden()
    expect(root.get_by_test_id("checks-total-0")).to_have_text("+184")  # 4 + 3 × ((329 − 25) // 5)
    # Both teams reach the target in one hand: the bidders win, and the rule says so.
    bid.fill("25")
    root.get_by_test_id("score-0").fill("155")
    root.get_by_test_id("score-1").fill("160")
    expect(root.get_by_text(catalog.text("widget.checks.both.0"))).to_be_visible()
    rule = catalog.text(
        "web.rule.game_both", target=100, won=155, lost=160, lead=0, base=10, per=10
    )
    expect(root.get_by_text(rule)).to_be_visible()
    expect(root.get_by_test_id("checks-total-0")).to_have_text("+14")  # contract 4 + game 10
    # A meld row names its team.
    root.get_by_test_id("meld-checks-1").fill("3")
    meld_row = catalog.text(
        "widget.checks.row", team=catalog.text("widget.team.1"), rule=catalog.text("web.rule.meld")
    )
    expect(root.get_by_text(meld_row)).to_be_visible()
    fits(phone, root)
    # A link to another hand on the same page (only the fragment changes) is followed.
    phone.evaluate("location.hash = 'bid=30&outcome=set&meld=0,0&scores='")
    expect(bid).to_have_value("30")
    expect(root.get_by_test_id("checks-total-0")).to_have_text("\u221214")  # set: 2 × 7
    no_serious_violation(phone, '[data-testid="checks-calculator"]')


@pytest.mark.parametrize("lang", LANGUAGES)
def test_walkthroughs_on_a_phone(phone: Page, origin: str, lang: str, failures: list[str]) -> None:
    catalog = Catalog.load(lang)
    phone.emulate_media(reduced_motion="reduce")
    phone.goto(page_url(origin, lang, "walkthroughs"))
    root = phone.locator('[data-testid="walkthrough"][data-walkthrough="roundhouse"]')
    expect(root).to_have_attribute("data-state", "ready")
    root.get_by_test_id("step-jump").select_option(index=3)  # trick 1
    root.get_by_test_id("step-next").tap()
    fits(phone, root)
    # Each place of the trick is named for its seat (South 0, West 1, North 2, East 3).
    for seat, place in enumerate(("south", "west", "north", "east")):
        label = root.locator(f".walk__slot--{place} .walk__slot-seat")
        expect(label).to_have_text(catalog.text(f"seat.{seat}"))
    expect(root.locator(".walk__slot-card .card").first).to_be_visible()
    # Table, words and buttons on one screen.
    root.locator(".walk__stage").scroll_into_view_if_needed()
    for part in (".walk__stage", "[data-testid=walkthrough-step]", "[data-testid=step-next]"):
        box = root.locator(part).bounding_box()
        assert box and box["y"] >= 0 and box["y"] + box["height"] <= 844, part
    # Reduced motion: autoplay waits to be asked, and starts at the slowest speed.
    expect(root.get_by_test_id("auto-speed")).to_have_value("slow")
    expect(root).to_have_attribute("data-playing", "false")
    deal = phone.locator('[data-testid="walkthrough"][data-walkthrough="deal"]')
    fits(phone, deal)
    no_serious_violation(phone, '[data-walkthrough="roundhouse"]')


def test_autoplay_steps_to_the_end(page: Page, origin: str) -> None:
    page.goto(page_url(origin, "en", "walkthroughs"))
    root = page.locator('[data-testid="walkthrough"][data-walkthrough="redeal"]')
    expect(root).to_have_attribute("data-state", "ready")
    count = int(root.get_by_test_id("step-position").inner_text().split()[-1])
    root.get_by_test_id("auto-speed").select_option("fast")
    play = root.get_by_test_id("auto-play")
    play.click()
    expect(root).to_have_attribute("data-playing", "true")
    expect(play).to_have_attribute("aria-pressed", "true")
    expect(root).to_have_attribute("data-step", str(count - 1), timeout=count * 3000)
    expect(root).to_have_attribute("data-playing", "false")
    expect(play).to_have_text(Catalog.load("en").text("widget.walk.auto.play"))


def test_a_random_deal(page: Page, origin: str) -> None:
    page.goto(page_url(origin, "en", "walkthroughs"))
    root = page.locator('[data-testid="walkthrough"][data-walkthrough="deal"]')
    expect(root.get_by_test_id("deal-random")).to_be_enabled(timeout=90_000)
    seed = root.get_by_test_id("deal-seed")
    root.get_by_test_id("deal-random").click()
    page.wait_for_function("location.hash.includes('seed=')")
    dealt = page.evaluate("new URLSearchParams(location.hash.slice(1)).get('seed')")
    expect(seed).to_have_value(dealt)
    assert 0 <= int(dealt) <= 999_999_999
    # The steps are the engine's for that seed.
    answer = json.loads(web.walkthrough(json.dumps({"rules": "check", "seed": int(dealt)})))
    expect(root.get_by_test_id("step-position")).to_contain_text(str(len(answer["steps"])))
    expect(root.get_by_test_id("walkthrough-step")).to_have_text(answer["steps"][0]["text"])


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(
    ("name", "widget"),
    [
        ("calculator", "meld-calculator"),
        ("checks-calculator", "checks-calculator"),
        ("walkthroughs", "walkthrough"),
        ("practice", "practice"),
    ],
)
def test_widgets_fit_a_desktop(
    desktop: Page, origin: str, lang: str, name: str, widget: str
) -> None:
    roots = widget_on(desktop, origin, lang, name, widget)
    expect(roots.first).to_have_attribute("data-state", "ready", timeout=60_000)
    for root in roots.all():
        fits(desktop, root)
