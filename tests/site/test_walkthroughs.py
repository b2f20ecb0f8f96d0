"""The walkthroughs page: every curated hand, pre-rendered, agrees with its engine record.

Each hand listed in ``scripts/walkthroughs.json`` is dealt and played again
here by the engine; its record gives the expected values (every call, card,
rule, winner and total), which are looked for in the text version of the built
page, in the page's language. A few facts per hand were checked by hand.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import cache
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from pinochle.bots import DEFAULT as DEFAULT_PLAYERS
from pinochle.bots import play_game, play_hand
from pinochle.cards import Card, Hand, parse_cards
from pinochle.catalog import LANGUAGES, Catalog
from pinochle.record import game_record, hand_record
from pinochle.rules import make_ruleset
from sitebuild import walkthroughs

from tests.paths import WALKTHROUGHS, built

CURATED = json.loads(WALKTHROUGHS.read_text(encoding="utf-8"))
ENTRIES = {entry["id"]: entry for entry in CURATED["walkthroughs"]}


@dataclass
class Item:
    """One step of the text version: its kind, its words and the cards pictured in it."""

    kind: str
    text: str = ""
    cards: list[str] = field(default_factory=list)


@dataclass
class Walkthrough:
    name: str
    items: list[Item] = field(default_factory=list)
    data: Any = None
    source: str = ""

    def of(self, *kinds: str) -> list[Item]:
        return [item for item in self.items if item.kind in kinds]


class _Parser(HTMLParser):
    """The walkthrough roots of a page: their steps (``li[data-kind]``) and their JSON."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[Walkthrough] = []
        self._item: Item | None = None
        self._source: list[str] | None = None
        self._words = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        classes = (attributes.get("class") or "").split()
        if tag == "div" and attributes.get("data-testid") == "walkthrough":
            self.found.append(Walkthrough(attributes.get("data-walkthrough") or ""))
        elif tag == "li" and "data-kind" in attributes:
            self._item = Item(attributes["data-kind"] or "")
            self.found[-1].items.append(self._item)
        elif tag == "span" and "card" in classes and self._item is not None:
            self._item.cards.append(attributes.get("aria-label") or "")
        elif tag == "div" and "walkthrough__data" in classes:
            self.found[-1].data = json.loads(attributes.get("data-steps") or "null")
        elif tag == "p" and "walkthrough__source" in classes:
            self._source = []
        elif tag == "p" and self._item is not None:
            self._words = True

    def handle_endtag(self, tag: str) -> None:
        if tag == "li":
            self._item = None
        elif tag == "p" and self._words:
            self._words = False
        elif tag == "p" and self._source is not None:
            self.found[-1].source = "".join(self._source)
            self._source = None

    def handle_data(self, data: str) -> None:
        if self._source is not None:
            self._source.append(data)
        elif self._item is not None and self._words:
            self._item.text += data


@cache
def page(site: Path, lang: str) -> dict[str, Walkthrough]:
    parser = _Parser()
    parser.feed(built(site, "walkthroughs", lang).read_text(encoding="utf-8"))
    return {found.name: found for found in parser.found}


@cache
def record(name: str) -> Any:
    """The record the engine makes for a curated walkthrough, as JSON."""
    entry = ENTRIES[name]
    rules = make_ruleset(entry["profile"], target=entry.get("target"))
    players = entry.get("players", DEFAULT_PLAYERS)
    if entry.get("game"):
        return json.loads(json.dumps(game_record(play_game(rules, entry["seed"], players=players))))
    return json.loads(json.dumps(hand_record(play_hand(rules, entry["seed"], players=players))))


def hands_of(name: str) -> list[Any]:
    data = record(name)
    return list(data["hands"]) if ENTRIES[name].get("game") else [data]


def index(card: str, catalog: Catalog) -> str:
    return catalog.card_index(Card.parse(card))


def signed(value: int) -> str:
    """A change of score or checks as the narration writes it: ``+11``, ``−11`` (U+2212), ``0``."""
    return f"+{value}" if value > 0 else f"\N{MINUS SIGN}{-value}" if value < 0 else "0"


NAMES = list(ENTRIES)


def has(text: str, part: str) -> bool:
    """``part`` in ``text``, not as the tail of a longer number (``5 points`` in ``35 points``)."""
    return re.search(rf"(?<!\d){re.escape(part)}", text) is not None


def test_the_page_holds_every_curated_walkthrough_in_every_language(site: Path) -> None:
    for lang in LANGUAGES:
        assert list(page(site, lang)) == NAMES


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", NAMES)
def test_the_deal_and_the_calls_are_the_records(site: Path, lang: str, name: str) -> None:
    catalog = Catalog.load(lang)
    shown = page(site, lang)[name]
    hands = hands_of(name)
    assert len(shown.of("deal")) == len(hands)
    for hand, deal in zip(hands, shown.of("deal"), strict=True):
        sorted_hands = [Hand(parse_cards(" ".join(cards))) for cards in hand["hands"]]
        assert deal.cards == [catalog.card(card) for cards in sorted_hands for card in cards]
        assert catalog.text(f"seat.{hand['dealer']}") in deal.text
    calls = [call for hand in hands for call in hand["auction"]]
    items = shown.of("bid", "pass")
    assert len(items) == len(calls)
    for call, item in zip(calls, items, strict=True):
        assert item.kind == ("pass" if call["bid"] is None else "bid")
        assert catalog.text(f"seat.{call['seat']}") in item.text
        assert call["bid"] is None or has(item.text, str(call["bid"]))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", NAMES)
def test_every_card_comes_with_its_rule_and_every_trick_with_its_winner(
    site: Path, lang: str, name: str
) -> None:
    catalog = Catalog.load(lang)
    shown = page(site, lang)[name]
    tricks = [trick for hand in hands_of(name) for trick in hand["tricks"]]
    cards = [
        ((trick["leader"] + position) % 4, position, card, reason)
        for trick in tricks
        for position, (card, reason) in enumerate(
            zip(trick["cards"], trick["reasons"], strict=True)
        )
    ]
    plays = shown.of("play")
    assert len(plays) == len(cards)
    for (seat, position, card, reason), item in zip(cards, plays, strict=True):
        assert item.text.startswith(catalog.text(f"seat.{seat}"))
        assert index(card, catalog) in item.text
        # A free card with nothing else left in the hand was no choice: no rule is named.
        last_card = catalog.text(
            "walk.play.last_card",
            seat=catalog.text(f"seat.{seat}"),
            card=index(card, catalog),
            case="lead" if position == 0 else "free",
        )
        assert catalog.text(f"reason.{reason}") in item.text or (
            reason == "free" and last_card in item.text
        )
    won = shown.of("trick")
    assert len(won) == len(tricks)
    for trick, item in zip(tricks, won, strict=True):
        winning = trick["cards"][(trick["winner"] - trick["leader"]) % 4]
        assert item.text.startswith(catalog.text(f"seat.{trick['winner']}"))
        assert index(winning, catalog) in item.text


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", NAMES)
def test_the_meld_and_the_count_are_the_records(site: Path, lang: str, name: str) -> None:
    catalog = Catalog.load(lang)
    shown = page(site, lang)[name]
    played = [hand for hand in hands_of(name) if hand["bid"] is not None]
    melds = [hand["meld"][(hand["bidder"] + turn) % 4] for hand in played for turn in range(4)]
    items = shown.of("meld")
    assert len(items) == len(melds)
    for meld, item in zip(melds, items, strict=True):
        assert catalog.text(f"seat.{meld['seat']}") in item.text
        if meld["melds"]:
            assert has(item.text, catalog.count("points", meld["points"]))
        if meld["checks"]:
            assert has(item.text, catalog.count("checks", meld["checks"]))
    results = [hand["result"] for hand in played]
    assert len(shown.of("hand_score")) == len(results)
    for result, item in zip(results, shown.of("hand_score"), strict=True):
        first, second = result["score"]
        assert has(item.text, signed(first)) and has(item.text, signed(second))
    checked = [
        result for hand, result in zip(played, results, strict=True) if hand["rules"]["checks"]
    ]
    assert len(shown.of("hand_checks")) == len(checked)
    for result, item in zip(checked, shown.of("hand_checks"), strict=True):
        first, second = result["checks"]
        assert has(item.text, signed(first)) and has(item.text, signed(second))
    verdicts = shown.of("made", "set")
    assert [item.kind for item in verdicts] == [
        "made" if result["made"] else "set" for result in results
    ]
    for hand, item in zip(played, verdicts, strict=True):
        result, team = hand["result"], hand["bidder"] % 2
        assert has(item.text, str(hand["bid"]))
        assert has(item.text, str(result["meld"][team] + result["tricks"][team]))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", NAMES)
def test_the_script_gets_the_same_steps_as_the_text(site: Path, lang: str, name: str) -> None:
    shown = page(site, lang)[name]
    steps = shown.data["steps"]
    assert [step["kind"] for step in steps] == [item.kind for item in shown.items]
    assert [step["text"] for step in steps] == [item.text for item in shown.items]
    assert (shown.data["seed"], shown.data["rules"]) == (
        ENTRIES[name]["seed"],
        ENTRIES[name]["profile"],
    )
    assert str(ENTRIES[name]["seed"]) in shown.source


# ---- facts checked by hand


def test_in_the_redeal_hand_all_four_calls_are_passes(site: Path) -> None:
    shown = page(site, "en")["redeal"]
    assert [item.kind for item in shown.items] == ["deal", "pass", "pass", "pass", "pass", "redeal"]
    assert "nobody may bid" in shown.items[1].text
    assert "holds a marriage in" in shown.items[2].text


def test_the_slam_hand_winning_team_took_twelve_tricks_and_five_slam_checks(site: Path) -> None:
    shown = page(site, "en")["slam"]
    assert {item.text.split()[0] for item in shown.of("trick")} <= {"South", "North"}
    assert len(shown.of("trick")) == 12
    (slam,) = shown.of("slam")
    assert slam.text == "North–South took all 12 tricks: a slam, worth 5 checks."
    lost = shown.of("meld_count")[1]
    assert lost.text.startswith("East–West took no trick")


def test_the_roundhouse_hand_wins_nine_checks_for_one_players_meld(site: Path) -> None:
    shown = page(site, "en")["roundhouse"]
    north = shown.of("meld")[0]
    assert north.text.startswith("North melds 35 points and wins 9 checks:")
    assert "roundhouse (0 points, 5 checks)" in north.text
    assert "run in clubs (15 points, 2 checks)" in north.text
    assert shown.items[-1].text == "Checks this hand: North–South +11, East–West −11."


def test_the_set_hand_pays_the_defenders_twice_the_contract(site: Path) -> None:
    shown = page(site, "en")["set"]
    (contract,) = shown.of("contract_checks")
    assert contract.text == (
        "A contract of 38 is worth 10 checks (bids of 35–39); it went set, so the defenders, "
        "North–South, win twice that: 20 checks."
    )


def test_the_standard_hand_passes_four_cards_each_way(site: Path) -> None:
    shown = page(site, "en")["passing"]
    to_bidder, to_partner = shown.of("passing")
    assert (
        to_bidder.text == "North, the bidder's partner, passes 4 cards to South: A♦, A♣, K♣ and J♣."
    )
    assert to_partner.text.startswith("South passes 4 cards back to North:")
    assert not shown.of("hand_checks")


def test_the_game_is_won_on_points_by_one_team_and_on_checks_by_the_other(site: Path) -> None:
    shown = page(site, "en")["game"]
    assert len(shown.of("deal")) == 2
    (end,) = shown.of("game_end")
    assert "the bidders, East–West, win on points, although they trail 46 to 63" in end.text
    (winner,) = shown.of("winner")
    assert winner.text.startswith("Final checks: North–South +1, East–West −1.")
    assert winner.text.endswith("North–South wins the game.")


def test_only_the_last_walkthrough_deals_new_hands(site: Path) -> None:
    flags = {name: found.data["newDeal"] for name, found in page(site, "en").items()}
    assert flags == {name: name == "deal" for name in NAMES}


# ---- the hook's choices


def test_each_walkthrough_shows_what_it_was_chosen_for() -> None:
    for name, entry in ENTRIES.items():
        assert set(entry["shows"]) <= walkthroughs.step_codes(walkthroughs.steps(name)), name


def test_an_unknown_walkthrough_stops_the_build() -> None:
    with pytest.raises(walkthroughs.WalkthroughError, match="unknown walkthrough 'nosuch'"):
        walkthroughs.steps("nosuch")


def test_a_hand_that_no_longer_shows_its_point_stops_the_build(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    wrong = walkthroughs.Curated("redeal", "check", 31, shows=("redeal", "slam"), players="basic")
    monkeypatch.setattr(walkthroughs, "curated", lambda: {"redeal": wrong})
    walkthroughs.steps.cache_clear()
    try:
        with pytest.raises(walkthroughs.WalkthroughError, match=r"seed 31.* no longer shows slam"):
            walkthroughs.steps("redeal")
    finally:
        walkthroughs.steps.cache_clear()
