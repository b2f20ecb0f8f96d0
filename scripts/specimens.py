"""``make specimens``: every catalog key of each language rendered with samples beside English.

Writes ``build/specimens/<lang>.md`` (nl, de, fi) for a native reader: each key,
then for each set of sample values (counts 0, 1, 2, 5, 21; each select value;
lists of one, two and three) the English sentence and the language's.
"""

from __future__ import annotations

import sys
from pathlib import Path

from pinochle.messageformat import format_message
from sitebuild.samples import catalog, samples

OUT = Path(__file__).resolve().parents[1] / "build" / "specimens"


def specimen(lang: str) -> str:
    """The Markdown page of ``lang``'s keys beside English."""
    english, other = catalog("en"), catalog(lang)
    lines = [f"# Catalog specimens: {lang} beside en", ""]
    for key, message in other.items():
        lines += [f"## `{key}`", ""]
        for params in samples(english[key]):
            shown = ", ".join(f"{name}={value!r}" for name, value in params.items())
            if shown:
                lines.append(f"- *{shown}*")
            lines.append(f"  - en: {format_message('en', english[key], params)}")
            lines.append(f"  - {lang}: {format_message(lang, message, params)}")
        lines.append("")
    return "\n".join(lines)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for lang in ("nl", "de", "fi"):
        path = OUT / f"{lang}.md"
        path.write_text(specimen(lang), encoding="utf-8")
        print(path, file=sys.stderr)


if __name__ == "__main__":
    main()
