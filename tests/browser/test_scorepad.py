"""The scorepad in the reader's browser, in every language: a game kept hand by hand.

The game is the one worked out by hand in ``tests/engine/test_scorepad.py``
(``GAME``): eight hands of Check Pinochle to 100, both teams past the target
in the last hand, the bidders winning from behind. The page's test hooks are
listed at the top of ``docs/assets/calculators/scorepad.js``; the words come
from the catalogs, as the reader sees them. Every test runs on the ``page``
fixture, which fails a test whose page or worker asks anything of another
origin.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pinochle.catalog import LANGUAGES, Catalog
from pinochle.errors import EntryError, RecordError
from playwright.sync_api import Locator, Page, expect

from tests.browser.accessibility import serious_violations

STORE = "pinochle.scorepad"
SCOREPAD = '[data-testid="scorepad"]'
KEPT = "pinochle.scorepad.kept."
MINUS = "\u2212"

# (bidders, bid, outcome, meld, meld checks, our trick points, slam); bidders
# "passed" for a hand all four passed. The dealer moves on by itself.
Hand = tuple[str, int, str, tuple[int, int], tuple[int, int], int, str]
GAME: list[Hand] = [
    ("0", 25, "played", (12, 6), (2, 0), 15, ""),
    ("1", 30, "played", (4, 20), (0, 3), 12, ""),
    ("passed", 0, "", (0, 0), (0, 0), 0, ""),
    ("0", 27, "played", (10, 8), (2, 1), 10, ""),
    ("1", 22, "conceded", (15, 9), (2, 1), 0, ""),
    ("0", 21, "played", (20, 5), (3, 0), 25, "0"),
    ("1", 26, "played", (6, 14), (0, 1), 8, ""),
    ("1", 20, "played", (10, 10), (1, 1), 10, ""),
]
# Running totals after each hand (points, then our checks), worked out in the engine test.
TOTALS = [(27, 16), (43, 49), (43, 49), (16, 72), (31, 50), (76, 50), (90, 81), (110, 106)]
OUR_BALANCE = [6, -4, -4, -11, -6, 4, -1, -3]


def page_url(origin: str, lang: str) -> str:
    prefix = "" if lang == "en" else f"{lang}/"
    return f"{origin}/{prefix}scorepad.html"


def open_scorepad(page: Page, url: str) -> Locator:
    page.goto(url)
    root = page.get_by_test_id("scorepad")
    expect(root).to_have_attribute("data-state", "ready", timeout=60_000)
    return root


def signed(amount: int) -> str:
    return f"+{amount}" if amount > 0 else f"{MINUS}{-amount}" if amount < 0 else "0"


def plain(amount: int) -> str:
    return str(amount) if amount >= 0 else f"{MINUS}{-amount}"


def fill_hand(root: Locator, hand: Hand) -> None:
    """A hand typed with the mouse's help (the keyboard test types everything)."""
    bidders, bid, outcome, meld, checks, ours, slam = hand
    root.get_by_test_id("bidders-select").select_option(bidders)
    if bidders != "passed":
        root.get_by_test_id("bid-input").fill(str(bid))
        root.get_by_test_id("outcome-select").select_option(outcome)
        for team in (0, 1):
            root.get_by_test_id(f"meld-{team}").fill(str(meld[team]))
            if checks != (0, 0):  # left empty, none (and hidden without checks)
                root.get_by_test_id(f"meld-checks-{team}").fill(str(checks[team]))
        if outcome == "played":
            root.get_by_test_id("tricks-0").fill(str(ours))
            root.get_by_test_id("slam-select").select_option(slam)
    rows = root.get_by_test_id("sheet-row").count()
    root.get_by_test_id("add-hand").click()
    expect(root.get_by_test_id("sheet-row")).to_have_count(rows + 1)


def expect_row(root: Locator, number: int, scores: tuple[int, int], balance: int) -> None:
    row = root.locator(f'[data-testid="sheet-row"][data-hand="{number}"]')
    expect(row.get_by_test_id("total-0")).to_have_text(plain(scores[0]))
    expect(row.get_by_test_id("total-1")).to_have_text(plain(scores[1]))
    expect(row.get_by_test_id("balance-0")).to_have_text(signed(balance))
    expect(row.get_by_test_id("balance-1")).to_have_text(signed(-balance))


def expect_finished(root: Locator, lang: str) -> None:
    """The end of GAME: 110 to 106, game checks to them, −13 to +13 on checks."""
    catalog = Catalog.load(lang)
    them = catalog.text("widget.scorepad.team.1")
    for number, (scores, balance) in enumerate(zip(TOTALS, OUR_BALANCE, strict=True), 1):
        expect_row(root, number, scores, balance)
    expect(root.get_by_test_id("game-checks-0")).to_have_text(signed(-10))
    expect(root.get_by_test_id("game-checks-1")).to_have_text(signed(10))
    expect(root.get_by_test_id("final-total-0")).to_have_text("110")
    expect(root.get_by_test_id("final-total-1")).to_have_text("106")
    expect(root.get_by_test_id("final-balance-0")).to_have_text(signed(-13))
    expect(root.get_by_test_id("final-balance-1")).to_have_text(signed(13))
    result = root.get_by_test_id("scorepad-result")
    expect(result).to_contain_text(catalog.text("widget.scorepad.over.both", target=100, team=them))
    expect(result).to_contain_text(
        catalog.text("widget.scorepad.over.checks", team=them, checks="+13")
    )
    expect(root.get_by_test_id("hand-form")).to_be_hidden()


def enter_game(root: Locator, hands: list[Hand] = GAME) -> None:
    for hand in hands:
        fill_hand(root, hand)


def stored(page: Page) -> dict[str, str]:
    items: dict[str, str] = page.evaluate("() => ({...localStorage})")
    return items


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_whole_game_from_the_keyboard(page: Page, origin: str, lang: str) -> None:
    root = open_scorepad(page, page_url(origin, lang))
    keys = page.keyboard
    root.get_by_test_id("dealer-select").focus()
    keys.press("Tab")
    for bidders, bid, outcome, meld, checks, ours, slam in GAME:
        expect(root.get_by_test_id("bidders-select")).to_be_focused()
        expect(root.get_by_test_id("bidders-select")).to_have_value("0")
        for _ in range(["0", "1", "passed"].index(bidders)):
            keys.press("ArrowDown")
        if bidders == "passed":
            keys.press("Tab")
            expect(root.get_by_test_id("add-hand")).to_be_focused()
            keys.press("Enter")
            continue
        keys.press("Tab")
        keys.type(str(bid))
        keys.press("Tab")
        if outcome == "conceded":
            keys.press("ArrowDown")
        # The team figures row by row: meld points, meld checks, trick points.
        for figures in (meld, checks):
            for team in (0, 1):
                keys.press("Tab")
                keys.type(str(figures[team]))
        if outcome == "conceded":
            keys.press("Enter")
            continue
        keys.press("Tab")
        expect(root.get_by_test_id("tricks-0")).to_be_focused()
        keys.type(str(ours))
        expect(root.get_by_test_id("tricks-1")).to_have_value(str(25 - ours))
        keys.press("Tab")
        keys.press("Tab")  # past "count the meld from the cards"
        keys.press("Tab")
        expect(root.get_by_test_id("slam-select")).to_be_focused()
        if slam:
            keys.press("ArrowDown")
        keys.press("Tab")
        expect(root.get_by_test_id("add-hand")).to_be_focused()
        keys.press("Enter")
    expect_finished(root, lang)
    dealers = root.get_by_test_id("sheet-row").locator("td:nth-child(2)")
    catalog = Catalog.load(lang)
    seat = [
        catalog.text(
            "widget.scorepad.seat",
            team=catalog.text(f"widget.scorepad.team.{s % 2}"),
            number=1 if s < 2 else 2,
        )
        for s in range(4)
    ]
    expect(dealers).to_have_text([seat[n % 4] for n in range(8)])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_bad_entries_are_named_at_their_fields(page: Page, origin: str, lang: str) -> None:
    catalog = Catalog.load(lang)
    root = open_scorepad(page, page_url(origin, lang))
    root.get_by_test_id("bid-input").fill("15")
    root.get_by_test_id("tricks-0").fill("30")
    root.get_by_test_id("add-hand").click()
    bid_error = root.get_by_test_id("error-bid-input")
    expect(bid_error).to_have_text(catalog.error(EntryError("bid_too_low", bid=15, lowest=20)))
    expect(root.get_by_test_id("error-tricks-0")).to_have_text(
        catalog.error(EntryError("bad_trick_points", points=30, max=25))
    )
    expect(root.get_by_test_id("bid-input")).to_have_attribute("aria-invalid", "true")
    expect(root.get_by_test_id("bid-input")).to_be_focused()
    expect(root.get_by_test_id("sheet-row")).to_have_count(0)
    # Put right, the hand goes in and the messages go away.
    root.get_by_test_id("bid-input").fill("20")
    root.get_by_test_id("tricks-0").fill("20")
    root.get_by_test_id("add-hand").click()
    expect(root.get_by_test_id("sheet-row")).to_have_count(1)
    expect(bid_error).to_be_hidden()
    expect(root.get_by_test_id("bid-input")).not_to_have_attribute("aria-invalid", "true")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_undo_and_edit(page: Page, origin: str, lang: str) -> None:
    catalog = Catalog.load(lang)
    root = open_scorepad(page, page_url(origin, lang))
    enter_game(root, GAME[:3])
    root.get_by_test_id("undo").click()
    expect(root.get_by_test_id("sheet-row")).to_have_count(2)
    expect(root.get_by_test_id("scorepad-live")).to_have_text(
        catalog.text("widget.scorepad.live.undone", number=3)
    )
    # Hand 1 corrected: we took 10, not 15, so 12 + 10 = 22 < 25: set, −25 for us
    # and 6 + 15 = 21 for them; checks: meld 2 to us, twice 4 to them.
    root.locator('[data-hand="1"]').get_by_test_id("edit-hand").click()
    expect(root.get_by_test_id("hand-legend")).to_have_text(
        catalog.text("widget.scorepad.legend_edit", number=1)
    )
    expect(root.get_by_test_id("dealer-select")).to_be_focused()
    expect(root.get_by_test_id("bid-input")).to_have_value("25")
    expect(root.get_by_test_id("tricks-0")).to_have_value("15")
    root.get_by_test_id("tricks-0").fill("10")
    root.get_by_test_id("add-hand").click()
    expect_row(root, 1, (-25, 21), -6)
    expect_row(root, 2, (-9, 54), -16)  # hand 2 adds 16 and 33, and 10 checks to them
    expect(root.get_by_test_id("hand-legend")).to_have_text(
        catalog.text("widget.scorepad.legend_hand", number=3)
    )
    # A correction that would end the game before the last hand is refused.
    root.locator('[data-hand="1"]').get_by_test_id("edit-hand").click()
    root.get_by_test_id("meld-0").fill("90")
    root.get_by_test_id("add-hand").click()
    expect(root.get_by_test_id("form-error")).to_have_text(
        catalog.error(EntryError("game_over_after", hand=1))
    )
    root.get_by_test_id("cancel-edit").click()
    expect_row(root, 1, (-25, 21), -6)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_reload_restores_the_game_exactly(page: Page, origin: str, lang: str) -> None:
    root = open_scorepad(page, page_url(origin, lang))
    root.get_by_test_id("team-name-0").fill("Anna & Ben")
    root.get_by_test_id("team-name-0").press("Tab")
    root.get_by_test_id("target-input").fill("150")
    root.get_by_test_id("target-input").press("Tab")
    expect(root.get_by_test_id("sheet")).to_contain_text("Anna & Ben")
    enter_game(root, GAME[:5])
    sheet = root.get_by_test_id("sheet").inner_text()
    result = root.get_by_test_id("scorepad-result").inner_text()
    saved = stored(page)[STORE]
    page.reload()
    root = page.get_by_test_id("scorepad")
    expect(root).to_have_attribute("data-state", "ready", timeout=60_000)
    expect(root.get_by_test_id("sheet-row")).to_have_count(5)
    # The restored sheet may render in steps while the engine recomputes it: wait for the end.
    expect(root.get_by_test_id("sheet")).to_have_text(sheet, use_inner_text=True)
    expect(root.get_by_test_id("scorepad-result")).to_have_text(result, use_inner_text=True)
    expect(root.get_by_test_id("team-name-0")).to_have_value("Anna & Ben")
    expect(root.get_by_test_id("target-input")).to_have_value("150")
    assert stored(page)[STORE] == saved
    assert json.loads(saved)["version"] == 1
    expect(root.get_by_test_id("dealer-select")).to_have_value("1")  # left of hand 5's dealer


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_corrupt_stored_game_is_reported_and_kept(page: Page, origin: str, lang: str) -> None:
    catalog = Catalog.load(lang)
    open_scorepad(page, page_url(origin, lang))
    broken = '{"format": "pinochle-scorepad", '
    with pytest.raises(json.JSONDecodeError) as position:
        json.loads(broken)
    newer = {"format": "pinochle-scorepad", "version": 2, "hands": "who knows"}
    for text, message in (
        (broken, RecordError("bad_json", line=1, column=position.value.colno)),
        (json.dumps(newer), RecordError("scorepad_too_new", version=2, known=1)),
    ):
        page.evaluate("([key, text]) => localStorage.setItem(key, text)", [STORE, text])
        page.reload()
        root = page.get_by_test_id("scorepad")
        expect(root).to_have_attribute("data-state", "ready", timeout=60_000)
        kept = [key for key in stored(page) if key.startswith(KEPT)]
        assert len(kept) == 1
        assert stored(page)[kept[0]] == text  # kept aside untouched
        notice = root.get_by_test_id("scorepad-notice")
        expect(notice).to_contain_text(catalog.error(message))
        expect(notice).to_contain_text(kept[0])
        # A fresh game is saved in its place, and the scorepad works.
        assert json.loads(stored(page)[STORE])["hands"] == []
        fill_hand(root, GAME[0])
        # Still kept after another reload; deleted only when the reader says so.
        page.reload()
        expect(root).to_have_attribute("data-state", "ready", timeout=60_000)
        expect(root.get_by_test_id("sheet-row")).to_have_count(1)
        expect(notice).to_contain_text(catalog.error(message))
        with page.expect_download() as download:
            notice.get_by_test_id("kept-download").click()
        assert Path(download.value.path()).read_text(encoding="utf-8") == text
        notice.get_by_test_id("kept-delete").click()
        expect(notice.get_by_test_id("kept-delete")).to_have_count(0)
        assert [key for key in stored(page) if key.startswith(KEPT)] == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_export_then_import_gives_the_same_sheet(
    page: Page, origin: str, lang: str, tmp_path: Path
) -> None:
    root = open_scorepad(page, page_url(origin, lang))
    root.get_by_test_id("team-name-1").fill("Cas, Dee")
    root.get_by_test_id("team-name-1").press("Tab")
    expect(root.get_by_test_id("sheet")).to_contain_text("Cas, Dee")
    enter_game(root)
    expect_finished_sheet = root.get_by_test_id("sheet").inner_text()
    result = root.get_by_test_id("scorepad-result").inner_text()
    files = {}
    for form in ("json", "csv"):
        with page.expect_download() as download:
            root.get_by_test_id(f"export-{form}").click()
        assert download.value.suggested_filename.endswith(f".{form}")
        files[form] = tmp_path / download.value.suggested_filename
        download.value.save_as(files[form])
    assert json.loads(files["json"].read_text(encoding="utf-8"))["teams"] == ["", "Cas, Dee"]
    assert files["csv"].read_bytes().startswith(b"format,pinochle-scorepad\r\n")
    for form in ("json", "csv"):
        root.get_by_test_id("new-game").click()
        expect(root.get_by_test_id("confirm-new-game")).to_be_focused()
        root.get_by_test_id("confirm-new-game").click()
        expect(root.get_by_test_id("sheet-row")).to_have_count(0)
        root.get_by_test_id("import-file").set_input_files(files[form])
        expect(root.get_by_test_id("sheet-row")).to_have_count(8)
        expect(root.get_by_test_id("sheet")).to_have_text(
            expect_finished_sheet, use_inner_text=True
        )
        expect(root.get_by_test_id("scorepad-result")).to_have_text(result, use_inner_text=True)
        expect(root.get_by_test_id("team-name-1")).to_have_value("Cas, Dee")


def test_an_unreadable_import_is_named_and_the_game_kept(
    page: Page, origin: str, tmp_path: Path
) -> None:
    root = open_scorepad(page, page_url(origin, "en"))
    fill_hand(root, GAME[0])
    bad = tmp_path / "notes.csv"
    bad.write_text("shopping,list\nbread,2\n", encoding="utf-8")
    root.get_by_test_id("import-file").set_input_files(bad)
    expect(root.get_by_test_id("import-error")).to_have_text(
        Catalog.load("en").error(RecordError("not_a_scorepad"))
    )
    expect(root.get_by_test_id("sheet-row")).to_have_count(1)


def test_the_finished_games_winner_and_the_print_view(page: Page, origin: str) -> None:
    root = open_scorepad(page, page_url(origin, "en"))
    enter_game(root)
    expect_finished(root, "en")
    expect(root.get_by_test_id("scorepad-result")).to_contain_text(
        "Winner of the game, on checks: East–West (+13)."
    )
    page.emulate_media(media="print")
    expect(root.get_by_test_id("sheet")).to_be_visible()
    for hidden in ("hand-form", "team-name-0", "undo", "import-file", "edit-hand"):
        expect(root.get_by_test_id(hidden).first).to_be_hidden()
    page.evaluate("() => document.documentElement.classList.add('scorepad-printing')")
    expect(page.locator("article h2").first).to_be_hidden()
    expect(root.get_by_test_id("sheet")).to_be_visible()


def test_standard_pinochle_keeps_points_only_and_a_draw_on_checks(page: Page, origin: str) -> None:
    root = open_scorepad(page, page_url(origin, "en"))
    root.get_by_test_id("rules-select").select_option("standard")
    expect(root.get_by_test_id("target-input")).to_have_value("150")
    expect(root.get_by_test_id("meld-checks-0")).to_be_hidden()
    expect(root.get_by_test_id("bidders-select").locator("option")).to_have_count(2)
    # We bid 30: 120 + 20 = 140 to 15; they bid 20: 8 + 13 = 21, us 18 → 158 to 36.
    fill_hand(root, ("0", 30, "played", (120, 10), (0, 0), 20, ""))
    fill_hand(root, ("1", 20, "played", (6, 8), (0, 0), 12, ""))
    expect(root.get_by_test_id("final-total-0")).to_have_text("158")
    expect(root.get_by_test_id("balance-0")).to_have_count(0)
    expect(root.get_by_test_id("scorepad-result")).to_have_text(
        "Game over after hand 2. Winner: North–South, 158 to 36."
    )
    # Check Pinochle to 50: they bid 30 and make it with a roundhouse (7 checks);
    # we bid 20 and make 51 to 49: game checks 11 even the checks at 0.
    root.get_by_test_id("new-game").click()
    root.get_by_test_id("confirm-new-game").click()
    root.get_by_test_id("rules-select").select_option("check")
    root.get_by_test_id("target-input").fill("50")
    root.get_by_test_id("target-input").press("Tab")
    expect(root.get_by_test_id("scorepad-result")).to_contain_text("50 points")
    fill_hand(root, ("1", 30, "played", (6, 24), (0, 7), 6, ""))
    fill_hand(root, ("0", 20, "played", (16, 4), (2, 1), 23, ""))
    expect(root.get_by_test_id("final-balance-0")).to_have_text("0")
    expect(root.get_by_test_id("scorepad-result")).to_contain_text(
        "The checks are even: the game is a draw."
    )


def test_the_meld_from_the_cards(page: Page, origin: str) -> None:
    root = open_scorepad(page, page_url(origin, "en"))
    root.get_by_test_id("meld-cards").locator("summary").click()
    root.get_by_test_id("meld-trump").select_option("H")
    root.get_by_test_id("cards-0-0").fill("AH TH KH QH JH 9H KS QS JD AC AD AS")
    root.get_by_test_id("cards-0-1").fill("KH QH KS QS KD QD KC QC AH TH JH JD")
    root.get_by_test_id("cards-1-1").fill("AH ZZ")
    root.get_by_test_id("meld-count").click()
    expect(root.get_by_test_id("meld-0")).to_have_value("71")  # RULES.md §5: 32 + 39
    expect(root.get_by_test_id("meld-checks-0")).to_have_value("13")  # 4 + 9
    expect(root.get_by_test_id("error-cards-1-1")).to_contain_text("“ZZ” is not a card.")
    expect(root.get_by_test_id("meld-1")).to_have_value("")


def test_the_meld_from_cards_picked_with_the_meld_calculators_picker(
    page: Page, origin: str
) -> None:
    root = open_scorepad(page, page_url(origin, "en"))
    root.get_by_test_id("meld-cards").locator("summary").click()
    root.get_by_test_id("meld-trump").select_option("H")
    first = "AH TH KH QH JH 9H KS QS JD AC AD AS"  # RULES.md §5's first hand
    picker = root.locator(".calc__picker")
    for code in first.split():
        picker.locator(f'[data-card="{code}"]').click()
    picked = first.replace("TH", "10H")  # as the card shows it
    assert sorted(root.get_by_test_id("cards-0-0").input_value().split()) == sorted(picked.split())
    # The partner's cards typed; a press on the picker adds to the typed text.
    root.get_by_test_id("cards-0-1").fill("KH QH KS QS KD QD KC QC AH TH JH")
    root.get_by_test_id("cards-player").select_option("0.1")
    picker.locator('[data-card="JD"]').click()
    expect(root.get_by_test_id("cards-0-1")).to_have_value("KH QH KS QS KD QD KC QC AH TH JH JD")
    # Back at the first player: the picker shows his picks again.
    root.get_by_test_id("cards-player").select_option("0.0")
    expect(picker.locator('[data-card="AH"]')).to_have_attribute(
        "aria-label", "ace of hearts, 1 selected"
    )
    root.get_by_test_id("meld-count").click()
    expect(root.get_by_test_id("meld-0")).to_have_value("71")  # RULES.md §5: 32 + 39
    expect(root.get_by_test_id("meld-checks-0")).to_have_value("13")  # 4 + 9


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_serious_accessibility_violation(page: Page, origin: str, lang: str) -> None:
    root = open_scorepad(page, page_url(origin, lang))
    enter_game(root, GAME[:3])
    root.get_by_test_id("bid-input").fill("5")
    root.get_by_test_id("add-hand").click()  # the error state is scanned too
    expect(root.get_by_test_id("error-bid-input")).to_be_visible()
    serious = serious_violations(page, SCOREPAD)
    assert serious == [], json.dumps(serious, indent=2)
