"""The scorepad's forms: what the reader typed, read into a hand entry or the game's settings.

Inputs may be JSON numbers or the text typed in a form (``"25"``, ``""`` for
nothing); only the inputs the outcome uses are read (``OUTCOME_INPUTS``).
Reading turns text into numbers and choices; what the rules then refuse is
the entry's own judgement (``HandEntry.problems``). Every problem comes back
at once as ``EntryErrors``, each naming its input; an input that could not be
read is not judged again.

Two conveniences of the form, so that one number is typed instead of two:
trick points of one team are enough (the other team gets the rest of
``Ruleset.trick_points``), and a slam with no trick points given means all
of them to the slam team.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence

from pinochle.cards import CardLetters, Suit, parse_hand
from pinochle.errors import EntryError, EntryErrors, NotationError, RulesError
from pinochle.jsonread import MAX_NUMBER
from pinochle.meld import find_meld
from pinochle.rules import PROFILES, Ruleset, make_ruleset
from pinochle.scorepad.sheet import FIELDS, OUTCOME_INPUTS, HandEntry
from pinochle.scoring import Outcome, Pair
from pinochle.seats import SEATS, TEAMS, Team, other_team


class _Form:
    """Reads inputs (JSON numbers or typed text), collecting every problem with its field."""

    def __init__(self, data: Mapping[str, object]) -> None:
        self.data = data
        self.problems: list[EntryError] = []
        self.unread: set[str] = set()

    def problem(self, code: str, field: str, **params: object) -> None:
        self.problems.append(EntryError(code, field=field, **params))
        self.unread.add(field)

    def done(self, judged: Sequence[EntryError] = ()) -> None:
        """Raise every problem: the form's, and the judged ones at inputs it could read."""
        found = self.problems + [p for p in judged if p.params["field"] not in self.unread]
        if found:
            found.sort(key=lambda problem: FIELDS.index(str(problem.params["field"])))
            raise EntryErrors(tuple(found))

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
        self.unread.add(field)
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

    def needed(self, field: str, choices: Sequence[str]) -> str | None:
        """A choice that must be made."""
        choice = self.choice(field, choices)
        if choice is None and field not in self.unread:
            self.problem("choice_needed", field, choice=field)
        return choice

    def team(self, field: str) -> Team | None:
        choice = self.choice(field, [str(team) for team in TEAMS])
        return None if choice is None else int(choice)

    def pair(self, field: str) -> Pair:
        """Two counts that may be left empty (0): meld points, meld checks."""
        first, second = (self.number(f"{field}.{team}") or 0 for team in TEAMS)
        return first, second

    def tricks(self, rules: Ruleset, slam: Team | None) -> Pair:
        """Both teams' trick points: one given, the other is the rest of the total (never
        outside 0…total, so that a wrong number is named once, where it was typed)."""
        total = rules.trick_points
        given = [self.number(f"tricks.{team}") for team in TEAMS]
        if any(f"tricks.{team}" in self.unread for team in TEAMS):
            self.unread |= {"tricks.0", "tricks.1", "slam"}
            return (0, 0)
        if given == [None, None]:
            if slam is not None:
                return (total, 0) if slam == 0 else (0, total)
            self.problem("trick_points_needed", "tricks.0", total=total)
            self.unread |= {"tricks.1", "slam"}
            return (0, 0)
        for team, points in enumerate(given):
            if points is None:
                rest = total - (given[other_team(team)] or 0)
                given[team] = min(max(rest, 0), total)
        return given[0] or 0, given[1] or 0


def _quoted(value: object) -> str:
    """An input as the reader typed it (or as JSON), cut short for a message."""
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 30 else text[:29] + "…"


def read_hand(rules: Ruleset, data: Mapping[str, object]) -> HandEntry:
    """The hand in ``data`` (see the module docstring); ``EntryErrors`` lists every problem."""
    form = _Form(data)
    dealer = form.needed("dealer", [str(seat) for seat in SEATS])
    outcome = Outcome(form.needed("outcome", [o.value for o in Outcome]) or Outcome.PLAYED)
    uses = OUTCOME_INPUTS[outcome]
    bidders = form.team("bidders") if "bidders" in uses else None
    bid = form.number("bid") if "bid" in uses else None
    meld = form.pair("meld") if "meld" in uses else (0, 0)
    meld_checks = form.pair("meld_checks") if "meld_checks" in uses else (0, 0)
    slam = form.team("slam") if "slam" in uses else None
    tricks = form.tricks(rules, slam) if "tricks" in uses else (0, 0)
    entry = HandEntry(int(dealer or 0), outcome, bidders, bid, meld, meld_checks, tricks, slam)
    form.done(entry.problems(rules))
    return entry


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
    if form.problems:
        raise EntryErrors(tuple(form.problems))
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


def team_meld(
    rules: Ruleset, trump: Suit, hands: Sequence[str], letters: CardLetters | None = None
) -> tuple[int, int]:
    """A team's meld points and checks: the sum of its players' meld (empty hands add none).

    Hands are typed in ``letters``, the reader's rank letters (English when none).
    A hand that cannot be read is an ``EntryErrors`` at ``cards.<player>``."""
    points = checks = 0
    problems = []
    for player, text in enumerate(hands):
        if not text.strip():
            continue
        try:
            result = find_meld(parse_hand(text, rules.deck, letters=letters), trump, rules)
        except NotationError as error:
            problems.append(EntryError(error.code, field=f"cards.{player}", **error.params))
            continue
        points += result.points
        checks += result.checks
    if problems:
        raise EntryErrors(tuple(problems))
    return points, checks
