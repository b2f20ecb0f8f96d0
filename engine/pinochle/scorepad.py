"""The scorepad: the score sheet of a game played at a real table (RULES.md §3, §4.2, §4.3).

The table tells the scorepad, hand by hand, what it saw; the scorepad works
out everything else with the same rules as a hand played in the engine
(``scoring``: made or set, points, contract, slam and game checks).

A **hand entry** holds the dealer (seat 0–3, clockwise; seats 0 and 2 are
team 0) and the outcome, with what that outcome needs:

- ``played``: the bidding team and its bid; each team's meld points and meld
  checks as shown; each team's trick points; the team that took every trick
  (the slam), if one did.
- ``conceded`` (after the meld): the bidders, the bid and the meld.
- ``redeal``: all four passed (Check Pinochle only: in the other profiles
  somebody always bids).
- ``no_marriage`` (double deck): the bidder holds no marriage to name trump;
  the bidders and the bid.

The **sheet** adds the hands up in order: each hand's points and checks and
the running totals. The first hand that leaves a team at or above the target
ends the game (if both teams are there, the bidders win on points), the
winner on points wins the game checks, and in Check Pinochle the team with
more checks wins the game (equal checks: a draw).

Decisions where RULES.md is silent, taken as a careful scorekeeper would:

- All passed: the hand is a row that changes nothing (no trump was named, so
  no meld was shown) and the deal passes on.
- A team that took no trick (the other team's slam) loses its meld points but
  keeps its meld checks: checks are won when the meld is shown.
- Conceded: the defenders' meld points count, the bidders' do not; both
  teams' meld checks count. No trick points or slam are asked.
- No trump marriage: no meld is asked; nobody scores meld.
- Trick points: one team's is enough, the other's is the rest of the total
  (``Ruleset.trick_points``); given both, they must add up to it. A slam team
  holds them all, so a slam with no trick points given means all of them to
  the slam team. A trick may hold no points, so 0 trick points is not a slam:
  the slam is said, never guessed.
- An input that the outcome does not use is not read.
- The dealer is recorded as told, never refused (tables misdeal); the next
  dealer offered is the one left of the last.
- Meld checks typed in a game without checks stay with the hand and count for
  nothing (they count again if the rules are switched back).
- Nothing follows the hand that ends the game: a hand added then is refused,
  and so is an edit that would end the game before the hands after it.

Inputs may be JSON numbers or the text typed in a form (``"25"``, ``""`` for
nothing); every problem comes back at once as ``EntryErrors``, each naming
its input in ``params["field"]`` (``bid``, ``meld.1``, ``tricks.0``…) and, for
a hand of a saved game, the hand in ``params["hand"]`` (from 1).

A saved game (``to_json``) is ``{"format": "pinochle-scorepad", "version":
1, "rules": Ruleset.to_json(), "teams": [name, name], "hands": [entry…]}``, a
team name ``""`` meaning the reader's word for "us" or "them". The CSV form
(``to_csv``) is the same game for a spreadsheet: ``key,value`` lines for the
format, version, rules and team names, an empty line, then one line per hand
(the inputs, then the results, which are recomputed when read back) and,
once the game is over, a ``game`` line with the game checks and final totals.
A saved game from a newer version, or one that cannot be read, is refused
with a ``RecordError`` (``scorepad_too_new``, ``not_a_scorepad``,
``scorepad_bad_value``, ``csv_missing``, ``bad_json``), never half read.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cached_property

from pinochle.cards import Suit, parse_hand
from pinochle.checks import CheckSource
from pinochle.errors import EntryError, EntryErrors, NotationError, RecordError, RulesError
from pinochle.jsonread import MAX_NUMBER
from pinochle.meld import find_meld
from pinochle.record import parse_record
from pinochle.rules import PROFILES, Ruleset, make_ruleset, ruleset_from_json
from pinochle.scoring import (
    HandResult,
    Outcome,
    Pair,
    Standing,
    overall_winner,
    score_conceded,
    score_no_marriage,
    score_played,
    score_redeal,
)

FORMAT = "pinochle-scorepad"
VERSION = 1
TEAM_NAME_MAX = 40
SEATS = 4
TEAMS = (0, 1)

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


@dataclass(frozen=True)
class HandEntry:
    """One hand as the table reports it; an entry without bidders is a thrown-in hand."""

    dealer: int
    outcome: Outcome
    bidders: int | None = None
    bid: int | None = None
    meld: Pair = (0, 0)
    meld_checks: Pair = (0, 0)
    tricks: Pair = (0, 0)
    slam: int | None = None

    def result(self, rules: Ruleset) -> HandResult:
        """The hand scored by the engine's rules (``scoring``)."""
        if self.bidders is None or self.bid is None:
            return score_redeal()
        if self.outcome is Outcome.NO_MARRIAGE:
            return score_no_marriage(rules, self.bidders, self.bid)
        if self.outcome is Outcome.CONCEDED:
            return score_conceded(rules, self.bidders, self.bid, self.meld, self.meld_checks)
        return score_played(
            rules,
            self.bidders,
            self.bid,
            self.meld,
            self.meld_checks,
            self.tricks,
            self._tricks_won(rules),
        )

    def _tricks_won(self, rules: Ruleset) -> Pair:
        """Tricks per team as far as scoring reads them: the slam team took them all;
        otherwise each team took at least one (the scorepad is not told how many)."""
        if self.slam is None:
            return (1, 1)
        every = rules.deck.hand_size
        return (every, 0) if self.slam == 0 else (0, every)

    def to_json(self) -> dict[str, object]:
        """The entry as saved: only the inputs its outcome uses."""
        data: dict[str, object] = {"dealer": self.dealer, "outcome": self.outcome.value}
        if self.outcome is Outcome.REDEAL:
            return data
        data |= {"bidders": self.bidders, "bid": self.bid}
        if self.outcome is Outcome.NO_MARRIAGE:
            return data
        data |= {"meld": list(self.meld), "meld_checks": list(self.meld_checks)}
        if self.outcome is Outcome.CONCEDED:
            return data
        return data | {"tricks": list(self.tricks), "slam": self.slam}


class _Form:
    """Reads inputs (JSON numbers or typed text), collecting every problem with its field."""

    def __init__(self, data: Mapping[str, object]) -> None:
        self.data = data
        self.problems: list[EntryError] = []

    def problem(self, code: str, field: str, **params: object) -> None:
        self.problems.append(EntryError(code, field=field, **params))

    def at_fault(self, *fields: str) -> bool:
        return any(problem.params["field"] in fields for problem in self.problems)

    def done(self) -> None:
        if self.problems:
            raise EntryErrors(tuple(self.problems))

    def raw(self, field: str) -> object:
        """The input at ``field``; ``meld.1`` is the second item of the pair ``meld``."""
        name, _, index = field.partition(".")
        value = self.data.get(name)
        if not index or value is None:
            return value
        if isinstance(value, list) and len(value) == len(TEAMS):
            return value[int(index)]
        if index == "0":  # a broken pair is named once, at its first input
            self.problem("not_a_whole_number", field, value=_quoted(value))
        return None

    def number(self, field: str) -> int | None:
        """A whole number, or None when nothing was given (or it was wrong)."""
        value = self.raw(field)
        if value is None or (isinstance(value, str) and not value.strip()):
            return None
        number: int | None = None
        if isinstance(value, int) and not isinstance(value, bool):
            number = value
        elif isinstance(value, str):
            try:
                number = int(value.strip())
            except ValueError:
                number = None
        if number is None:
            self.problem("not_a_whole_number", field, value=_quoted(value))
        elif abs(number) > MAX_NUMBER:
            self.problem("number_too_large", field, value=number, max=MAX_NUMBER)
            return None
        return number

    def choice(self, field: str, choices: Sequence[str]) -> str | None:
        """One of ``choices`` (numbers are read as their text), or None when empty."""
        value = self.raw(field)
        if value is None or value == "":
            return None
        text = str(value) if isinstance(value, int) and not isinstance(value, bool) else value
        if text in choices and isinstance(text, str):
            return text
        self.problem("not_a_choice", field, value=_quoted(value))
        return None

    def team(self, field: str) -> int | None:
        choice = self.choice(field, [str(team) for team in TEAMS])
        return None if choice is None else int(choice)

    def pair(self, field: str, code: str, param: str) -> Pair:
        """Two counts that may be left empty (0) but not negative: meld points, meld checks."""
        counts = []
        for team in TEAMS:
            count = self.number(f"{field}.{team}") or 0
            if count < 0:
                self.problem(code, f"{field}.{team}", **{param: count})
            counts.append(count)
        return counts[0], counts[1]

    def bid(self, rules: Ruleset) -> int:
        bid = self.number("bid")
        if bid is None:
            if not self.at_fault("bid"):
                self.problem("bid_needed", "bid")
            return 0
        if bid < rules.min_bid:
            self.problem("bid_too_low", "bid", bid=bid, lowest=rules.min_bid)
        elif not rules.is_bid_amount(bid):
            self.problem("bad_bid_step", "bid", bid=bid)
        return bid

    def tricks(self, rules: Ruleset, slam: int | None) -> Pair:
        """Both teams' trick points: one given, the other is the rest of the total."""
        total = rules.trick_points
        given = [self.number(f"tricks.{team}") for team in TEAMS]
        for team, points in enumerate(given):
            if points is not None and not 0 <= points <= total:
                self.problem("bad_trick_points", f"tricks.{team}", points=points, max=total)
        if self.at_fault("tricks.0", "tricks.1"):
            return (0, 0)
        first, second = given
        if first is None and second is None:
            if slam is not None:
                return (total, 0) if slam == 0 else (0, total)
            self.problem("trick_points_needed", "tricks.0", total=total)
            return (0, 0)
        if first is None:
            first = total - (second or 0)
        if second is None:
            second = total - first
        if first + second != total:
            self.problem("trick_points_total", "tricks.1", total=total, sum=first + second)
        elif slam is not None and (first, second)[slam] != total:
            self.problem("slam_needs_all_points", "slam", total=total)
        return first, second


def _quoted(value: object) -> str:
    """An input as the reader typed it (or as JSON), cut short for a message."""
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 30 else text[:29] + "…"


def read_hand(rules: Ruleset, data: Mapping[str, object]) -> HandEntry:
    """The hand in ``data`` (see the module docstring); ``EntryErrors`` lists every problem."""
    form = _Form(data)
    dealer = form.choice("dealer", [str(seat) for seat in range(SEATS)])
    if dealer is None and not form.at_fault("dealer"):
        form.problem("choice_needed", "dealer", choice="dealer")
    outcome_code = form.choice("outcome", [outcome.value for outcome in Outcome])
    if outcome_code is None and not form.at_fault("outcome"):
        form.problem("choice_needed", "outcome", choice="outcome")
    outcome = Outcome(outcome_code or Outcome.PLAYED.value)
    seat = int(dealer or 0)
    if outcome is Outcome.REDEAL:
        if not rules.allows_all_passed:
            form.problem("all_passed_not_allowed", "bidders", profile=rules.profile)
        form.done()
        return HandEntry(seat, outcome)
    bidders = form.team("bidders")
    if bidders is None and not form.at_fault("bidders"):
        form.problem("choice_needed", "bidders", choice="bidders")
    bid = form.bid(rules)
    if outcome is Outcome.NO_MARRIAGE:
        if not rules.allows_no_marriage:
            form.problem("no_marriage_not_possible", "outcome")
        form.done()
        return HandEntry(seat, outcome, bidders, bid)
    meld = form.pair("meld", "bad_meld", "points")
    meld_checks = form.pair("meld_checks", "bad_meld_checks", "checks")
    if outcome is Outcome.CONCEDED:
        form.done()
        return HandEntry(seat, outcome, bidders, bid, meld, meld_checks)
    slam = form.team("slam")
    tricks = form.tricks(rules, slam)
    form.done()
    return HandEntry(seat, outcome, bidders, bid, meld, meld_checks, tricks, slam)


def read_settings(data: Mapping[str, object], current: Ruleset) -> tuple[Ruleset, list[str]]:
    """The rules (``profile``, ``target``, ``min_bid``; empty: the profile's own) and the team
    names (``teams``, trimmed) from the settings form; the scale is kept, and the meld table
    too while the profile stays."""
    form = _Form(data)
    profile = form.choice("profile", list(PROFILES)) or current.profile
    target, min_bid = form.number("target"), form.number("min_bid")
    names = data.get("teams")
    if not isinstance(names, list) or len(names) != len(TEAMS):
        names = ["", ""]
    teams = [name.strip() if isinstance(name, str) else "" for name in names]
    form.done()
    try:
        rules = make_ruleset(
            profile,
            target=target,
            min_bid=min_bid,
            table=current.table if profile == current.profile else "standard",
            scale=current.scale,
        )
    except RulesError as error:
        field = {"bad_target": "target", "bad_min_bid": "min_bid"}.get(error.code, "profile")
        raise EntryErrors((EntryError(error.code, field=field, **error.params),)) from None
    return rules, teams


def team_meld(rules: Ruleset, trump: Suit, hands: Sequence[str]) -> tuple[int, int]:
    """A team's meld points and checks: the sum of its players' meld (empty hands add none).

    A hand that cannot be read is an ``EntryErrors`` at ``cards.<player>``."""
    points = checks = 0
    problems = []
    for player, text in enumerate(hands):
        if not text.strip():
            continue
        try:
            result = find_meld(parse_hand(text, rules.deck), trump, rules)
        except NotationError as error:
            problems.append(EntryError(error.code, field=f"cards.{player}", **error.params))
            continue
        points += result.points
        checks += result.checks
    if problems:
        raise EntryErrors(tuple(problems))
    return points, checks


@dataclass(frozen=True)
class Row:
    """One hand on the sheet: the entry, its result, and the totals after it (``checks``
    before any game checks)."""

    number: int
    entry: HandEntry
    result: HandResult
    scores: Pair
    checks: Pair


@dataclass(frozen=True)
class Sheet:
    """The hands added up, and the standing after the last (game checks included)."""

    rows: tuple[Row, ...]
    standing: Standing

    @property
    def game_checks(self) -> Pair:
        """The checks that changed hands for the game itself (zero-sum)."""
        return self.standing.ledger.balances_of(CheckSource.GAME)


@dataclass(frozen=True)
class Scorepad:
    """A game kept by hand: the rules, the team names and the hands, always valid.

    Making one checks every hand against the rules (``EntryErrors`` with the hand
    number) and that no hand follows the end of the game (``game_over_after``).
    """

    rules: Ruleset
    teams: tuple[str, str] = ("", "")
    hands: tuple[HandEntry, ...] = ()

    def __post_init__(self) -> None:
        for team, name in enumerate(self.teams):
            if len(name) > TEAM_NAME_MAX:
                raise EntryError("team_name_too_long", field=f"team.{team}", max=TEAM_NAME_MAX)
        _ = self.sheet

    @cached_property
    def sheet(self) -> Sheet:
        standing = Standing()
        rows = []
        for number, entry in enumerate(self.hands, 1):
            if standing.winner_on_points is not None:
                raise EntryError("game_over_after", hand=number - 1)
            _read_numbered(self.rules, entry.to_json(), number)
            result = entry.result(self.rules)
            checks = (standing.ledger + result.ledger).balances
            standing = standing.after(self.rules, result)
            rows.append(Row(number, entry, result, standing.scores, checks))
        return Sheet(tuple(rows), standing)

    def is_over(self) -> bool:
        return self.sheet.standing.winner_on_points is not None

    @property
    def both_reached(self) -> bool:
        """Whether the game ended with both teams at the target (the bidders won on points)."""
        return self.is_over() and min(self.sheet.standing.scores) >= self.rules.target

    @property
    def winner(self) -> int | None:
        """The winner of a finished game: on checks in Check Pinochle (None for a draw), on
        points otherwise; None while the game goes on."""
        winner = self.sheet.standing.winner_on_points
        if winner is None:
            return None
        return overall_winner(self.rules, self.sheet.standing.ledger.balances, winner)

    @property
    def next_dealer(self) -> int:
        """The seat left of the last hand's dealer (seat 0 deals first)."""
        return (self.hands[-1].dealer + 1) % SEATS if self.hands else 0

    def add(self, entry: HandEntry) -> Scorepad:
        """The game with one more hand; ``game_over`` once the game has ended."""
        if self.is_over():
            raise EntryError("game_over")
        return replace(self, hands=(*self.hands, entry))

    def edit(self, number: int, entry: HandEntry) -> Scorepad:
        """The game with hand ``number`` (from 1) replaced and everything recomputed."""
        if not 1 <= number <= len(self.hands):
            raise EntryError("no_such_hand", hand=number)
        hands = list(self.hands)
        hands[number - 1] = entry
        return replace(self, hands=tuple(hands))

    def undo(self) -> Scorepad:
        """The game without its last hand."""
        if not self.hands:
            raise EntryError("nothing_to_undo")
        return replace(self, hands=self.hands[:-1])

    def restart(self) -> Scorepad:
        """A new game with the same rules and team names."""
        return replace(self, hands=())

    def with_settings(self, rules: Ruleset, teams: Sequence[str]) -> Scorepad:
        """The same hands under other rules or team names, all checked again."""
        return replace(self, rules=rules, teams=(teams[0], teams[1]))

    # ---- saving and reading

    def to_json(self) -> dict[str, object]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "rules": self.rules.to_json(),
            "teams": list(self.teams),
            "hands": [entry.to_json() for entry in self.hands],
        }

    def to_csv(self) -> str:
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\r\n")
        settings = {"format": FORMAT, "version": VERSION, **self.rules.to_json()}
        settings |= {f"team_{team}": self.teams[team] for team in TEAMS}
        writer.writerows([key, _cell(value)] for key, value in settings.items())
        writer.writerow([])
        writer.writerow(["hand", *CSV_INPUTS, *CSV_RESULTS])
        for row in self.sheet.rows:
            inputs = _flat(row.entry.to_json())
            result = row.result
            results = [result.made, *result.score, *result.checks, *row.scores, *row.checks]
            writer.writerow(
                [row.number, *(_cell(inputs.get(key)) for key in CSV_INPUTS)]
                + [_cell(value) for value in results]
            )
        if self.is_over():
            standing = self.sheet.standing
            game = [*self.sheet.game_checks, *standing.scores, *standing.ledger.balances]
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
    rules_data = data.get("rules")
    if not isinstance(rules_data, dict):
        raise RecordError("scorepad_bad_value", where="rules")
    rules = _rules(rules_data)
    teams = data.get("teams")
    if not (
        isinstance(teams, list)
        and len(teams) == len(TEAMS)
        and all(isinstance(name, str) for name in teams)
    ):
        raise RecordError("scorepad_bad_value", where="teams")
    hands = data.get("hands")
    if not isinstance(hands, list):
        raise RecordError("scorepad_bad_value", where="hands")
    return _game(rules, teams, hands)


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
    hands: list[object] = []
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
                **{key: [cells.get(f"{key}_{t}", "") for t in TEAMS] for key in _PAIRS},
                "slam": cells.get("slam", ""),
            }
        )
    return _game(rules, teams, hands)


_PAIRS = ("meld", "meld_checks", "tricks")


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


def _game(rules: Ruleset, teams: Sequence[str], hands: Sequence[object]) -> Scorepad:
    entries = []
    for number, data in enumerate(hands, 1):
        if not isinstance(data, dict):
            raise RecordError("scorepad_bad_value", where=f"hands[{number - 1}]")
        entries.append(_read_numbered(rules, data, number))
    return Scorepad(rules, (teams[0], teams[1]), tuple(entries))


def _read_numbered(rules: Ruleset, data: Mapping[str, object], number: int) -> HandEntry:
    """``read_hand`` for hand ``number`` of a game: its problems name the hand."""
    try:
        return read_hand(rules, data)
    except EntryErrors as error:
        problems = tuple(EntryError(p.code, **p.params, hand=number) for p in error.problems)
        raise EntryErrors(problems) from None
