"""The command line contract: ``python -m pinochle meld`` and ``checks``."""

from __future__ import annotations

import json

import pytest
from pinochle.catalog import LANGUAGES, Catalog

from tests.engine.support import run_cli

EXAMPLE = "AH TH KH QH JH 9H KS QS JD AC AD AS"


def test_meld_json_contract() -> None:
    done = run_cli("meld", "--rules", "check", "--trump", "H", "--json", EXAMPLE)
    assert done.returncode == 0
    result = json.loads(done.stdout)
    assert (result["points"], result["checks"]) == (32, 4)
    assert result["melds"][0] == {
        "kind": "run",
        "suit": "H",
        "multiple": 1,
        "points": 15,
        "checks": 2,
        "cards": ["AH", "TH", "KH", "QH", "JH"],
    }
    assert [m["kind"] for m in result["melds"]] == [
        "run",
        "dix",
        "marriage",
        "pinochle",
        "aces_around",
    ]
    assert result["melds"][3]["suit"] is None


def test_meld_with_a_double_deck_table_and_scale() -> None:
    done = run_cli(
        "meld",
        "--rules",
        "double-deck",
        "--table",
        "family",
        "--scale",
        "10",
        "--trump",
        "H",
        "--json",
        "AH TH KH KH QH QH JH",
    )
    assert json.loads(done.stdout)["points"] == 450


def test_readable_breakdown_in_english() -> None:
    done = run_cli("meld", "--rules", "check", "--trump", "H", EXAMPLE)
    assert done.returncode == 0
    assert "run in hearts (A♥ 10♥ K♥ Q♥ J♥): 15 points, 2 checks" in done.stdout
    assert "dix in hearts (9♥): 1 point, 0 checks" in done.stdout
    assert done.stdout.strip().endswith("Total: 32 points, 4 checks")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_readable_breakdown_in_every_language(lang: str) -> None:
    done = run_cli("meld", "--rules", "check", "--trump", "H", "--lang", lang, EXAMPLE)
    assert done.returncode == 0
    catalog = Catalog.load(lang)
    assert catalog.text("meld.aces_around.1") in done.stdout
    assert catalog.count("points", 32) in done.stdout
    assert catalog.count("checks", 4) in done.stdout


def test_batch_mode_writes_one_json_line_per_hand_and_goes_on_after_a_bad_line() -> None:
    done = run_cli(
        "meld", "--rules", "standard", "--trump", "S", "--json", stdin="KS QS\nQS QS QS\nJD QS\n"
    )
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(lines) == 3
    assert lines[0]["points"] == 4  # royal marriage
    assert lines[1]["error"]["code"] == "too_many_copies"
    assert "Q♠" in lines[1]["error"]["message"]
    assert lines[2]["points"] == 4  # pinochle


def test_batch_mode_readable_one_line_each() -> None:
    done = run_cli("meld", "--rules", "check", "--trump", "H", stdin=f"{EXAMPLE}\nZZ\n")
    first, second = done.stdout.splitlines()
    assert first.startswith("Total: 32 points, 4 checks")
    assert "ZZ" in second


@pytest.mark.parametrize(
    ("hand", "named"),
    [("AH XX", "XX"), ("QS QS QS", "Q♠"), ("9H", "9♥"), ("", "empty")],
)
def test_a_bad_hand_exits_2_with_one_line_and_no_traceback(hand: str, named: str) -> None:
    rules = "double-deck" if hand == "9H" else "check"
    done = run_cli("meld", "--rules", rules, "--trump", "H", hand)
    assert done.returncode == 2
    assert done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1
    assert named in done.stderr
    assert "Traceback" not in done.stderr


def test_a_bad_hand_message_in_dutch() -> None:
    done = run_cli("meld", "--rules", "check", "--trump", "H", "--lang", "nl", "AH XX")
    assert done.returncode == 2
    assert done.stderr.strip() == "pinochle: " + Catalog.load("nl").text(
        "error.unknown_card", token="XX"
    )


def test_a_table_from_the_other_deck_is_refused_cleanly() -> None:
    done = run_cli("meld", "--rules", "check", "--table", "family", "--trump", "H", "KS QS")
    assert done.returncode == 2
    assert "family" in done.stderr and "Traceback" not in done.stderr


def test_double_deck_royal_marriage() -> None:
    done = run_cli("meld", "--rules", "double-deck", "--trump", "H", "--json", "KH QH")
    assert json.loads(done.stdout)["points"] == 4


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["--bid", "20", "--made"], {"bidders": 2, "defenders": -2}),
        (["--bid", "27", "--set"], {"bidders": -8, "defenders": 8}),
        (["--bid", "33", "--made"], {"bidders": 7, "defenders": -7}),
        (["--bid", "41", "--set"], {"bidders": -26, "defenders": 26}),
    ],
)
def test_checks_json_contract(args: list[str], expected: dict[str, int]) -> None:
    done = run_cli("checks", *args, "--json")
    assert done.returncode == 0
    assert json.loads(done.stdout) == expected


def test_checks_readable() -> None:
    done = run_cli("checks", "--bid", "41", "--set")
    assert done.stdout.strip() == "Bid 41, set: bidders −26 checks, defenders +26 checks"
