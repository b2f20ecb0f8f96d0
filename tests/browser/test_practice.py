"""The practice page in the reader's browser, in every language, on a phone (390×844).

Each answer is read from the exercise's hooks (``data-*``) and computed by the rules
worked by hand in ``tests/practice_rules.py``, never by the engine. The hooks are
listed at the top of ``docs/assets/calculators/practice/*.js``. Every test runs on the
``page`` fixture, which fails a test whose page or worker asks anything of another
origin.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from pinochle import web
from pinochle.cards import Card
from pinochle.catalog import LANGUAGES, Catalog
from playwright.sync_api import Locator, Page, ViewportSize, expect

from tests import practice_rules as rules
from tests.browser.accessibility import serious_violations
from tests.engine.support import kept_game

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
    # A number question: the headline gives the right numbers (nothing is "marked").
    headline = catalog.text("practice.wrong_count_checks", points=points, checks=checks)
    expect(feedback.locator(".practice__verdict")).to_have_text(headline)
    total = catalog.text(
        "practice.note.meld_total_checks",
        points=catalog.count("points", points),
        checks=catalog.count("checks", checks),
    )
    expect(feedback.locator('[data-code="meld_total_checks"]')).to_have_text(total)
    expect(feedback.locator('[data-code="meld_checks"]')).to_have_count(1)  # the one meld
    expect(root.get_by_test_id("practice-live")).to_contain_text(headline)
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
    root.get_by_test_id("progress-reset-confirm").click()
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


GREEN = "rgb(46, 125, 50)"  # --practice-right, light colours
RED = "rgb(198, 40, 40)"  # --card-red, light colours
TEXT = "rgba(0, 0, 0, 0.87)"  # the text colour: the neutral "chosen" style


def style(locator: Locator, prop: str) -> str:
    value: str = locator.evaluate("(e, p) => getComputedStyle(e)[p]", prop)
    return value


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_reset_asks_first_in_the_page(page: Page, origin: str, lang: str) -> None:
    catalog = Catalog.load(lang)
    page.goto(f"{origin}/index.html")  # the origin's storage, before the widget reads it
    stored = {"version": 1, "stars": {"winner": [3, 2, 0, 0]}, "seeds": {}, "round": None}
    page.evaluate(f"() => localStorage.setItem('{STORE}', '{json.dumps(stored)}')")
    root = open_practice(page, origin, lang)
    winner = root.locator('[data-testid=stage][data-stage="winner"]')
    expect(winner).to_have_attribute("data-stars", "5")
    reset, ask = root.get_by_test_id("progress-reset"), root.get_by_test_id("progress-reset-ask")
    expect(ask).to_be_hidden()
    # In the page, not window.confirm (Playwright would dismiss that: nothing would show).
    reset.click()
    expect(ask).to_be_visible()
    expect(ask).to_contain_text(catalog.text("practice.reset_ask"))
    expect(root.get_by_test_id("progress-reset-cancel")).to_be_focused()
    for control in ("progress-reset-confirm", "progress-reset-cancel"):
        box = root.get_by_test_id(control).bounding_box()
        assert box and box["height"] >= 44
    # Kept: nothing changed.
    page.keyboard.press("Enter")
    expect(ask).to_be_hidden()
    expect(reset).to_be_focused()
    expect(root.get_by_test_id("practice-live")).to_have_text(catalog.text("practice.reset_kept"))
    expect(winner).to_have_attribute("data-stars", "5")
    assert json.loads(page.evaluate(f"() => localStorage.getItem('{STORE}')"))["stars"] == {
        "winner": [3, 2, 0, 0]
    }
    # Asked again and confirmed: every star cleared.
    reset.click()
    root.get_by_test_id("progress-reset-confirm").click()
    expect(winner).to_have_attribute("data-stars", "0")
    expect(root.get_by_test_id("practice-live")).to_have_text(catalog.text("practice.reset_done"))
    assert json.loads(page.evaluate(f"() => localStorage.getItem('{STORE}')"))["stars"] == {}


def test_a_right_card_is_never_red_and_a_wrong_one_is(page: Page, origin: str) -> None:
    catalog = Catalog.load("de")
    root = open_practice(page, origin, "de")
    start_level(root, "winner", 1)
    facts = facts_of(root.get_by_test_id("exercise"))
    right = rules.page_answer("winner", facts)["index"]
    card = root.locator(f'[data-testid=answer-card][data-index="{right}"]')
    card.click()
    # Chosen, not graded: a neutral dashed frame in the text colour.
    assert style(card.locator(".card"), "outlineStyle") == "dashed"
    assert style(card.locator(".card"), "outlineColor") == TEXT
    root.get_by_test_id("answer-submit").click()
    expect(root.get_by_test_id("feedback")).to_have_attribute("data-correct", "true")
    expect(card).to_have_attribute("data-mark", "right")
    assert style(card.locator(".card"), "boxShadow") == f"{GREEN} 0px 0px 0px 3px"
    assert style(card.locator(".card"), "outlineStyle") == "none"
    expect(root.locator("[data-mark=wrong]")).to_have_count(0)
    expect(root.locator('[data-code="winner_order"]')).to_have_count(0)  # right: no lesson

    root.get_by_test_id("exercise-next").click()
    expect(root.get_by_test_id("exercise")).to_have_attribute("data-number", "2")
    facts = facts_of(root.get_by_test_id("exercise"))
    right = rules.page_answer("winner", facts)["index"]
    wrong = (right + 1) % 4  # level 1: one suit, four ranks, so another rank
    root.locator(f'[data-testid=answer-card][data-index="{wrong}"]').click()
    root.get_by_test_id("answer-submit").click()
    expect(root.get_by_test_id("feedback")).to_have_attribute("data-correct", "false")
    chosen = root.locator(f'[data-testid=answer-card][data-index="{wrong}"]')
    key = root.locator(f'[data-testid=answer-card][data-index="{right}"]')
    expect(chosen).to_have_attribute("data-mark", "wrong")
    expect(key).to_have_attribute("data-mark", "right")
    assert style(chosen.locator(".card"), "boxShadow") == f"{RED} 0px 0px 0px 3px"
    assert style(key.locator(".card"), "boxShadow") == f"{GREEN} 0px 0px 0px 3px"
    # The feedback names the order of a suit, with its six cards in the winner's suit.
    order = root.locator('[data-testid=feedback-note][data-code="winner_order"]')
    expect(order).to_contain_text(catalog.text("practice.note.winner_order"))
    suit = facts["trick"].split()[right][-1]
    pictured = order.locator(".card").evaluate_all("cs => cs.map(c => c.ariaLabel)")
    assert pictured == [
        catalog.text(f"card.{rank}{suit}") for rank in ("A", "T", "K", "Q", "J", "9")
    ]


def test_a_wrong_yes_or_no_is_marked_wrong_not_green(page: Page, origin: str) -> None:
    root = open_practice(page, origin, "fi")
    start_level(root, "bidding", 1)
    facts = facts_of(root.get_by_test_id("exercise"))
    right = rules.page_answer("bidding", facts)["yes"]
    chosen = root.get_by_test_id("answer-no" if right else "answer-yes")
    key = root.get_by_test_id("answer-yes" if right else "answer-no")
    chosen.click()
    assert style(chosen, "borderTopColor") == TEXT  # chosen: neutral, not green
    root.get_by_test_id("answer-submit").click()
    expect(root.get_by_test_id("feedback")).to_have_attribute("data-correct", "false")
    expect(chosen).to_have_attribute("data-mark", "wrong")
    expect(key).to_have_attribute("data-mark", "right")
    assert style(chosen, "boxShadow") == f"{RED} 0px 0px 0px 3px"
    assert GREEN not in style(chosen, "borderTopColor") + style(chosen, "boxShadow")
    assert style(key, "boxShadow") == f"{GREEN} 0px 0px 0px 3px"
    marks = root.locator("[data-mark]").evaluate_all(
        "es => es.map(e => getComputedStyle(e, '::after').content)"
    )
    assert sorted(marks) == ['" ✓"', '" ✗"']


def test_enter_in_the_points_field_goes_on_to_the_checks(page: Page, origin: str) -> None:
    catalog = Catalog.load("nl")
    root = open_practice(page, origin, "nl")
    start_level(root, "meld", 1)
    facts = facts_of(root.get_by_test_id("exercise"))
    points, checks = rules.meld(facts["hand"].split(), facts["trump"], rules.SINGLE)
    for field in ("points", "checks"):
        assert root.get_by_test_id(f"answer-{field}").get_attribute("inputmode") == "numeric"
    expect(root.get_by_test_id("answer-points")).to_be_focused()
    page.keyboard.type(str(points))
    page.keyboard.press("Enter")
    expect(root.get_by_test_id("answer-checks")).to_be_focused()
    expect(root.locator("[data-testid=answer-error]:visible")).to_have_count(0)
    expect(root.get_by_test_id("answer-checks")).not_to_have_attribute("aria-invalid", "true")
    expect(root.get_by_test_id("feedback")).to_have_count(0)
    page.keyboard.type(str(checks + 2))
    page.keyboard.press("Enter")
    feedback = root.get_by_test_id("feedback")
    expect(feedback).to_have_attribute("data-correct", "false")
    expect(feedback.locator(".practice__verdict")).to_have_text(
        catalog.text("practice.wrong_count_checks", points=points, checks=checks)
    )


@pytest.mark.parametrize("lang", ["en", "de"])
def test_checks_feedback_gives_the_number_to_enter(page: Page, origin: str, lang: str) -> None:
    catalog = Catalog.load(lang)
    root = open_practice(page, origin, lang)
    start_level(root, "checks", 1)
    field = root.get_by_test_id("answer-checks")
    assert field.get_attribute("inputmode") == "numeric"  # the phone's number keyboard
    # The sign button puts a true minus sign in front, and takes it away again.
    field.fill("7")
    sign = root.get_by_test_id("answer-sign")
    assert sign.get_attribute("aria-label") == catalog.text("practice.sign")
    box = sign.bounding_box()
    assert box and box["height"] >= 44 and box["width"] >= 44
    sign.click()
    expect(field).to_have_value("\u22127")
    sign.click()
    expect(field).to_have_value("7")
    facts = facts_of(root.get_by_test_id("exercise"))
    key = int(rules.page_answer("checks", facts)["checks"])
    typed = key + 1
    field.fill(str(abs(typed)))
    if typed < 0:
        sign.click()
    root.get_by_test_id("answer-submit").click()
    feedback = root.get_by_test_id("feedback")
    expect(feedback).to_have_attribute("data-correct", "false")
    to_enter = f"\u2212{-key}" if key < 0 else f"+{key}"
    expect(feedback.locator(".practice__verdict")).to_have_text(
        catalog.text("practice.wrong_checks", answer=to_enter)
    )
    # Level 1 is a bid made or set: never zero checks, so a number with its sign.
    assert key != 0


def test_progress_goes_to_a_file_and_comes_back(page: Page, origin: str, tmp_path: Path) -> None:
    catalog = Catalog.load("fi")
    page.goto(f"{origin}/index.html")
    stored = {"version": 1, "stars": {"winner": [3, 2, 0, 0]}, "seeds": {}, "round": None}
    page.evaluate(f"() => localStorage.setItem('{STORE}', '{json.dumps(stored)}')")
    root = open_practice(page, origin, "fi")
    winner = root.locator('[data-testid=stage][data-stage="winner"]')
    expect(winner).to_have_attribute("data-stars", "5")
    with page.expect_download() as caught:
        root.get_by_test_id("progress-export").click()
    saved = tmp_path / caught.value.suggested_filename
    caught.value.save_as(saved)
    assert re.fullmatch(r"practice-\d{4}-\d\d-\d\d\.json", saved.name)
    data = json.loads(saved.read_text(encoding="utf-8"))
    assert (data["format"], data["version"], data["stars"]) == (
        "pinochle.practice",
        1,
        {"winner": [3, 2, 0, 0]},
    )
    root.get_by_test_id("progress-reset").click()
    root.get_by_test_id("progress-reset-confirm").click()
    expect(winner).to_have_attribute("data-stars", "0")

    message = root.get_by_test_id("progress-import-message")
    with page.expect_file_chooser() as chooser:
        root.get_by_test_id("progress-import").click()
    chooser.value.set_files(str(saved))
    expect(message).to_have_text(catalog.text("practice.imported", stars=5))
    expect(message).to_have_attribute("data-ok", "true")
    expect(winner).to_have_attribute("data-stars", "5")
    assert json.loads(page.evaluate(f"() => localStorage.getItem('{STORE}')"))["stars"] == {
        "winner": [3, 2, 0, 0]
    }
    # A damaged file, or another site's JSON: told, nothing changed, the page goes on.
    for text in ('{"version": 1, "stars": 7', '{"version": 1, "stars": {}, "seeds": {}}'):
        bad = tmp_path / "bad.json"
        bad.write_text(text, encoding="utf-8")
        root.get_by_test_id("progress-import-file").set_input_files(str(bad))
        expect(message).to_have_attribute("data-ok", "false")
        expect(message).to_have_text(catalog.text("practice.import_failed"))
        expect(winner).to_have_attribute("data-stars", "5")
    expect(root).to_have_attribute("data-state", "ready")
    start_level(root, "winner", 1)


ORDER = ("A", "T", "K", "Q", "J", "9")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_playing_page_teaches_the_card_order_with_pictures(site: Path, lang: str) -> None:
    catalog = Catalog.load(lang)
    html = (site / ("" if lang == "en" else lang) / "playing.html").read_text(encoding="utf-8")
    labels = [catalog.card(Card.parse(f"{rank}S")) for rank in ORDER]
    rows = [
        (found.start(), re.findall(r'aria-label="([^"]+)"', found[1]))
        for found in re.finditer(r'<div class="cards">(.*?)</div>', html)
    ]
    where = [start for start, row in rows if row == labels]
    assert len(where) == 1, rows
    # In the section on the tricks, after its rules and before its first example.
    sections = [found.start() for found in re.finditer(r"<h[23] ", html)]
    before = max(start for start in sections if start < where[0])
    after = min(start for start in sections if start > where[0])
    tricks = html[before:after]
    assert "<h2 " in tricks[:5]  # the section's own heading, not an example's
    # The text names the ranks in that order, high to low.
    words = [catalog.text(f"rank.{rank}").lower() for rank in ORDER]
    text = re.sub(r"<[^>]+>", " ", tricks).lower()
    positions = [text.index(f"{word},") for word in words[:-1]] + [text.index(words[-1] + ".")]
    assert positions == sorted(positions)


# ---- Your own mistakes: the Play page's review brings them, the stage sets them again

MISTAKES_STORE = "pinochle.practice.mistakes"
# Check Pinochle, deal 24: South (dealer) bids 21 over West's 20, names clubs, goes on
# from the meld and plays these cards, the expert's hint each time but twice; the review
# marks those two: the K♣ led to trick 1 (a mistake; the expert leads the J♣) and the
# J♣ led to trick 7 (a blunder; the expert leads the Q♠).
OWN_GAME = [
    "bid-21",
    "trump-C",
    "next",
    "card-KC",
    "card-AC",
    "card-9D",
    "card-QC",
    "card-JD",
    "card-KH",
    "card-JC",
    "card-TD",
    "card-KS",
    "card-JD",
    "card-QS",
    "card-TS",
]
OWN_MISTAKES = [("mistake", "KC", "JC"), ("blunder", "JC", "QS")]


def own_game() -> dict[str, Any]:
    """The game above as the Play page keeps it (with its marks), from the engine."""
    return kept_game("check", 24, "club", OWN_GAME)


def own_review() -> dict[str, Any]:
    """The engine's review of the game above."""
    answer = json.loads(web.play(json.dumps({"op": "review", "game": own_game()})))
    review: dict[str, Any] = answer["review"]
    return review


def mistake_rows(review: dict[str, Any]) -> list[dict[str, Any]]:
    return [row for row in review["differences"] if row["label"] in ("mistake", "blunder")]


def stored_mistakes(page: Page) -> dict[str, Any]:
    stored: dict[str, Any] = json.loads(
        page.evaluate(f"() => localStorage.getItem('{MISTAKES_STORE}')") or "null"
    )
    return stored


def tap_target_ok(locator: Locator) -> bool:
    box = locator.bounding_box()
    return box is not None and box["height"] >= 44 and box["width"] >= 44


def answer_card(root: Locator, code: str) -> None:
    root.locator(f'[data-testid=answer-card][data-card="{code}"]').first.click()
    root.get_by_test_id("answer-submit").click()


def test_a_mistake_from_play_comes_back_in_your_own_mistakes(phone: Page, origin: str) -> None:
    page = phone
    catalog = Catalog.load("en")
    # The game at its end, opened from a link: the review comes by itself and keeps its
    # mistakes and blunders for Practice.
    game, review = own_game(), own_review()
    rows = mistake_rows(review)
    fragment = f"#rules=check&seed=24&players=club&v={game['version']}&a={'.'.join(OWN_GAME)}"
    page.goto(f"{origin}/play.html{fragment}&m={game['marks']}")
    play = page.get_by_test_id("play")
    expect(play).to_have_attribute("data-state", "ready", timeout=90_000)
    expect(play.get_by_test_id("review-row")).to_have_count(len(review["differences"]))
    page.wait_for_function(f"() => localStorage.getItem('{MISTAKES_STORE}') !== null")
    kept = stored_mistakes(page)["exercises"]
    assert [(e["label"], e["card"], e["computer"]) for e in kept] == OWN_MISTAKES
    assert [e["position"] for e in kept] == [row["position"] for row in rows]

    root = open_practice(page, origin, "en")
    stage = root.locator('[data-testid=stage][data-stage="mistakes"]')
    expect(stage).to_have_attribute("data-count", "2")
    assert tap_target_ok(stage)
    stage.click()
    exercise = root.get_by_test_id("exercise")
    expect(exercise).to_have_attribute("data-label", "mistake", timeout=30_000)
    expect(exercise).to_have_attribute("data-number", "1")
    # Trick 1 as South saw it: the bidder leads, so any of his twelve cards may be played
    # (RULES.md §4.1), and the trick is empty.
    expect(root.get_by_test_id("trick-card")).to_have_count(0)
    cards = root.get_by_test_id("answer-card")
    expect(cards).to_have_count(12)
    expect(root.locator("[data-testid=answer-card]:disabled")).to_have_count(0)
    played = catalog.text("practice.mistakes.played", card="K♣", label="Mistake")
    expect(exercise).to_contain_text(played)
    expect(exercise).to_contain_text("You won the bid at 21; trump is clubs.")
    expect(exercise).to_contain_text(catalog.text("practice.mistakes.question"))
    assert all(tap_target_ok(card) for card in cards.all())
    assert tap_target_ok(root.get_by_test_id("answer-submit"))
    serious = serious_violations(page, '[data-testid="practice"]')
    assert serious == [], json.dumps(serious, indent=2)

    # The same card again: wrong, the expert's card marked right, with why.
    answer_card(root, "KC")
    feedback = root.get_by_test_id("feedback")
    expect(feedback).to_have_attribute("data-correct", "false", timeout=30_000)
    expect(root.locator('[data-testid=answer-card][data-card="KC"]')).to_have_attribute(
        "data-mark", "wrong"
    )
    expect(root.locator('[data-testid=answer-card][data-card="JC"]').first).to_have_attribute(
        "data-mark", "right"
    )
    expect(feedback.locator('[data-code="graded"]')).to_contain_text(
        "The review's estimate for K♣: Mistake."
    )
    expect(feedback.locator('[data-code="computer"]')).to_contain_text("J♣")
    expect(feedback.locator('[data-code="estimate"]')).to_have_text(rows[0]["estimate"]["text"])
    serious = serious_violations(page, '[data-testid="practice"]')
    assert serious == [], json.dumps(serious, indent=2)
    assert page.evaluate("() => document.documentElement.scrollWidth <= 390")

    # The stage goes round; each one answered right twice leaves it, its place taken by
    # the next: the blunder (right once), the mistake (once), the blunder (twice: it
    # leaves), the mistake (twice: it leaves).
    answers = {"mistake": "JC", "blunder": "QS"}
    rounds = [("blunder", 2, "right_once", 2), ("mistake", 1, "right_once", 2)]
    rounds += [("blunder", 2, "left", 1), ("mistake", 1, "left", 0)]
    for label, number, note, count in rounds:
        root.get_by_test_id("exercise-next").click()
        expect(exercise).to_have_attribute("data-number", str(number))
        expect(exercise).to_have_attribute("data-label", label)
        answer_card(root, answers[label])
        expect(feedback).to_have_attribute("data-correct", "true", timeout=30_000)
        expect(feedback.locator(f'[data-code="{note}"]')).to_have_text(
            catalog.text(f"practice.mistakes.{note}")
        )
        expect(stage).to_have_attribute("data-count", str(count))
    root.get_by_test_id("exercise-next").click()
    expect(root.get_by_test_id("mistakes-empty")).to_have_text(
        catalog.text("practice.mistakes.empty")
    )
    assert stored_mistakes(page)["exercises"] == []
    # Done: the same review shown again does not bring them back.
    assert len(stored_mistakes(page)["done"]) == 2


@pytest.mark.parametrize("lang", ["de", "fi"])
def test_damaged_own_mistakes_are_set_aside_and_the_empty_stage_says_how_it_fills(
    page: Page, origin: str, lang: str
) -> None:
    catalog = Catalog.load(lang)
    page.goto(f"{origin}/index.html")  # the origin's storage, before the widget reads it
    damaged = '{"version": 1, "exercises": [{"id": 7}], "done": []}'
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [MISTAKES_STORE, damaged])
    root = open_practice(page, origin, lang)
    stage = root.locator('[data-testid=stage][data-stage="mistakes"]')
    expect(stage).to_have_attribute("data-count", "0")
    expect(stage).to_contain_text(catalog.text("practice.mistakes.stage"))
    kept = page.evaluate(f"() => Object.keys(localStorage).filter(k => k.startsWith('{KEPT}'))")
    assert len(kept) == 1
    assert page.evaluate(f"() => localStorage.getItem('{kept[0]}')") == damaged
    notice = root.get_by_test_id("progress-notice")
    expect(notice).to_have_text(catalog.texts["practice.damaged"].format(key=kept[0]))
    stage.click()
    empty = root.get_by_test_id("mistakes-empty")
    expect(empty).to_have_text(catalog.text("practice.mistakes.empty"))
    link = root.get_by_role("link", name=catalog.text("practice.mistakes.to_play"))
    assert link.get_attribute("href") == "play.html"
    box = link.bounding_box()
    assert box and box["height"] >= 44
    serious = serious_violations(page, '[data-testid="practice"]')
    assert serious == [], json.dumps(serious, indent=2)
    # The other stages go on as before.
    start_level(root, "bidding", 1)
    answer_right(root, "bidding", 1, 1)


def test_own_mistakes_go_to_a_file_with_the_progress_and_come_back(
    page: Page, origin: str, tmp_path: Path
) -> None:
    row = mistake_rows(own_review())[1]  # the J♣ led to trick 7: a blunder
    kept = {
        "version": 1,
        "exercises": [
            {
                "id": "check/24/club/" + row["position"]["marks"],
                "label": row["label"],
                "ply": row["ply"],
                "card": "JC",
                "computer": "QS",
                "position": row["position"],
                "right": 1,
            }
        ],
        "done": [],
    }
    page.goto(f"{origin}/index.html")
    page.evaluate(
        "([key, text]) => localStorage.setItem(key, text)", [MISTAKES_STORE, json.dumps(kept)]
    )
    root = open_practice(page, origin, "nl")
    stage = root.locator('[data-testid=stage][data-stage="mistakes"]')
    expect(stage).to_have_attribute("data-count", "1")
    with page.expect_download() as caught:
        root.get_by_test_id("progress-export").click()
    saved = tmp_path / "practice.json"
    caught.value.save_as(saved)
    assert json.loads(saved.read_text(encoding="utf-8"))["mistakes"] == kept
    page.evaluate(f"() => localStorage.removeItem('{MISTAKES_STORE}')")
    root.get_by_test_id("progress-import-file").set_input_files(str(saved))
    expect(root.get_by_test_id("progress-import-message")).to_have_attribute("data-ok", "true")
    expect(stage).to_have_attribute("data-count", "1")
    assert stored_mistakes(page) == kept
    # A file whose own mistakes cannot be read changes nothing.
    bad = tmp_path / "bad.json"
    broken = {**json.loads(saved.read_text(encoding="utf-8")), "mistakes": {"version": 1}}
    bad.write_text(json.dumps(broken), encoding="utf-8")
    root.get_by_test_id("progress-import-file").set_input_files(str(bad))
    expect(root.get_by_test_id("progress-import-message")).to_have_attribute("data-ok", "false")
    assert stored_mistakes(page) == kept
    # Right once already: one more right answer (the Q♠ lead) and it leaves.
    stage.click()
    exercise = root.get_by_test_id("exercise")
    # (the engine replays the game up to there first: slow on a busy machine)
    expect(exercise).to_have_attribute("data-label", "blunder", timeout=30_000)
    expect(root.get_by_test_id("trick-card")).to_have_count(0)  # South leads
    answer_card(root, "QS")
    feedback = root.get_by_test_id("feedback")
    expect(feedback).to_have_attribute("data-correct", "true", timeout=30_000)
    expect(stage).to_have_attribute("data-count", "0")
