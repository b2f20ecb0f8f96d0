"""The scorepad at a real table: on a phone (390×844, touch, device scale 2) and on a desktop
(1280×800). The game is ``GAME`` of ``test_scorepad``, worked out by hand in
``tests/engine/test_scorepad.py``; the scoreboard is checked after every hand against
those totals. Every page here fails its test if it asks anything of another origin.
"""

from __future__ import annotations

import csv
import io
import json
import os
import re
import time
from pathlib import Path

import pytest
from pinochle.catalog import Catalog
from pinochle.errors import EntryError
from playwright.sync_api import Browser, Locator, Page, expect

from tests.browser.accessibility import serious_violations
from tests.browser.conftest import PHONE, site_page
from tests.browser.layout import cut_short
from tests.browser.test_engine import serve_changed
from tests.browser.test_scorepad import (
    GAME,
    OUR_BALANCE,
    SCOREPAD,
    TOTALS,
    Hand,
    expect_row,
    fill_hand,
    open_scorepad,
    page_url,
    plain,
)

# Hand 8 ends the game: −3 checks for us before the 10 game checks go to them (−13).
FINAL_BALANCE = -13


class Taps:
    """Taps on the phone's screen, counted: a tap is one touch (a key of the on-screen
    keyboard is one tap too)."""

    def __init__(self, root: Locator) -> None:
        self.root = root
        self.count = 0

    def tap(self, testid: str, nth: int = 0) -> None:
        self.root.get_by_test_id(testid).nth(nth).tap()
        self.count += 1

    def type(self, testid: str, text: str) -> None:
        self.tap(testid)
        self.root.get_by_test_id(testid).fill(text)
        self.count += len(text)

    def choose(self, testid: str, value: str) -> None:
        """A <select>: one tap opens the list, one picks."""
        self.root.get_by_test_id(testid).select_option(value)
        self.count += 2


def tap_hand(root: Locator, hand: Hand) -> int:
    """A hand entered by touch, quick buttons where they fit; the number of taps."""
    bidders, bid, outcome, meld, checks, ours, slam = hand
    taps = Taps(root)
    choice = ["0", "1", "passed"].index(bidders)
    root.get_by_test_id("bidders-quick").locator("button").nth(choice).tap()
    taps.count += 1
    if bidders != "passed":
        quick = root.get_by_test_id("bid-quick").locator(f'[data-bid="{bid}"]')
        if quick.count():
            quick.tap()
            taps.count += 1
        else:
            taps.type("bid-input", str(bid))
        if outcome != "played":
            taps.choose("outcome-select", outcome)
        for team in (0, 1):
            taps.type(f"meld-{team}", str(meld[team]))
            if checks[team]:
                taps.type(f"meld-checks-{team}", str(checks[team]))
        if outcome == "played":
            if slam:
                taps.choose("slam-select", slam)
            else:
                taps.type("tricks-0", str(ours))
    rows = root.get_by_test_id("sheet-row").count()
    taps.tap("add-hand")
    expect(root.get_by_test_id("sheet-row")).to_have_count(rows + 1)
    return taps.count


def expect_board(root: Locator, scores: tuple[int, int], balance: int) -> None:
    board = root.get_by_test_id("scoreboard")
    expect(board.get_by_test_id("scoreboard-points-0")).to_have_text(plain(scores[0]))
    expect(board.get_by_test_id("scoreboard-points-1")).to_have_text(plain(scores[1]))
    expect(board.get_by_test_id("scoreboard-checks-0")).to_have_text(plain(balance))
    expect(board.get_by_test_id("scoreboard-checks-1")).to_have_text(plain(-balance))


def expect_in_view(page: Page, root: Locator, number: int) -> None:
    """The scoreboard and the row of hand ``number`` are both on the screen."""
    height = page.viewport_size["height"] if page.viewport_size else 0
    board = root.get_by_test_id("scoreboard").bounding_box()
    row = root.locator(f'[data-testid="sheet-row"][data-hand="{number}"]').bounding_box()
    assert board is not None and row is not None
    assert board["y"] >= 0 and board["y"] + board["height"] <= height
    assert board["y"] + board["height"] <= row["y"] + 1, (board, row)
    assert row["y"] + min(row["height"], 80) <= height, (row, height)


# The common hand on one phone screen: the form, from who won the bid to "Add hand",
# fits under the sticky scoreboard (844 px less the site's header and the board: ~706).
# The dealer, above it, is filled in hand after hand and seldom changed.
FORM_HEIGHT = 700


def form_height(root: Locator) -> float:
    """CSS px from the top of the hand form's bidders control to the bottom of "Add hand"."""
    first = root.get_by_test_id("bidders-select").bounding_box()
    add = root.get_by_test_id("add-hand").bounding_box()
    assert first is not None and add is not None
    return add["y"] + add["height"] - first["y"]


def sticking_out(page: Page) -> list[str]:
    """Every shown element of the widget reaching past its sides, and the page's sideways
    scroll (or, on a phone, a layout viewport wider than the screen), if any."""
    found: list[str] = page.evaluate(
        """() => {
          const root = document.querySelector('[data-testid="scorepad"]');
          const box = root.getBoundingClientRect();
          const out = [];
          if (document.documentElement.scrollWidth > window.innerWidth)
            out.push(`page ${document.documentElement.scrollWidth} > ${window.innerWidth}`);
          // On a phone, content wider than the screen widens the layout viewport itself.
          const layout = document.documentElement.clientWidth;
          if (layout > visualViewport.width * visualViewport.scale + 1)
            out.push(`layout ${layout} > screen ${visualViewport.width}`);
          for (const el of root.querySelectorAll('*')) {
            const r = el.getBoundingClientRect();
            if (r.width <= 1 || r.height <= 1) continue;  // empty, or for screen readers only
            if (r.left < box.left - 1 || r.right > box.right + 1)
              out.push(`${el.tagName} ${el.dataset.testid ?? el.className} ${r.left}–${r.right}`);
            if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
              out.push(`${el.tagName} ${el.dataset.testid ?? el.className} scrolls sideways`);
          }
          return out;
        }"""
    )
    return found


def small_targets(page: Page) -> list[str]:
    """Every shown control of the widget less than 44 px high (a checkbox counts by its
    label, which takes the tap too)."""
    found: list[str] = page.evaluate(
        """() => {
          const root = document.querySelector('[data-testid="scorepad"]');
          const out = [];
          const controls = root.querySelectorAll(
            'button, select, input:not([type=checkbox]), summary, .scorepad__switch label');
          for (const el of controls) {
            const r = el.getBoundingClientRect();
            if (!r.width || !r.height) continue;
            if (r.height < 44)
              out.push(`${el.tagName} ${el.dataset.testid ?? el.textContent} ${r.height}`);
          }
          return out;
        }"""
    )
    return found


@pytest.fixture(scope="session")
def shots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where the screenshots go, to be looked at: ``$SCREENSHOTS``, or a temporary folder."""
    chosen = os.environ.get("SCREENSHOTS")
    folder = Path(chosen) if chosen else tmp_path_factory.mktemp("screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def shoot(page: Page, shots: Path, name: str) -> None:
    page.screenshot(path=str(shots / f"{name}.png"))


def test_a_whole_game_by_touch_on_the_phone(phone: Page, origin: str, shots: Path) -> None:
    root = open_scorepad(phone, page_url(origin, "en"))
    expect_board(root, (0, 0), 0)
    height = form_height(root)
    print(f"\nform height: {height} px")
    assert height < FORM_HEIGHT
    assert sticking_out(phone) == []
    assert small_targets(phone) == []
    assert cut_short(root) == []
    shoot(phone, shots, "phone-start")
    taps = []
    for number, (hand, scores, balance) in enumerate(
        zip(GAME, TOTALS, OUR_BALANCE, strict=False), 1
    ):
        taps.append(tap_hand(root, hand))
        expect_board(root, scores, balance if number < len(GAME) else FINAL_BALANCE)
        if number < len(GAME):
            expect_in_view(phone, root, number)
            assert sticking_out(phone) == []
            assert small_targets(phone) == []
        if number == 4:
            shoot(phone, shots, "phone-after-hand-4")
    expect(root.get_by_test_id("scoreboard-status")).to_have_text("Game over after hand 8")
    expect(root.get_by_test_id("final-balance-0")).to_have_text(f"\u2212{-FINAL_BALANCE}")
    assert sticking_out(phone) == []
    shoot(phone, shots, "phone-finished")
    # Hand 1 is the common hand: bidders, a quick bid, four meld figures, our tricks.
    print(f"\ntaps per hand: {taps}")


def test_a_game_typed_on_the_phone_keyboard(phone: Page, origin: str) -> None:
    """The hands typed from the keyboard, timed (reported, not asserted: speed is for
    benchmarks)."""
    root = open_scorepad(phone, page_url(origin, "en"))
    keys = phone.keyboard
    seconds = []
    for number, (hand, scores, balance) in enumerate(
        zip(GAME[:6], TOTALS, OUR_BALANCE, strict=False), 1
    ):
        bidders, bid, outcome, meld, checks, ours, slam = hand
        began = time.monotonic()
        root.get_by_test_id("bidders-select").select_option(bidders)
        if bidders != "passed":
            root.get_by_test_id("bid-input").focus()
            keys.type(str(bid))
            root.get_by_test_id("outcome-select").select_option(outcome)
            root.get_by_test_id("meld-0").focus()
            for figures in (meld, checks):  # row by row, Tab between the boxes
                for team in (0, 1):
                    keys.type(str(figures[team]))
                    keys.press("Tab")
            if outcome == "played":
                root.get_by_test_id("tricks-0").focus()
                keys.type(str(ours))
                root.get_by_test_id("slam-select").select_option(slam)
        root.get_by_test_id("add-hand").focus()
        keys.press("Enter")
        expect(root.get_by_test_id("sheet-row")).to_have_count(number)
        expect_board(root, scores, balance)
        seconds.append(round(time.monotonic() - began, 2))
    print(f"\nseconds per hand typed: {seconds}")


@pytest.mark.parametrize("lang", ["nl", "de", "fi"])
def test_three_hands_on_the_phone_in_each_language(
    phone: Page, origin: str, lang: str, shots: Path
) -> None:
    catalog = Catalog.load(lang)
    root = open_scorepad(phone, page_url(origin, lang))
    assert form_height(root) < FORM_HEIGHT
    assert cut_short(root) == []
    for number, (hand, scores, balance) in enumerate(
        zip(GAME[:3], TOTALS, OUR_BALANCE, strict=False), 1
    ):
        tap_hand(root, hand)
        expect_board(root, scores, balance)
        expect_in_view(phone, root, number)
    # The default names read as names in the reader's sentences.
    north_south = catalog.text("widget.scorepad.team.0")
    expect(root.get_by_test_id("scoreboard")).to_contain_text(north_south)
    expect(root.locator('[data-hand="1"]')).to_contain_text(
        catalog.text("widget.scorepad.bid_cell", team=north_south, bid=25)
    )
    assert sticking_out(phone) == []
    assert small_targets(phone) == []
    shoot(phone, shots, f"phone-{lang}")


def test_the_full_table_on_a_desk(desktop: Page, origin: str, shots: Path) -> None:
    root = open_scorepad(desktop, page_url(origin, "en"))
    for hand, scores, balance in zip(GAME[:3], TOTALS, OUR_BALANCE, strict=False):
        fill_hand(root, hand)
        expect_board(root, scores, balance)
    expect(root.locator("table[data-testid=sheet]")).to_be_visible()
    assert sticking_out(desktop) == []
    shoot(desktop, shots, "desktop")


def saved_games(root: Locator) -> Locator:
    box = root.get_by_test_id("games-box")
    if box.get_attribute("open") is None:
        box.locator("summary").click()
    return root.get_by_test_id("saved-game")


def new_game(root: Locator) -> None:
    root.get_by_test_id("new-game").click()
    root.get_by_test_id("confirm-new-game").click()
    expect(root.get_by_test_id("sheet-row")).to_have_count(0)
    expect_board(root, (0, 0), 0)


def test_several_games_kept_switched_and_deleted(phone: Page, origin: str, shots: Path) -> None:
    root = open_scorepad(phone, page_url(origin, "en"))
    for hand in GAME[:2]:  # game A: 43 to 49
        fill_hand(root, hand)
    new_game(root)
    fill_hand(root, GAME[0])  # game B: 27 to 16
    new_game(root)
    fill_hand(root, GAME[1])  # game C: they bid 30 and make it, 16 to 33
    games = saved_games(root)
    expect(games).to_have_count(3)
    expect(games.nth(0)).to_contain_text("North–South 16 – 33 East–West")
    # Back to game A: its sheet and scoreboard as they were.
    games.filter(has_text="43 – 49").get_by_test_id("game-resume").click()
    expect(root.get_by_test_id("sheet-row")).to_have_count(2)
    expect_board(root, (43, 49), -4)
    phone.once("dialog", lambda dialog: dialog.accept())
    saved_games(root).filter(has_text="16 – 33").get_by_test_id("game-delete").click()
    expect(saved_games(root)).to_have_count(2)
    phone.reload()
    expect(root).to_have_attribute("data-state", "ready", timeout=60_000)
    expect(root.get_by_test_id("sheet-row")).to_have_count(2)
    expect_board(root, (43, 49), -4)
    games = saved_games(root)
    expect(games).to_have_count(2)
    expect(games.filter(has_text="43 – 49")).to_have_attribute("data-current", "true")
    games.filter(has_text="27 – 16").get_by_test_id("game-resume").click()
    expect(root.get_by_test_id("sheet-row")).to_have_count(1)
    expect_board(root, (27, 16), 6)
    shoot(phone, shots, "phone-games")


def test_a_game_handed_to_another_phone(browser: Browser, phone: Page, origin: str) -> None:
    root = open_scorepad(phone, page_url(origin, "en"))
    root.get_by_test_id("team-name-0").fill("Anna & Ben")
    root.get_by_test_id("team-name-0").press("Tab")
    for hand in GAME[:4]:
        fill_hand(root, hand)
    root.get_by_test_id("handover").click()
    link = root.get_by_test_id("handover-link")
    expect(link).to_have_value(re.compile(re.escape(f"{origin}/scorepad.html#game=") + ".+"))
    url = link.input_value()
    with site_page(browser, origin, **PHONE) as other:
        there = open_scorepad(other, url)
        expect(there.get_by_test_id("sheet-row")).to_have_count(4)
        expect_board(there, (16, 72), -11)
        expect(there.get_by_test_id("scoreboard")).to_contain_text("Anna & Ben")
        expect(there.get_by_test_id("scorepad-live")).to_have_text(
            Catalog.load("en").text("widget.scorepad.handover_received")
        )
        assert "#" not in other.url
        fill_hand(there, GAME[4])
        expect_board(there, (31, 50), -6)


def test_undo_then_redo(phone: Page, origin: str) -> None:
    root = open_scorepad(phone, page_url(origin, "en"))
    for hand in GAME[:2]:
        fill_hand(root, hand)
    root.get_by_test_id("undo").click()
    expect_board(root, (27, 16), 6)
    root.get_by_test_id("redo").click()
    expect(root.get_by_test_id("sheet-row")).to_have_count(2)
    expect_board(root, (43, 49), -4)
    expect(root.get_by_test_id("redo")).to_be_disabled()


def test_a_refused_change_of_rules_puts_the_controls_back(phone: Page, origin: str) -> None:
    catalog = Catalog.load("en")
    root = open_scorepad(phone, page_url(origin, "en"))
    for hand in GAME[:3]:
        fill_hand(root, hand)
    settings = root.get_by_test_id("settings-box")
    expect(settings).to_have_attribute("open", "")  # open since the game had no hand
    root.get_by_test_id("rules-select").select_option("double-deck")
    # Double deck opens at 50 and its tricks hold 50 points: hand 1 (25, 15 + 10) is refused.
    expect(root.get_by_test_id("settings-error")).to_contain_text(
        catalog.error(EntryError("bid_too_low", bid=25, lowest=50))
    )
    expect(root.get_by_test_id("rules-select")).to_have_value("check")
    expect(root.get_by_test_id("target-input")).to_have_value("100")
    expect(root.get_by_test_id("min-bid-input")).to_have_value("20")
    expect_board(root, (43, 49), -4)


def test_the_spreadsheet_csv_names_teams_and_seats(desktop: Page, origin: str) -> None:
    root = open_scorepad(desktop, page_url(origin, "en"))
    root.get_by_test_id("team-name-1").fill("Cas, Dee")
    root.get_by_test_id("team-name-1").press("Tab")
    for hand in GAME[:2]:
        fill_hand(root, hand)
    with desktop.expect_download() as download:
        root.get_by_test_id("export-table").click()
    text = Path(download.value.path()).read_text(encoding="utf-8-sig")
    lines = list(csv.reader(io.StringIO(text)))
    assert lines[0] == [
        "Hand",
        "Dealer",
        "Bid",
        "Result",
        "North–South: Points",
        "North–South: Score",
        "North–South: Checks",
        "North–South: Balance",
        "Cas, Dee: Points",
        "Cas, Dee: Score",
        "Cas, Dee: Checks",
        "Cas, Dee: Balance",
    ]
    # Hand 2: they bid 30 and make it; 16 and 33 points, 10 checks to them (meld 3 + 7).
    assert lines[2] == [
        "2",
        "Cas, Dee: player 1",
        "Cas, Dee: 30",
        "made",
        "16",
        "43",
        "-10",
        "-4",
        "33",
        "49",
        "10",
        "4",
    ]


def test_the_print_view_has_title_date_result_and_game_checks(desktop: Page, origin: str) -> None:
    root = open_scorepad(desktop, page_url(origin, "en"))
    for hand in GAME:
        fill_hand(root, hand)
    desktop.emulate_media(media="print")
    head = root.locator(".scorepad__print-head")
    expect(head).to_be_visible()
    expect(head).to_contain_text("Score sheet: North–South – East–West")
    expect(head).to_contain_text(time.strftime("%Y"))
    expect(root.get_by_test_id("game-checks-1")).to_have_text("+10")
    expect(root.get_by_test_id("scorepad-result")).to_be_visible()
    for hidden in ("hand-form", "undo", "games-box", "handover"):
        expect(root.get_by_test_id(hidden)).to_be_hidden()


@pytest.mark.parametrize("persisted", [True, False])
def test_persistent_storage_is_asked_for(browser: Browser, origin: str, persisted: bool) -> None:
    with site_page(browser, origin, **PHONE) as page:
        page.add_init_script(
            "navigator.storage.persisted = async () => false;"
            f"navigator.storage.persist = async () => {json.dumps(persisted)};"
        )
        root = open_scorepad(page, page_url(origin, "en"))
        notice = root.get_by_test_id("storage-refused")
        if persisted:
            expect(notice).to_be_hidden()
        else:
            expect(notice).to_have_text(Catalog.load("en").text("widget.scorepad.not_persistent"))


def test_no_serious_accessibility_violation_on_the_phone(phone: Page, origin: str) -> None:
    root = open_scorepad(phone, page_url(origin, "en"))
    for hand in GAME[:3]:
        fill_hand(root, hand)
    saved_games(root)
    root.get_by_test_id("handover").click()
    serious = serious_violations(phone, SCOREPAD)
    assert serious == [], json.dumps(serious, indent=2)


def without_the_engine(page: Page) -> None:
    """The scorepad page from now on names an engine zip the site does not have (the
    server answers 404): Python cannot start."""
    serve_changed(
        page, lambda html: html.replace("pinochle_engine-", "missing_engine-"), "scorepad"
    )


def test_the_saved_sheet_is_readable_without_python(phone: Page, origin: str) -> None:
    """Python cannot start (the engine zip is missing): the game saved in an earlier
    visit is shown as the engine last gave it, with the reason and a note."""
    catalog = Catalog.load("en")
    root = open_scorepad(phone, page_url(origin, "en"))
    for hand in GAME[:4]:
        fill_hand(root, hand)
    without_the_engine(phone)
    phone.reload()
    root = phone.get_by_test_id("scorepad")
    expect(root).to_have_attribute("data-state", "error", timeout=60_000)
    expect(root.locator(".calc__status")).to_have_text(catalog.text("widget.status.error"))
    expect(root.get_by_test_id("read-only-note")).to_have_text(
        catalog.text("widget.scorepad.read_only")
    )
    # After hand 4: 16 to 72, our checks −11 (the totals of GAME, worked by hand).
    expect_board(root, (16, 72), -11)
    expect(root.get_by_test_id("sheet-row")).to_have_count(4)
    expect_row(root, 2, (43, 49), -4)
    expect_row(root, 4, (16, 72), -11)
    expect(root.get_by_test_id("edit-hand")).to_have_count(0)
    for hidden in ("hand-form", "undo", "settings-box"):
        expect(root.get_by_test_id(hidden)).to_be_hidden()
    assert sticking_out(phone) == []


def test_a_saved_game_never_shown_here_names_its_teams_without_python(
    phone: Page, origin: str
) -> None:
    """A game stored without its sheet (from a hand-over read by an older page, say):
    without Python its teams and number of hands are shown, and it stays stored."""
    catalog = Catalog.load("en")
    root = open_scorepad(phone, page_url(origin, "en"))
    root.get_by_test_id("team-name-0").fill("Anna & Ben")
    root.get_by_test_id("team-name-0").press("Tab")
    for hand in GAME[:2]:
        fill_hand(root, hand)
    saved = phone.evaluate(
        "() => { localStorage.removeItem('pinochle.scorepad.sheet');"
        " return localStorage.getItem('pinochle.scorepad'); }"
    )
    without_the_engine(phone)
    phone.reload()
    root = phone.get_by_test_id("scorepad")
    expect(root).to_have_attribute("data-state", "error", timeout=60_000)
    expect(root.get_by_test_id("read-only-note")).to_have_text(
        catalog.text("widget.scorepad.read_only_unseen", teams="Anna & Ben – East–West", hands=2)
    )
    expect(root.get_by_test_id("sheet-row")).to_have_count(0)
    assert phone.evaluate("() => localStorage.getItem('pinochle.scorepad')") == saved
