"""The practice page in the reader's browser, in every language, on a phone (390×844).

Each answer is read from the exercise's hooks (``data-*``) and computed by the rules
worked by hand in ``tests/practice_rules.py``, never by the engine. The hooks are
listed at the top of ``docs/assets/calculators/practice/*.js``. Every test runs on the
``page`` fixture, which fails a test whose page or worker asks anything of another
origin.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from pinochle.catalog import LANGUAGES, Catalog
from playwright.sync_api import Locator, Page, ViewportSize, expect

from tests import practice_rules as rules
from tests.browser.accessibility import serious_violations

STORE = "pinochle.practice"
KEPT = "pinochle.practice.kept."
PHONE: ViewportSize = {"width": 390, "height": 844}
# The level each stage is played at: a harder one where the rules mix.
LEVELS = {"winner": 3, "meld": 2, "legal": 6, "bidding": 4, "checks": 4}


def open_practice(page: Page, origin: str, lang: str) -> Locator:
    page.set_viewport_size(PHONE)
    prefix = "" if lang == "en" else f"{lang}/"
    page.goto(f"{origin}/{prefix}practice.html")
    root = page.get_by_test_id("practice")
    expect(root).to_have_attribute("data-state", "ready", timeout=90_000)
    return root


def facts_of(exercise: Locator) -> dict[str, str]:
    """The exercise's machine-readable question: every ``data-*`` attribute."""
    facts: dict[str, str] = exercise.evaluate(
        "e => Object.fromEntries([...e.attributes].filter(a => a.name.startsWith('data-'))"
        ".map(a => [a.name.slice(5), a.value]))"
    )
    return facts


def give(root: Locator, answer: dict[str, Any]) -> None:
    """Enter ``answer`` through the page's controls and submit it."""
    if "index" in answer:
        root.locator(f'[data-testid=answer-card][data-index="{answer["index"]}"]').click()
    for index in answer.get("indices", []):
        root.locator(f'[data-testid=answer-card][data-index="{index}"]').click()
    for field in ("points", "checks"):
        if field in answer:
            root.get_by_test_id(f"answer-{field}").fill(answer[field])
    if "yes" in answer:
        root.get_by_test_id("answer-yes" if answer["yes"] else "answer-no").click()
    for suit in answer.get("suits", []):
        root.locator(f'[data-testid=answer-suit][data-suit="{suit}"]').click()
    root.get_by_test_id("answer-submit").click()


def start_level(root: Locator, stage: str, level: int) -> None:
    root.locator(f'[data-testid=stage][data-stage="{stage}"]').click()
    root.locator(f'[data-testid=level][data-level="{level}"]').click()
    expect(root.get_by_test_id("exercise")).to_have_attribute("data-number", "1")


def answer_right(root: Locator, stage: str, level: int, number: int) -> None:
    exercise = root.get_by_test_id("exercise")
    expect(exercise).to_have_attribute("data-number", str(number))
    facts = facts_of(exercise)
    assert (facts["kind"], facts["level"]) == (stage, str(level))
    give(root, rules.page_answer(stage, facts))
    # Grading deals the level up to this exercise again: slow on a busy machine.
    expect(root.get_by_test_id("feedback")).to_have_attribute(
        "data-correct", "true", timeout=30_000
    )


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_level_of_each_stage_answered_right(page: Page, origin: str, lang: str) -> None:
    root = open_practice(page, origin, lang)
    for stage, level in LEVELS.items():
        start_level(root, stage, level)
        for number in range(1, 11):
            answer_right(root, stage, level, number)
            if number < 10:
                root.get_by_test_id("exercise-next").click()
        # No mistake: three stars, on the level and summed on the stage.
        expect(root.get_by_test_id("level-done")).to_have_attribute("data-stars", "3")
        stage_button = root.locator(f'[data-testid=stage][data-stage="{stage}"]')
        expect(stage_button).to_have_attribute("data-stars", "3")
    # Kept across a reload.
    page.reload()
    root = page.get_by_test_id("practice")
    expect(root).to_have_attribute("data-state", "ready", timeout=90_000)
    for stage in LEVELS:
        stage_button = root.locator(f'[data-testid=stage][data-stage="{stage}"]')
        expect(stage_button).to_have_attribute("data-stars", "3")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_wrong_answer_shows_the_right_one_and_why(page: Page, origin: str, lang: str) -> None:
    catalog = Catalog.load(lang)
    root = open_practice(page, origin, lang)
    start_level(root, "meld", 1)
    facts = facts_of(root.get_by_test_id("exercise"))
    points, checks = rules.meld(facts["hand"].split(), facts["trump"], rules.SINGLE)
    # By keyboard: the points box has the focus; one point too many, Tab, the checks, Enter.
    expect(root.get_by_test_id("answer-points")).to_be_focused()
    page.keyboard.type(str(points + 1))
    page.keyboard.press("Tab")
    page.keyboard.type(str(checks))
    page.keyboard.press("Enter")
    feedback = root.get_by_test_id("feedback")
    expect(feedback).to_have_attribute("data-correct", "false")
    expect(feedback).to_contain_text(catalog.text("practice.wrong"))
    total = catalog.text(
        "practice.note.meld_total_checks",
        points=catalog.count("points", points),
        checks=catalog.count("checks", checks),
    )
    expect(feedback.locator('[data-code="meld_total_checks"]')).to_have_text(total)
    expect(feedback.locator('[data-code="meld_checks"]')).to_have_count(1)  # the one meld
    expect(root.get_by_test_id("practice-live")).to_contain_text(catalog.text("practice.wrong"))
    expect(root.get_by_test_id("exercise-next")).to_be_focused()
    # Finished with one mistake, the level earns two stars.
    root.get_by_test_id("exercise-next").click()
    for number in range(2, 11):
        answer_right(root, "meld", 1, number)
        if number < 10:
            root.get_by_test_id("exercise-next").click()
    expect(root.get_by_test_id("level-done")).to_have_attribute("data-stars", "2")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_unreadable_answer_is_named_at_its_field(page: Page, origin: str, lang: str) -> None:
    catalog = Catalog.load(lang)
    root = open_practice(page, origin, lang)
    start_level(root, "checks", 1)
    root.get_by_test_id("answer-checks").fill("lots")
    root.get_by_test_id("answer-submit").click()
    error = root.locator('[data-testid=answer-error][data-field="checks"]')
    expect(error).to_have_text(catalog.text("practice.problem.not_a_number", text="lots"))
    expect(root.get_by_test_id("answer-checks")).to_have_attribute("aria-invalid", "true")
    expect(root.get_by_test_id("answer-checks")).to_have_value("lots")
    expect(root.get_by_test_id("feedback")).to_have_count(0)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_round_in_progress_is_kept_across_a_reload(page: Page, origin: str, lang: str) -> None:
    root = open_practice(page, origin, lang)
    start_level(root, "winner", 1)
    for number in (1, 2, 3):
        answer_right(root, "winner", 1, number)
        root.get_by_test_id("exercise-next").click()
    expect(root.get_by_test_id("exercise")).to_have_attribute("data-number", "4")
    question = facts_of(root.get_by_test_id("exercise"))
    page.reload()
    root = page.get_by_test_id("practice")
    expect(root).to_have_attribute("data-state", "ready", timeout=90_000)
    exercise = root.get_by_test_id("exercise")
    expect(exercise).to_have_attribute("data-number", "4")
    assert facts_of(exercise) == question  # the same exercise, dealt again from its seed
    stored = json.loads(page.evaluate(f"() => localStorage.getItem('{STORE}')"))
    assert stored["version"] == 1
    assert stored["round"]["answered"] == 3


@pytest.mark.parametrize("lang", LANGUAGES)
def test_damaged_progress_is_set_aside(page: Page, origin: str, lang: str) -> None:
    catalog = Catalog.load(lang)
    root = open_practice(page, origin, lang)
    page.evaluate(f"() => localStorage.setItem('{STORE}', '{{\"version\": 1, \"stars\": 7')")
    page.reload()
    root = page.get_by_test_id("practice")
    expect(root).to_have_attribute("data-state", "ready", timeout=90_000)
    kept = page.evaluate(f"() => Object.keys(localStorage).filter(k => k.startsWith('{KEPT}'))")
    assert len(kept) == 1
    assert page.evaluate(f"() => localStorage.getItem('{kept[0]}')") == '{"version": 1, "stars": 7'
    notice = root.get_by_test_id("progress-notice")
    # (the placeholder is named "key", which Catalog.text takes for the message id)
    expect(notice).to_have_text(catalog.texts["practice.damaged"].format(key=kept[0]))
    # The page works: a level can be played, and the reset clears the stars.
    start_level(root, "bidding", 1)
    answer_right(root, "bidding", 1, 1)
    root.get_by_test_id("progress-reset").click()
    expect(root.get_by_test_id("practice-live")).to_have_text(catalog.text("practice.reset_done"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_serious_accessibility_violation(page: Page, origin: str, lang: str) -> None:
    root = open_practice(page, origin, lang)
    start_level(root, "legal", 2)
    for moment in ("question", "verdict"):
        if moment == "verdict":
            root.locator("[data-testid=answer-card]").first.click()
            root.get_by_test_id("answer-submit").click()
            expect(root.get_by_test_id("feedback")).to_be_visible()
        serious = serious_violations(page, '[data-testid="practice"]')
        assert serious == [], json.dumps(serious, indent=2)
    nothing_wider = page.evaluate("() => document.documentElement.scrollWidth <= 390")
    assert nothing_wider
