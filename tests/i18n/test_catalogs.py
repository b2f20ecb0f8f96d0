"""The four message catalogs: the same keys, the same placeholders, no empty text."""

from __future__ import annotations

import json

import pytest
from pinochle.catalog import LANGUAGES
from pinochle.messageformat import parse
from sitebuild.samples import arguments

from tests.paths import LOCALES

TRANSLATIONS = [lang for lang in LANGUAGES if lang != "en"]


def catalog(lang: str) -> dict[str, str]:
    loaded = json.loads((LOCALES / f"{lang}.json").read_text(encoding="utf-8"))
    assert isinstance(loaded, dict)
    return loaded


def placeholders(text: str) -> set[str]:
    return set(arguments(parse(text)))


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
        key
        for key in english
        if key in other and placeholders(other[key]) != placeholders(english[key])
    ]
    assert different == []


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
