"""The Play page in the reader's browser: whole hands by keyboard and by touch, the
refusals in the catalog's words, hint, take back, review, reload, shared links.

The reader's strategy is fixed (bid once when allowed, then pass; the first
legal suit, the first four cards to pass, the first legal card), so the seeds
below are found by playing the same strategy through the engine in Python;
what the page must show is the engine's answer for the game the page saved.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from functools import cache
from typing import Any, Literal

import pytest
from pinochle import web
from pinochle.catalog import Catalog
from pinochle.record import replay_hand
from playwright.sync_api import (
    Browser,
    FilePayload,
    FloatRect,
    Locator,
    Page,
    Request,
    ViewportSize,
    expect,
)

from tests.browser.accessibility import serious_violations

PHONE: ViewportSize = {"width": 390, "height": 844}
TAKEN_BACK = "Taken back to this position: what came after it is no longer part of the game."
LAPTOP: ViewportSize = {"width": 1280, "height": 800}
STORE = "pinochle.play"


def engine(data: dict[str, Any]) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(web.play(json.dumps(data)))
    assert "error" not in answer, answer
    return answer


def strategy_token(view: dict[str, Any], bid_once: bool) -> str:
    """The reader's action in the tests, as the engine's view offers it."""
    options = view["options"]
    kind = options["kind"]
    if kind in ("meld", "next"):
        return "next"
    if kind == "bid":
        if (bid_once and options["bids"]) or not options["may_pass"]:
            return f"bid-{options['bids'][0]}"
        return "pass"
    if kind == "trump":
        return "trump-" + str(next(s["suit"] for s in options["suits"] if s["legal"]))
    if kind == "give":
        return "give-" + "-".join(view["seats"][0]["cards"][: options["count"]])
    return "card-" + str(next(c["card"] for c in options["cards"] if c["legal"]))


@cache
def seed_for(rules: str) -> int:
    """The first seed whose first hand, played by the strategy, has the reader name trump
    (standard: pass cards too) and meets a card the rules forbid."""
    for seed in range(1, 300):
        answer = engine({"op": "new", "rules": rules, "seed": seed})
        phases, forbidden, called = set(), False, False
        while answer["view"]["phase"] != "hand-over":
            view = answer["view"]
            phases.add(view["phase"])
            cards = view["options"].get("cards", [])
            forbidden = forbidden or any(not card["legal"] for card in cards)
            token = strategy_token(view, bid_once=not called)
            called = called or view["phase"] == "bidding"
            answer = engine({"op": "act", "game": answer["game"], "action": token})
        wanted = {"trump", "meld", "play"} | ({"passing"} if rules == "standard" else set())
        if wanted <= phases and forbidden:
            return seed
    raise AssertionError(f"no seed for {rules}")


# The table's pace (play/pace.js) at a millisecond a move, for the tests that look
# at what happens, not at how long it stays: the same code runs, only sooner.
QUICK_PACE = "export const PACE_MS = 1, REDUCED_PACE_MS = 1, TRICK_MS = 1;"


@pytest.fixture
def open_page(browser: Browser, origin: str) -> Iterator[Any]:
    """``open_page(viewport, touch, paced)``: fresh pages (reduced motion) whose every
    request must stay on the site's origin; the table's pace real only when ``paced``."""
    elsewhere: list[str] = []
    contexts = []

    def check(request: Request) -> None:
        if not request.url.startswith((f"{origin}/", f"blob:{origin}/", "data:")):
            elsewhere.append(request.url)

    def make(viewport: ViewportSize, touch: bool = False, paced: bool = False) -> Page:
        context = browser.new_context(
            viewport=viewport, has_touch=touch, reduced_motion="reduce", service_workers="block"
        )
        if not paced:
            context.route(
                "**/play/pace.js",
                lambda route: route.fulfill(body=QUICK_PACE, content_type="text/javascript"),
            )
        context.on("request", check)
        contexts.append(context)
        page = context.new_page()
        page.set_default_timeout(60_000)
        return page

    yield make
    for context in contexts:
        context.close()
    assert elsewhere == [], f"requests to other origins: {elsewhere}"


def url(origin: str, lang: str, fragment: str = "") -> str:
    prefix = "" if lang == "en" else f"{lang}/"
    return f"{origin}/{prefix}play.html{fragment}"


def open_game(page: Page, address: str) -> Locator:
    page.goto(address)
    root = page.get_by_test_id("play")
    expect(root).to_have_attribute("data-state", "ready", timeout=120_000)
    settle(root)
    return root


def settle(root: Locator) -> None:
    expect(root).not_to_have_attribute("data-phase", "waiting", timeout=60_000)


def wait_for_address(page: Page) -> None:
    """Until the address, which follows the game a moment later (fragment.js), holds the
    actions kept."""
    kept = ".".join(stored_game(page)["actions"])
    followed = "(a) => new URLSearchParams(location.hash.slice(1)).get('a') === a"
    page.wait_for_function(followed, arg=kept)


def stored_game(page: Page) -> dict[str, Any]:
    stored = json.loads(page.evaluate(f"localStorage.getItem('{STORE}')"))
    game = stored["game"]
    assert isinstance(game, dict)
    return game


def engine_now(page: Page, lang: str, op: str = "state") -> dict[str, Any]:
    """The engine's answer, in Python, for the game the page has saved."""
    return engine({"op": op, "game": stored_game(page), "lang": lang})


def hand_cards(root: Locator) -> list[str | None]:
    return [card.get_attribute("data-card") for card in root.get_by_test_id("hand-card").all()]


def press(page: Page, target: Locator, touch: bool) -> None:
    if touch:
        target.tap()
    else:
        target.focus()
        page.keyboard.press("Enter")


def take_turn(page: Page, root: Locator, lang: str, touch: bool, bid_once: bool) -> str:
    """One decision by the test's strategy, through the page; returns the phase."""
    phase = root.get_attribute("data-phase")
    view = engine_now(page, lang)["view"]
    token = strategy_token(view, bid_once)
    kind, _, rest = token.partition("-")
    if kind == "next":
        press(page, root.get_by_test_id("play-next"), touch)
    elif kind in ("bid", "pass"):
        bid = rest if kind == "bid" else "pass"
        press(page, root.locator(f'[data-testid="bid-option"][data-bid="{bid}"]').first, touch)
    elif kind == "trump":
        press(page, root.locator(f'[data-testid="trump-option"][data-suit="{rest}"]'), touch)
    elif kind == "give":
        cards = root.get_by_test_id("hand-card")
        for position in range(len(rest.split("-"))):
            press(page, cards.nth(position), touch)
        press(page, root.get_by_test_id("pass-confirm"), touch)
    else:
        play_card(page, root, rest, touch)
    settle(root)
    assert phase is not None
    return phase


def play_card(page: Page, root: Locator, code: str, touch: bool) -> None:
    cards = root.get_by_test_id("hand-card")
    codes = [cards.nth(i).get_attribute("data-card") for i in range(cards.count())]
    position = codes.index(code)
    if touch:
        cards.nth(position).tap()
        return
    cards.first.focus()
    for _ in range(position):
        page.keyboard.press("ArrowRight")
    expect(cards.nth(position)).to_be_focused()
    page.keyboard.press("Enter")


def play_hand(page: Page, root: Locator, lang: str, touch: bool) -> list[str]:
    phases = []
    called = False
    while root.get_attribute("data-phase") != "hand-over":
        phase = take_turn(page, root, lang, touch, bid_once=not called)
        called = called or phase == "bidding"
        phases.append(phase)
        assert len(phases) < 120
    return phases


def assert_accessible(page: Page) -> None:
    # The hand's cards show their corners and are named in words.
    serious = serious_violations(page, '[data-testid="play"]', symbol_labels=True)
    assert serious == [], json.dumps(serious, indent=2)


def assert_hand_over(page: Page, root: Locator, lang: str) -> None:
    view = engine_now(page, lang)["view"]
    record = json.loads(root.get_attribute("data-record") or "null")
    assert record == view["record"]
    assert replay_hand(record).result().to_json() == record["result"]
    lines = root.get_by_test_id("play-result").locator("li")
    expect(lines).to_have_text(view["result"])


# Each profile, each way of playing and each language once: a hand takes the page's
# engine 30-70 s, so the whole hands are not every combination of the three.
WHOLE_HANDS = [
    ("check", "en", "keyboard"),
    ("double-deck", "en", "touch"),
    ("standard", "nl", "touch"),
    ("standard", "de", "keyboard"),
    ("check", "fi", "touch"),
]


@pytest.mark.parametrize(("rules", "lang", "played_by"), WHOLE_HANDS)
def test_a_whole_hand(open_page: Any, origin: str, rules: str, lang: str, played_by: str) -> None:
    """By keyboard on a laptop, or by touch on a phone with nothing to scroll sideways."""
    touch = played_by == "touch"
    page = open_page(PHONE, touch=True) if touch else open_page(LAPTOP)
    root = open_game(page, url(origin, lang, f"#rules={rules}&seed={seed_for(rules)}"))
    phases = play_hand(page, root, lang, touch=touch)
    assert {"bidding", "trump", "meld", "play"} <= set(phases)
    assert ("passing" in phases) == (rules == "standard")
    assert_hand_over(page, root, lang)
    if touch:
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


def until_forbidden_card(page: Page, root: Locator) -> Locator:
    """Play by the strategy until the reader must choose a card and one is forbidden."""
    called = False
    while True:
        forbidden = root.locator('[data-testid="hand-card"][aria-disabled="true"]')
        if root.get_attribute("data-phase") == "play" and forbidden.count():
            return forbidden.first
        phase = take_turn(page, root, "en", touch=False, bid_once=not called)
        called = called or phase == "bidding"


def test_a_forbidden_card_is_refused_in_the_catalogs_words(open_page: Any, origin: str) -> None:
    page = open_page(LAPTOP)
    root = open_game(page, url(origin, "en", f"#rules=check&seed={seed_for('check')}"))
    card = until_forbidden_card(page, root)
    code = card.get_attribute("data-card")
    ply = root.get_attribute("data-ply")
    options = engine_now(page, "en")["view"]["options"]
    reason = next(c["reason"] for c in options["cards"] if c["card"] == code)
    assert reason.startswith("You may not play ")
    card.focus()  # aria-disabled, yet focusable and choosable: Enter tells the rule
    page.keyboard.press("Enter")
    expect(root.get_by_test_id("play-message")).to_have_text(reason)
    expect(root).to_have_attribute("data-ply", ply or "")
    expect(root.locator(f'[data-testid="hand-card"][data-card="{code}"]').first).to_be_visible()
    assert_accessible(page)


# Records the operation of every request the page sends the engine's worker.
WATCH_OPS = """
window.engineOps = [];
const NativeWorker = window.Worker;
window.Worker = class extends NativeWorker {
  postMessage(data, ...rest) {
    if (data?.type === "call") window.engineOps.push(JSON.parse(data.request).op);
    return super.postMessage(data, ...rest);
  }
};
"""


def test_hint_take_back_reload_and_a_shared_link(open_page: Any, origin: str) -> None:
    page = open_page(LAPTOP)
    page.add_init_script(WATCH_OPS)
    root = open_game(page, url(origin, "en", f"#rules=standard&seed={seed_for('standard')}"))
    until_forbidden_card(page, root)
    hint = engine_now(page, "en", "hint")["hint"]
    root.get_by_test_id("play-hint").click()
    expect(root.get_by_test_id("play-message")).to_have_text(hint["text"])

    before = stored_game(page)
    cards = hand_cards(root)
    take_turn(page, root, "en", touch=False, bid_once=False)
    assert len(stored_game(page)["actions"]) == len(before["actions"]) + 1
    # The hint of the reader's next decision and the weighing of this card are worked out
    # as the answer comes, while the computers' moves are shown; the action waited for
    # their replies alone.
    assert page.evaluate("window.engineOps")[-2:] == ["act", "ahead"]
    root.get_by_test_id("play-undo").click()
    settle(root)
    assert stored_game(page)["actions"] == before["actions"]
    expect(root.get_by_test_id("play-log").locator("li").first).to_have_text(TAKEN_BACK)
    expect(root.get_by_test_id("hand-card")).to_have_count(len(cards))

    ply = root.get_attribute("data-ply")
    wait_for_address(page)
    shared = page.url
    reloaded = open_game(page, url(origin, "en"))  # no fragment: the saved game
    expect(reloaded).to_have_attribute("data-ply", ply or "")
    assert [
        c.get_attribute("data-card") for c in reloaded.get_by_test_id("hand-card").all()
    ] == cards

    other = open_page(PHONE, touch=True)  # another browser: nothing saved, the link alone
    linked = open_game(other, shared)
    expect(linked).to_have_attribute("data-ply", ply or "")
    expect(linked).to_have_attribute("data-phase", "play")
    assert hand_cards(linked) == cards


def test_a_link_followed_in_the_same_tab_opens_its_game(open_page: Any, origin: str) -> None:
    page = open_page(LAPTOP)
    root = open_game(page, url(origin, "en", "#rules=check&seed=5"))
    dealt = root.get_attribute("data-ply")
    take_turn(page, root, "en", touch=False, bid_once=True)
    assert len(stored_game(page)["actions"]) == 1
    wait_for_address(page)  # else the link below would be the address the page has
    page.evaluate("location.hash = '#rules=check&seed=5'")  # the deal before any action
    expect(root).to_have_attribute("data-ply", dealt or "")
    expect(root.get_by_test_id("play-seed")).to_have_value("5")
    # A clean log: the linked game's events alone, the newest first.
    events = engine({"op": "state", "game": {"rules": "check", "seed": 5, "actions": []}})
    kinds = [event["kind"] for event in events["view"]["events"]]
    log = root.get_by_test_id("play-log").locator("li")
    expect(log).to_have_count(len(kinds))
    for place, kind in enumerate(reversed(kinds)):
        expect(log.nth(place)).to_have_attribute("data-kind", kind)
    page.wait_for_function(
        "() => !JSON.parse(localStorage.getItem('pinochle.play')).game.actions.length"
    )


def test_the_review_after_the_hand(open_page: Any, origin: str) -> None:
    page = open_page(PHONE, touch=True)
    root = open_game(page, url(origin, "en", f"#rules=check&seed={seed_for('check')}"))
    play_hand(page, root, "en", touch=True)
    game = stored_game(page)
    review = engine({"op": "review", "game": game, "lang": "en"})["review"]
    box = root.get_by_test_id("play-review")  # it comes by itself, above the result
    expect(box).to_contain_text(review["summary"])
    result = root.get_by_test_id("play-result").bounding_box()
    shown = box.bounding_box()
    assert result and shown and shown["y"] < result["y"]
    rows = box.get_by_test_id("review-row")
    expect(rows).to_have_count(len(review["differences"]))
    assert review["differences"], "the hand played by the test differs from the hints"
    estimates = [row["estimate"]["text"] for row in review["differences"] if row["estimate"]]
    expect(box.get_by_test_id("review-estimate")).to_have_count(len(estimates))
    for text in estimates:
        expect(box).to_contain_text(text)
    for place, row in enumerate(review["differences"]):
        expect(rows.nth(place)).to_have_attribute("data-label", row["label"])
        expect(rows.nth(place)).to_have_attribute("data-ply", str(row["ply"]))
        expect(rows.nth(place)).to_contain_text(row["situation"])  # trick, trump, hand
    assert "_" not in box.inner_text()  # no code names such as cash_winner
    expect(box.get_by_test_id("review-scale")).to_contain_text("Blunder: 4 points or more.")
    assert_accessible(page)
    # Try again from the last row's decision: the table goes back there, the game offered back.
    last = review["differences"][-1]
    rows.nth(len(review["differences"]) - 1).get_by_test_id("review-retry").tap()
    expect(root).to_have_attribute("data-ply", str(last["ply"]))
    expect(root).to_have_attribute("data-phase", last["phase"])
    assert stored_game(page)["actions"] == last["position"]["actions"]
    expect(box).to_be_hidden()
    # The log starts again at that decision: the line that the game was taken back, then
    # what led to the decision since the reader's previous action; nothing after it.
    retried = engine({"op": "state", "game": stored_game(page), "lang": "en"})["view"]
    kinds = ["taken-back", *reversed([event["kind"] for event in retried["events"]])]
    root.get_by_test_id("play-log-box").locator("summary").tap()
    log = root.get_by_test_id("play-log").locator("li")
    expect(log).to_have_count(len(kinds))
    expect(log.first).to_have_text(TAKEN_BACK)
    assert [item.get_attribute("data-kind") for item in log.all()] == kinds
    root.get_by_test_id("play-back").tap()
    expect(root).to_have_attribute("data-phase", "hand-over")
    assert stored_game(page)["actions"] == game["actions"]
    expect(rows).to_have_count(len(review["differences"]))  # the review is back with it
    expect(box).to_be_visible()


def test_the_review_and_the_end_of_the_game_in_finnish(open_page: Any, origin: str) -> None:
    """A game to 1 point ends with its first hand: the end of the game comes first, with
    "New game"; the review's rows are in Finnish, labelled, and a row's retry (here the
    first, a call in the bidding) goes back to its decision."""
    page = open_page(PHONE, touch=True)
    fragment = f"#rules=check&seed={seed_for('check')}&target=1"
    root = open_game(page, url(origin, "fi", fragment))
    called = False
    while root.get_attribute("data-phase") not in ("hand-over", "game-over"):
        phase = take_turn(page, root, "fi", touch=True, bid_once=not called)
        called = called or phase == "bidding"
    expect(root).to_have_attribute("data-phase", "game-over")
    game = stored_game(page)
    finnish = Catalog.load("fi")
    view = engine_now(page, "fi")["view"]
    over = finnish.text("play.ui.game_over", team=finnish.text(f"team.{view['winner']}"))
    review = engine({"op": "review", "game": game, "lang": "fi"})["review"]
    box = root.get_by_test_id("play-review")
    rows = box.get_by_test_id("review-row")
    expect(rows).to_have_count(len(review["differences"]))
    # The end of the game on the screen, above the review and the result: who won, "New game".
    prompt = root.locator(".play__prompt")
    expect(prompt).to_have_text(over)
    new_game = root.get_by_test_id("play-over-new")
    expect(new_game).to_have_text(finnish.text("play.ui.new"))
    expect(new_game).to_be_in_viewport()
    parts = (prompt, new_game, box, root.get_by_test_id("play-result"))
    tops = [shown["y"] for shown in (part.bounding_box() for part in parts) if shown]
    assert len(tops) == len(parts) and tops == sorted(tops)
    assert_import_label_fits(root, finnish)
    for place, row in enumerate(review["differences"]):
        shown = rows.nth(place)
        expect(shown).to_have_attribute("data-label", row["label"])
        expect(shown).to_have_attribute("data-ply", str(row["ply"]))
        expect(shown).to_contain_text(finnish.text(f"play.review.label.{row['label']}"))
        expect(shown).to_contain_text(row["situation"])
    assert "_" not in box.inner_text()  # no code names such as best_in_simulation
    first = review["differences"][0]
    rows.first.get_by_test_id("review-retry").tap()
    expect(root).to_have_attribute("data-ply", str(first["ply"]))
    expect(root).to_have_attribute("data-phase", first["phase"])
    back = root.get_by_test_id("play-back")
    expect(back).to_have_text(finnish.text("play.ui.back"))
    back.tap()
    expect(root).to_have_attribute("data-phase", "game-over")
    assert stored_game(page)["actions"] == game["actions"]
    new_game.tap()
    settle(root)
    assert stored_game(page)["actions"] == []
    expect(back).to_be_visible()  # the game just ended is offered back


def test_a_damaged_saved_game_is_set_aside(open_page: Any, origin: str) -> None:
    page = open_page(PHONE)
    open_game(page, url(origin, "en"))
    page.evaluate(f"localStorage.setItem('{STORE}', '{{not json')")
    root = open_game(page, url(origin, "en"))
    expect(root.get_by_test_id("play-message")).to_contain_text(
        "The game saved in this browser could not be read, so it was set aside."
    )
    kept = page.evaluate(
        "Object.keys(localStorage).filter(k => k.startsWith('pinochle.play.aside.'))"
        ".map(k => localStorage.getItem(k))"
    )
    assert kept == ["{not json"]


def test_a_new_game_from_the_rules_and_a_deal_number(open_page: Any, origin: str) -> None:
    page = open_page(PHONE, touch=True)
    root = open_game(page, url(origin, "en"))
    setup = root.locator("details.play__setup")
    if setup.get_attribute("open") is None:
        setup.locator("summary").tap()
    root.get_by_test_id("play-rules").select_option("double-deck")
    root.get_by_test_id("play-seed").fill("77")
    root.get_by_test_id("play-new").tap()
    settle(root)
    expected = engine({"op": "new", "rules": "double-deck", "seed": 77, "lang": "en"})
    assert stored_game(page) == expected["game"]
    assert hand_cards(root) == expected["view"]["seats"][0]["cards"]
    expect(root).to_have_attribute("data-phase", expected["view"]["phase"])
    expect(root).to_have_attribute("data-ply", str(expected["view"]["ply"]))
    # Going back up the page by the keyboard: no control stops under the status strip.
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    setup.locator("summary").focus()
    for _ in range(12):
        page.keyboard.press("Shift+Tab")
        focused = page.evaluate(FOCUSED_UNDER_THE_STRIP)
        assert focused is None, focused


# The focused control of the table and the status strip's bottom, when the control is
# (partly) under the strip; else null.
FOCUSED_UNDER_THE_STRIP = """() => {
  const control = document.activeElement;
  if (!control.closest('[data-testid="play"]')) return null;
  const strip = document.querySelector('[data-testid="play-status"]').getBoundingClientRect();
  const top = control.getBoundingClientRect().top;
  return top < strip.bottom ? [control.dataset.testid || control.tagName, top, strip.bottom] : null;
}"""


def test_the_opponents_strength_is_chosen_and_kept_with_the_game(
    open_page: Any, origin: str
) -> None:
    page = open_page(PHONE, touch=True)
    root = open_game(page, url(origin, "en"))
    setup = root.locator("details.play__setup")
    summary = setup.locator("summary")
    expect(summary).to_have_text("Rules and deal · opponents: Club player")
    if setup.get_attribute("open") is None:
        summary.tap()
    strength = root.get_by_test_id("play-players")
    expect(strength).to_have_value("club")
    about = root.get_by_test_id("play-players-about")
    expect(about).to_have_text("Weighs the cards it cannot see, as a good club player does.")
    strength.select_option("expert")
    expect(about).to_have_text(
        "Reads the bidding and the play, and works out the last tricks exactly."
    )
    root.get_by_test_id("play-seed").fill("5")
    root.get_by_test_id("play-new").tap()
    settle(root)
    expected = engine({"op": "new", "rules": "check", "seed": 5, "players": "expert"})
    assert stored_game(page)["players"] == "expert"
    assert stored_game(page) == expected["game"]
    expect(summary).to_have_text("Rules and deal · opponents: Expert")
    page.wait_for_function(
        "() => new URLSearchParams(location.hash.slice(1)).get('players') === 'expert'"
    )
    shared = page.url
    page.reload()
    reloaded = page.get_by_test_id("play")
    expect(reloaded).to_have_attribute("data-state", "ready", timeout=120_000)
    settle(reloaded)
    assert stored_game(page)["players"] == "expert"
    expect(reloaded.get_by_test_id("play-players")).to_have_value("expert")
    expect(reloaded.locator("details.play__setup summary")).to_have_text(
        "Rules and deal · opponents: Expert"
    )
    other = open_page(PHONE, touch=True)
    linked = open_game(other, shared)
    expect(linked.locator("details.play__setup summary")).to_have_text(
        "Rules and deal · opponents: Expert"
    )
    assert stored_game(other)["players"] == "expert"


# Records, as the page changes, each computer seat shown thinking with `data-turn` on it,
# and the prompt then.
WATCH_THINKING = """() => {
  const root = document.querySelector('[data-testid="play"]');
  const prompt = root.querySelector('.play__prompt');
  window.thinkingSeen = [];
  new MutationObserver(() => {
    for (const seat of root.querySelectorAll('[data-testid="seat"][data-state="thinking"]')) {
      window.thinkingSeen.push([seat.dataset.seat, root.dataset.turn, prompt.textContent]);
    }
  }).observe(root, {
    attributes: true, subtree: true, attributeFilter: ["data-state", "data-turn"],
  });
}"""


# The reader's card tapped, then another card at once, before the engine answers: what the
# page shows in that same moment.
PLAY_AND_TAP_AGAIN = """(code) => {
  const root = document.querySelector('[data-testid="play"]');
  const cards = () => [...root.querySelectorAll('[data-testid="hand-card"]')];
  const played = cards().find((card) => card.dataset.card === code);
  played.click();
  cards().find((card) => card.style.visibility !== 'hidden' && card !== played).click();
  const onTable = root.querySelector('[data-testid="trick-card"][data-seat="0"]');
  return {
    prompt: root.querySelector('.play__prompt').textContent,
    message: root.querySelector('[data-testid="play-message"]').textContent,
    turn: root.dataset.turn,
    inHand: cards().filter((card) => card.style.visibility !== 'hidden').length,
    onTable: onTable && onTable.dataset.card,
  };
}"""
WAIT = "One moment: the table is not ready for your next move yet."
BOARD_TOP = "() => document.querySelector('.play__board').getBoundingClientRect().top + scrollY"


def in_view(box: FloatRect | None, viewport: ViewportSize) -> bool:
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= viewport["height"]


def assert_table_at_a_decision(page: Page, root: Locator, viewport: ViewportSize) -> None:
    """The hand, the trick and the status strip inside the screen; no two hand cards
    (nor their suit symbols) overlapping."""
    status = root.get_by_test_id("play-status")
    assert in_view(status.bounding_box(), viewport)
    trump = root.get_by_test_id("status-trump").get_attribute("data-suit")
    assert trump in ("S", "H", "D", "C")
    cards = root.get_by_test_id("hand-card").all()
    boxes = [card.bounding_box() for card in cards]
    symbols = [card.locator(".card__suit").bounding_box() for card in cards]
    for box in boxes:
        assert in_view(box, viewport), box
    for trick_card in root.get_by_test_id("trick-card").all():
        assert in_view(trick_card.bounding_box(), viewport)
    for group in (boxes, symbols):
        for first in range(len(group)):
            for second in range(first + 1, len(group)):
                a, b = group[first], group[second]
                assert a is not None and b is not None
                apart = (
                    a["x"] + a["width"] <= b["x"] + 0.5
                    or b["x"] + b["width"] <= a["x"] + 0.5
                    or a["y"] + a["height"] <= b["y"] + 0.5
                    or b["y"] + b["height"] <= a["y"] + 0.5
                )
                assert apart, (first, second, a, b)


def assert_seat_calls(root: Locator, view: dict[str, Any]) -> None:
    """Each seat's last call of the auction beside its name."""
    for seat in range(4):
        calls = [c["bid"] for c in view["auction"] if c["seat"] == seat]
        seat_box = root.locator(f'[data-testid="seat"][data-seat="{seat}"]')
        if calls:
            bid = "pass" if calls[-1] is None else str(calls[-1])
            expect(seat_box.get_by_test_id("seat-call")).to_have_attribute("data-bid", bid)


@pytest.mark.parametrize(
    ("rules", "viewport"),
    [("check", PHONE), ("double-deck", PHONE), ("check", LAPTOP), ("double-deck", LAPTOP)],
    ids=["check-phone", "double-deck-phone", "check-laptop", "double-deck-laptop"],
)
def test_the_table_at_a_glance(
    open_page: Any, origin: str, rules: str, viewport: ViewportSize
) -> None:
    """At every decision of the play the status strip, the trick and the whole hand are
    on the screen together (12 cards and the double deck's 20, none overlapping another);
    the computers' moves at the table's own pace in the Check hand on a phone."""
    touch = viewport is PHONE
    page = open_page(viewport, touch=touch, paced=rules == "check" and touch)
    page.goto(url(origin, "en", f"#rules={rules}&seed={seed_for(rules)}"))
    root = page.get_by_test_id("play")
    expect(root).to_have_attribute("data-state", "loading")
    loading = page.evaluate(BOARD_TOP)
    root = open_game(page, page.url)
    assert page.evaluate(BOARD_TOP) == loading  # the table stays put when Python is ready
    expect(root.get_by_test_id("play-setup")).not_to_have_attribute("open", "")
    page.evaluate(WATCH_THINKING)
    called = False
    winners = 0
    tapped_again = False
    while root.get_attribute("data-phase") != "hand-over":
        phase = root.get_attribute("data-phase")
        view = engine_now(page, "en")["view"]
        turn = "" if view["turn"] is None else str(view["turn"])
        assert root.get_attribute("data-turn") == turn
        assert_seat_calls(root, view)
        if phase in ("bidding", "meld"):  # the hand read at full strength, not faded
            opacities = root.get_by_test_id("hand-card").evaluate_all(
                "(cards) => cards.map((card) => getComputedStyle(card).opacity)"
            )
            assert opacities == ["1"] * len(view["seats"][0]["cards"])
        if phase == "play":
            assert_table_at_a_decision(page, root, viewport)
            status = root.get_by_test_id("play-status")
            contract = status.get_by_test_id("status-contract")
            expect(contract).to_have_attribute("data-bid", str(view["bid"]))
            for team in (0, 1):
                points = status.get_by_test_id(f"status-points-{team}")
                expect(points).to_have_attribute("data-points", str(view["trick_points"][team]))
            if view["trick"] and view["trick"]["winner"] is not None:
                winner = root.get_by_test_id("trick-winner")
                expect(winner).to_be_visible()
                expect(winner).to_have_attribute("data-seat", str(view["trick"]["winner"]))
                expect(winner).to_have_text(view["trick"]["line"])
                winners += 1
            if view["trick"]:
                shown = root.get_by_test_id("trick-card")
                wanted = [(str(c["seat"]), c["card"]) for c in view["trick"]["cards"]]
                got = [
                    (c.get_attribute("data-seat"), c.get_attribute("data-card"))
                    for c in shown.all()
                ]
                assert sorted(got) == sorted(wanted)
            if not tapped_again:
                code = strategy_token(view, bid_once=False).removeprefix("card-")
                shown = page.evaluate(PLAY_AND_TAP_AGAIN, code)
                left = len(view["seats"][0]["cards"]) - 1
                assert shown == {
                    "prompt": WAIT,
                    "message": WAIT,
                    "turn": "",
                    "inHand": left,
                    "onTable": code,
                }
                tapped_again = True
                settle(root)
                continue
        take_turn(page, root, "en", touch=touch, bid_once=not called)
        called = called or phase == "bidding"
    seen = page.evaluate("window.thinkingSeen")
    assert seen, "no computer seat was shown thinking"
    assert all(seat == turn and seat in ("1", "2", "3") for seat, turn, _ in seen)
    names = {"1": "West", "2": "North", "3": "East"}
    assert all(prompt == f"{names[seat]} is thinking…" for seat, _, prompt in seen)
    assert winners > 0
    assert_accessible(page)


def test_a_reload_right_after_two_quick_cards_keeps_both(open_page: Any, origin: str) -> None:
    page = open_page(PHONE, touch=True, paced=True)
    root = open_game(page, url(origin, "en", f"#rules=check&seed={seed_for('check')}"))
    called = False
    while root.get_attribute("data-phase") != "play" or root.get_attribute("data-turn") != "0":
        phase = take_turn(page, root, "en", touch=True, bid_once=not called)
        called = called or phase == "bidding"
    wait_for_address(page)
    before = page.url  # the address as it was two cards ago
    played = len(stored_game(page)["actions"])
    for _ in range(2):
        take_turn(page, root, "en", touch=True, bid_once=False)
    kept = stored_game(page)["actions"]
    assert len(kept) == played + 2
    ply = root.get_attribute("data-ply")
    cards = hand_cards(root)
    assert len(cards) == 12 - 2
    page.reload()  # at once: the address may still be writing the last card
    reloaded = page.get_by_test_id("play")
    expect(reloaded).to_have_attribute("data-state", "ready", timeout=120_000)
    settle(reloaded)
    expect(reloaded).to_have_attribute("data-ply", ply or "")
    assert hand_cards(reloaded) == cards
    assert stored_game(page)["actions"] == kept
    # The address two cards behind (a tab dropped before it followed): the stored game,
    # the same game with more actions, still wins.
    page.evaluate("(address) => history.replaceState(null, '', address)", before)
    page.reload()
    expect(reloaded).to_have_attribute("data-state", "ready", timeout=120_000)
    settle(reloaded)
    expect(reloaded).to_have_attribute("data-ply", ply or "")
    assert hand_cards(reloaded) == cards
    assert stored_game(page)["actions"] == kept


def test_four_passes_throw_the_cards_in_and_the_log_reads_newest_first(
    open_page: Any, origin: str
) -> None:
    page = open_page(PHONE, touch=True)
    root = open_game(page, url(origin, "en", "#rules=check&seed=3"))  # the others pass
    log_box = root.get_by_test_id("play-log-box")
    expect(log_box).not_to_have_attribute("open", "")  # folded on a phone
    root.locator('[data-testid="bid-option"][data-bid="pass"]').tap()
    settle(root)
    expect(root).to_have_attribute("data-phase", "hand-over")
    thrown_in = engine_now(page, "en")["view"]["thrown_in"]
    assert thrown_in == (
        "All four have passed: the cards are thrown in, nobody scores, "
        "and West deals the next hand."
    )
    expect(root.locator(".play__prompt")).to_have_text(thrown_in)
    expect(root.get_by_test_id("play-next")).to_be_visible()
    log_box.locator("summary").tap()
    kinds = [
        item.get_attribute("data-kind")
        for item in root.get_by_test_id("play-log").locator("li").all()
    ]
    assert kinds == ["standing", "redeal", "pass", "pass", "pass", "deal"]


def test_the_meld_on_the_table_per_seat_and_per_team(open_page: Any, origin: str) -> None:
    page = open_page(PHONE, touch=True)
    root = open_game(page, url(origin, "en", f"#rules=check&seed={seed_for('check')}"))
    called = False
    while root.get_attribute("data-phase") != "meld":
        phase = take_turn(page, root, "en", touch=True, bid_once=not called)
        called = called or phase == "bidding"
    view = engine_now(page, "en")["view"]
    for shown in view["meld"]:
        seat_meld = root.locator(
            f'[data-testid="seat"][data-seat="{shown["seat"]}"]'
        ).get_by_test_id("seat-meld")
        expect(seat_meld).to_contain_text(f"Meld: {shown['points']}")
        for item in shown["melds"]:
            expect(seat_meld).to_contain_text(f"{item['name']} ({item['points']})")
        expect(seat_meld.locator(".card")).to_have_count(
            sum(len(item["cards"]) for item in shown["melds"])
        )
    points = view["team_meld"]["points"]
    status_meld = root.get_by_test_id("status-meld")
    expect(status_meld).to_contain_text(f"North–South {points[0]}")
    expect(status_meld).to_contain_text(f"East–West {points[1]}")
    take_turn(page, root, "en", touch=True, bid_once=False)  # on to the play
    expect(root.get_by_test_id("seat-meld").first).to_be_hidden()


def test_a_new_game_or_a_link_offers_back_your_game(open_page: Any, origin: str) -> None:
    page = open_page(PHONE, touch=True)
    root = open_game(page, url(origin, "en", "#rules=check&seed=5"))
    back = root.get_by_test_id("play-back")
    expect(back).to_be_hidden()
    take_turn(page, root, "en", touch=True, bid_once=True)
    yours = stored_game(page)
    assert len(yours["actions"]) == 1
    root.locator("details.play__setup summary").tap()
    root.get_by_test_id("play-seed").fill("77")
    root.get_by_test_id("play-new").tap()  # at once, no question
    settle(root)
    assert stored_game(page)["seed"] == 77
    assert stored_game(page)["actions"] == []
    back.tap()
    settle(root)
    assert stored_game(page)["actions"] == yours["actions"]
    assert stored_game(page)["seed"] == 5
    expect(back).to_be_hidden()
    # A shared link opened over it: the link's game at once, yours offered back ...
    page.goto("about:blank")
    root = open_game(page, url(origin, "en", "#rules=check&seed=9"))
    back = root.get_by_test_id("play-back")
    assert stored_game(page)["seed"] == 9
    expect(back).to_be_visible()
    # ... until the reader's next action in the new game.
    take_turn(page, root, "en", touch=True, bid_once=True)
    expect(back).to_be_hidden()


def test_replay_this_deal_starts_the_hand_again_and_offers_back_your_game(
    open_page: Any, origin: str
) -> None:
    page = open_page(PHONE, touch=True)
    root = open_game(page, url(origin, "en", f"#rules=check&seed={seed_for('check')}"))
    play_hand(page, root, "en", touch=True)
    root.get_by_test_id("play-next").tap()  # the second hand: the first one's actions stay
    settle(root)
    hand_start = stored_game(page)["actions"]
    assert engine_now(page, "en")["view"]["hand"] == 2
    dealt = root.get_attribute("data-ply")
    cards = hand_cards(root)
    take_turn(page, root, "en", touch=True, bid_once=True)
    take_turn(page, root, "en", touch=True, bid_once=False)
    yours = stored_game(page)["actions"]
    assert len(yours) == len(hand_start) + 2
    back = root.get_by_test_id("play-back")
    expect(back).to_be_hidden()
    root.get_by_test_id("play-replay").tap()  # at once, no question
    settle(root)
    assert stored_game(page)["actions"] == hand_start
    expect(root).to_have_attribute("data-ply", dealt or "")
    assert hand_cards(root) == cards
    back.tap()
    settle(root)
    assert stored_game(page)["actions"] == yours
    expect(back).to_be_hidden()


def test_the_last_trick_again_on_demand(open_page: Any, origin: str) -> None:
    """Seed 3 (check, the tests' strategy): South wins trick 2 and leads trick 3."""
    page = open_page(PHONE, touch=True)
    root = open_game(page, url(origin, "en", "#rules=check&seed=3"))
    toggle = root.get_by_test_id("play-last-trick")
    overlay = root.get_by_test_id("last-trick")
    expect(toggle).to_be_disabled()  # no trick gathered yet
    called = False
    view = engine_now(page, "en")["view"]
    while not (view["phase"] == "play" and view["trick"] and view["trick"]["winner"] is not None):
        phase = take_turn(page, root, "en", touch=True, bid_once=not called)
        called = called or phase == "bidding"
        view = engine_now(page, "en")["view"]
    assert view["trick"]["number"] == 2 and view["trick"]["winner"] == 0
    shown = sorted(
        (c.get_attribute("data-seat"), c.get_attribute("data-card"))
        for c in root.get_by_test_id("trick-card").all()
    )
    assert len(shown) == 4
    ply, kept = root.get_attribute("data-ply"), stored_game(page)
    expect(toggle).to_be_enabled()
    box = toggle.bounding_box()
    assert box is not None and box["height"] >= 44
    toggle.focus()
    page.keyboard.press("Enter")
    expect(overlay).to_be_visible()
    expect(toggle).to_have_attribute("aria-expanded", "true")
    expect(overlay).to_contain_text("The last trick: trick 2")
    again = sorted(
        (c.get_attribute("data-seat"), c.get_attribute("data-card"))
        for c in overlay.get_by_test_id("last-trick-card").all()
    )
    assert again == shown
    winner = overlay.get_by_test_id("last-trick-winner")
    expect(winner).to_have_text(view["trick"]["line"])
    expect(winner).to_have_attribute("data-seat", "0")
    # The game is untouched, and the trick and the hand are still on the phone's screen.
    expect(root).to_have_attribute("data-ply", ply or "")
    assert stored_game(page) == kept
    for part in (overlay, root.get_by_test_id("hand-card").last):
        rect = part.bounding_box()
        assert rect is not None and rect["y"] >= 0 and rect["y"] + rect["height"] <= PHONE["height"]
    page.keyboard.press("Escape")
    expect(overlay).to_be_hidden()
    expect(toggle).to_have_attribute("aria-expanded", "false")
    # South leads trick 3; the others play it out and take it: it is the last trick now,
    # while trick 4 is on the table.
    take_turn(page, root, "en", touch=True, bid_once=False)
    last = engine_now(page, "en")["view"]["last_trick"]
    assert last["number"] == 3
    toggle.tap()
    expect(overlay).to_contain_text("The last trick: trick 3")
    again = sorted(
        (c.get_attribute("data-seat"), c.get_attribute("data-card"))
        for c in overlay.get_by_test_id("last-trick-card").all()
    )
    assert again == sorted((str(c["seat"]), c["card"]) for c in last["cards"])
    expect(winner).to_have_text(last["line"])
    assert_accessible(page)
    toggle.tap()
    expect(overlay).to_be_hidden()


def test_export_then_import_round_trips_the_game(open_page: Any, origin: str) -> None:
    page = open_page(LAPTOP)
    root = open_game(page, url(origin, "en", f"#rules=check&seed={seed_for('check')}"))
    called = False
    while root.get_attribute("data-phase") != "play":
        phase = take_turn(page, root, "en", touch=False, bid_once=not called)
        called = called or phase == "bidding"
    exported_ply, cards = root.get_attribute("data-ply"), hand_cards(root)
    with page.expect_download() as download:
        root.get_by_test_id("play-export").click()
    path = download.value.path()
    text = path.read_text(encoding="utf-8")
    assert json.loads(text) == stored_game(page)
    take_turn(page, root, "en", touch=False, bid_once=False)  # the game goes on
    yours = stored_game(page)
    root.get_by_test_id("play-import").set_input_files(str(path))
    settle(root)
    expect(root).to_have_attribute("data-ply", exported_ply or "")
    assert hand_cards(root) == cards
    assert stored_game(page) == json.loads(text)
    expect(root.get_by_test_id("play-import-error")).to_be_hidden()
    expect(root.get_by_test_id("play-message")).to_have_text("Game imported.")
    expect(root.locator(".play__import label")).to_have_text("Import a game")
    expect(root.get_by_test_id("play-import-help")).to_have_text(
        "A file saved with “Export this game”. Your game stays reachable with “Back to your game”."
    )
    root.get_by_test_id("play-back").click()
    settle(root)
    assert stored_game(page)["actions"] == yours["actions"]


def test_a_damaged_or_foreign_import_is_refused_in_the_readers_language(
    open_page: Any, origin: str
) -> None:
    page = open_page(PHONE, touch=True)
    root = open_game(page, url(origin, "de", "#rules=check&seed=5"))
    take_turn(page, root, "de", touch=True, bid_once=True)
    kept, ply = stored_game(page), root.get_attribute("data-ply")
    damaged = {**kept, "actions": ["pass", *kept["actions"]]}  # the marks no longer fit
    refused = json.loads(web.play(json.dumps({"op": "state", "game": damaged, "lang": "de"})))
    assert refused["error"]["code"] == "play_tampered"
    error = root.get_by_test_id("play-import-error")
    files = root.get_by_test_id("play-import")
    assert_import_label_fits(root, Catalog.load("de"))
    for content, message in (
        (json.dumps(damaged), refused["error"]["message"]),
        ('{"format": 1, "rows": []}', Catalog.load("de").text("play.ui.import_foreign")),
        ("not json", Catalog.load("de").text("play.ui.import_foreign")),
    ):
        payload: FilePayload = {
            "name": "partie.json",
            "mimeType": "application/json",
            "buffer": content.encode(),
        }
        files.set_input_files(files=[payload])
        expect(error).to_have_text(message)
        expect(error).to_be_focused()
        settle(root)
        expect(root).to_have_attribute("data-ply", ply or "")
        assert stored_game(page) == kept
        expect(root.get_by_test_id("play-back")).to_be_hidden()


def assert_import_label_fits(root: Locator, catalog: Catalog) -> None:
    """The import control's label on one line of a phone; what it does under it."""
    label = root.locator(".play__import label")
    expect(label).to_have_text(catalog.text("play.ui.import"))
    lines = label.evaluate(
        "(e) => e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight)"
    )
    assert lines < 1.5, lines
    expect(root.get_by_test_id("play-import-help")).to_have_text(
        catalog.text("play.ui.import_help")
    )
    help_id = root.get_by_test_id("play-import-help").get_attribute("id")
    described = root.get_by_test_id("play-import").get_attribute("aria-describedby") or ""
    assert help_id in described.split()


@pytest.mark.parametrize("lang", ["en", "nl", "de", "fi"])
def test_the_storage_notice_names_the_export_of_play_games(lang: str) -> None:
    catalog = Catalog.load(lang)
    notice = catalog.text("offline.storage.play")
    assert catalog.text("play.ui.export") in notice
    assert catalog.text("play.ui.import") in notice
    assert catalog.text("play.ui.share") in notice


CONTRAST = """(card) => {
  const rgb = (text) => text.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const luminance = (text) => {
    const [r, g, b] = rgb(text).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const style = getComputedStyle(card);
  const [a, b] = [luminance(style.color), luminance(style.backgroundColor)].sort((x, y) => y - x);
  return { ratio: (a + 0.05) / (b + 0.05), opacity: style.opacity };
}"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_red_suits_at_aa_contrast_while_bidding(
    browser: Browser, origin: str, scheme: Literal["light", "dark"]
) -> None:
    context = browser.new_context(viewport=PHONE, color_scheme=scheme, reduced_motion="reduce")
    try:
        page = context.new_page()
        page.set_default_timeout(60_000)
        root = open_game(page, url(origin, "en", "#rules=check&seed=5"))
        expect(root).to_have_attribute("data-phase", "bidding")
        red = root.locator('[data-testid="hand-card"].card--red')
        assert red.count() > 0
        for card in red.all():
            seen = card.evaluate(CONTRAST)
            assert seen["opacity"] == "1"
            assert seen["ratio"] >= 4.5, seen
    finally:
        context.close()
