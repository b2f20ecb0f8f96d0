"""The walkthroughs in the reader's browser, in every language: stepping, keys, a new deal.

The expected words are the engine's, put through the page's catalog here in
Python; the browser must show the same steps in the same order, and the table
must follow them.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from pinochle import web
from pinochle.bots import DEFAULT as DEFAULT_PLAYERS
from pinochle.bots import play_hand
from pinochle.catalog import LANGUAGES, Catalog
from pinochle.record import hand_record
from pinochle.rules import make_ruleset
from pinochle.walkthrough import walkthrough
from pinochle.web.new_deal import walkthrough_json
from playwright.sync_api import Locator, Page, expect

from tests.browser.accessibility import serious_violations
from tests.paths import WALKTHROUGHS

CURATED = {
    entry["id"]: entry
    for entry in json.loads(WALKTHROUGHS.read_text(encoding="utf-8"))["walkthroughs"]
}


def page_url(origin: str, lang: str) -> str:
    prefix = "" if lang == "en" else f"{lang}/"
    return f"{origin}/{prefix}walkthroughs.html"


def expected(name: str, lang: str) -> dict[str, Any]:
    """The steps the engine tells for a curated hand, in ``lang``."""
    entry = CURATED[name]
    players = entry.get("players", DEFAULT_PLAYERS)
    hand = play_hand(make_ruleset(entry["profile"]), entry["seed"], players=players)
    return walkthrough_json(walkthrough(hand_record(hand)), Catalog.load(lang))


def open_walkthrough(page: Page, url: str, name: str) -> Locator:
    page.goto(url)
    root = page.locator(f'[data-testid="walkthrough"][data-walkthrough="{name}"]')
    expect(root).to_have_attribute("data-state", "ready", timeout=90_000)
    return root


def step_text(root: Locator) -> Locator:
    return root.get_by_test_id("walkthrough-step")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_stepping_through_a_whole_hand(page: Page, origin: str, lang: str) -> None:
    root = open_walkthrough(page, page_url(origin, lang), "roundhouse")
    steps = expected("roundhouse", lang)["steps"]
    catalog = Catalog.load(lang)
    expect(root.get_by_test_id("step-prev")).to_be_disabled()
    expect(root.locator(".walkthrough__text")).not_to_have_attribute("open", "")
    for number, step in enumerate(steps):
        expect(step_text(root)).to_have_text(step["text"])
        expect(root.get_by_test_id("step-position")).to_have_text(
            catalog.text("widget.walk.position", step=number + 1, count=len(steps))
        )
        view = step["view"]
        if step["kind"] == "trick":  # the whole trick lies on the table, the winner marked
            expect(root.locator(".walk__trick .card")).to_have_count(4)
            expect(root.locator(".walk__trick .walk__card--wins")).to_have_count(1)
            tricks = root.locator('.walk__tally [data-column="tricks"]')
            expect(tricks).to_have_text([str(won) for won in view["tricks_won"]])
        if number < len(steps) - 1:
            root.get_by_test_id("step-next").click()
    expect(root.get_by_test_id("step-next")).to_be_disabled()
    # After the last trick every hand is empty; the tally holds the record's totals.
    expect(root.locator(".walk__seat .card")).to_have_count(0)
    score = root.locator('.walk__tally [data-column="score"]')
    expect(score).to_have_text([str(points) for points in steps[-1]["view"]["score"]])
    checks = root.locator('.walk__tally [data-column="checks"]')
    expect(checks).to_have_text(["+11", "\u221211"])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_keys_and_the_chapters_move_through_the_hand(
    page: Page, origin: str, lang: str
) -> None:
    root = open_walkthrough(page, page_url(origin, lang), "slam")
    data = expected("slam", lang)
    steps, chapters = data["steps"], data["chapters"]
    root.locator(".walk__stage").click()
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    expect(step_text(root)).to_have_text(steps[3]["text"])
    page.keyboard.press("ArrowLeft")
    expect(step_text(root)).to_have_text(steps[2]["text"])
    page.keyboard.press("End")
    expect(step_text(root)).to_have_text(steps[-1]["text"])
    page.keyboard.press("ArrowRight")  # no step after the last
    expect(step_text(root)).to_have_text(steps[-1]["text"])
    page.keyboard.press("Home")
    expect(step_text(root)).to_have_text(steps[0]["text"])
    # Jump to trick 5: its lead, with the hands as they are then.
    trick5 = next(
        c for c in chapters if c["label"] == Catalog.load(lang).text("walk.chapter.trick", number=5)
    )
    root.get_by_test_id("step-jump").select_option(str(trick5["step"]))
    expect(step_text(root)).to_have_text(steps[trick5["step"]]["text"])
    expect(root.locator(".walk__trick .card")).to_have_count(1)
    expect(root.locator(".walk__seat .card")).to_have_count(4 * 12 - 4 * 4 - 1)
    # The buttons have focus in turn, and the keys still work from them.
    root.get_by_test_id("step-next").focus()
    page.keyboard.press("ArrowRight")
    expect(step_text(root)).to_have_text(steps[trick5["step"] + 1]["text"])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_new_deal_is_dealt_and_told_in_the_browser(page: Page, origin: str, lang: str) -> None:
    root = open_walkthrough(page, page_url(origin, lang), "deal")
    answer = json.loads(web.walkthrough(json.dumps({"rules": "standard", "seed": 7, "lang": lang})))
    root.get_by_test_id("deal-rules").select_option("standard")
    root.get_by_test_id("deal-seed").fill("7")
    root.get_by_test_id("deal-button").click()
    expect(page).to_have_url(re.compile(r"#seed=7&rules=standard$"))
    expect(root).to_have_attribute("data-state", "ready")
    count = len(answer["steps"])
    expect(root.get_by_test_id("step-position")).to_have_text(
        Catalog.load(lang).text("widget.walk.position", step=1, count=count)
    )
    expect(step_text(root)).to_have_text(answer["steps"][0]["text"])
    # The whole hand, step by step, as the engine tells it.
    for step in answer["steps"][1:]:
        root.get_by_test_id("step-next").click()
        expect(step_text(root)).to_have_text(step["text"])
    # The text version is the new hand's too.
    story = root.locator(".walkthrough__text li")
    expect(story).to_have_count(len(answer["steps"]))
    expect(story.last).to_have_text(answer["steps"][-1]["text"])


def test_a_link_with_a_seed_deals_that_hand(page: Page, origin: str) -> None:
    root = open_walkthrough(page, f"{page_url(origin, 'en')}#seed=3&rules=check", "deal")
    # Seed 3 is the redeal hand (club players): the deal, four passes and the redeal.
    expect(root.get_by_test_id("step-position")).to_have_text("Step 1 of 6")
    root.locator(".walk__stage").click()
    page.keyboard.press("End")
    expect(step_text(root)).to_contain_text("All four have passed")


def test_a_bad_seed_is_refused(page: Page, origin: str) -> None:
    root = open_walkthrough(page, page_url(origin, "en"), "deal")
    first = step_text(root).inner_text()
    root.get_by_test_id("deal-seed").fill("-3")
    root.get_by_test_id("deal-button").click()
    expect(root.get_by_test_id("deal-seed")).to_have_attribute("aria-invalid", "true")
    expect(root.get_by_test_id("deal-error")).to_have_text(
        "A seed is a whole number from 0 to 999999999."
    )
    expect(step_text(root)).to_have_text(first)
    root.get_by_test_id("deal-seed").fill("3")
    root.get_by_test_id("deal-button").click()
    expect(root.get_by_test_id("step-position")).to_have_text("Step 1 of 6")
    expect(root.get_by_test_id("deal-error")).to_be_hidden()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_serious_accessibility_violation_mid_hand(page: Page, origin: str, lang: str) -> None:
    root = open_walkthrough(page, page_url(origin, lang), "deal")
    for _ in range(20):
        root.get_by_test_id("step-next").click()
    serious = serious_violations(page, '[data-walkthrough="deal"]')
    assert serious == [], json.dumps(serious, indent=2)
