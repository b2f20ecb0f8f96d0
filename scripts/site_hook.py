"""MkDocs build hook: card pictures and tables of engine data, in the page's language.

A page's Markdown may hold these markers, each alone on its line:

- ``[[cards AH TH KH QH JH]]``: the cards as pictures (canonical notation);
- ``[[meld-example rules=check trump=H: CARDS]]`` (``table=NAME`` optional):
  the cards plus the engine's meld breakdown (each meld, its points, its
  checks where the rules have checks, and the totals);
- ``[[table NAME]]``: a generated table, NAME one of ``TABLE_BUILDERS``.

Every number comes from the engine (``pinochle.meld``, ``pinochle.rules``,
``pinochle.checks``), except the two historical check schedules below, which
are history, not rules. Every word comes from ``locales/<lang>.json`` through
``pinochle.catalog``. The language is the page file's own: mkdocs-static-i18n
(suffix structure) gives each file a ``locale`` attribute, ``fi`` for
``checks.fi.md``. An unknown marker, table, profile, suit or card fails the
build with a message naming the page and line.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from html import escape
from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))

from pinochle.cards import Card, Deck, Suit, parse_hand
from pinochle.catalog import LANGUAGES, Catalog
from pinochle.checks import (
    GAME_CHECKS_BASE,
    GAME_CHECKS_PER,
    SET_MULTIPLIER,
    SLAM_CHECKS,
    contract_band,
    contract_checks,
    contract_ledger,
)
from pinochle.errors import PinochleError
from pinochle.meld import find_meld
from pinochle.meldtables import MELD_CHECKS, TABLES, MeldKind
from pinochle.rules import PROFILES, Ruleset, make_ruleset
from pinochle.words import bid_band_text, meld_name

MARKER = re.compile(r"\[\[(?P<body>.*?)\]\]")
MARKER_LINE = re.compile(r"^[ \t]*\[\[(?P<body>[^\n]*?)\]\][ \t]*$", re.MULTILINE)
EN_DASH = "\N{EN DASH}"
NO_FIGURE = "\N{EM DASH}"
TIMES = "\N{MULTIPLICATION SIGN}"
NUMERIC = re.compile(rf"^[-+{TIMES}{NO_FIGURE}\d]+$")

# The glossary's ideas, in the order of GLOSSARY.md; catalog key ``term.<idea>``.
GLOSSARY_IDEAS = (
    "the_game",
    "ordinary_game",
    "double_deck",
    "partnership",
    "checks",
    "points",
    "target_score",
    "minimum_bid",
    "bidding",
    "bid",
    "bidder",
    "bidders",
    "defenders",
    "pass",
    "redeal",
    "passing_cards",
    "trump",
    "meld",
    "trick",
    "contract",
    "make_the_bid",
    "set",
    "slam",
    "game",
    "hand",
    "draw",
    "marriage",
    "royal_marriage",
    "run",
    "double_run",
    "around",
    "double_around",
    "roundhouse",
    "pinochle",
    "double_pinochle",
    "dix",
    "counters",
    "ranks",
    "suits",
)

# Contract checks are shown for bids up to 24, then in bands of five up to this bid.
CONTRACT_TABLE_LAST_BAND = 60


@dataclass(frozen=True)
class GameFormula:
    """Game checks: ``base`` plus one per ``per`` points of lead or part of ``per``."""

    base: int
    per: int


@dataclass(frozen=True)
class AtBid:
    """A contract amount a source gives for one bid only."""

    checks: int
    bid: int


ScheduleValue = int | str | GameFormula | AtBid

# History, not rules (HISTORY-FACTS.md): the check amounts two old sources
# report, with their point figures divided by ten to this site's scale. Keys
# are rows of the check-schedules table; a missing key: the source gives no figure.
HISTORY_1945_PIECE: dict[str, ScheduleValue] = {
    "aces_around.1": 2,
    "contract.20": AtBid(checks=2, bid=20),
    "set": f"{TIMES}2",
    "game": 15,
}
HISTORY_CARD_MAKER: dict[str, ScheduleValue] = {
    "roundhouse.1": 5,
    "run.1": 2,
    "aces_around.1": 2,
    "kings_around.1": 1,
    "queens_around.1": 1,
    "jacks_around.1": 1,
    "pinochle.2": 2,
    "contract.20": 2,
    "contract.25": 4,
    "contract.30": 7,
    "contract.35": 10,
    "contract.40": 15,
    "contract.45": 20,
    "set": f"{TIMES}2",
    "slam": 5,
    "game": GameFormula(base=10, per=10),
    "losers_below_zero": "+5",
}
SCHEDULE_BANDS = (20, 25, 30, 35, 40, 45)


@dataclass(frozen=True)
class Cell:
    """One table cell: its text and, for a word in another language, that language."""

    text: str
    lang: str | None = None

    @classmethod
    def of(cls, value: str | int | Cell) -> Cell:
        return value if isinstance(value, Cell) else cls(str(value))


Row = Sequence[str | int | Cell]


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    """Replace every marker in the page by its HTML, in the page file's language."""
    lang = getattr(page.file, "locale", config.theme["language"])
    return render_markers(markdown, lang, page.file.src_uri)


def render_markers(markdown: str, lang: str, source: str) -> str:
    """The Markdown with its markers replaced; ``PluginError`` on any bad marker."""
    if lang not in LANGUAGES:
        raise PluginError(f"{source}: no catalog for language '{lang}'")
    catalog = Catalog.load(lang)

    def replace(match: re.Match[str]) -> str:
        line = markdown.count("\n", 0, match.start()) + 1
        try:
            return "\n" + render_marker(match.group("body").strip(), catalog) + "\n"
        except MarkerError as error:
            raise PluginError(f"{source}:{line}: {error} in [[{match.group('body')}]]") from None

    rendered = MARKER_LINE.sub(replace, markdown)
    stray = MARKER.search(rendered)
    if stray:
        raise PluginError(
            f"{source}: marker [[{stray.group('body')}]] must stand alone on its own line"
        )
    return rendered


class MarkerError(Exception):
    """A marker that cannot be rendered; the message says why."""


def render_marker(body: str, catalog: Catalog) -> str:
    kind, _, rest = body.partition(" ")
    if kind == "cards":
        return cards_html(parse_marker_cards(rest), catalog)
    if kind == "meld-example":
        return meld_example_html(rest, catalog)
    if kind == "table":
        builder = TABLE_BUILDERS.get(rest.strip())
        if builder is None:
            raise MarkerError(
                f"unknown table '{rest.strip()}' (known: {', '.join(TABLE_BUILDERS)})"
            )
        return builder(catalog)
    raise MarkerError(f"unknown marker '{kind}' (known: cards, meld-example, table)")


def parse_marker_cards(text: str) -> list[Card]:
    """Cards written canonically (``AH TH 9S``), at least one."""
    tokens = text.split()
    if not tokens:
        raise MarkerError("no cards")
    cards = []
    for token in tokens:
        try:
            card = Card.parse(token)
        except PinochleError:
            raise MarkerError(f"'{token}' is not a card") from None
        if str(card) != token:
            raise MarkerError(f"write '{token}' canonically as '{card}'")
        cards.append(card)
    return cards


# ---- cards


def cards_html(cards: Iterable[Card], catalog: Catalog) -> str:
    return '<div class="cards">' + "".join(card_html(card, catalog) for card in cards) + "</div>"


def card_html(card: Card, catalog: Catalog) -> str:
    """One card: its rank index over its suit symbol, labelled for screen readers."""
    colour = "red" if card.suit.is_red else "black"
    label = escape(catalog.card(card))
    rank = escape(catalog.text(f"rank_index.{card.rank.value}"))
    return (
        f'<span class="card card--{colour}" role="img" aria-label="{label}" title="{label}">'
        f'<span class="card__rank" aria-hidden="true">{rank}</span>'
        f'<span class="card__suit" aria-hidden="true">{card.suit.symbol}</span></span>'
    )


# ---- meld examples


def meld_example_html(text: str, catalog: Catalog) -> str:
    """The cards, then a table of the engine's meld in them, with the totals."""
    options_text, colon, cards_text = text.partition(":")
    if not colon:
        raise MarkerError("expected 'rules=… trump=…: CARDS'")
    options = dict(option.partition("=")[::2] for option in options_text.split())
    unknown = set(options) - {"rules", "trump", "table"}
    if unknown or not {"rules", "trump"} <= set(options):
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
    profile = catalog.text(f"profile.{rules.profile}")
    if rules.table == "standard":
        return profile
    table = catalog.text(f"table.{rules.table}")
    return catalog.text("site.rules_with_table", profile=profile, table=table)


# ---- tables


def table_html(
    name: str,
    head: Row,
    rows: Iterable[Row],
    *,
    foot: Row | None = None,
    caption: str | None = None,
) -> str:
    """An HTML table (one line per row, so Markdown keeps it as one block).

    The first cell of each row is its header; columns of numbers are right-aligned.
    """
    body = [[Cell.of(value) for value in row] for row in rows]
    footer = [[Cell.of(value) for value in foot]] if foot is not None else []
    numeric = {
        column
        for column in range(1, len(head))
        if all(NUMERIC.match(row[column].text) for row in body + footer)
    }
    parts = [f'<table data-table="{name}">']
    if caption:
        parts.append(f"<caption>{escape(caption)}</caption>")
    parts.append(
        "<thead>" + row_html([Cell.of(value) for value in head], "col", numeric) + "</thead>"
    )
    parts.append("<tbody>")
    parts.extend(row_html(row, "row", numeric) for row in body)
    parts.append("</tbody>")
    if footer:
        parts.append("<tfoot>" + row_html(footer[0], "row", numeric) + "</tfoot>")
    parts.append("</table>")
    return "\n".join(parts)


def row_html(cells: Sequence[Cell], scope: str, numeric: set[int]) -> str:
    html = []
    for index, cell in enumerate(cells):
        tag = "th" if scope == "col" or index == 0 else "td"
        attributes = f' scope="{scope}"' if tag == "th" else ""
        if cell.lang:
            attributes += f' lang="{cell.lang}"'
        if index in numeric:
            attributes += ' class="num"'
        text = escape(cell.text).replace("/", "/<wbr>")  # long "a/b/c" terms may wrap
        html.append(f"<{tag}{attributes}>{text}</{tag}>")
    return "<tr>" + "".join(html) + "</tr>"


def multiples_head(catalog: Catalog, first: str, count: int) -> list[str]:
    return [first, *(catalog.text(f"site.multiple.{n}") for n in range(1, count + 1))]


def kind_name(kind: MeldKind, multiple: int, catalog: Catalog) -> str:
    return catalog.text(f"meld.{kind.value}.{multiple}")


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


def check_schedules_table(catalog: Catalog) -> str:
    """The 1945 piece's check amounts, the card maker's schedule and this site's, on our scale."""
    text = catalog.text
    labels: dict[str, str] = {}
    ours: dict[str, ScheduleValue] = {}
    for kind, amounts in MELD_CHECKS.items():
        for multiple, amount in enumerate(amounts, 1):
            if amount:
                key = f"{kind.value}.{multiple}"
                labels[key], ours[key] = kind_name(kind, multiple, catalog), amount
    for low in SCHEDULE_BANDS:
        key = f"contract.{low}"
        labels[key] = text("site.schedule.contract", bids=f"{low}{EN_DASH}{low + 4}")
        ours[key] = contract_checks(low)
    labels["set"], ours["set"] = text("site.schedule.set"), f"{TIMES}{SET_MULTIPLIER}"
    labels["slam"], ours["slam"] = text("source.slam"), SLAM_CHECKS
    labels["game"], ours["game"] = text("site.schedule.game"), game_formula()
    labels["losers_below_zero"] = text("site.schedule.losers_below_zero")
    ours["losers_below_zero"] = 0
    sources = (HISTORY_1945_PIECE, HISTORY_CARD_MAKER, ours)
    head = [
        text(f"site.schedule.col.{column}") for column in ("item", "1945", "card_maker", "site")
    ]
    rows = [
        [label, *(schedule_text(source.get(key), catalog) for source in sources)]
        for key, label in labels.items()
    ]
    return table_html("check-schedules", head, rows, caption=text("site.schedule.caption"))


def game_formula() -> GameFormula:
    """This site's game checks: a base and one more per so many points of lead."""
    return GameFormula(base=GAME_CHECKS_BASE, per=GAME_CHECKS_PER)


def schedule_text(value: ScheduleValue | None, catalog: Catalog) -> str | int:
    if value is None:
        return NO_FIGURE
    if isinstance(value, GameFormula):
        return catalog.text("site.schedule.game_formula", base=value.base, per=value.per)
    if isinstance(value, AtBid):
        return catalog.text("site.schedule.at_bid", checks=value.checks, bid=value.bid)
    return value


def glossary_table(catalog: Catalog) -> str:
    """One row per idea: the reader's word first, the other three languages beside it."""
    langs = [catalog.lang, *(lang for lang in LANGUAGES if lang != catalog.lang)]
    catalogs = [Catalog.load(lang) for lang in langs]
    head = [Cell(other.text("site.language_name"), lang=other.lang) for other in catalogs]
    rows = [
        [Cell(other.text(f"term.{idea}"), lang=other.lang) for other in catalogs]
        for idea in GLOSSARY_IDEAS
    ]
    return table_html("glossary", head, rows)


TABLE_BUILDERS: dict[str, Callable[[Catalog], str]] = {
    "profiles": profiles_table,
    "meld-single": meld_single_table,
    "meld-double": meld_double_table,
    "meld-variants": meld_variants_table,
    "meld-checks": meld_checks_table,
    "contract-checks": contract_checks_table,
    "check-schedules": check_schedules_table,
    "glossary": glossary_table,
}
