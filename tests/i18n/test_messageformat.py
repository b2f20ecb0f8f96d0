"""The catalogs' message syntax: the Python formatter, its JavaScript twin, every key rendered."""

from __future__ import annotations

import json
import re
import subprocess

import pytest
from pinochle.catalog import Catalog
from pinochle.messageformat import (
    MessageArgumentError,
    MessageSyntaxError,
    format_message,
    parse,
)
from sitebuild.samples import arguments, every_key, samples

from tests.paths import ROOT

FORMATTER_JS = ROOT / "docs" / "assets" / "calculators" / "messageformat.js"
CARDS = "{n, plural, =0 {no cards} one {# card} other {# cards}}"


@pytest.mark.parametrize(
    ("lang", "n", "expected"),
    [("en", 0, "no cards"), ("en", 1, "1 card"), ("en", 2, "2 cards"), ("en", -1, "-1 card")],
)
def test_a_plural_takes_the_exact_match_then_the_category(lang: str, n: int, expected: str) -> None:
    assert format_message(lang, CARDS, {"n": n}) == expected


@pytest.mark.parametrize(
    ("lang", "kind", "items", "expected"),
    [
        ("en", "and", ["spades"], "spades"),
        ("en", "and", ["spades", "hearts"], "spades and hearts"),
        ("en", "or", ["spades", "hearts", "clubs"], "spades, hearts or clubs"),
        ("nl", "and", ["schoppen", "harten", "klaveren"], "schoppen, harten en klaveren"),
        ("nl", "or", ["schoppen", "harten"], "schoppen of harten"),
        ("de", "and", ["Pik", "Herz", "Kreuz"], "Pik, Herz und Kreuz"),
        ("de", "or", ["Pik", "Herz", "Kreuz"], "Pik, Herz oder Kreuz"),
        ("fi", "and", ["pata", "hertta", "risti"], "pata, hertta ja risti"),
        ("fi", "or", ["pata", "hertta"], "pata tai hertta"),
    ],
)
def test_a_list_takes_the_languages_pattern(
    lang: str, kind: str, items: list[str], expected: str
) -> None:
    assert format_message(lang, f"{{xs, list, {kind}}}", {"xs": items}) == expected


def test_select_falls_back_to_other() -> None:
    message = "{suit, select, S {patoja} other {muita}}"
    assert format_message("fi", message, {"suit": "S"}) == "patoja"
    assert format_message("fi", message, {"suit": "H"}) == "muita"


def test_apostrophes_quote_only_before_syntax_characters() -> None:
    assert format_message("nl", "'s middags, {x}'s", {"x": "Jan"}) == "'s middags, Jan's"
    assert format_message("en", "'{x}' is '#' and it''s", {}) == "{x} is # and it's"


@pytest.mark.parametrize(
    "message",
    [
        "{n, plural, one {# card}}",
        "{n",
        "a}",
        "{n, plural, one {x} other {y}",
        "{n, number}",
        "'{x",
    ],
)
def test_a_malformed_message_is_refused(message: str) -> None:
    with pytest.raises(MessageSyntaxError):
        parse(message)


def test_a_missing_or_mistyped_parameter_is_refused() -> None:
    with pytest.raises(MessageArgumentError):
        format_message("en", "{x}", {})
    with pytest.raises(MessageArgumentError):
        format_message("en", CARDS, {"n": "2"})


def test_counts_in_the_catalogs_take_the_singular_for_one() -> None:
    assert [Catalog.load(lang).count("tricks", 1) for lang in ("en", "nl", "de", "fi")] == [
        "1 trick",
        "1 slag",
        "1 Stich",
        "1 tikki",
    ]
    assert Catalog.load("de").count("points", 21) == "21 Punkte"
    assert Catalog.load("fi").count("points", 0) == "0 pistettä"


def test_a_count_of_one_in_a_sentence_takes_the_singular() -> None:
    english, finnish = Catalog.load("en"), Catalog.load("fi")
    assert english.text("play.ui.cards_left", count=1) == "1 card"
    assert english.text(
        "walk.passing.partner", giver="North", receiver="South", count=1, cards=["A♠"]
    ) == ("North passes 1 card back to South: A♠.")
    assert finnish.text("play.ui.give_prompt", count=1, seat="Pohjoinen") == (
        "Valitse 1 kortti, jonka Pohjoinen saa sinulta, ja vahvista."
    )
    assert Catalog.load("de").text("play.review.summary", count=1, differ=0) == (
        "Du hast in diesem Spiel eine Entscheidung getroffen; "
        "der Experte hätte genauso entschieden."
    )


def test_every_key_renders_the_same_in_python_and_javascript() -> None:
    cases = [
        {"lang": lang, "message": message, "params": params}
        for lang, _, message in every_key()
        for params in samples(message)
    ]
    script = (
        f"import {{ formatMessage }} from {json.dumps(FORMATTER_JS.as_uri())};\n"
        "const chunks = []; for await (const chunk of process.stdin) chunks.push(chunk);\n"
        "const cases = JSON.parse(Buffer.concat(chunks).toString('utf8'));\n"
        "process.stdout.write(JSON.stringify("
        "cases.map((c) => formatMessage(c.lang, c.message, c.params))));\n"
    )
    done = subprocess.run(
        ["node", "--input-type=module", "-e", script],
        input=json.dumps(cases),
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    javascript = json.loads(done.stdout)
    python = [format_message(c["lang"], c["message"], c["params"]) for c in cases]  # type: ignore[arg-type]
    different = [(c, p, j) for c, p, j in zip(cases, python, javascript, strict=True) if p != j]
    assert len(cases) > 3000
    assert different == []


def test_every_key_renders_with_no_placeholder_left() -> None:
    left = [
        (lang, key)
        for lang, key, message in every_key()
        for params in samples(message)
        if re.search(r"[{}]", format_message(lang, message, params))
    ]
    assert left == []


# Parameters that hold a number of things: always through a plural, except in the
# labels where the number stands alone after a colon or a word ("Cards: 5", "Step 2 of 9").
COUNT_PARAMS = frozenset({"count", "n"})
BARE_FIGURES = frozenset(
    {
        "error.wrong_pass_count",
        "site.profile.passing.cards",
        "widget.picker.card",
        "widget.result.count",
        "widget.walk.position",
    }
)


def test_every_count_goes_through_a_plural() -> None:
    bare = [
        (lang, key, name)
        for lang, key, message in every_key()
        for name, kind in arguments(parse(message)).items()
        if (name in COUNT_PARAMS or key.startswith("count."))
        and kind != "plural"
        and key not in BARE_FIGURES
    ]
    counts = [key for lang, key, _ in every_key() if key.startswith("count.") and lang == "en"]
    assert counts == ["count.checks", "count.points", "count.tricks"]
    assert bare == []


def test_the_list_arguments_are_the_same_in_every_language() -> None:
    lists: dict[str, set[tuple[str, str]]] = {}
    for lang, key, message in every_key():
        names = {name for name, kind in arguments(parse(message)).items() if kind == "list"}
        lists.setdefault(key, set()).add((lang, ",".join(sorted(names))))
    uneven = {key: found for key, found in lists.items() if len({n for _, n in found}) > 1}
    assert uneven == {}
