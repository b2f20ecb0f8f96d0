"""The calculators in the reader's browser, in every language: typed, picked, linked, by keyboard.

Expected values are RULES.md's worked examples and sums done by hand; the
words come from the catalogs, as the reader sees them.
"""

from __future__ import annotations

import json

import pytest
from pinochle.catalog import LANGUAGES, Catalog
from pinochle.errors import NotationError
from playwright.sync_api import Locator, Page, expect

from tests.browser.accessibility import serious_violations

EXAMPLE_1 = "AH TH KH QH JH 9H KS QS JD AC AD AS"
EXAMPLE_2 = "KH QH KS QS KD QD KC QC AH TH JH JD"
EXAMPLE_3 = "AH AH TH TH KH KH QH QH JH JH 9H 9H"
FAMILY_HAND = "AH TH KH KH QH QH JH"
# EXAMPLE_2 picked card by card, shown as the reader's cards show it (suit by suit, high
# to low): Dutch H V B for heer, vrouw, boer; German K D B; 10 as the card shows it.
PICKED_EXAMPLE_2 = {
    "en": "KS QS AH 10H KH QH JH KD QD JD KC QC",
    "nl": "HS VS AH 10H HH VH BH HD VD BD HC VC",
    "de": "KS DS AH 10H KH DH BH KD DD BD KC DC",
    "fi": "KS QS AH 10H KH QH JH KD QD JD KC QC",
}
# The same after the second Q♠ press (a single deck holds two: back to none).
PICKED_WITHOUT_QS = {
    "en": "KS AH 10H KH QH JH KD QD JD KC QC",
    "nl": "HS AH 10H HH VH BH HD VD BD HC VC",
    "de": "KS AH 10H KH DH BH KD DD BD KC DC",
    "fi": "KS AH 10H KH QH JH KD QD JD KC QC",
}
# FAMILY_HAND as a link shows it in each language.
LINKED_FAMILY_HAND = {
    "en": "AH 10H KH KH QH QH JH",
    "nl": "AH 10H HH HH VH VH BH",
    "de": "AH 10H KH KH DH DH BH",
    "fi": "AH 10H KH KH QH QH JH",
}


def page_url(origin: str, lang: str, name: str) -> str:
    prefix = "" if lang == "en" else f"{lang}/"
    return f"{origin}/{prefix}{name}.html"


def open_widget(page: Page, url: str, widget: str = "meld-calculator") -> Locator:
    page.goto(url)
    root = page.get_by_test_id(widget)
    expect(root).to_have_attribute("data-state", "ready", timeout=60_000)
    return root


def choose(root: Locator, *, rules: str, trump: str, table: str = "standard") -> None:
    root.get_by_test_id("rules-select").select_option(rules)
    root.get_by_test_id("trump-select").select_option(trump)
    if rules == "double-deck":
        root.get_by_test_id("table-select").select_option(table)


def expect_totals(root: Locator, points: int, checks: int) -> None:
    expect(root.get_by_test_id("meld-points")).to_have_text(str(points))
    expect(root.get_by_test_id("meld-checks")).to_have_text(str(checks))


def picker_label(lang: str, code: str, count: int) -> str:
    catalog = Catalog.load(lang)
    return catalog.text("widget.picker.card", card=catalog.text(f"card.{code}"), count=count)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_worked_examples_typed(page: Page, origin: str, lang: str) -> None:
    root = open_widget(page, page_url(origin, lang, "calculator"))
    choose(root, rules="check", trump="H")
    for hand, points, checks in ((EXAMPLE_1, 32, 4), (EXAMPLE_2, 39, 9), (EXAMPLE_3, 152, 4)):
        root.get_by_test_id("hand-input").fill(hand)
        expect_totals(root, points, checks)
        expect(root.get_by_test_id("meld-error")).to_be_hidden()
    expect(root.locator("tbody tr")).to_have_count(2)  # double run, two dix


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_picker_builds_the_hand(page: Page, origin: str, lang: str) -> None:
    root = open_widget(page, page_url(origin, lang, "calculator"))
    choose(root, rules="check", trump="H")
    root.get_by_role("button", name=Catalog.load(lang).text("widget.picker.clear")).click()
    expect(root.get_by_test_id("hand-input")).to_have_value("")
    for code in EXAMPLE_2.split():
        root.locator(f'[data-card="{code}"]').click()
    expect(root.get_by_test_id("hand-input")).to_have_value(PICKED_EXAMPLE_2[lang])
    expect_totals(root, 39, 9)
    queen = root.locator('[data-card="QS"]')
    expect(queen).to_have_attribute("aria-label", picker_label(lang, "QS", 1))
    queen.click()
    expect(queen).to_have_attribute("aria-label", picker_label(lang, "QS", 2))
    queen.click()  # the single deck holds two: back to none
    expect(queen).to_have_attribute("aria-label", picker_label(lang, "QS", 0))
    expect(root.get_by_test_id("hand-input")).to_have_value(PICKED_WITHOUT_QS[lang])
    # Typing updates the picker too.
    root.get_by_test_id("hand-input").fill("qs, q♠ 10h")
    expect(queen).to_have_attribute("aria-label", picker_label(lang, "QS", 2))
    expect(root.get_by_test_id("hand-input")).to_have_value("qs, q♠ 10h")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_profile_and_table(page: Page, origin: str, lang: str) -> None:
    root = open_widget(page, page_url(origin, lang, "calculator"))
    choose(root, rules="standard", trump="H")
    root.get_by_test_id("hand-input").fill(EXAMPLE_1)
    expect_totals(root, 32, 0)
    choose(root, rules="double-deck", trump="H", table="family")
    root.get_by_test_id("hand-input").fill(FAMILY_HAND)
    expect_totals(root, 45, 0)  # run 15 + double royal marriage 30
    choose(root, rules="double-deck", trump="H", table="standard")
    expect_totals(root, 19, 0)  # run 15 + royal marriage 4
    root.get_by_test_id("hand-input").fill("AH TH KH QH JH")
    choose(root, rules="double-deck", trump="H", table="npa")
    expect_totals(root, 25, 0)  # the NPA run
    # The double deck holds four of a card: a fifth press starts again at none.
    ace = root.locator('[data-card="AC"]')
    for count in (1, 2, 3, 4, 0):
        ace.click()
        expect(ace).to_have_attribute("aria-label", picker_label(lang, "AC", count))
    expect(root.locator('[data-card="9H"]')).to_have_count(0)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_address_reproduces_the_calculation(page: Page, origin: str, lang: str) -> None:
    root = open_widget(page, page_url(origin, lang, "calculator"))
    choose(root, rules="double-deck", trump="H", table="family")
    root.get_by_test_id("hand-input").fill("ah th kh kh qh qh jh")
    expect_totals(root, 45, 0)
    # Once read, the link holds the cards' codes, whatever the letters typed.
    page.wait_for_function("location.hash.includes('hand=AH+TH+KH+KH+QH+QH+JH')")
    link = page.url
    other = page.context.new_page()
    again = open_widget(other, link)
    expect(again.get_by_test_id("hand-input")).to_have_value(LINKED_FAMILY_HAND[lang])
    expect(again.get_by_test_id("rules-select")).to_have_value("double-deck")
    expect(again.get_by_test_id("table-select")).to_have_value("family")
    expect(again.get_by_test_id("trump-select")).to_have_value("H")
    expect_totals(again, 45, 0)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_bad_input_is_named_and_left_as_typed(page: Page, origin: str, lang: str) -> None:
    catalog = Catalog.load(lang)
    root = open_widget(page, page_url(origin, lang, "calculator"))
    choose(root, rules="check", trump="H")
    hand = root.get_by_test_id("hand-input")
    error = root.get_by_test_id("meld-error")
    hand.fill("AH ZZ KH")
    expect(error).to_be_visible()
    expect(error).to_have_text(catalog.error(NotationError("unknown_card", token="ZZ")))
    expect(error).to_contain_text("ZZ")
    expect(hand).to_have_value("AH ZZ KH")
    expect(hand).to_have_attribute("aria-invalid", "true")
    hand.fill("AH AH AH")
    message = NotationError("too_many_copies", card="AH", count=3, max=2, deck="single")
    expect(error).to_have_text(catalog.error(message))
    expect(hand).to_have_value("AH AH AH")
    choose(root, rules="double-deck", trump="H")
    hand.fill("9H AH")
    nine = NotationError("card_not_in_deck", card="9H", deck="double")
    expect(error).to_have_text(catalog.error(nine))
    hand.fill("AH AH AH")
    expect(error).to_be_hidden()
    expect_totals(root, 0, 0)


# The rank letters the reader's cards show (nl H V B, de K D B, fi K Q J), and English ones.
READERS_LETTERS = {"en": "KS QS JD", "nl": "HS VS BD", "de": "KS DS BD", "fi": "KS QS JD"}
# A letter only the reader's language has (V and D are no English ranks), and the card it is.
ONLY_THERE = {"nl": ("VS", "QS"), "de": ("DD", "QD")}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_cards_typed_in_the_readers_letters(page: Page, origin: str, lang: str) -> None:
    catalog = Catalog.load(lang)
    root = open_widget(page, page_url(origin, lang, "calculator"))
    expect(root.locator(".calc__controls .calc__help")).to_have_text(
        catalog.text("widget.hand.help")
    )
    choose(root, rules="check", trump="S")
    hand = root.get_by_test_id("hand-input")
    hand.fill(READERS_LETTERS[lang])
    expect_totals(root, 8, 0)  # royal marriage 4, pinochle (Q♠ J♦) 4: RULES.md §2
    expect(root.get_by_test_id("meld-error")).to_be_hidden()
    expect(root.locator('[data-card="QS"]')).to_have_attribute(
        "aria-label", picker_label(lang, "QS", 1)
    )
    hand.fill("ks qs jd")  # English letters, in every language
    expect_totals(root, 8, 0)
    if lang in ONLY_THERE:
        typed, code = ONLY_THERE[lang]
        hand.fill(typed)
        expect(root.locator(f'[data-card="{code}"]')).to_have_attribute(
            "aria-label", picker_label(lang, code, 1)
        )
        # The reader's letters are this language's, not another's: V is Dutch only.
        other = "VS" if lang == "de" else "DS"
        hand.fill(f"AS {other}")
        error = root.get_by_test_id("meld-error")
        expect(error).to_have_text(catalog.error(NotationError("unknown_card", token=other)))


@pytest.mark.parametrize(("lang", "other"), [("nl", "en"), ("de", "nl"), ("en", "de")])
def test_a_hand_typed_in_one_language_is_the_same_in_another(
    page: Page, origin: str, lang: str, other: str
) -> None:
    root = open_widget(page, page_url(origin, lang, "calculator"))
    choose(root, rules="check", trump="S")
    root.get_by_test_id("hand-input").fill(READERS_LETTERS[lang])
    expect_totals(root, 8, 0)
    page.wait_for_function("location.hash.includes('hand=KS+QS+JD')")
    fragment = page.url.partition("#")[2]
    again = open_widget(page, f"{page_url(origin, other, 'calculator')}#{fragment}")
    expect(again.get_by_test_id("hand-input")).to_have_value(READERS_LETTERS[other])
    expect_totals(again, 8, 0)


@pytest.mark.parametrize("lang", ["nl", "de"])
def test_the_scorepads_card_boxes_read_the_readers_letters(
    page: Page, origin: str, lang: str
) -> None:
    catalog = Catalog.load(lang)
    root = open_widget(page, page_url(origin, lang, "scorepad"), "scorepad")
    root.get_by_test_id("meld-cards").locator("summary").click()
    hint = catalog.text("widget.hand.help")
    expect(root.get_by_test_id("meld-cards").get_by_text(hint, exact=True)).to_be_visible()
    root.get_by_test_id("meld-trump").select_option("S")
    root.get_by_test_id("cards-0-0").fill(READERS_LETTERS[lang])
    root.get_by_test_id("cards-0-1").fill("ah 10h kh qh jh")  # English letters as well
    root.get_by_test_id("meld-count").click()
    # Royal marriage 4 + pinochle 4, and the partner's plain-suit run counts its marriage 2.
    expect(root.get_by_test_id("meld-0")).to_have_value("10")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_keyboard_only(page: Page, origin: str, lang: str) -> None:
    root = open_widget(page, page_url(origin, lang, "calculator"))
    hand = root.get_by_test_id("hand-input")
    hand.focus()
    keyboard = page.keyboard
    keyboard.press("ControlOrMeta+a")
    keyboard.type("KS QS JD")
    expect_totals(root, 6, 0)  # marriage 2 + pinochle 4, hearts trump
    keyboard.press("Tab")
    expect(root.get_by_test_id("trump-select")).to_be_focused()
    keyboard.press("ArrowUp")  # ♥ → ♠: a royal marriage instead of a marriage
    expect(root.get_by_test_id("trump-select")).to_have_value("S")
    expect_totals(root, 8, 0)
    keyboard.press("Tab")
    expect(root.get_by_test_id("rules-select")).to_be_focused()
    keyboard.press("Tab")  # past the meld table, disabled for the single deck
    first_card = root.locator('[data-card="AS"]')
    expect(first_card).to_be_focused()
    keyboard.press("Enter")
    expect(first_card).to_have_attribute("aria-label", picker_label(lang, "AS", 1))
    expect(hand).to_have_value(f"AS {READERS_LETTERS[lang]}")  # picked: the reader's letters
    keyboard.press("Space")
    expect(first_card).to_have_attribute("aria-label", picker_label(lang, "AS", 2))
    keyboard.press("Delete")
    expect(first_card).to_have_attribute("aria-label", picker_label(lang, "AS", 1))
    keyboard.press("Backspace")
    expect(hand).to_have_value(READERS_LETTERS[lang])
    expect_totals(root, 8, 0)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_meld_page_ends_with_the_calculator(page: Page, origin: str, lang: str) -> None:
    root = open_widget(page, page_url(origin, lang, "meld"))
    last_heading = page.locator("article h2").last
    expect(last_heading.locator("xpath=following-sibling::*").filter(has=root)).to_have_count(0)
    assert page.evaluate(
        "([h, w]) => !!(h.compareDocumentPosition(w) & Node.DOCUMENT_POSITION_FOLLOWING)",
        [last_heading.element_handle(), root.element_handle()],
    )
    expect_totals(root, 32, 4)  # the first worked example is the starting hand


@pytest.mark.parametrize("lang", LANGUAGES)
def test_checks_calculator_settles_hand_and_game(page: Page, origin: str, lang: str) -> None:
    catalog = Catalog.load(lang)
    root = open_widget(page, page_url(origin, lang, "checks-calculator"), "checks-calculator")
    root.get_by_test_id("bidders-select").select_option("0")
    root.get_by_test_id("bid-input").fill("27")
    root.get_by_test_id("outcome-select").select_option("set")
    root.get_by_test_id("meld-checks-0").fill("4")
    root.get_by_test_id("meld-checks-1").fill("1")
    expect(root.get_by_test_id("checks-total-0")).to_have_text("\u22125")  # 4 − 1 − 8
    expect(root.get_by_test_id("checks-total-1")).to_have_text("+5")
    root.get_by_test_id("score-0").fill("104")
    root.get_by_test_id("score-1").fill("71")
    expect(root.get_by_test_id("checks-total-0")).to_have_text("+9")  # −5 + 14
    expect(root.get_by_test_id("checks-total-1")).to_have_text("\u22129")
    rule = catalog.text("web.rule.game", won=104, lost=71, lead=33, base=10, per=10)
    expect(root.get_by_text(rule)).to_be_visible()
    root.get_by_test_id("outcome-select").select_option("conceded")
    root.get_by_test_id("slam-select").select_option("1")
    expect(root.get_by_test_id("checks-error")).to_have_text(
        catalog.text("error.slam_after_concession")
    )


def test_the_meld_calculator_hands_its_checks_on(page: Page, origin: str) -> None:
    root = open_widget(page, page_url(origin, "en", "calculator"))
    choose(root, rules="check", trump="H")
    root.get_by_test_id("hand-input").fill(EXAMPLE_2)
    expect_totals(root, 39, 9)
    root.get_by_role("link", name=Catalog.load("en").text("widget.to_checks")).click()
    checks = page.get_by_test_id("checks-calculator")
    expect(checks).to_have_attribute("data-state", "ready", timeout=60_000)
    expect(checks.get_by_test_id("meld-checks-0")).to_have_value("9")
    expect(checks.get_by_test_id("checks-total-0")).to_have_text("+13")  # meld 9 + bid 25 made 4


@pytest.mark.parametrize("lang", LANGUAGES)
def test_text_pages_load_no_python(page: Page, origin: str, lang: str) -> None:
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    for name in ("index", "checks", "playing"):
        page.goto(page_url(origin, lang, name))
        page.wait_for_load_state("networkidle")
    assert not [worker.url for worker in page.workers if "/calculators/" in worker.url]
    assert not [url for url in requested if "/assets/pyodide/" in url or url.endswith(".mjs")]
    assert not [url for url in requested if "/calculators/" in url and url.endswith(".js")]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(
    ("name", "widget"),
    [("calculator", "meld-calculator"), ("checks-calculator", "checks-calculator")],
)
def test_no_serious_accessibility_violation(
    page: Page, origin: str, lang: str, name: str, widget: str
) -> None:
    root = open_widget(page, page_url(origin, lang, name), widget)
    if widget == "meld-calculator":
        root.get_by_test_id("hand-input").fill("AH ZZ")  # the error state is scanned too
        expect(root.get_by_test_id("meld-error")).to_be_visible()
    # The picker's cards show their corners and are named in words.
    serious = serious_violations(page, f'[data-testid="{widget}"]', symbol_labels=True)
    assert serious == [], json.dumps(serious, indent=2)
