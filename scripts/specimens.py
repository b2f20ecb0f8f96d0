"""``make specimens``: what a native reader should read of each language, beside English.

Writes ``build/specimens/<lang>.md`` (nl, de, fi): each catalog key with each set of
sample values (counts 0, 1, 2, 5, 21; each select value; lists of one, two and three),
the English sentence and the language's; and ``build/specimens/<lang>-told.md``: twelve
hands of each profile and a game told step by step (to nobody, then to South), and the
Play page's views, hints, refusals and review over a hand of each profile, sentence
beside sentence. The told texts are the ones ``tests/i18n/test_sentences.py`` checks.
"""

from __future__ import annotations

import sys
from pathlib import Path

from pinochle.messageformat import format_message
from sitebuild.samples import catalog, samples

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.i18n.test_sentences import narration, play_page

OUT = Path(__file__).resolve().parents[1] / "build" / "specimens"


def specimen(lang: str) -> str:
    """The Markdown page of ``lang``'s keys beside English."""
    english, other = catalog("en"), catalog(lang)
    lines = [f"# Catalog specimens: {lang} beside en", ""]
    for key, message in other.items():
        lines += [f"## `{key}`", ""]
        # The arguments of both messages: a language may select on a code English does not
        # name (Finnish ``suit_code``, ``receiver_code``).
        for params in samples(f"{english[key]} {message}"):
            shown = ", ".join(f"{name}={value!r}" for name, value in params.items())
            if shown:
                lines.append(f"- *{shown}*")
            lines.append(f"  - en: {format_message('en', english[key], params)}")
            lines.append(f"  - {lang}: {format_message(lang, message, params)}")
        lines.append("")
    return "\n".join(lines)


def told(lang: str) -> str:
    """The Markdown page of hands told and the Play page's texts in ``lang`` beside English,
    each pair of sentences once, a heading at each new hand and each part of the Play page."""
    lines = [f"# Told hands and the Play page: {lang} beside en"]
    english = [*narration("en", hands=12), *play_page("en")]
    other = [*narration(lang, hands=12), *play_page(lang)]
    seen: set[tuple[str, str]] = set()
    part = None
    for (place, sentence), (_, translated) in zip(english, other, strict=True):
        if place == "DealStep viewpoint=None":
            lines += ["", "## A hand", ""]
        elif place.startswith("play ") and place != part:
            lines += ["", f"## {place}", ""]
            part = place
        if (sentence, translated) not in seen:
            seen.add((sentence, translated))
            lines += [f"- en: {sentence}", f"  - {lang}: {translated}"]
    return "\n".join(lines) + "\n"


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for lang in ("nl", "de", "fi"):
        pages = {f"{lang}.md": specimen(lang), f"{lang}-told.md": told(lang)}
        for name, text in pages.items():
            (OUT / name).write_text(text, encoding="utf-8")
            print(OUT / name, file=sys.stderr)


if __name__ == "__main__":
    main()
