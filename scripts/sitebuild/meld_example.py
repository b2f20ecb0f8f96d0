"""Meld examples: the cards, the engine's meld in them (points, checks) and the totals."""

from __future__ import annotations

from pinochle.cards import Suit, parse_hand
from pinochle.catalog import Catalog
from pinochle.errors import PinochleError
from pinochle.meld import find_meld
from pinochle.rules import Ruleset, make_ruleset
from pinochle.words import meld_name

from sitebuild.cards import cards_html, parse_marker_cards
from sitebuild.context import Context, MarkerError
from sitebuild.html_table import Row, table_html

OPTIONS = {"rules", "trump", "table"}


def render_meld_example(arguments: str, context: Context) -> str:
    """``[[meld-example rules=PROFILE trump=SUIT [table=NAME]: CARDS]]``: the cards, then a
    table of the engine's meld in them, with the totals (checks where the rules have them)."""
    catalog = context.catalog
    options_text, colon, cards_text = arguments.partition(":")
    if not colon:
        raise MarkerError("expected 'rules=… trump=…: CARDS'")
    options = dict(option.partition("=")[::2] for option in options_text.split())
    if set(options) - OPTIONS or not {"rules", "trump"} <= set(options):
        raise MarkerError("expected the options rules=PROFILE trump=SUIT and optionally table=NAME")
    try:
        trump = Suit(options["trump"])
    except ValueError:
        raise MarkerError(f"unknown trump '{options['trump']}' (S, H, D or C)") from None
    cards = parse_marker_cards(cards_text)
    try:
        rules = make_ruleset(options["rules"], table=options.get("table", "standard"))
        hand = parse_hand(" ".join(map(str, cards)), rules.deck)
    except PinochleError as error:
        raise MarkerError(Catalog.load("en").error(error)) from None
    result = find_meld(hand, trump, rules)

    def amounts(points: int, checks: int) -> list[int]:
        return [points, checks] if rules.checks else [points]

    columns = ["meld", "points", "checks"] if rules.checks else ["meld", "points"]
    head = [catalog.text(f"site.col.{column}") for column in columns]
    rows: list[Row] = [
        [meld_name(meld, catalog), *amounts(meld.points, meld.checks)] for meld in result.melds
    ]
    if not result.melds:
        rows.append([catalog.text("result.no_meld"), *amounts(0, 0)])
    foot: Row = [catalog.text("site.row.total"), *amounts(result.points, result.checks)]
    trump_text = catalog.text("result.trump", suit=f"{trump.symbol} {catalog.suit(trump)}")
    caption = f"{rules_name(rules, catalog)} · {trump_text}"
    table = table_html("meld-example", head, rows, foot=foot, caption=caption)
    return f'<div class="meld-example">{cards_html(cards, catalog)}\n{table}</div>'


def rules_name(rules: Ruleset, catalog: Catalog) -> str:
    """``Check Pinochle``, or ``Double Deck Pinochle, family meld table`` for a named table."""
    profile = catalog.text(f"profile.{rules.profile}")
    if rules.table == "standard":
        return profile
    table = catalog.text(f"table.{rules.table}")
    return catalog.text("site.rules_with_table", profile=profile, table=table)
