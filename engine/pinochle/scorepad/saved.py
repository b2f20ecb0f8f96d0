"""A kept game as a file: the scorepad's JSON and CSV, written and read back.

A saved game (``to_json``) is ``{"format": "pinochle-scorepad", "version":
1, "rules": Ruleset.to_json(), "teams": [name, name], "hands": [entry…]}``, a
team name ``""`` meaning the reader's word for the team. The CSV form
(``to_csv``) is the same game for a spreadsheet: ``key,value`` lines for the
format, version, rules and team names, an empty line, then one line per hand
(the inputs, then the results, which are recomputed when read back) and,
once the game is over, a ``game`` line with the game checks and final totals.
The hands are read like the form's inputs (``read_hand``), so a CSV edited
by hand is read as typed text; the shape of the JSON is read by
``pinochle.jsonread``, so a fault names its place (``where``). A saved game
from a newer version, or one that cannot be read, is refused with a
``RecordError`` (``scorepad_too_new``, ``not_a_scorepad``,
``scorepad_bad_value``, ``csv_missing``, ``bad_json``), never half read.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping, Sequence

from pinochle.errors import EntryErrors, ReadError, RecordError, RulesError
from pinochle.jsonread import Reader
from pinochle.record import parse_record
from pinochle.rules import Ruleset, ruleset_from_json
from pinochle.scorepad.form import read_hand
from pinochle.scorepad.sheet import PAIRS, HandEntry, Scorepad, numbered
from pinochle.seats import TEAMS

FORMAT = "pinochle-scorepad"
VERSION = 1

CSV_INPUTS = (
    "dealer",
    "outcome",
    "bidders",
    "bid",
    "meld_0",
    "meld_1",
    "meld_checks_0",
    "meld_checks_1",
    "tricks_0",
    "tricks_1",
    "slam",
)
CSV_RESULTS = (
    "made",
    "points_0",
    "points_1",
    "checks_0",
    "checks_1",
    "total_0",
    "total_1",
    "total_checks_0",
    "total_checks_1",
)
CSV_GAME_ROW = "game"


def to_json(pad: Scorepad) -> dict[str, object]:
    """The game as saved (see the module docstring)."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "rules": pad.rules.to_json(),
        "teams": list(pad.teams),
        "hands": [entry.to_json() for entry in pad.hands],
    }


def to_csv(pad: Scorepad) -> str:
    """The game as a CSV file (see the module docstring)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    settings = {"format": FORMAT, "version": VERSION, **pad.rules.to_json()}
    settings |= {f"team_{team}": pad.teams[team] for team in TEAMS}
    writer.writerows([key, _cell(value)] for key, value in settings.items())
    writer.writerow([])
    writer.writerow(["hand", *CSV_INPUTS, *CSV_RESULTS])
    for row in pad.sheet.rows:
        inputs = _flat(row.entry.to_json())
        result = row.result
        results = [result.made, *result.score, *result.checks, *row.scores, *row.checks]
        writer.writerow(
            [row.number, *(_cell(inputs.get(key)) for key in CSV_INPUTS)]
            + [_cell(value) for value in results]
        )
    if pad.is_over():
        standing = pad.sheet.standing
        game = [*pad.sheet.game_checks, *standing.scores, *standing.ledger.balances]
        blanks = [""] * (len(CSV_INPUTS) + 3)  # the inputs, made, the hand's points
        writer.writerow([CSV_GAME_ROW, *blanks, *game])
    return out.getvalue()


def _flat(entry: Mapping[str, object]) -> dict[str, object]:
    """A saved entry with its pairs as two columns: ``meld`` → ``meld_0``, ``meld_1``."""
    flat: dict[str, object] = {}
    for key, value in entry.items():
        if isinstance(value, list):
            flat |= {f"{key}_{team}": value[team] for team in TEAMS}
        else:
            flat[key] = value
    return flat


def _cell(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def from_json(data: object) -> Scorepad:
    """The game a saved scorepad holds (see the module docstring)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError("not_a_scorepad")
    _check_version(data.get("version"))
    saved = Reader(data)
    try:
        rules = _rules(saved.field("rules").mapping())
        teams = saved.field("teams")
        names = teams.texts()
        if len(names) != len(TEAMS):
            raise teams.bad()
        hands = [hand.mapping() for hand in saved.field("hands").items()]
    except ReadError as error:
        raise RecordError("scorepad_bad_value", where=error.where) from None
    return _game(rules, names, hands)


def from_csv(text: str) -> Scorepad:
    """The game a scorepad CSV file holds (see the module docstring)."""
    lines = list(csv.reader(io.StringIO(text)))
    blank = next((n for n, line in enumerate(lines) if not any(c.strip() for c in line)), None)
    settings = {line[0].strip(): line[1] if len(line) > 1 else "" for line in lines[:blank]}
    if settings.get("format") != FORMAT:
        raise RecordError("not_a_scorepad")
    _check_version(settings.get("version"))
    checks = {"true": True, "false": False}.get(settings.get("checks", ""))
    if checks is None:
        raise RecordError("csv_missing", column="checks")
    rules = _rules({**settings, "checks": checks})
    teams = [settings.get(f"team_{team}", "") for team in TEAMS]
    table = [line for line in lines[(blank or len(lines)) + 1 :] if any(c.strip() for c in line)]
    if not table:
        raise RecordError("csv_missing", column="hand")
    header = [cell.strip() for cell in table[0]]
    for column in ("hand", *CSV_INPUTS):
        if column not in header:
            raise RecordError("csv_missing", column=column)
    hands: list[Mapping[str, object]] = []
    for line in table[1:]:
        cells = dict(zip(header, line, strict=False))
        if cells.get("hand", "").strip() == CSV_GAME_ROW:
            continue
        hands.append(
            {
                "dealer": cells.get("dealer", ""),
                "outcome": cells.get("outcome", "").strip(),
                "bidders": cells.get("bidders", ""),
                "bid": cells.get("bid", ""),
                **{key: [cells.get(f"{key}_{t}", "") for t in TEAMS] for key in PAIRS},
                "slam": cells.get("slam", ""),
            }
        )
    return _game(rules, teams, hands)


def read_game(text: str) -> Scorepad:
    """A saved game, as JSON (``{`` first) or as CSV."""
    text = text.removeprefix("\ufeff")
    if text.lstrip().startswith("{"):
        return from_json(parse_record(text))
    return from_csv(text)


def _check_version(version: object) -> None:
    if isinstance(version, str) and version.strip().isdigit():
        version = int(version)
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise RecordError("scorepad_bad_value", where="version")
    if version > VERSION:
        raise RecordError("scorepad_too_new", version=version, known=VERSION)


def _rules(data: dict[str, object]) -> Ruleset:
    try:
        return ruleset_from_json(data)
    except RulesError:
        raise RecordError("scorepad_bad_value", where="rules") from None


def _game(rules: Ruleset, teams: Sequence[str], hands: Sequence[Mapping[str, object]]) -> Scorepad:
    entries: list[HandEntry] = []
    for number, data in enumerate(hands, 1):
        try:
            entries.append(read_hand(rules, data))
        except EntryErrors as error:
            raise numbered(error.problems, number) from None
    return Scorepad(rules, (teams[0], teams[1]), tuple(entries))
