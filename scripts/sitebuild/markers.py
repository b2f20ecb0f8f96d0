"""The markers: one table of names and renderers, and one way to find and replace them.

A marker is ``[[NAME ARGUMENTS]]`` alone on a line of a page's Markdown
(spaces or tabs around it allowed). The line is replaced by the HTML of
``MARKERS[NAME]``, with a blank line before and after so Markdown keeps the
HTML as one block. An unknown name, bad arguments, or a marker inside a
sentence stop the build with one kind of message: ``PAGE:LINE: why in
[[marker]]``.

A new widget is one line in ``MARKERS``: ``"NAME": widget("NAME")``, with its
script ``docs/assets/calculators/NAME.js``.
"""

from __future__ import annotations

import re

from mkdocs.exceptions import PluginError

from sitebuild.cards import render_cards
from sitebuild.context import Context, MarkerError, Renderer
from sitebuild.meld_example import render_meld_example
from sitebuild.tables import render_table
from sitebuild.walkthroughs import render_walkthrough
from sitebuild.widgets import widget

MARKER = re.compile(r"\[\[(?P<body>[^\n]*?)\]\]")

MARKERS: dict[str, Renderer] = {
    "cards": render_cards,
    "meld-example": render_meld_example,
    "table": render_table,
    "meld-calculator": widget("meld-calculator"),
    "checks-calculator": widget("checks-calculator"),
    "scorepad": widget("scorepad"),
    "practice": widget("practice"),
    "play": widget("play"),
    "walkthrough": render_walkthrough,
}


def render_markers(markdown: str, context: Context, source: str) -> str:
    """The Markdown with each marker line replaced by its HTML.

    ``source`` names the page in messages; ``PluginError`` (which stops MkDocs)
    on the first bad marker.
    """
    lines = markdown.split("\n")
    for index, line in enumerate(lines):
        match = MARKER.search(line)
        if match is None:
            continue
        try:
            if match.group(0) != line.strip(" \t"):
                raise MarkerError("a marker must stand alone on its own line")
            lines[index] = "\n" + render_marker(match["body"], context) + "\n"
        except MarkerError as error:
            raise PluginError(f"{source}:{index + 1}: {error} in {match.group(0)}") from None
    return "\n".join(lines)


def render_marker(body: str, context: Context) -> str:
    """The HTML of one marker, ``body`` being the text between its brackets."""
    words = body.split(None, 1)
    name = words[0] if words else ""
    renderer = MARKERS.get(name)
    if renderer is None:
        raise MarkerError(f"unknown marker '{name}' (known: {', '.join(MARKERS)})")
    return renderer(words[1].strip() if len(words) > 1 else "", context)
