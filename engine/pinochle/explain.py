"""Turning the engine's structured results into the reader's words, through a catalog."""

from __future__ import annotations

from pinochle.bots.motives import Decision
from pinochle.cards import Card, Suit
from pinochle.catalog import Catalog
from pinochle.meld import Meld, MeldResult


def meld_name(meld: Meld, catalog: Catalog) -> str:
    """``double run in hearts``: the kind and multiple, with the suit where it has one."""
    name = catalog.text(f"meld.{meld.kind.value}.{meld.multiple}")
    if meld.suit is None:
        return name
    return catalog.text("meld.with_suit", meld=name, suit=catalog.suit(meld.suit))


def describe_meld(result: MeldResult, trump: Suit, catalog: Catalog, *, checks: bool) -> str:
    """A readable breakdown: the trump, one line per meld, then the totals."""
    lines = [catalog.text("result.trump", suit=f"{trump.symbol} {catalog.suit(trump)}")]
    if not result.melds:
        lines.append(catalog.text("result.no_meld"))
    for meld in result.melds:
        cards = " ".join(catalog.card_index(card) for card in meld.cards)
        value = catalog.count("points", meld.points)
        if checks:
            value += ", " + catalog.count("checks", meld.checks)
        lines.append(f"  {meld_name(meld, catalog)} ({cards}): {value}")
    lines.append(total_line(result, catalog, checks=checks))
    return "\n".join(lines)


def total_line(result: MeldResult, catalog: Catalog, *, checks: bool) -> str:
    points = catalog.count("points", result.points)
    if checks:
        return catalog.text(
            "result.total", points=points, checks=catalog.count("checks", result.checks)
        )
    return catalog.text("result.total_points", points=points)


def summarize_meld(result: MeldResult, catalog: Catalog, *, checks: bool) -> str:
    """The breakdown on one line: the totals, then each meld with its points."""
    total = total_line(result, catalog, checks=checks)
    parts = [f"{meld_name(meld, catalog)} {meld.points}" for meld in result.melds]
    return (
        f"{total} — {', '.join(parts)}" if parts else f"{total} — {catalog.text('result.no_meld')}"
    )


def bid_band_text(band: tuple[int, int], catalog: Catalog) -> str:
    """A band of bids (``checks.contract_band``) in words: ``24 or less``, ``25–29``, …"""
    low, high = band
    return catalog.text("site.bid.up_to", bid=high) if low == 0 else f"{low}\N{EN DASH}{high}"


def motive_text(decision: Decision, catalog: Catalog) -> str:
    """Why a computer player chose its action (``motive.<code>``), cards as their corners show
    them (``A♠``), suits by name."""
    params: dict[str, object] = {}
    for name, value in decision.params.items():
        if isinstance(value, Card):
            params[name] = catalog.card_index(value)
        elif isinstance(value, Suit):
            params[name] = catalog.suit(value)
        else:
            params[name] = value
    return catalog.text(f"motive.{decision.motive.value}", **params)
