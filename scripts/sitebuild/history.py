"""The history page's check schedules: two old sources beside this site's amounts, on one scale.

The sources' figures are history, not rules: they live in ``scripts/history.json``
(see its ``about``). This site's column is read from the engine.
"""

from __future__ import annotations

from pinochle.catalog import Catalog
from pinochle.checks import (
    GAME_CHECKS_BASE,
    GAME_CHECKS_PER,
    SET_MULTIPLIER,
    SLAM_CHECKS,
    contract_band,
    contract_checks,
)
from pinochle.meldtables import MELD_CHECKS

from sitebuild.context import MarkerError
from sitebuild.data import read_data
from sitebuild.html_table import EN_DASH, NO_FIGURE, TIMES, table_html
from sitebuild.rule_tables import kind_name

# A figure given as a dict is worded by the catalog text its fields fill.
WORDED = {
    frozenset({"checks", "bid"}): "site.schedule.at_bid",
    frozenset({"base", "per"}): "site.schedule.game_formula",
}


def check_schedules_table(catalog: Catalog) -> str:
    """One row per item any schedule pays for; one column per source, then this site's."""
    text = catalog.text
    sources: dict[str, dict[str, object]] = read_data("history")["sources"]
    labels, ours = this_sites_schedule(catalog, contract_rows(sources))
    for name, source in sources.items():
        unknown = set(source) - set(labels)
        if unknown:
            raise MarkerError(f"history.json: source '{name}' has no row {sorted(unknown)}")
    columns = [*sources.values(), ours]
    head = [text(f"site.schedule.col.{column}") for column in ("item", *sources, "site")]
    rows = [
        [label, *(figure_text(column.get(key), catalog) for column in columns)]
        for key, label in labels.items()
    ]
    return table_html("check-schedules", head, rows, caption=text("site.schedule.caption"))


def contract_rows(sources: dict[str, dict[str, object]]) -> list[int]:
    """The bids the sources give contract amounts from, in order."""
    return sorted(
        {
            int(key.removeprefix("contract."))
            for source in sources.values()
            for key in source
            if key.startswith("contract.")
        }
    )


def this_sites_schedule(
    catalog: Catalog, contract_bids: list[int]
) -> tuple[dict[str, str], dict[str, object]]:
    """Each row's label, by key, and this site's figure for it, from the engine."""
    text = catalog.text
    labels: dict[str, str] = {}
    ours: dict[str, object] = {}
    for kind, amounts in MELD_CHECKS.items():
        for multiple, amount in enumerate(amounts, 1):
            if amount:
                key = f"{kind.value}.{multiple}"
                labels[key], ours[key] = kind_name(kind, multiple, catalog), amount
    for low in contract_bids:
        key = f"contract.{low}"
        high = contract_band(low)[1]
        labels[key] = text("site.schedule.contract", bids=f"{low}{EN_DASH}{high}")
        ours[key] = contract_checks(low)
    labels["set"], ours["set"] = text("site.schedule.set"), f"{TIMES}{SET_MULTIPLIER}"
    labels["slam"], ours["slam"] = text("source.slam"), SLAM_CHECKS
    labels["game"] = text("site.schedule.game")
    ours["game"] = {"base": GAME_CHECKS_BASE, "per": GAME_CHECKS_PER}
    labels["losers_below_zero"] = text("site.schedule.losers_below_zero")
    ours["losers_below_zero"] = 0
    return labels, ours


def figure_text(value: object, catalog: Catalog) -> str | int:
    """A schedule's figure as its cell shows it; a dash where the source gives none."""
    if value is None:
        return NO_FIGURE
    if isinstance(value, int | str):
        return value
    if isinstance(value, dict) and frozenset(value) in WORDED:
        return catalog.text(WORDED[frozenset(value)], **value)
    raise MarkerError(f"history.json: cannot read the figure {value!r}")
