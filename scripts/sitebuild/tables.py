"""``[[table NAME]]``: the generated tables, by name."""

from __future__ import annotations

from collections.abc import Callable

from pinochle.catalog import Catalog

from sitebuild.context import Context, MarkerError
from sitebuild.glossary import glossary_table
from sitebuild.history import check_schedules_table
from sitebuild.rule_tables import (
    contract_checks_table,
    meld_checks_table,
    meld_double_table,
    meld_single_table,
    meld_variants_table,
    profiles_table,
)

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


def render_table(arguments: str, context: Context) -> str:
    """The table named by the marker, in the page's language."""
    builder = TABLE_BUILDERS.get(arguments)
    if builder is None:
        raise MarkerError(f"unknown table '{arguments}' (known: {', '.join(TABLE_BUILDERS)})")
    return builder(context.catalog)
