"""Tables of the rules' numbers, read from the engine: the profiles, meld values and checks."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from pinochle.cards import Deck
from pinochle.catalog import Catalog
from pinochle.checks import contract_band, contract_checks, contract_ledger
from pinochle.meldtables import MELD_CHECKS, TABLES, MeldKind
from pinochle.rules import PROFILES, Ruleset
from pinochle.words import bid_band_text

from sitebuild.html_table import NO_FIGURE, Row, table_html

# Contract checks are shown for bids up to 24, then in bands of five up to this bid.
CONTRACT_TABLE_LAST_BAND = 60


def kind_name(kind: MeldKind, multiple: int, catalog: Catalog) -> str:
    """The name of a meld kind at a multiple: ``run``, ``double run``."""
    return catalog.text(f"meld.{kind.value}.{multiple}")


def multiples_head(catalog: Catalog, first: str, count: int) -> list[str]:
    return [first, *(catalog.text(f"site.multiple.{n}") for n in range(1, count + 1))]


# ---- the profiles


def profiles_table(catalog: Catalog) -> str:
    """Each profile's deck, auction, passing, trump, target, trick points and checks."""
    text = catalog.text
    rows: list[tuple[str, Callable[[Ruleset], str | int]]] = [
        ("deck", lambda r: text(f"site.profile.deck.{r.deck.value}", cards=r.deck.size)),
        ("hand_size", lambda r: r.deck.hand_size),
        ("min_bid", lambda r: r.min_bid),
        ("bid_steps", lambda r: bid_steps(r, catalog)),
        ("who_bids", lambda r: text(f"site.profile.who_bids.{bid_rule(r)}")),
        ("opening", lambda r: text(f"site.profile.opening.{r.opening.value}")),
        ("passing", lambda r: passing(r, catalog)),
        ("trump", lambda r: text(f"site.profile.trump.{trump_rule(r)}")),
        ("target", lambda r: r.target),
        ("trick_points", lambda r: trick_points(r, catalog)),
        ("checks", lambda r: text("site.yes" if r.checks else "site.no")),
    ]
    head = ["", *(text(f"profile.{name}") for name in PROFILES)]
    body = [
        [text(f"site.profile.row.{row}"), *(value(rules) for rules in PROFILES.values())]
        for row, value in rows
    ]
    return table_html("profiles", head, body)


def bid_rule(rules: Ruleset) -> str:
    return "marriage" if rules.bid_needs_marriage else "anyone"


def trump_rule(rules: Ruleset) -> str:
    return "marriage" if rules.trump_needs_marriage else "any"


def bid_steps(rules: Ruleset, catalog: Catalog) -> str:
    """The raise between bids, read from the ruleset's own bidding rule."""
    step = rules.next_bid(rules.min_bid) - rules.min_bid
    if rules.fine_bids_up_to is None:
        return str(step)
    limit = rules.fine_bids_up_to * rules.scale
    coarse = rules.next_bid(limit) - limit
    return catalog.text("site.profile.bid_steps.fine", step=step, limit=limit, coarse=coarse)


def passing(rules: Ruleset, catalog: Catalog) -> str:
    if not rules.passing_cards:
        return catalog.text("site.profile.passing.none")
    return catalog.text("site.profile.passing.cards", count=rules.passing_cards)


def trick_points(rules: Ruleset, catalog: Catalog) -> str:
    return catalog.text(
        "site.profile.trick_points", total=rules.trick_points, last=rules.last_trick_bonus
    )


# ---- meld


def meld_single_table(catalog: Catalog) -> str:
    return meld_values_table("meld-single", TABLES[Deck.SINGLE]["standard"].values, catalog)


def meld_double_table(catalog: Catalog) -> str:
    return meld_values_table("meld-double", TABLES[Deck.DOUBLE]["standard"].values, catalog)


def meld_values_table(
    name: str, values: Mapping[MeldKind, tuple[int, ...]], catalog: Catalog
) -> str:
    count = max(len(points) for points in values.values())
    head = multiples_head(catalog, catalog.text("site.col.meld"), count)
    rows: list[Row] = [[kind_name(kind, 1, catalog), *points] for kind, points in values.items()]
    return table_html(name, head, rows)


def meld_variants_table(catalog: Catalog) -> str:
    """Each meld and multiple where a named double-deck table differs from the standard."""
    tables = TABLES[Deck.DOUBLE]
    standard = tables["standard"]
    head = [catalog.text("site.col.meld"), *(catalog.text(f"table.{name}") for name in tables)]
    rows: list[Row] = []
    for kind in standard.kinds:
        for multiple in range(1, len(standard.values[kind]) + 1):
            points = [table.points(kind, multiple) for table in tables.values()]
            if len(set(points)) > 1:
                rows.append([kind_name(kind, multiple, catalog), *points])
    return table_html("meld-variants", head, rows)


# ---- checks


def meld_checks_table(catalog: Catalog) -> str:
    """Checks for meld, single and double, as ``checks.MELD_CHECKS`` lists them."""
    count = max(len(amounts) for amounts in MELD_CHECKS.values())
    head = multiples_head(catalog, catalog.text("site.col.meld"), count)
    rows: list[Row] = [
        [kind_name(kind, 1, catalog), *amounts, *[NO_FIGURE] * (count - len(amounts))]
        for kind, amounts in MELD_CHECKS.items()
    ]
    return table_html("meld-checks", head, rows)


def contract_bands() -> list[tuple[int, int]]:
    """Bid ranges with one contract amount each: up to 24, then 25 to 29, 30 to 34 and so on."""
    bands = [contract_band(0)]
    while bands[-1][1] < CONTRACT_TABLE_LAST_BAND:
        bands.append(contract_band(bands[-1][1] + 1))
    return bands


def contract_checks_table(catalog: Catalog) -> str:
    """Checks for the contract by bid: made (the bidders win), set (the defenders win)."""
    head = [catalog.text(f"site.col.{column}") for column in ("bid", "made", "set")]
    rows: list[Row] = [
        [
            bid_band_text((low, high), catalog),
            contract_checks(low),
            contract_ledger(0, low, made=False).balances[1],
        ]
        for low, high in contract_bands()
    ]
    return table_html("contract-checks", head, rows)
