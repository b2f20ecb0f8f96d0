"""The site's build: the Markdown markers, rendered into HTML in the page's language.

A page's Markdown holds markers, each alone on its line, that the one MkDocs
hook (``scripts/mkdocs_hook.py``) replaces; ``markers.MARKERS`` is the table
of every marker name and its renderer:

- ``[[cards AH TH KH QH JH]]``: the cards as pictures (``cards``);
- ``[[meld-example rules=check trump=H: CARDS]]`` (``table=NAME`` optional):
  the cards and the engine's meld in them (``meld_example``);
- ``[[table NAME]]``: a generated table of engine data (``tables``);
- ``[[meld-calculator]]``, ``[[checks-calculator]]``, ``[[scorepad]]``: a
  widget that runs the engine in the reader's browser (``widgets``);
- ``[[walkthrough ID]]``: a hand told step by step (``walkthroughs``).

Every number comes from the engine, every word from ``locales/<lang>.json``
through ``pinochle.catalog``. The history and glossary tables read their
data from ``scripts/history.json`` and ``scripts/glossary.json``, the
walkthroughs theirs from ``scripts/walkthroughs.json``. A bad marker fails
the build with a message naming the page and line.
"""
