"""The reader's words for the engine's values, through a catalog: seats, teams, cards, numbers,
melds, bands of bids and errors.

Seats are named by the compass (seat 0 South, 1 West, 2 North, 3 East), so
team 0 is North–South. A signed number is written with a true minus sign
(``−11``, U+2212), as the widgets write it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from pinochle.cards import Card, Suit
from pinochle.catalog import Catalog
from pinochle.errors import PinochleError
from pinochle.meld import Meld, MeldResult
from pinochle.scoring import Pair

MINUS = "\N{MINUS SIGN}"


def error_text(error: PinochleError, catalog: Catalog) -> str:
    """The message for ``error``, followed by the rule it broke when it has one as its cause."""
    text = catalog.error(error)
    cause = error.__cause__
    if isinstance(cause, PinochleError):
        return f"{text} {catalog.error(cause)}"
    return text


def seat_name(seat: int, catalog: Catalog) -> str:
    return catalog.text(f"seat.{seat}")


def team_name(team: int, catalog: Catalog) -> str:
    return catalog.text(f"team.{team}")


def cards_text(cards: Iterable[Card], catalog: Catalog) -> str:
    return " ".join(catalog.card_index(card) for card in cards)


def suit_names(suits: Iterable[Suit], catalog: Catalog) -> list[str]:
    """The suits' names in the order given, for a message's list argument to join."""
    return [catalog.suit(suit) for suit in suits]


def suits_in(suits: Iterable[Suit], catalog: Catalog) -> list[str]:
    """The suits in the form a meld "in" a suit takes (``suit.in.<S>``: English "spades",
    Finnish "padassa"), in the order given, for a message's list argument to join."""
    return [catalog.text(f"suit.in.{suit.value}") for suit in suits]


def signed(amount: int) -> str:
    """``+11``, ``−11``, ``0``: a change of score or checks."""
    if amount > 0:
        return f"+{amount}"
    if amount < 0:
        return f"{MINUS}{-amount}"
    return "0"


def number(amount: int) -> str:
    """``11``, ``−11``: a balance, with a true minus sign."""
    return f"{MINUS}{-amount}" if amount < 0 else str(amount)


def pair_text(key: str, pair: Pair, catalog: Catalog, *, change: bool = False) -> str:
    """A sentence naming both teams with their numbers (``{team0} {first}, {team1} {second}``);
    ``change`` signs them (``+11``, ``−11``)."""
    shown = signed if change else number
    return catalog.text(
        key,
        team0=team_name(0, catalog),
        team1=team_name(1, catalog),
        first=shown(pair[0]),
        second=shown(pair[1]),
    )


def meld_name(meld: Meld, catalog: Catalog) -> str:
    """``double run in hearts``: the kind and multiple, with the suit where it has one."""
    return kind_name(meld.kind.value, meld.multiple, meld.suit, catalog)


def kind_name(kind: str, multiple: int, suit: Suit | None, catalog: Catalog) -> str:
    """A meld's name from its ``kind`` code and ``multiple`` (``meld.<kind>.<multiple>``), with
    its ``suit`` where it has one (``meld.with_suit``). The suit comes in its "in" form and by
    code (``suit_code``), the meld also by code (``meld_code``: ``marriage_1``), for a
    language that joins suit and meld into one word (Finnish "pata-avioliitto")."""
    name = catalog.text(f"meld.{kind}.{multiple}")
    if suit is None:
        return name
    return catalog.text(
        "meld.with_suit",
        meld=name,
        suit=suits_in((suit,), catalog)[0],
        suit_code=suit.value,
        meld_code=f"{kind}_{multiple}",
    )


def marriages_in(suits: Iterable[Suit], catalog: Catalog) -> list[str]:
    """The suits of a player's marriages in the form a sentence about them takes
    (``suit.marriage.<S>``: English "spades" as in "a marriage in spades", Finnish
    "pata-avioliitto"), in the order given, for a message's list argument to join."""
    return [catalog.text(f"suit.marriage.{suit.value}") for suit in suits]


def describe_meld(result: MeldResult, trump: Suit, catalog: Catalog, *, checks: bool) -> str:
    """A readable breakdown: the trump, one line per meld, then the totals."""
    lines = [catalog.text("result.trump", suit=f"{trump.symbol} {catalog.suit(trump)}")]
    if not result.melds:
        lines.append(catalog.text("result.no_meld"))
    for meld in result.melds:
        value = catalog.count("points", meld.points)
        if checks:
            value += ", " + catalog.count("checks", meld.checks)
        lines.append(f"  {meld_name(meld, catalog)} ({cards_text(meld.cards, catalog)}): {value}")
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
    """A band of bids (``checks.contract_band``) for a table cell: ``24 or less``, ``25–29``, …"""
    low, high = band
    return catalog.text("site.bid.up_to", bid=high) if low == 0 else f"{low}\N{EN DASH}{high}"


def bid_band_phrase(band: tuple[int, int], catalog: Catalog) -> str:
    """A band of bids in a sentence, as the language words it after "bids" (``site.bid.range``):
    English ``24 or less``, ``25–29``; German ``bis 24``, ``von 25 bis 29`` ("Gebote von …")."""
    low, high = band
    if low == 0:
        return catalog.text("site.bid.up_to", bid=high)
    return catalog.text("site.bid.range", low=low, high=high)


def motive_text(code: str | None, params: Mapping[str, object], catalog: Catalog) -> str | None:
    """Why a computer player chose its action (``motive.<code>``, its ``params`` as
    ``Decision.to_json`` gives them), its card as the corner shows it (``A♠``), its suit by
    name (and by code, ``suit_code``); None when it gave no motive, or the catalog has none
    of that code."""
    if code is None or f"motive.{code}" not in Catalog.load("en").texts:
        return None
    words: dict[str, object] = {}
    for name, value in params.items():
        if name == "card" and isinstance(value, str):
            words[name] = catalog.card_index(Card.parse(value))
        elif name == "suit" and isinstance(value, str):
            words[name] = catalog.suit(Suit(value))
            words["suit_code"] = value
        else:
            words[name] = value
    return catalog.text(f"motive.{code}", **words)
