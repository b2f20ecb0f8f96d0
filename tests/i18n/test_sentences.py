"""The sentences the engine composes, read as a native reader would, in every language.

Many hands of every profile are told step by step (as the walkthroughs tell them, and as the
Play page tells them to South), a hand of each profile is played on the Play page with a hint
at every decision and reviewed at the end, and the Practice page deals and grades exercises of
every stage and level. Every sentence among their texts must:

- not open with a digit (a number, or a card of rank 10 or 9);
- not count one thing with a plural noun ("1 cards", "1 korttia", "1 Karten", "1 kaarten");
- not list three or more suits, seats or cards without the conjunction ("A, B, C");
- in Finnish, not put a suit name in brackets to escape its case ("avioliitto (pata)").
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest
from pinochle import web
from pinochle.bots import play_game, play_hand
from pinochle.cards import Rank, Suit
from pinochle.catalog import LANGUAGES, Catalog
from pinochle.practice import LEVELS, Stage
from pinochle.practice.base import Note
from pinochle.rules import make_ruleset
from pinochle.steptext import step_text
from pinochle.walkthrough import game_steps, hand_steps
from pinochle.web.exercises import note_text
from pinochle.words import kind_name, motive_text

from tests import practice_rules
from tests.engine.support import random_token

SOUTH = 0
PROFILES = ("check", "standard", "double-deck")

# Plural nouns that a count of one must never take, per language.
PLURALS = {
    "en": "cards points checks tricks hands games bids marriages melds times chips",
    "nl": "kaarten punten fiches slagen handen spellen biedingen huwelijken keer",
    "de": "Karten Punkte Checks Stiche Spiele Spielen Händen Hände Gebote Hochzeiten Mal",
    "fi": "korttia pistettä merkkiä tikkiä jakoa peliä tarjousta avioliittoa kertaa",
}
CONJUNCTIONS = {"en": ("and", "or"), "nl": ("en", "of"), "de": ("und", "oder"), "fi": ("ja", "tai")}
FINNISH_SUITS = ("pata", "hertta", "ruutu", "risti")
# A sentence: text ending in a full stop, question or exclamation mark (labels such as
# "21 points" or "Step 2 of 9" are not sentences).
SENTENCE_END = re.compile(r"[.!?…][”\")]?$")
# The hand of each profile played on the Play page, by random legal choices.
PLAY_SEEDS = {"check": 3, "standard": 21, "double-deck": 3}
SENTENCE_START = re.compile(r"(?:^|[.!?]\s+)([^\s])")


# ---- the texts


def narration(lang: str, hands: int = 6) -> Iterator[tuple[str, str]]:
    """Every step of ``hands`` hands of each profile and a game, told to nobody and to South."""
    catalog = Catalog.load(lang)
    told = [game_steps(play_game(make_ruleset("check", target=40), 3422))]
    for profile in PROFILES:
        told += [hand_steps(play_hand(make_ruleset(profile), seed)) for seed in range(1, hands + 1)]
    for steps in told:
        for step in steps:
            for viewpoint in (None, SOUTH):
                where = f"{type(step).__name__} viewpoint={viewpoint}"
                yield where, step_text(step, catalog, viewpoint)


def strings(value: Any) -> Iterator[str]:
    """Every string inside a JSON answer."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def play_call(lang: str, data: dict[str, Any]) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(web.play(json.dumps({"lang": lang, **data})))
    assert "error" not in answer, answer
    return answer


def play_page(lang: str) -> Iterator[tuple[str, str]]:
    """The Play page's texts over a hand of each profile: views, hints, and the review."""
    for profile, seed in PLAY_SEEDS.items():
        rng = random.Random(seed)
        answer = play_call(lang, {"op": "new", "rules": profile, "seed": seed})
        for _ in range(200):
            view = answer["view"]
            for text in strings(view):
                yield f"play {profile} {seed} view", text
            if view["phase"] == "hand-over":
                break
            if view["options"]["kind"] not in ("next", "meld"):
                hint = play_call(lang, {"op": "hint", "game": answer["game"]})["hint"]
                yield f"play {profile} {seed} hint", hint["text"]
            answer = play_call(
                lang, {"op": "act", "game": answer["game"], "action": random_token(view, rng)}
            )
        review = play_call(lang, {"op": "review", "game": answer["game"]})["review"]
        for text in strings(review):
            yield f"play {profile} {seed} review", text


def practice_call(lang: str, data: dict[str, Any]) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(web.practice(json.dumps({"lang": lang, **data})))
    assert "error" not in answer, answer
    return answer


def practice_page(lang: str) -> Iterator[tuple[str, str]]:
    """Exercises of every stage and level, their prompts, and the notes of their grading."""
    for stage in Stage:
        for level in range(1, LEVELS[stage] + 1):
            for seed, number in ((5, 1), (17, 4), (29, 9)):
                name = {"stage": stage.value, "level": level, "seed": seed, "number": number}
                dealt = practice_call(lang, {"op": "new", **name})
                for text in dealt["prompt"]:
                    yield f"practice {stage.value} {level} prompt", text
                answer = practice_rules.page_answer(stage.value, dealt["exercise"]["facts"])
                verdict = practice_call(lang, {"op": "grade", "answer": answer, **name})["verdict"]
                for note in verdict["notes"]:
                    yield f"practice {stage.value} {level} note", note["text"]


@cache
def texts(lang: str) -> tuple[tuple[str, str], ...]:
    found = [*narration(lang), *play_page(lang), *practice_page(lang)]
    return tuple(dict.fromkeys(found))


def sentences(lang: str) -> list[tuple[str, str]]:
    return [
        (where, text)
        for where, text in texts(lang)
        if " " in text and SENTENCE_END.search(text.strip())
    ]


# ---- the checks


def opens_with_a_digit(text: str, lang: str) -> bool:
    return any(start.isdigit() for start in SENTENCE_START.findall(text.strip()))


def one_with_a_plural(text: str, lang: str) -> bool:
    plurals = "|".join(PLURALS[lang].split())
    return re.search(rf"(?<![\d.,]){re.escape('1')}\s(?:{plurals})\b", text) is not None


def list_items(lang: str) -> str:
    """A pattern for one item of a list of suits, seats or cards in the language."""
    catalog = Catalog.load(lang)
    words = [catalog.suit(suit) for suit in Suit]
    words += [catalog.text(f"seat.{seat}") for seat in range(4)]
    ranks = "|".join(re.escape(catalog.text(f"rank_index.{rank.value}")) for rank in Rank)
    symbols = "".join(suit.symbol for suit in Suit)
    named = "|".join(re.escape(word) for word in sorted(words, key=len, reverse=True))
    return rf"(?:[{symbols}] )?(?:{named}|(?:{ranks})[{symbols}])"


def bare_list(text: str, lang: str) -> bool:
    """Three or more suits, seats or cards joined by commas alone."""
    item = list_items(lang)
    joined = "|".join(CONJUNCTIONS[lang])
    return (
        re.search(rf"(?<!\w){item}(?:, {item}){{2,}}(?!\w)(?!, {item})(?!,? (?:{joined})\s)", text)
        is not None
    )


def suit_in_brackets(text: str, lang: str = "fi") -> bool:
    suits = "|".join(FINNISH_SUITS)
    return re.search(rf"\((?:[♠♥♦♣] )?(?:{suits})\b", text) is not None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_sentence_opens_with_a_digit(lang: str) -> None:
    found = [(where, text) for where, text in sentences(lang) if opens_with_a_digit(text, lang)]
    assert found == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_count_of_one_takes_the_singular(lang: str) -> None:
    found = [(where, text) for where, text in texts(lang) if one_with_a_plural(text, lang)]
    assert found == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_list_of_three_has_its_conjunction(lang: str) -> None:
    found = [(where, text) for where, text in texts(lang) if bare_list(text, lang)]
    assert found == []


def test_no_finnish_suit_in_brackets() -> None:
    found = [(where, text) for where, text in texts("fi") if suit_in_brackets(text)]
    assert found == []


@pytest.mark.parametrize(
    ("check", "lang", "text"),
    [
        (opens_with_a_digit, "en", "West bids 20. 20 is the minimum bid."),
        (opens_with_a_digit, "en", "10♠ may not be played."),
        (one_with_a_plural, "fi", "Pohjoinen antaa 1 korttia."),
        (one_with_a_plural, "de", "nach 1 Spielen"),
        (bare_list, "en", "It could also have been spades, hearts, diamonds."),
        (bare_list, "nl", "Je mag 10♠, H♠, V♠ spelen."),
        (suit_in_brackets, "fi", "hänellä on avioliitto (pata), ja tarjoaa 20."),
    ],
)
def test_the_checks_see_the_defects_the_readers_found(check: Any, lang: str, text: str) -> None:
    assert check(text, lang)


@pytest.mark.parametrize(
    ("check", "lang", "text"),
    [
        (opens_with_a_digit, "en", "West bids 20. That is the minimum bid."),
        (one_with_a_plural, "fi", "Pohjoinen antaa 1 kortin. Etelällä on 11 korttia."),
        (bare_list, "en", "It could also have been spades, hearts or diamonds."),
        (suit_in_brackets, "fi", "hänellä on pata-avioliitto (A♠ 10♠)."),
    ],
)
def test_the_checks_pass_good_sentences(check: Any, lang: str, text: str) -> None:
    assert not check(text, lang)


# The Finnish forms of each suit the sentences take, worked out by hand from the catalog:
# genitive, partitive singular, partitive plural, inessive, adessive, plural elative with the
# possessive suffix, nominative, and the marriage compound in the partitive.
FINNISH_FORMS = {
    "S": ("padan", "pataa", "patoja", "padassa", "padalla", "padoistasi", "pata", "pata-"),
    "H": (
        "hertan",
        "herttaa",
        "herttoja",
        "hertassa",
        "hertalla",
        "hertoistasi",
        "hertta",
        "hertta-",
    ),
    "D": ("ruudun", "ruutua", "ruutuja", "ruudussa", "ruudulla", "ruuduistasi", "ruutu", "ruutu"),
    "C": ("ristin", "ristiä", "ristejä", "ristissä", "ristillä", "risteistäsi", "risti", "risti"),
}


@pytest.mark.parametrize("code", ["S", "H", "D", "C"])
def test_a_finnish_sentence_puts_each_suit_in_its_case(code: str) -> None:
    gen, part, plural, ines, ades, elat, nom, compound = FINNISH_FORMS[code]
    fi = Catalog.load("fi")
    other = "H" if code == "S" else "S"
    assert motive_text("trump_only_choice", {"suit": code}, fi) == (
        f"Valtiksi saa nimetä vain {gen}."
    )
    assert note_text(Note("legal_follow_trumped", {"led": code, "beat": "AS"}), fi) == (
        f"Tikkiin on jo sakattu kortilla A♠: tunnusta {part} millä kortilla tahansa; "
        "yli ei tarvitse lyödä."
    )
    assert note_text(Note("winner_thrown", {"led": code}), fi) == (
        "Muun sivumaan kortti ei voita koskaan, oli se kuinka korkea tahansa: "
        f"noilla pelaajilla ei ollut {plural}."
    )
    assert note_text(Note("class_plain_run", {"suit": code}), fi) == (
        f"{nom.capitalize()}suora lasketaan vain avioliitoksi, koska se ei ole valttimaassa."
    )
    assert note_text(Note("bid_has_marriage", {"suits": (code,)}), fi) == (
        f"Sinulla on {Suit(code).symbol} {compound}avioliitto, joten saat tarjota."
    )
    # A meld in a suit is one word where Finnish makes it one; a royal marriage is the
    # trump's, so it goes without the suit; a double run keeps its name, in the suit.
    assert [kind_name(kind, 1, Suit(code), fi) for kind in ("marriage", "run", "dix")] == [
        f"{compound}avioliitto",
        f"{nom}suora",
        f"{nom}dix",
    ]
    assert kind_name("marriage", 2, Suit(code), fi) == f"kaksi {compound}avioliittoa"
    assert kind_name("royal_marriage", 1, Suit(code), fi) == "valttiavioliitto"
    assert kind_name("run", 2, Suit(code), fi) == f"tuplasuora {ines}"
    assert note_text(Note("legal_must_beat", {"led": code, "trump": other, "beat": "AS"}), fi) == (
        f"Sinulla on {plural}, eikä kukaan ole sakannut: sinun on lyötävä kortti A♠ yli "
        f"korkeammalla {ades}."
    )
    assert note_text(Note("legal_follow_cannot_beat", {"led": code, "beat": "AS"}), fi) == (
        f"Sinun on tunnustettava {part}, mutta mikään {elat} ei voita korttia A♠, "
        "joten mikä tahansa niistä käy."
    )
    assert note_text(Note("legal_must_trump", {"led": other, "trump": code}), fi).endswith(
        f"joten sinun on sakattava: mikä tahansa valtti eli {nom} käy."
    )
    assert fi.text(
        "play.refuse.trump_needs_marriage", suit=fi.suit(Suit(code)), suit_code=code
    ) == (
        f"Sinulla ei ole {compound}avioliittoa: valtiksi kelpaa vain maa, jossa sinulla on sekä "
        "kuningas että rouva."
    )


@pytest.mark.parametrize(
    ("count", "differ", "summary"),
    [
        (0, 0, "You had no decision to make in this hand."),
        (1, 0, "You made 1 decision in this hand; the Expert would have chosen as you did."),
        (1, 1, "You made 1 decision in this hand; the Expert would have chosen differently."),
        (
            2,
            0,
            "You made 2 decisions in this hand; the Expert would have chosen as you did each time.",
        ),
        (
            21,
            1,
            "You made 21 decisions in this hand; "
            "the Expert would have chosen differently in one of them.",
        ),
    ],
)
def test_the_review_summary_says_each_count_as_a_sentence(
    count: int, differ: int, summary: str
) -> None:
    english = Catalog.load("en")
    assert english.text("play.review.summary", count=count, differ=differ) == summary
