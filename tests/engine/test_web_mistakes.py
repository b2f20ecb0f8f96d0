"""The Practice page's "Your own mistakes": the ``web.own_mistakes`` entry point.

One concrete game: Check Pinochle, deal 8, the reader at South passing, going on
from the meld and then playing the cards of ``ACTIONS``. North bid 23 and named
diamonds trump. South was dealt K♠ J♠ 9♠ 9♠ K♥ J♥ 9♥ K♦ A♣ 10♣ K♣ 9♣. The tricks
(leader first; seats S=0, W=1, N=2, E=3):

    1 N: 9♦ J♦ K♦ 10♦  W wins   6 W: 9♣ J♣ J♣ 10♣  S wins
    2 W: J♥ Q♥ 10♥ J♥  E wins   7 S: J♠ Q♠ A♠ K♠   N wins
    3 E: A♦ A♣ 9♦ Q♦   E wins   8 N: Q♣ 10♠ K♣ A♣  W wins
    4 E: A♦ 9♠ J♦ Q♦   E wins   9 W: 10♠ K♦ 9♥ 9♠  N wins
    5 E: J♠ K♠ A♠ Q♠   W wins  10 N: 10♣ 10♥ 9♣ K♣ N wins

and in trick 11 North leads Q♣, East plays A♥, and South holds K♥ 9♥. The meld
shown: South kings around (8), North a royal marriage, the dix and queens around
(4 + 1 + 6), West the dix, a marriage in hearts and a pinochle (1 + 2 + 4), East
none. Every expected value below is worked out by hand from RULES.md (§2.1 the
meld, §4.1 the play, §4.2 the counters: A, 10, K one point each), not read from
the engine's answer.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from pinochle import web

from tests.engine.support import kept_game

ACTIONS = [
    "pass",
    "next",
    "card-KD",
    "card-JH",
    "card-AC",
    "card-9S",
    "card-KS",
    "card-TC",
    "card-JS",
    "card-KC",
    "card-9S",
    "card-9C",
    "card-9H",
    "card-KH",
]
# The fingerprints the Play page keeps with the game: one per decision, the first before any.
MARKS = "810c41cdf20ceec9c58cee0aad896bd1bfa7bab8771cb19c4f773d79"
TRICK_11 = 12  # South's decision in trick 11: the reader's 13th action


def position(decisions: int) -> dict[str, Any]:
    """The game as a review row keeps it: the reader's first ``decisions`` actions."""
    return kept_game("check", 8, "club", ACTIONS[:decisions])


def call(data: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(web.own_mistakes(json.dumps({"lang": lang, **data})))
    return answer


def exercise(decisions: int, lang: str = "en") -> dict[str, Any]:
    return exercise_of(position(decisions), lang)


def exercise_of(game: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    answer = call({"op": "exercise", "game": game}, lang)
    assert "error" not in answer, answer
    found: dict[str, Any] = answer["exercise"]
    return found


def grade(decisions: int, card: str) -> dict[str, Any]:
    verdict: dict[str, Any] = call({"op": "grade", "game": position(decisions), "card": card})[
        "verdict"
    ]
    return verdict


def test_the_exercise_is_the_decision_as_south_saw_it() -> None:
    seen = exercise(TRICK_11)
    assert (seen["bidder"], seen["bid"], seen["trump"]) == (2, 23, "D")
    assert seen["trick_number"] == 11
    assert seen["trick"] == [{"seat": 2, "card": "QC"}, {"seat": 3, "card": "AH"}]
    # Clubs led; South holds no club and no diamond (trump): any card (§4.1).
    assert seen["cards"] == [{"card": "KH", "legal": True}, {"card": "9H", "legal": True}]
    assert seen["rule"] == "You can neither follow suit nor trump: any card may be played."
    # Counters taken: North–South 1 (trick 6) + 2 (7) + 2 (9) + 3 (10) = 8;
    # East–West 2 (1) + 1 (2) + 2 (3) + 1 (4) + 2 (5) + 3 (8) = 11.
    assert seen["trick_points"] == [8, 11]
    assert seen["team_meld"]["points"] == [8 + 11, 7]
    assert seen["prompt"] == [
        "North won the bid at 23; trump is diamonds.",
        "Trick 11 of 12. Points in tricks so far: your team 8 points, the other team 11 points.",
        "Meld shown: your team 19 points, the other team 7 points.",
        "Which card do you play?",
    ]


def test_south_leading_may_play_any_card() -> None:
    seen = exercise(8)  # trick 7: South leads from J♠ 9♠ K♥ 9♥ K♣ 9♣
    assert seen["trick"] == []
    assert [card["card"] for card in seen["cards"]] == ["JS", "9S", "KH", "9H", "KC", "9C"]
    assert all(card["legal"] for card in seen["cards"])
    assert seen["rule"] == "You lead: any card may be played."


def test_the_bidders_first_lead_is_an_exercise_too() -> None:
    # Check, deal 24, South deals: West bids 20, North and East pass, South bids 21, West
    # passes; South names clubs and, the meld shown, leads trick 1 with no trick yet.
    asked = {"rules": "check", "seed": 24, "actions": ["bid-21", "trump-C", "next"]}
    game = json.loads(web.play(json.dumps({"op": "state", "game": asked})))["game"]
    seen = exercise_of(game)
    assert (seen["trick_number"], seen["trick"], seen["bidder"], seen["bid"]) == (1, [], 0, 21)
    dealt = ["TS", "KS", "QS", "KH", "TD", "JD", "JD", "9D", "AC", "KC", "QC", "JC"]
    assert sorted(card["card"] for card in seen["cards"]) == sorted(dealt)
    assert all(card["legal"] for card in seen["cards"])
    assert seen["rule"] == "You lead: any card may be played."
    assert seen["prompt"][:2] == [
        "You won the bid at 21; trump is clubs.",
        "Trick 1 of 12. Points in tricks so far: your team 0 points, the other team 0 points.",
    ]


def test_a_card_the_rules_forbid_is_not_graded() -> None:
    # Trick 6: West 9♣, North J♣, East J♣ (the second jack does not beat the first).
    # South must follow clubs and beat the J♣: 10♣ or K♣, not 9♣ (§4.1).
    seen = exercise(7)
    assert seen["trick"] == [
        {"seat": 1, "card": "9C"},
        {"seat": 2, "card": "JC"},
        {"seat": 3, "card": "JC"},
    ]
    legal = [card["card"] for card in seen["cards"] if card["legal"]]
    assert legal == ["TC", "KC"]
    rule = "You must follow clubs and beat J♣: play 10♣ or K♣."
    assert seen["rule"] == rule
    verdict = grade(7, "9C")
    assert verdict["correct"] is None
    assert verdict["problems"] == [{"field": "card", "message": f"You may not play 9♣ now. {rule}"}]


def test_a_card_is_graded_against_the_experts_in_the_same_deals() -> None:
    # Trick 11. Unseen by South: A♥ K♥ Q♥ 10♦ (every spade and club is out). West showed a
    # marriage in hearts and has played neither card of it (North's Q♥ in trick 2 was his
    # queens around), so West holds K♥ Q♥: the A♥ and the 10♦ are North's and East's, and
    # East, who showed no trump, holds the A♥. North's Q♣ takes trick 11 (West can neither
    # follow nor trump) and North's 10♦ the last, so North–South take every card of both
    # tricks whichever heart South plays now: A♥ A♥ 10♦ and both K♥ (5) and the last trick
    # (1) on top of the 8 they hold (10♣ in trick 6, A♠ K♠ in 7, 10♠ K♦ in 9, 10♣ 10♥ K♣
    # in 10): 14 in every deal that fits the meld shown, with either card.
    king = grade(TRICK_11, "KH")
    assert king["computer"] == "KH"  # feeding the partner's sure trick
    assert (king["correct"], king["label"], king["key"]) == (True, "best", {"cards": ["KH"]})
    assert [note["code"] for note in king["notes"]] == ["graded", "computer"]
    assert king["notes"][0]["text"] == "The review's estimate for K♥: Best."
    nine = grade(TRICK_11, "9H")
    figures = nine["estimate"]
    assert (figures["yours"], figures["computer"], figures["difference"]) == (14, 14, 0)
    assert (figures["lost"], figures["noise"], figures["samples"]) == (0, 0, 48)
    assert figures["solved"] is True  # trick 11 of 12: within the last three tricks
    assert (nine["correct"], nine["label"]) == (True, "best")
    assert nine["key"] == {"cards": ["KH", "9H"]}  # both right
    assert [note["code"] for note in nine["notes"]] == ["graded", "computer", "estimate"]
    assert nine["notes"][2]["text"] == (
        "In 48 deals of the cards you could not see, each solved exactly, both cards took "
        "14 points in tricks on average."
    )


def test_the_reviews_cards_come_back_graded_as_the_review_graded_them() -> None:
    whole = {**position(len(ACTIONS)), "marks": MARKS}
    review = json.loads(web.play(json.dumps({"op": "review", "game": whole, "lang": "en"})))
    rows = [row for row in review["review"]["differences"] if row["estimate"] is not None]
    by_card = {row["yours"]["token"]: row for row in rows}
    # The A♣ thrown on East's A♦ in trick 3: the first A♦ of the only trump suit takes the
    # trick whatever follows, so the A♣ is a point handed over that a 9♠ would keep.
    thrown = by_card["card-AC"]
    assert thrown["position"] == position(4)
    assert thrown["computer"]["token"] == "card-9S"
    assert thrown["estimate"]["computer"] > thrown["estimate"]["yours"]
    # Trick 3 of 12: each deal is played out, not solved.
    assert thrown["estimate"]["solved"] is False
    assert thrown["estimate"]["text"].startswith(
        "In 48 deals of the cards you could not see, each played out, the Expert's card took "
    )
    assert thrown["label"] not in ("best", "good")
    for row in rows:
        game = row["position"]
        yours = row["yours"]["token"].removeprefix("card-")
        verdict = call({"op": "grade", "game": game, "card": yours})["verdict"]
        assert verdict["label"] == row["label"]
        assert verdict["correct"] is (row["label"] in ("best", "good"))
        assert verdict["estimate"]["text"] == row["estimate"]["text"]
        computer = row["computer"]["token"].removeprefix("card-")
        assert verdict["key"]["cards"][0] == computer
        right = call({"op": "grade", "game": game, "card": computer})["verdict"]
        assert (right["correct"], right["label"]) == (True, "best")


def test_a_position_that_is_no_card_decision_or_replays_otherwise_is_let_go() -> None:
    assert exercise(1) is None  # the meld on the table: "next", no card
    assert call({"op": "exercise", "game": position(len(ACTIONS))})["exercise"] is None  # over
    changed = {**position(TRICK_11), "marks": MARKS[: 4 * TRICK_11] + "ffff"}
    assert call({"op": "exercise", "game": changed})["exercise"] is None
    assert call({"op": "grade", "game": changed, "card": "KH"})["verdict"] is None


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"op": "solve", "game": position(TRICK_11)}, "op"),
        ({"op": "exercise", "game": "check/8"}, "game"),
        ({"op": "grade", "game": position(TRICK_11), "card": "AS"}, "card"),
        ({"op": "grade", "game": position(TRICK_11), "card": "K-hearts"}, "card"),
    ],
)
def test_a_request_the_page_never_sends_is_refused(data: dict[str, Any], field: str) -> None:
    error = call(data)["error"]
    assert (error["code"], error["params"]) == ("bad_request", {"field": field})


@pytest.mark.parametrize("lang", ["nl", "de", "fi"])
def test_the_question_in_each_language(lang: str) -> None:
    prompt = exercise(TRICK_11, lang)["prompt"]
    expected = {
        "nl": "Noord won het bieden met 23; ruiten is troef.",
        "de": "Nord hat das Reizen mit 23 gewonnen; Trumpf ist Karo.",
        "fi": "Pohjoinen voitti tarjoamisen tarjouksella 23; valttina on ruutu.",
    }
    assert prompt[0] == expected[lang]
    assert len(prompt) == 4 and all("{" not in line for line in prompt)
