"""The command line contract: ``python -m pinochle play``, ``game`` and ``replay``."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from pinochle.cards import Hand, Suit, parse_cards
from pinochle.catalog import LANGUAGES, Catalog
from pinochle.game import Bid, HandState, NameTrump, Pass, PlayCard
from pinochle.narrate import story_lines
from pinochle.rules import make_ruleset
from pinochle.steptext import step_text
from pinochle.walkthrough import hand_steps

from tests.engine.support import GAME_KEYS, HAND_KEYS, run_cli


def one_line_error(done: subprocess.CompletedProcess[str]) -> str:
    assert done.returncode == 2
    assert done.stdout == ""
    assert "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1
    return lines[0]


@pytest.mark.parametrize("profile", ["standard", "check", "double-deck"])
def test_play_json_contract(profile: str) -> None:
    done = run_cli("play", "--rules", profile, "--seed", "4", "--dealer", "1", "--json")
    assert done.returncode == 0, done.stderr
    record = json.loads(done.stdout)
    assert set(record) >= HAND_KEYS
    assert record["dealer"] == 1 and record["rules"]["profile"] == profile
    assert {"meld", "tricks", "made", "score", "checks"} <= set(record["result"])


def test_play_options_reach_the_rules() -> None:
    done = run_cli(
        "play", "--rules", "check", "--seed", "1", "--target", "200", "--min-bid", "22", "--json"
    )
    rules = json.loads(done.stdout)["rules"]
    assert (rules["target"], rules["min_bid"]) == (200, 22)
    assert all(
        call["bid"] is None or call["bid"] >= 22 for call in json.loads(done.stdout)["auction"]
    )


def test_the_same_seed_gives_the_same_hand() -> None:
    first = run_cli("play", "--rules", "check", "--seed", "9", "--json").stdout
    assert first == run_cli("play", "--rules", "check", "--seed", "9", "--json").stdout


def test_game_json_contract() -> None:
    done = run_cli("game", "--rules", "check", "--seed", "2", "--json")
    assert done.returncode == 0, done.stderr
    record = json.loads(done.stdout)
    assert set(record) >= GAME_KEYS
    assert set(record["hands"][0]) >= HAND_KEYS
    assert sum(record["checks"]) == 0


def test_replay_of_a_hand_and_of_a_game(tmp_path: Path) -> None:
    for command in ("play", "game"):
        written = run_cli(command, "--rules", "standard", "--seed", "3", "--json").stdout
        path = tmp_path / f"{command}.json"
        path.write_text(written, encoding="utf-8")
        done = run_cli("replay", str(path))
        assert done.returncode == 0, done.stderr
        assert done.stdout.strip()
        again = run_cli("replay", str(path), "--json")
        assert json.loads(again.stdout) == json.loads(written)


def test_replay_reads_standard_input() -> None:
    written = run_cli("play", "--rules", "check", "--seed", "4", "--json").stdout
    done = run_cli("replay", "-", stdin=written)
    assert done.returncode == 0 and "Trick 12" in done.stdout


def test_readable_narration_in_english() -> None:
    done = run_cli("play", "--rules", "check", "--seed", "4", "--dealer", "2")
    assert done.returncode == 0
    lines = done.stdout.splitlines()
    assert lines[:2] == [
        "Deal",
        "Hand 1. North deals 12 cards to each player; East, on the dealer's left, speaks first.",
    ]
    assert lines[2].startswith("  South: ")
    assert "Trick 12" in lines
    assert lines[-1].startswith("Checks this hand: North–South ")


def slam_hand() -> HandState:
    """South holds every spade, West every heart, North every diamond, East every club."""
    suits = [parse_cards(" ".join(f"{r}{s} {r}{s}" for r in "AKTQJ9")) for s in "SHDC"]
    hand = HandState.new(make_ruleset("check"), 3, [Hand(cards) for cards in suits])
    for action in (Bid(0, 20), Pass(1), Pass(2), Pass(3), NameTrump(0, Suit.SPADES)):
        hand = hand.apply(action)
    for trick in zip(
        *(sorted(cards, key=lambda card: -card.rank.strength) for cards in suits), strict=True
    ):
        for seat, card in enumerate(trick):
            hand = hand.apply(PlayCard(seat, card))
    return hand


def test_the_story_of_a_slam() -> None:
    lines = story_lines(hand_steps(slam_hand()), Catalog.load("en"))
    assert lines[:3] == [
        "Deal",
        "Hand 1. East deals 12 cards to each player; South, on the dealer's left, speaks first.",
        "  South: A♠ A♠ 10♠ 10♠ K♠ K♠ Q♠ Q♠ J♠ J♠ 9♠ 9♠",
    ]
    bidding = lines.index("Bidding")
    assert lines[bidding + 1 : bidding + 3] == [
        "With a marriage in spades, South may bid, and bids 20. That is the minimum bid."
        " Each later bid must be at least 1 point higher.",
        "West holds a marriage in hearts and could bid 21, but passes.",
    ]
    meld = lines.index("Trump and meld")
    # Double run 150 + two dix 2 = 152 points; a double run wins 4 checks (RULES.md §2, §3).
    assert lines[meld + 3 : meld + 5] == [
        "South melds 152 points and wins 4 checks: double run in spades (150 points, 4 checks)"
        " and two dix in spades (2 points).",
        "West melds 4 points: double marriage in hearts (4 points).",
    ]
    first, last = lines.index("Trick 1"), lines.index("Trick 12")
    # Four aces are four counters; the last trick's four nines none, plus the bonus of 1.
    assert lines[first + 5] == (
        "South wins trick 1 with A♠, the highest trump. The trick holds 4 points."
    )
    assert lines[last + 5] == (
        "South wins trick 12 with 9♠, the highest trump."
        " The trick holds 0 points, and as the last trick it earns 1 point more."
    )
    # 152 + 4 = 156 in meld and 24 counters + 1 = 25 in tricks: 181. Checks: meld 4 − 0,
    # slam 5, contract 2 (a bid of 20 is in the lowest band): 11.
    assert lines[lines.index("The count") :] == [
        "The count",
        "North–South took 12 tricks, so its meld of 156 points counts.",
        "East–West took no trick, so its meld of 8 points does not count.",
        "Points in the tricks: North–South 25 points from 12 tricks, East–West 0 points from"
        " 0 tricks; North–South took the last trick, worth 1 point extra.",
        "North–South made the bid of 20 with 181: 156 in meld and 25 in tricks.",
        "Points this hand: North–South +181, East–West 0.",
        "North–South took all 12 tricks: a slam, worth 5 checks.",
        "A contract of 20 is worth 2 checks (bids of 24 or less); it was made, so North–South"
        " wins them.",
        "Checks this hand: North–South +11, East–West −11.",
    ]


def test_the_story_of_a_forced_card() -> None:
    catalog = Catalog.load("en")
    hand = HandState.new(
        make_ruleset("check"),
        3,
        [
            Hand(parse_cards(text))
            for text in (
                "AH TH KH QH JH 9H AS KS QS AD KD QD",
                "AS TS KS QS JS 9S TH 9H AC TC KC QC",
                "TS JS 9S AH KH QH JH AC TC JC JC 9C",
                "AD TD TD KD QD JD JD 9D 9D KC QC 9C",
            )
        ],
    )
    for action in (Bid(0, 20), Pass(1), Pass(2), Pass(3), NameTrump(0, Suit.HEARTS)):
        hand = hand.apply(action)
    for card in parse_cards("AD TH AH 9D"):
        turn = hand.turn
        assert turn is not None
        hand = hand.apply(PlayCard(turn, card))
    while not hand.is_over():  # the rest of the hand, any legal card
        turn = hand.turn
        assert turn is not None
        hand = hand.apply(PlayCard(turn, hand.legal_cards().cards[0]))
    plays = [step_text(step, catalog) for step in hand_steps(hand) if step.kind == "play"]
    # West has no diamond but hearts: he must trump. North has no diamond, and the A♥ is his
    # only heart above the 10♥: he must over-trump with it. East has diamonds, and the trick
    # is trumped already.
    assert plays[:4] == [
        "South leads A♦ (free choice: the leader may play any card).",
        "West plays 10♥ (must trump: no card of the suit led).",
        "North plays A♥ (must over-trump: no card of the suit led, and the trick is trumped"
        " with 10♥, so a higher trump). It was the only card allowed.",
        "East plays 9♦ (must follow suit; the trick is already trumped, so any card of the"
        " suit led will do).",
    ]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_narration_of_a_hand_in_every_language(lang: str) -> None:
    done = run_cli("play", "--rules", "check", "--seed", "5", "--lang", lang)
    assert done.returncode == 0, done.stderr
    catalog = Catalog.load(lang)
    deal = catalog.text(
        "walk.deal",
        number=1,
        dealer=catalog.text("seat.0"),
        first=catalog.text("seat.1"),
        cards=12,
    )
    assert done.stdout.splitlines()[:2] == [catalog.text("walk.chapter.deal"), deal]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("profile", ["standard", "check", "double-deck"])
def test_narration_of_a_game_in_every_language(lang: str, profile: str) -> None:
    done = run_cli("game", "--rules", profile, "--seed", "6", "--lang", lang)
    assert done.returncode == 0, done.stderr
    catalog = Catalog.load(lang)
    endings = {catalog.text("narrate.winner", team=catalog.text(f"team.{team}")) for team in (0, 1)}
    endings.add(catalog.text("narrate.draw"))
    assert any(done.stdout.splitlines()[-1].endswith(ending) for ending in endings)


def tampered(tmp_path: Path, change: str) -> Path:
    record = json.loads(run_cli("play", "--rules", "check", "--seed", "4", "--json").stdout)
    if change == "score":
        record["result"]["score"][0] += 5
    elif change == "card":
        # The second player to the first trick followed suit: make him discard instead.
        trick = record["tricks"][0]
        assert trick["reasons"][1] in ("must_follow", "must_beat")
        led, seat = trick["cards"][0][1], (trick["leader"] + 1) % 4
        trick["cards"][1] = next(card for card in record["hands"][seat] if card[1] != led)
    elif change == "missing":
        del record["auction"]
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("change", "named"),
    [("score", "result.score[0]"), ("card", "tricks[0]"), ("missing", "auction")],
)
def test_replay_of_a_tampered_record_exits_2_with_one_line(
    tmp_path: Path, change: str, named: str
) -> None:
    line = one_line_error(run_cli("replay", str(tampered(tmp_path, change))))
    assert line.startswith("pinochle: ") and named in line


def test_replay_names_the_rule_a_card_breaks(tmp_path: Path) -> None:
    line = one_line_error(run_cli("replay", str(tampered(tmp_path, "card"))))
    assert "breaks a rule at tricks[0].cards[1]" in line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_replay_errors_in_every_language(tmp_path: Path, lang: str) -> None:
    line = one_line_error(run_cli("replay", str(tampered(tmp_path, "score")), "--lang", lang))
    assert "result.score[0]" in line


def test_replay_of_a_file_that_is_not_json_or_not_there(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text("{not json", encoding="utf-8")
    assert "JSON" in one_line_error(run_cli("replay", str(path)))
    assert "missing.json" in one_line_error(run_cli("replay", str(tmp_path / "missing.json")))
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00")
    one_line_error(run_cli("replay", str(binary)))


def test_bad_options_exit_2_without_a_traceback() -> None:
    line = one_line_error(run_cli("play", "--rules", "check", "--seed", "1", "--target", "0"))
    assert "0" in line
    line = one_line_error(run_cli("game", "--rules", "check", "--seed", "1", "--table", "family"))
    assert "family" in line
