"""HTML tables for generated data: header cells, numbers aligned right, words in other languages."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from html import escape

EN_DASH = "\N{EN DASH}"
NO_FIGURE = "\N{EM DASH}"
TIMES = "\N{MULTIPLICATION SIGN}"
NUMERIC = re.compile(rf"^[-+{TIMES}{NO_FIGURE}\d]+$")


@dataclass(frozen=True)
class Cell:
    """One table cell: its text and, for a word in another language, that language."""

    text: str
    lang: str | None = None

    @classmethod
    def of(cls, value: str | int | Cell) -> Cell:
        return value if isinstance(value, Cell) else cls(str(value))


Row = Sequence[str | int | Cell]


def table_html(
    name: str,
    head: Row,
    rows: Iterable[Row],
    *,
    foot: Row | None = None,
    caption: str | None = None,
) -> str:
    """An HTML table (one line per row, so Markdown keeps it as one block).

    ``name`` is its ``data-table``. The first cell of each row is its header;
    columns of numbers (or signs and dashes) are right-aligned.
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
