"""The four message catalogs: the same keys, the same placeholders, no empty text."""

from __future__ import annotations

import json

import pytest
from pinochle.bots import DEFAULT, PLAYERS
from pinochle.catalog import LANGUAGES
from pinochle.messageformat import parse
from sitebuild.samples import arguments

from tests.paths import DOCS, LOCALES

TRANSLATIONS = [lang for lang in LANGUAGES if lang != "en"]


def catalog(lang: str) -> dict[str, str]:
    loaded = json.loads((LOCALES / f"{lang}.json").read_text(encoding="utf-8"))
    assert isinstance(loaded, dict)
    return loaded


def placeholders(text: str) -> set[str]:
    return set(arguments(parse(text)))


def ideas(text: str) -> set[str]:
    """The placeholders, a suit's code (``led_code``) taken as the suit (``led``): a language
    whose sentence puts the suit in a case selects on its code instead of using its word."""
    return {name.removesuffix("_code") for name in placeholders(text)}


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_every_english_key_is_translated(lang: str) -> None:
    missing = sorted(set(catalog("en")) - set(catalog(lang)))
    assert missing == []


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_no_catalog_has_keys_english_lacks(lang: str) -> None:
    assert sorted(set(catalog(lang)) - set(catalog("en"))) == []


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_translations_keep_the_placeholders(lang: str) -> None:
    english, other = catalog("en"), catalog(lang)
    different = [
        key for key in english if key in other and ideas(other[key]) != ideas(english[key])
    ]
    assert different == []


def test_no_finnish_key_selects_on_a_suits_name() -> None:
    names = {"pata", "hertta", "ruutu", "risti"}
    by_name = [
        key
        for key, text in catalog("fi").items()
        for kind in arguments(parse(text)).values()
        if isinstance(kind, tuple) and names & set(kind)
    ]
    assert by_name == []


def test_the_finnish_suit_and_seat_selects_take_every_code() -> None:
    selects = [
        (key, name, kind)
        for key, text in catalog("fi").items()
        for name, kind in arguments(parse(text)).items()
        if name.endswith("_code")
    ]
    suits = [(key, name) for key, name, kind in selects if kind == ("S", "H", "D", "C", "other")]
    seats = [(key, name) for key, name, kind in selects if kind == ("0", "1", "2", "3", "other")]
    assert len(suits) == 22
    assert {name for _, name in suits} == {"suit_code", "led_code", "trump_code"}
    assert sorted(seats) == [
        ("play.event.passing_hidden", "receiver_code"),
        ("play.review.situation.play", "seat_code"),
        ("walk.passing.bidder", "receiver_code"),
        ("walk.passing.partner", "receiver_code"),
    ]
    melds = [(key, name, kind) for key, name, kind in selects if name == "meld_code"]
    assert [(key, name) for key, name, _ in melds] == [("meld.with_suit", "meld_code")]
    # Each meld code the Finnish name selects is a meld's kind and multiple (``marriage_1``).
    (meld_codes,) = [kind for _, _, kind in melds]
    assert isinstance(meld_codes, tuple)
    kinds = [code.rsplit("_", 1) for code in meld_codes if code != "other"]
    assert all(f"meld.{kind}.{multiple}" in catalog("en") for kind, multiple in kinds)
    assert len(suits) + len(seats) + len(melds) == len(selects)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_text_is_empty(lang: str) -> None:
    assert [key for key, text in catalog(lang).items() if not text.strip()] == []


def test_the_placeholder_reader() -> None:
    assert placeholders("{meld} in {suit}") == {"meld", "suit"}
    assert placeholders("no meld") == set()
    assert placeholders("{count, plural, one {# {noun}} other {# more}}") == {"count", "noun"}


@pytest.mark.parametrize(
    ("key", "terms"),
    [
        ("term.the_game", ("Check Pinochle", "Check Pinochle", "Check-Binokel", "Merkki-pinochle")),
        ("term.checks", ("checks", "fiches", "Checks", "merkit")),
        ("term.meld", ("meld", "roem", "Meldung(en)", "yhdistelmä(t)")),
        ("term.roundhouse", ("roundhouse", "rondreis", "Rundreise", "täysi kierros")),
        ("term.slam", ("slam", "slam", "Durchmarsch", "slammi")),
        ("term.run", ("run", "reeks", "Familie", "suora")),
    ],
)
def test_the_glossary_terms_are_the_teams_words(key: str, terms: tuple[str, ...]) -> None:
    assert tuple(catalog(lang)[key] for lang in LANGUAGES) == terms


def test_every_glossary_idea_has_a_term_in_every_language() -> None:
    ideas = [key for key in catalog("en") if key.startswith("term.")]
    assert len(ideas) == 39
    for lang in TRANSLATIONS:
        assert [key for key in ideas if not catalog(lang).get(key)] == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_computer_player_has_a_name_and_a_line_in_every_language(lang: str) -> None:
    texts = catalog(lang)
    missing = [
        key
        for name in PLAYERS
        for key in (f"play.setup.strength_name.{name}", f"play.setup.strength_about.{name}")
        if key not in texts
    ]
    assert missing == []


def test_the_play_pages_strengths_are_the_engines_players() -> None:
    script = (DOCS / "assets/calculators/play/strength.js").read_text(encoding="utf-8")
    assert 'const PLAYERS = ["basic", "club", "expert"];' in script
    assert list(PLAYERS) == ["basic", "club", "expert"]
    assert f'const DEFAULT = "{DEFAULT}";' in script
