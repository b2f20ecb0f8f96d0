"""Every language says what the English page says, in its own words (the built site).

- Numbers: each number written in digits in an English page's article text
  appears in the Dutch, German and Finnish page exactly as often.
- Source distance: the seed pages' facts are ours, their sentences are not:
  fewer than 2 % of a seed's runs of six words appear in the site's text in
  that seed's language.
- The theme's own strings are in the page's language.
- The glossary's settled words: a discouraged variant appears nowhere in that
  language's pages and catalog.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from html import unescape
from pathlib import Path

import pytest

from tests.paths import DOCS, PAGES, ROOT, built
from tests.site.html import article

TRANSLATIONS = ("nl", "de", "fi")
SHARED = ROOT.parent / "shared"

# Deliberate differences in the numbers, each with its reason: (page, lang) →
# the counts by which that page's number may differ from the English page.
NUMBER_EXCEPTIONS: dict[tuple[str, str], Counter[str]] = {}

NUMBER = re.compile(r"\d+")
WORD = re.compile(r"\w+")
TAGS = re.compile(r"<[^>]+>")
HIDDEN = re.compile(
    r"<(script|style|noscript)\b.*?</\1>|<a class=\"headerlink\".*?</a>", re.DOTALL | re.IGNORECASE
)


def article_text(site: Path, name: str, lang: str) -> str:
    """What a reader reads in the page's article: no markup, scripts or permalinks."""
    html = article(built(site, name, lang).read_text(encoding="utf-8"))
    return unescape(TAGS.sub(" ", HIDDEN.sub(" ", html)))


def numbers(text: str) -> Counter[str]:
    return Counter(NUMBER.findall(text))


@pytest.mark.parametrize("lang", TRANSLATIONS)
@pytest.mark.parametrize("name", PAGES)
def test_every_number_of_the_english_page_appears_as_often(
    site: Path, name: str, lang: str
) -> None:
    english = numbers(article_text(site, name, "en"))
    translated = numbers(article_text(site, name, lang))
    allowed = NUMBER_EXCEPTIONS.get((name, lang), Counter())
    missing = {n: english[n] - translated[n] for n in english if english[n] > translated[n]}
    extra = {n: translated[n] - english[n] for n in translated if translated[n] > english[n]}
    assert {n: k for n, k in missing.items() if k > allowed[n]} == {}, "missing"
    assert {n: k for n, k in extra.items() if k > allowed[n]} == {}, "extra"


def test_the_number_reader_counts_digits_in_text_but_not_in_markup() -> None:
    html = '<p data-x="99">A bid of 25 pays 4; 25–29 <a class="headerlink" href="#x">¶</a></p>'
    text = unescape(TAGS.sub(" ", HIDDEN.sub(" ", html)))
    assert numbers(text) == Counter({"25": 2, "4": 1, "29": 1})


# ---- the seed pages


def seed_language(text: str) -> str:
    """The language a seed page is written in, told by its own words."""
    words = set(WORD.findall(text.lower()))
    marks = {"nl": {"het", "een", "de", "van"}, "de": {"und", "der", "die"}, "fi": {"ja", "on"}}
    return max(marks, key=lambda lang: len(words & marks[lang]))


def runs(text: str, length: int = 6) -> set[tuple[str, ...]]:
    words = WORD.findall(text.lower())
    return {tuple(words[i : i + length]) for i in range(len(words) - length + 1)}


SEEDS = sorted((SHARED / "seeds").glob("*.txt"))


def test_the_seed_pages_are_there() -> None:
    assert len(SEEDS) >= 4, f"the seed pages belong in {SHARED / 'seeds'}"


@pytest.mark.parametrize("seed", SEEDS, ids=lambda path: path.stem)
def test_the_site_does_not_repeat_a_seed_s_sentences(site: Path, seed: Path) -> None:
    text = seed.read_text(encoding="utf-8")
    lang = seed_language(text)
    ours: set[tuple[str, ...]] = set()
    for name in PAGES:
        ours |= runs(article_text(site, name, lang))
    theirs = runs(text)
    shared = theirs & ours
    assert len(shared) < 0.02 * len(theirs), sorted(" ".join(run) for run in shared)[:20]


# ---- the theme's strings

ENGLISH_THEME_STRINGS = (
    "Permanent link",
    "Header",
    "Footer",
    "Search",
    "Back to top",
    "Skip to content",
    "Table of contents",
    "Share",
    "Clear",
    "Copy to clipboard",
    "Select language",
)


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_no_english_theme_string_on_a_translated_page(site: Path, lang: str) -> None:
    for name in PAGES:
        html = built(site, name, lang).read_text(encoding="utf-8")
        shown = set(re.findall(r'(?:title|aria-label|placeholder)="([^"]*)"', html))
        shown |= {part.strip() for part in TAGS.split(HIDDEN.sub(" ", html))}
        assert not shown & set(ENGLISH_THEME_STRINGS), name


# The search box's words a reader sees in Finnish and Dutch, worded here rather than as Material
# translates them ("Tyhjää", "Ei täsmääviä dokumentteja"; "1 overeenkomende document").
SEARCH_WORDS = {
    "fi": {
        "search.reset": "Tyhjennä",
        "search.result.initializer": "Haku käynnistyy…",
        "search.result.placeholder": "Kirjoita hakusana",
        "search.result.none": "Ei osumia",
        "search.result.one": "1 osuma",
        "search.result.other": "# osumaa",
    },
    "nl": {
        "search.reset": "Wissen",
        "search.result.placeholder": "Typ een zoekterm",
        "search.result.none": "Geen resultaten",
        "search.result.one": "1 resultaat",
        "search.result.other": "# resultaten",
    },
}
CONFIG = re.compile(r'<script id="__config" type="application/json">(.*?)</script>', re.DOTALL)


@pytest.mark.parametrize("lang", sorted(SEARCH_WORDS))
def test_the_search_box_speaks_the_pages_language(site: Path, lang: str) -> None:
    html = built(site, "index", lang).read_text(encoding="utf-8")
    match = CONFIG.search(html)
    assert match is not None
    translations = json.loads(match.group(1))["translations"]
    words = SEARCH_WORDS[lang]
    # The search script's words come with the page's settings, the box's own in its markup.
    box = ("search.reset", "search.result.initializer")
    assert {key: translations[key] for key in words if key not in box} == {
        key: text for key, text in words.items() if key not in box
    }
    assert f'aria-label="{words["search.reset"]}"' in html
    assert words.get("search.result.initializer", "") in unescape(html)


# ---- the glossary's settled words

# (language, discouraged pattern, what it may still be part of). Patterns are
# whole words, case-sensitive where case tells the meaning (German "Sie").
DISCOURAGED: tuple[tuple[str, str], ...] = (
    ("nl", r"\bteams?\b"),
    ("nl", r"\bgever"),
    ("nl", r"\bhet spel opgeven\b"),
    ("nl", r"\bstartgetal"),
    ("nl", r"\bdubbel rondje\b"),
    ("nl", r"\bof deel van\b"),
    ("fi", r"\bvalta(?:t|a|ta|tt)\w*"),
    ("fi", r"\bvaltta(?:a|ta|t)\w*"),
    ("fi", r"\bpari(?!na\b)\w*"),
    ("de", r"(?<![.!?:»„\"}]\s)(?<!^)\bSie\b"),
    ("de", r"(?<![.!?:»„\"]\s)(?<!^)\b(?:Ihr|Ihre|Ihnen|Ihrem|Ihren|Ihrer)\b"),
    ("de", r"\bihr\b(?= (?:könnt|habt|seid|müsst|dürft|spielt|zählt|gebt|legt|wollt)\b)"),
)


PLACEHOLDER = re.compile(r"\{\w+\}")


def texts_of(lang: str) -> dict[str, str]:
    """Every page source and catalog text of ``lang``, by where it stands.

    A catalog text's placeholders (``{team}``) are the English keys, the same
    in every language, so their names are left out (``{}`` stays, so a word
    after a placeholder is still seen as following one): only the words are judged.
    """
    found = {path.name: path.read_text(encoding="utf-8") for path in DOCS.glob(f"*.{lang}.md")}
    catalog = json.loads((ROOT / "locales" / f"{lang}.json").read_text(encoding="utf-8"))
    found |= {f"{lang}.json:{key}": PLACEHOLDER.sub("{}", text) for key, text in catalog.items()}
    return found


@pytest.mark.parametrize(("lang", "pattern"), DISCOURAGED)
def test_a_discouraged_word_appears_nowhere(lang: str, pattern: str) -> None:
    word = re.compile(pattern, re.MULTILINE)
    hits = {
        where: match.group(0)
        for where, text in texts_of(lang).items()
        for match in [word.search(text)]
        if match
    }
    assert hits == {}


def test_a_placeholder_is_not_a_word_but_the_words_around_it_are() -> None:
    word = re.compile(r"\bteams?\b")
    assert not word.search(PLACEHOLDER.sub("{}", "{team} haalt alle {tricks} slagen"))
    assert word.search(PLACEHOLDER.sub("{}", "Het team {team} wint"))
