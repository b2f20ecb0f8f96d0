"""Practice: every exercise's key equals the rules worked by hand (``tests/practice_rules``),
every level is reached, seeds reproduce their ten, and answers are graded right, wrong or
unreadable."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pinochle import web
from pinochle.cards import Suit, parse_cards, parse_hand
from pinochle.catalog import LANGUAGES, Catalog
from pinochle.practice import EXERCISES_PER_LEVEL, LEVELS, Stage, grade, new_exercise, stars
from pinochle.practice.bidding import BiddingQuestion
from pinochle.practice.legal_play import LegalQuestion
from pinochle.practice.meld_count import MeldQuestion
from pinochle.practice.settling import ChecksQuestion
from pinochle.practice.trick_winner import WinnerQuestion
from pinochle.rules import PROFILES
from pinochle.web.exercises import note_text

from tests import practice_rules as rules

SEEDS = st.integers(0, 999_999_999)
NUMBERS = st.integers(1, EXERCISES_PER_LEVEL)


def levels_of(stage: Stage) -> st.SearchStrategy[int]:
    return st.integers(1, LEVELS[stage])


def wrong_answer(answer: dict[str, Any], facts: dict[str, str]) -> dict[str, Any] | None:
    """An answer off by one in every part (None where every card may be played)."""
    if "index" in answer:
        return {"index": (answer["index"] + 1) % 4}
    if "indices" in answer:
        others = [i for i in range(len(facts["hand"].split())) if i not in answer["indices"]]
        return {"indices": [*answer["indices"], others[0]]} if others else None
    if "yes" in answer:
        return {"yes": not answer["yes"]}
    if "suits" in answer:
        return {"suits": answer["suits"][1:] if answer["suits"] else ["S"]}
    return {name: str(int(value) + 1) for name, value in answer.items()}


@pytest.mark.parametrize("stage", list(Stage))
@settings(max_examples=60)
@given(data=st.data(), seed=SEEDS, number=NUMBERS)
def test_the_key_is_the_rules_worked_by_hand(
    stage: Stage, data: st.DataObject, seed: int, number: int
) -> None:
    level = data.draw(levels_of(stage))
    exercise = new_exercise(stage, level, seed, number)
    facts = exercise.question.facts()
    answer = rules.page_answer(stage.value, facts)
    assert grade(exercise, answer).correct is True, (facts, grade(exercise, answer).key)
    wrong = wrong_answer(answer, facts)
    if wrong is not None:
        assert grade(exercise, wrong).correct is False, facts


def level_shown(stage: Stage, level: int, facts: dict[str, str]) -> bool:
    """What each level promises, checked from its facts."""
    trick, trump = facts.get("trick", "").split(), facts.get("trump", "")
    if stage is Stage.WINNER:
        suits = {card[1] for card in trick}
        winner = trick[rules.trick_winner(trick, trump)]
        return {
            1: suits == {trick[0][1]} and trump not in suits,
            2: trump not in suits and len(suits) > 1,
            3: trump in suits and trick[0][1] != trump,
            4: trick.count(winner) > 1,
        }[level]
    if stage is Stage.MELD:
        return {1: len(facts["hand"].split()) <= 7, 4: facts["table"] == "standard"}.get(
            level, True
        ) and (facts["rules"] == "double-deck") == (level >= 4)
    if stage is Stage.LEGAL:
        follows = bool(trick) and any(card[1] == trick[0][1] for card in facts["hand"].split())
        return level == 6 or follows == (level <= 3)
    if stage is Stage.BIDDING:
        expected = {1: "may_bid", 2: "trump_suits", 3: "must_open"}.get(level)
        return expected in (None, facts["question"])
    return (level == 3) == ("bid" not in facts)


@pytest.mark.parametrize(
    ("stage", "level"), [(stage, level) for stage in Stage for level in range(1, LEVELS[stage] + 1)]
)
def test_every_level_is_reached_and_shows_what_it_teaches(stage: Stage, level: int) -> None:
    for seed in range(3):
        for number in (1, EXERCISES_PER_LEVEL):
            facts = new_exercise(stage, level, seed, number).question.facts()
            assert level_shown(stage, level, facts), facts


@pytest.mark.parametrize("stage", list(Stage))
@settings(max_examples=15)
@given(data=st.data(), seed=st.integers(0, 999_999_998))
def test_seeds_reproduce_their_ten_and_the_next_seed_deals_another(
    stage: Stage, data: st.DataObject, seed: int
) -> None:
    level = data.draw(levels_of(stage))
    ten = [new_exercise(stage, level, seed, n).question.facts() for n in range(1, 11)]
    again = [new_exercise(stage, level, seed, n).question.facts() for n in range(1, 11)]
    following = [new_exercise(stage, level, seed + 1, n).question.facts() for n in range(1, 11)]
    assert ten == again
    assert all(ten.count(facts) == 1 for facts in ten)
    assert following != ten


# ---- hand-made examples


def test_a_trump_wins_and_an_identical_card_loses_to_the_first() -> None:
    # Spades trump: the A♠ (third) beats both 9♥ and the T♥.
    question = WinnerQuestion(PROFILES["check"], Suit.SPADES, tuple(parse_cards("9H 9H AS TH")))
    assert question.grade({"index": 2}).correct is True
    assert question.grade({"index": 3}).correct is False
    # Clubs trump, hearts led: two K♥, the first played wins.
    twins = WinnerQuestion(PROFILES["check"], Suit.CLUBS, tuple(parse_cards("KH KH QH JS")))
    verdict = twins.grade({"index": 1})
    assert verdict.correct is False and verdict.key == {"index": 0}
    assert [note.code for note in verdict.notes] == [
        "winner_led",
        "winner_first_copy",
        "winner_thrown",
    ]


def test_a_wrong_rank_is_told_the_order_of_a_suit() -> None:
    # Hearts trump, spades led, everyone follows: the T♠ beats the K♠ (A 10 K Q J 9).
    question = WinnerQuestion(PROFILES["check"], Suit.HEARTS, tuple(parse_cards("KS TS 9S QS")))
    assert question.grade({"index": 1}).correct is True
    assert [note.code for note in question.grade({"index": 1}).notes] == ["winner_led"]
    wrong = question.grade({"index": 0})
    assert wrong.correct is False
    assert [note.code for note in wrong.notes] == ["winner_led", "winner_order"]
    assert [str(card) for card in wrong.notes[-1].cards] == ["AS", "TS", "KS", "QS", "JS", "9S"]
    # A trump wins: the order is shown in trumps; a twin of the winner is no rank mistake.
    trumped = WinnerQuestion(PROFILES["check"], Suit.CLUBS, tuple(parse_cards("AS 9C AS KC")))
    notes = trumped.grade({"index": 0}).notes
    assert [str(card) for card in notes[-1].cards] == ["AC", "TC", "KC", "QC", "JC", "9C"]
    for lang in LANGUAGES:  # worded in every language, the ten named above the king
        text = note_text(wrong.notes[-1], Catalog.load(lang))
        assert text == Catalog.load(lang).texts["practice.note.winner_order"]
        ten, king = (Catalog.load(lang).text(f"rank.{rank}") for rank in "TK")
        assert text.lower().index(ten.lower()) < text.lower().index(king.lower())


@pytest.mark.parametrize(
    ("hand", "points", "checks"),
    [
        ("AH TH KH QH JH 9H KS QS JD AC AD AS", "32", "4"),  # RULES.md §5: 15+1+2+4+10; 2+2
        ("KH QH KS QS KD QD KC QC AH TH JH JD", "39", "9"),  # 15+6+8+6+4; 5+2+1+1
        ("AH AH TH TH KH KH QH QH JH JH 9H 9H", "152", "4"),  # 150+2; double run 4
    ],
)
def test_the_worked_meld_examples_grade_right(hand: str, points: str, checks: str) -> None:
    question = MeldQuestion(PROFILES["check"], Suit.HEARTS, parse_hand(hand))
    assert question.grade({"points": points, "checks": checks}).correct is True
    wrong = question.grade({"points": points, "checks": str(int(checks) - 1)})
    assert wrong.correct is False
    assert wrong.key == {"points": int(points), "checks": int(checks)}


def test_a_short_copy_is_the_one_card_a_larger_meld_lacks() -> None:
    # Royal marriage 4, dix 1, three marriages 6, kings around 8, queens around 6: 25 points;
    # the arounds 1 + 1 and the roundhouse 5: 7 checks. One more K♠ makes a double marriage
    # in spades, one more Q♦ one in diamonds; the arounds lack three cards each, and there
    # is no double roundhouse.
    hand = parse_hand("KS QS QS KH QH 9H KD KD QD KC QC 9C")
    verdict = MeldQuestion(PROFILES["check"], Suit.HEARTS, hand).grade(
        {"points": "25", "checks": "7"}
    )
    assert verdict.correct is True
    short = [note.params for note in verdict.notes if note.code == "class_short_copy"]
    assert short == [
        {"card": "KS", "meld": "marriage.2"},
        {"card": "QD", "meld": "marriage.2"},
    ]
    assert verdict.notes[-1].code == "class_roundhouse"


def test_a_run_with_its_king_and_queen_explains_the_class_rule() -> None:
    # Run in hearts 15 + marriage ♠ 2 = 17; the run's K Q are not a royal marriage too.
    question = MeldQuestion(PROFILES["check"], Suit.HEARTS, parse_hand("AH TH KH QH JH KS QS"))
    verdict = question.grade({"points": "19", "checks": "2"})
    assert verdict.correct is False and verdict.key == {"points": 17, "checks": 2}
    codes = [note.code for note in verdict.notes]
    assert codes == ["meld_checks", "meld_checks", "meld_total_checks", "class_run_holds_marriage"]


@pytest.mark.parametrize(
    ("given", "field", "code"),
    [
        ({"points": "abc", "checks": "1"}, "points", "not_a_number"),
        ({"points": "4"}, "checks", "missing_number"),
        ({"points": " ", "checks": "0"}, "points", "missing_number"),
    ],
)
def test_an_unreadable_meld_answer_names_its_field(
    given: dict[str, str], field: str, code: str
) -> None:
    question = MeldQuestion(PROFILES["check"], Suit.HEARTS, parse_hand("KS QS"))
    verdict = question.grade(given)
    assert verdict.correct is None
    assert [(p.field, p.code) for p in verdict.problems] == [(field, code)]


def test_legal_cards_over_trump_and_their_explanation() -> None:
    # Hearts trump, diamonds led, the J♥ has trumped: no diamond, so beat J♥: Q♥ or A♥.
    hand = parse_hand("AS QH AH 9H")
    question = LegalQuestion(PROFILES["check"], Suit.HEARTS, hand, tuple(parse_cards("AD JH")))
    positions = {card: i for i, card in enumerate(str(hand).split())}  # AS AH QH 9H
    verdict = question.grade({"indices": [positions["AH"], positions["QH"]]})
    assert verdict.correct is True
    assert verdict.notes[0].code == "legal_must_overtrump"
    assert verdict.notes[0].params["beat"] == "JH"
    assert question.grade({"indices": [positions["9H"]]}).correct is False
    assert question.grade({"indices": []}).problems[0].code == "choose_cards"
    assert question.grade({"indices": [9]}).problems[0].code == "bad_position"
    assert question.grade({"indices": "0"}).problems[0].code == "choose_cards"


def test_bidding_questions() -> None:
    no_marriage = parse_hand("AS TS KS JS AH TH AD TD AC TC JC 9C")
    question = BiddingQuestion(PROFILES["check"], "may_bid", no_marriage)
    assert question.grade({"yes": False}).correct is True
    assert question.grade({"yes": "no"}).problems[0].code == "choose_yes_no"
    two = parse_hand("KS QS KD QD AH TH AD TD AC TC JC 9C")
    trumps = BiddingQuestion(PROFILES["check"], "trump_suits", two)
    assert trumps.grade({"suits": ["D", "S"]}).correct is True
    assert trumps.grade({"suits": ["S"]}).correct is False
    assert trumps.grade({"suits": ["X"]}).problems[0].code == "choose_suits"
    # Standard, dealer East: South calls first and must open; dealer North: West did.
    assert BiddingQuestion(PROFILES["standard"], "must_open", no_marriage, 3).key is True
    assert (
        BiddingQuestion(PROFILES["standard"], "must_open", no_marriage, 2, ((3, 20),)).key is False
    )
    # Double deck, South deals, three passes: South is forced to the minimum.
    passes = ((1, None), (2, None), (3, None))
    assert BiddingQuestion(PROFILES["double-deck"], "must_open", two, 0, passes).key is True


@pytest.mark.parametrize(
    ("question", "checks"),
    [
        (ChecksQuestion(PROFILES["check"], 0, 20, "made"), "2"),  # RULES.md §5: +2
        (ChecksQuestion(PROFILES["check"], 0, 27, "set"), "-8"),  # 2 × 4 to the defenders
        (ChecksQuestion(PROFILES["check"], 1, 41, "set"), "+26"),  # 2 × 13 to us, defending
        (ChecksQuestion(PROFILES["check"], 0, 33, "conceded"), "\u221214"),  # 2 × 7, true minus
        (ChecksQuestion(PROFILES["check"], 0, scores=(104, 71)), "14"),  # 10 + ceil(33/10)
        (ChecksQuestion(PROFILES["check"], 1, scores=(120, 100)), "-10"),  # both: bidders
    ],
)
def test_settled_checks(question: ChecksQuestion, checks: str) -> None:
    verdict = question.grade({"checks": checks})
    assert verdict.correct is True, verdict.key


def test_conceding_pays_the_defenders_and_their_slam_is_counted() -> None:
    # Them bid 33 and conceded: 7 × 2 = 14 to us; a slam of ours on top is 5: +19.
    question = ChecksQuestion(PROFILES["check"], 1, 33, "conceded", slam=0)
    assert question.grade({"checks": "19"}).correct is True


def test_stars() -> None:
    assert [stars(n) for n in range(5)] == [3, 2, 2, 1, 1]


# ---- the entry point


def practice(**request: Any) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(web.practice(json.dumps({"lang": "en", **request})))
    return answer


def test_the_entry_lists_the_stages() -> None:
    answer = practice(op="stages")
    assert answer["stages"][0] == {"stage": "winner", "levels": 4}
    assert [s["stage"] for s in answer["stages"]] == [
        "winner",
        "meld",
        "legal",
        "bidding",
        "checks",
    ]


def test_grading_regenerates_the_exercise_and_words_the_verdict() -> None:
    name = {"stage": "meld", "level": 2, "seed": 41, "number": 10}
    dealt = practice(op="new", **name)["exercise"]
    answer = rules.page_answer("meld", dealt["facts"])
    graded = practice(op="grade", answer=answer, mistakes=1, **name)
    assert graded["exercise"] == dealt
    verdict = graded["verdict"]
    assert verdict["correct"] is True and verdict["done"] is True and verdict["stars"] == 2
    assert any(note["text"].startswith("In all: ") for note in verdict["notes"])
    unreadable = practice(op="grade", answer={"points": "x", "checks": "1"}, **name)["verdict"]
    assert unreadable["correct"] is None and unreadable["stars"] is None
    assert unreadable["problems"][0]["message"] == "“x” is not a whole number."


@pytest.mark.parametrize("stage", list(Stage))
@settings(max_examples=150)
@given(data=st.data(), seed=SEEDS, number=NUMBERS, lang=st.sampled_from(LANGUAGES))
def test_every_verdict_is_worded_in_every_language(
    stage: Stage, data: st.DataObject, seed: int, number: int, lang: str
) -> None:
    name = {"stage": stage.value, "level": data.draw(levels_of(stage)), "seed": seed}
    dealt = practice(op="new", number=number, lang=lang, **name)["exercise"]
    answer = rules.page_answer(stage.value, dealt["facts"])
    graded = practice(op="grade", number=number, lang=lang, answer=answer, **name)
    assert "error" not in graded, (dealt, graded)
    assert all(note["text"] for note in graded["verdict"]["notes"])


@pytest.mark.parametrize(
    ("request_", "code"),
    [
        ({"op": "deal"}, "bad_request"),
        ({"op": "new", "stage": "poker", "level": 1, "seed": 1, "number": 1}, "bad_request"),
        ({"op": "new", "stage": "meld", "level": 6, "seed": 1, "number": 1}, "bad_request"),
        ({"op": "new", "stage": "meld", "level": 1, "seed": -1, "number": 1}, "bad_seed"),
        ({"op": "new", "stage": "meld", "level": 1, "seed": 1, "number": 11}, "bad_request"),
        ({"op": "grade", "stage": "meld", "level": 1, "seed": 1, "number": 1}, "bad_request"),
    ],
)
def test_malformed_requests_come_back_as_errors(request_: dict[str, Any], code: str) -> None:
    assert practice(**request_)["error"]["code"] == code
