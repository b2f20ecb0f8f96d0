"""axe-core on a page: the serious and critical violations inside one widget.

The scan covers the widget (the theme around it is the site's own concern).
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

from tests.paths import AXE

# Label-in-name can be switched off where a control shows a card's corner, "Q♠", a symbol
# like the "B" of a bold button, and is named in words, "queen of spades, 2 selected"
# (WCAG's Understanding 2.5.3 on symbolic characters).
AXE_RUN = """([selector, symbolLabels]) => axe.run(
    {include: [selector]},
    {
        resultTypes: ["violations"],
        rules: symbolLabels ? {"label-content-name-mismatch": {enabled: false}} : {},
    },
)"""


def serious_violations(page: Page, selector: str, *, symbol_labels: bool = False) -> list[Any]:
    """axe-core's serious and critical findings inside ``selector``, as the page is now:
    each rule's id, impact and first five elements."""
    if not page.evaluate("() => 'axe' in window"):
        page.add_script_tag(path=str(AXE))
    results = page.evaluate(AXE_RUN, [selector, symbol_labels])
    return [
        {"id": v["id"], "impact": v["impact"], "nodes": [n["target"] for n in v["nodes"]][:5]}
        for v in results["violations"]
        if v["impact"] in ("serious", "critical")
    ]
