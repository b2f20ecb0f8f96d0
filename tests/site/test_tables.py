"""The generated tables hold the engine's numbers, in the page's language.

Each table is read back from the built HTML and compared with the engine's
data, and a few values are checked against figures written out by hand
(RULES.md §2, §3, §4).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pinochle.cards import Deck
from pinochle.catalog import LANGUAGES, Catalog
from pinochle.checks import contract_checks
from pinochle.meldtables import MELD_CHECKS, TABLES, MeldKind
from pinochle.rules import PROFILES

from tests.paths import built
from tests.site.html import Page, Table, read_page


def page(site: Path, name: str, lang: str = "en") -> Page:
    return read_page(built(site, name, lang).read_text(encoding="utf-8"))


def numbers(cells: list[str]) -> list[int]:
    return [int(cell) for cell in cells]


def meld_names(lang: str) -> dict[str, tuple[MeldKind, int]]:
    """Each meld name the catalog gives, back to its kind and multiple."""
    catalog = Catalog.load(lang)
    return {
        catalog.text(f"meld.{kind.value}.{multiple}"): (kind, multiple)
        for kind in MeldKind
        for multiple in range(1, 5)
        if f"meld.{kind.value}.{multiple}" in catalog.texts
    }


# ---- meld values


@pytest.mark.parametrize("lang", LANGUAGES)
def test_single_deck_values_are_the_engine_table(site: Path, lang: str) -> None:
    table = page(site, "meld", lang).table("meld-single")
    names = meld_names(lang)
    values = TABLES[Deck.SINGLE]["standard"].values
    assert [names[row[0]][0] for row in table.body] == list(values)
    for row in table.body:
        assert tuple(numbers(row[1:])) == values[names[row[0]][0]]


def test_single_deck_values_by_hand(site: Path) -> None:
    table = page(site, "meld", "en").table("meld-single")
    assert table.columns == ["Meld", "single", "double"]
    assert table.row("run") == ["15", "150"]
    assert table.row("dix") == ["1", "2"]
    assert table.row("pinochle") == ["4", "30"]
    assert table.row("aces around") == ["10", "100"]


@pytest.mark.parametrize(("name", "lang"), [("meld", "en"), ("double-deck", "en"), ("meld", "de")])
def test_double_deck_values_are_the_engine_table(site: Path, name: str, lang: str) -> None:
    table = page(site, name, lang).table("meld-double")
    names = meld_names(lang)
    values = TABLES[Deck.DOUBLE]["standard"].values
    assert [names[row[0]][0] for row in table.body] == list(values)
    for row in table.body:
        assert tuple(numbers(row[1:])) == values[names[row[0]][0]]


def test_double_deck_values_by_hand(site: Path) -> None:
    table = page(site, "double-deck").table("meld-double")
    assert table.columns == ["Meld", "single", "double", "triple", "quadruple"]
    assert table.row("run") == ["15", "150", "225", "300"]
    assert table.row("pinochle") == ["4", "30", "60", "90"]
    assert table.row("jacks around") == ["4", "40", "60", "80"]


def test_named_tables_show_every_value_that_differs_from_standard(site: Path) -> None:
    table = page(site, "double-deck").table("meld-variants")
    tables = TABLES[Deck.DOUBLE]
    names = meld_names("en")
    differing = [
        (kind, multiple)
        for kind in tables["standard"].kinds
        for multiple in range(1, 5)
        if len({named.points(kind, multiple) for named in tables.values()}) > 1
    ]
    assert [names[row[0]] for row in table.body] == differing
    for row in table.body:
        kind, multiple = names[row[0]]
        assert numbers(row[1:]) == [named.points(kind, multiple) for named in tables.values()]


def test_named_tables_by_hand(site: Path) -> None:
    table = page(site, "double-deck").table("meld-variants")
    assert table.columns == ["Meld", "standard", "book", "pinochle 14", "NPA tournament", "family"]
    assert table.row("triple pinochle") == ["60", "45", "60", "60", "90"]
    assert table.row("quadruple pinochle") == ["90", "300", "90", "90", "360"]
    assert table.row("pinochle") == ["4", "4", "14", "15", "4"]
    assert table.row("run") == ["15", "15", "15", "25", "15"]
    assert table.row("double royal marriage") == ["8", "8", "8", "8", "30"]
    assert "marriage" not in table.column(0)


# ---- checks


@pytest.mark.parametrize("lang", LANGUAGES)
def test_meld_checks_are_the_engine_schedule(site: Path, lang: str) -> None:
    table = page(site, "checks", lang).table("meld-checks")
    names = meld_names(lang)
    assert [names[row[0]][0] for row in table.body] == list(MELD_CHECKS)
    for row in table.body:
        amounts = MELD_CHECKS[names[row[0]][0]]
        assert row[1 : 1 + len(amounts)] == [str(amount) for amount in amounts]
        assert set(row[1 + len(amounts) :]) <= {"—"}


def test_meld_checks_by_hand(site: Path) -> None:
    table = page(site, "checks").table("meld-checks")
    assert table.row("roundhouse") == ["5", "—"]
    assert table.row("run") == ["2", "4"]
    assert table.row("aces around") == ["2", "4"]
    assert table.row("queens around") == ["1", "2"]
    assert table.row("pinochle") == ["0", "1"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_contract_checks_are_the_engine_amounts(site: Path, lang: str) -> None:
    table = page(site, "checks", lang).table("contract-checks")
    lows = [0, 25, 30, 35, 40, 45, 50, 55, 60]
    assert [row[0] for row in table.body][1:] == [f"{low}–{low + 4}" for low in lows[1:]]
    for low, row in zip(lows, table.body, strict=True):
        assert numbers(row[1:]) == [contract_checks(low), 2 * contract_checks(low)]


def test_contract_checks_by_hand(site: Path) -> None:
    table = page(site, "checks").table("contract-checks")
    assert table.body[0] == ["24 or less", "2", "4"]
    assert table.row("25–29") == ["4", "8"]
    assert table.row("30–34") == ["7", "14"]
    assert table.row("40–44") == ["13", "26"]
    assert table.row("60–64") == ["25", "50"]


def test_profiles_table_by_hand(site: Path) -> None:
    table = page(site, "rule-changes").table("profiles")
    assert table.columns[1:] == ["standard Pinochle", "Check Pinochle", "Double Deck Pinochle"]
    assert table.row("Cards") == ["single deck, 48 cards"] * 2 + ["double deck, 80 cards"]
    assert table.row("Cards per player") == ["12", "12", "20"]
    assert table.row("Minimum bid") == ["20", "20", "50"]
    assert table.row("Raise per bid") == ["1", "1", "steps of 1 up to 60, then of 5"]
    assert table.row("Target score") == ["150", "100", "500"]
    assert table.row("Checks") == ["no", "yes", "no"]
    assert table.row("Points in tricks")[2] == "50, of which 2 for the last trick"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_profiles_table_follows_the_engine(site: Path, lang: str) -> None:
    table = page(site, "rule-changes", lang).table("profiles")
    catalog = Catalog.load(lang)
    profiles = list(PROFILES.values())
    assert table.columns[1:] == [catalog.text(f"profile.{rules.profile}") for rules in profiles]
    rows = {row[0]: row[1:] for row in table.body}
    assert numbers(rows[catalog.text("site.profile.row.min_bid")]) == [r.min_bid for r in profiles]
    assert numbers(rows[catalog.text("site.profile.row.target")]) == [r.target for r in profiles]
    yes_no = [catalog.text("site.yes" if r.checks else "site.no") for r in profiles]
    assert rows[catalog.text("site.profile.row.checks")] == yes_no


def test_check_schedules_by_hand(site: Path) -> None:
    table = page(site, "history").table("check-schedules")
    assert table.columns == ["Checks for", "News weekly, 1945", "Card maker's rules", "This site"]
    assert table.row("roundhouse") == ["—", "5", "5"]
    assert table.row("aces around") == ["2", "2", "2"]
    assert table.row("double pinochle") == ["—", "2", "1"]
    assert table.row("contract made, bid 20–24") == ["2 (bid 20)", "2", "2"]
    assert table.row("contract made, bid 40–44") == ["—", "15", "13"]
    assert table.row("winning the game")[0] == "15"
    assert "divided by ten" in table.caption


def test_check_schedules_show_this_sites_amounts_from_the_engine(site: Path) -> None:
    table = page(site, "history").table("check-schedules")
    names = meld_names("en")
    for row in table.body:
        if row[0] in names:
            kind, multiple = names[row[0]]
            assert int(row[3]) == MELD_CHECKS[kind][multiple - 1]
    for low in (20, 25, 30, 35, 40, 45):
        assert table.row(f"contract made, bid {low}–{low + 4}")[2] == str(contract_checks(low))


# ---- glossary


@pytest.mark.parametrize("lang", LANGUAGES)
def test_glossary_puts_the_readers_language_first(site: Path, lang: str) -> None:
    table = page(site, "glossary", lang).table("glossary")
    order = [lang, *(other for other in LANGUAGES if other != lang)]
    assert table.columns == [Catalog.load(other).text("site.language_name") for other in order]
    checks_row = [row for row in table.body if Catalog.load(lang).text("term.checks") == row[0]]
    assert len(checks_row) == 1
    assert checks_row[0] == [Catalog.load(other).text("term.checks") for other in order]


def test_glossary_by_hand(site: Path) -> None:
    english = page(site, "glossary", "en").table("glossary")
    finnish = page(site, "glossary", "fi").table("glossary")
    assert english.columns == ["English", "Nederlands", "Deutsch", "Suomi"]
    assert english.row("checks") == ["fiches", "Checks", "merkit"]
    assert english.row("roundhouse") == ["rondreis", "Rundreise", "täysi kierros"]
    assert english.body[0] == [
        "Check Pinochle",
        "Check Pinochle",
        "Check-Binokel",
        "Merkki-pinochle",
    ]
    assert finnish.columns == ["Suomi", "English", "Nederlands", "Deutsch"]
    assert finnish.row("slammi") == ["slam", "slam", "Durchmarsch"]
    assert len(finnish.body) == len(english.body) == 39


# ---- meld examples


def totals(table: Table) -> list[str]:
    return table.foot[0][1:]


def test_the_worked_settlement_shows_both_hands(site: Path) -> None:
    bidder, defender = page(site, "checks").generated("meld-example")
    assert bidder.caption == "Check Pinochle · Trump: ♥ hearts"
    assert bidder.columns == ["Meld", "Points", "Checks"]
    assert bidder.row("run in hearts") == ["15", "2"]
    assert bidder.row("aces around") == ["10", "2"]
    assert totals(bidder) == ["32", "4"]
    assert defender.row("roundhouse") == ["0", "5"]
    assert totals(defender) == ["39", "9"]


def test_the_double_run_example(site: Path) -> None:
    examples = page(site, "meld").generated("meld-example")
    assert len(examples) == 3
    assert examples[2].body == [
        ["double run in hearts", "150", "4"],
        ["two dix in hearts", "2", "0"],
    ]
    assert totals(examples[2]) == ["152", "4"]


def test_double_deck_examples_have_no_checks_column(site: Path) -> None:
    standard, family = page(site, "double-deck").generated("meld-example")
    assert standard.columns == ["Meld", "Points"]
    assert standard.caption == "Double Deck Pinochle · Trump: ♠ spades"
    assert family.caption == "Double Deck Pinochle, family meld table · Trump: ♥ hearts"
    assert family.body == [["run in hearts", "15"], ["double royal marriage in hearts", "30"]]
    assert totals(family) == ["45"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_meld_examples_speak_the_pages_language(site: Path, lang: str) -> None:
    catalog = Catalog.load(lang)
    bidder = page(site, "checks", lang).generated("meld-example")[0]
    assert bidder.columns == [catalog.text(f"site.col.{c}") for c in ("meld", "points", "checks")]
    assert bidder.foot[0] == [catalog.text("site.row.total"), "32", "4"]


# ---- cards


@pytest.mark.parametrize("lang", LANGUAGES)
def test_cards_show_rank_and_suit_with_a_spoken_label(site: Path, lang: str) -> None:
    catalog = Catalog.load(lang)
    cards = page(site, "index", lang).cards
    assert [(card.label, card.text) for card in cards] == [
        (catalog.text("card.KS"), catalog.text("rank_index.K") + "♠"),
        (catalog.text("card.QS"), catalog.text("rank_index.Q") + "♠"),
    ]


def test_cards_by_hand(site: Path) -> None:
    cards = page(site, "meld").cards[:2]
    assert [(card.label, card.text) for card in cards] == [
        ("jack of diamonds", "J♦"),
        ("queen of spades", "Q♠"),
    ]
    assert "card--red" in cards[0].classes and "card--black" in cards[1].classes
    ten_of_hearts = [card for card in page(site, "meld").cards if card.label == "ten of hearts"]
    assert ten_of_hearts[0].text == "10♥"
