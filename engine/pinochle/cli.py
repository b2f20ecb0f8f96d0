"""The command line: ``python -m pinochle meld|checks|play|game|replay|match …``.

``play`` and ``game`` deal from ``--seed`` and let the computer players
(``bots``, the ``club`` players) play one hand or a whole game; ``replay FILE``
checks a hand or game record and tells it (``-`` reads standard input). Their
readable output is the hand's walkthrough (``narrate.story_lines``): chapter
by chapter, each step with the rule behind it, as the site's walkthroughs
tell it; ``--json`` gives the record. ``match`` plays two computer players
against each other on duplicate deals (``pinochle.match``): ``--json`` writes
one line per hand played, ``{"deal", "a_seats": "NS"|"EW", "record"}``,
otherwise a summary of what player ``a`` gains per deal, with 95 % confidence
intervals; ``--effort table`` plays an ``expert`` as the Play page's opponents
play (``bots.effort``).

The shapes of these commands and of their JSON are a contract other tools
rely on. Bad input never shows a traceback: a bad HAND argument exits with
status 2 and one line on standard error, in the chosen language.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TextIO

from pinochle.bots import PLAYERS, play_game, play_hand
from pinochle.bots.effort import MATCH, TABLE
from pinochle.cards import Suit, parse_hand
from pinochle.catalog import LANGUAGES, Catalog
from pinochle.checks import contract_ledger
from pinochle.errors import PinochleError, RecordError
from pinochle.game import HandState
from pinochle.match import Estimate, play_match, summarize
from pinochle.meld import find_meld
from pinochle.narrate import story_lines
from pinochle.record import game_record, hand_record, parse_record, replay
from pinochle.rules import PROFILES, Ruleset, make_ruleset
from pinochle.walkthrough import Step, game_steps, hand_steps
from pinochle.web._entry import card_letters
from pinochle.words import describe_meld, error_text, signed, summarize_meld

EXIT_BAD_INPUT = 2

CommandRunner = Callable[[argparse.Namespace], int]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m pinochle",
        description="Rules engine for Check Pinochle, standard Pinochle and Double Deck Pinochle.",
    )
    commands = parser.add_subparsers(dest="command", required=True)

    meld = commands.add_parser("meld", help="find and value the meld in a hand")
    meld.add_argument("--rules", required=True, choices=list(PROFILES))
    meld.add_argument(
        "--table",
        default="standard",
        help="meld table (double deck: standard, book, pinochle14, npa, family)",
    )
    meld.add_argument("--scale", type=int, default=1, choices=[1, 10])
    meld.add_argument("--trump", required=True, choices=[suit.value for suit in Suit])
    add_output_options(meld)
    meld.add_argument(
        "hand",
        nargs="?",
        metavar="HAND",
        help="the cards, e.g. 'AH TH KH QH JH'; without it, one hand per line from standard input",
    )
    meld.set_defaults(run=run_meld)

    checks = commands.add_parser("checks", help="contract checks for a bid made or set")
    checks.add_argument("--bid", type=int, required=True)
    outcome = checks.add_mutually_exclusive_group(required=True)
    outcome.add_argument("--made", action="store_true")
    outcome.add_argument("--set", action="store_true")
    checks.add_argument("--scale", type=int, default=1, choices=[1, 10])
    add_output_options(checks)
    checks.set_defaults(run=run_checks)
    add_play_commands(commands)
    add_match_command(commands)
    return parser


def add_output_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--lang", default="en", choices=list(LANGUAGES))
    parser.add_argument("--json", action="store_true", help="JSON output")


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    runner: CommandRunner = args.run
    return runner(args)


def fail(catalog: Catalog, error: PinochleError) -> int:
    """One line on standard error, in the reader's language; exit status 2."""
    print(f"pinochle: {catalog.error(error)}", file=sys.stderr)
    return EXIT_BAD_INPUT


def run_meld(args: argparse.Namespace) -> int:
    catalog = Catalog.load(args.lang)
    try:
        rules = make_ruleset(args.rules, table=args.table, scale=args.scale)
    except PinochleError as error:
        return fail(catalog, error)
    for notice in rules.notices:
        print(f"pinochle: {catalog.text('notice.' + notice)}", file=sys.stderr)
    trump = Suit(args.trump)
    if args.hand is None:
        meld_batch(sys.stdin, sys.stdout, rules, trump, catalog, as_json=args.json)
        return 0
    try:
        hand = parse_hand(args.hand, rules.deck, letters=card_letters(catalog))
    except PinochleError as error:
        return fail(catalog, error)
    result = find_meld(hand, trump, rules)
    if args.json:
        print(json.dumps(result.to_json(), ensure_ascii=False))
    else:
        print(describe_meld(result, trump, catalog, checks=rules.checks))
    return 0


def meld_batch(
    lines: TextIO, out: TextIO, rules: Ruleset, trump: Suit, catalog: Catalog, *, as_json: bool
) -> None:
    """One result per input line; a bad line gives an error on its line and the rest go on."""
    for line in lines:
        try:
            result = find_meld(
                parse_hand(line, rules.deck, letters=card_letters(catalog)), trump, rules
            )
        except PinochleError as error:
            message = catalog.error(error)
            if as_json:
                out.write(
                    json.dumps(
                        {"error": {"code": error.code, "message": message}}, ensure_ascii=False
                    )
                    + "\n"
                )
            else:
                out.write(f"{catalog.text('result.error', message=message)}\n")
            continue
        if as_json:
            out.write(json.dumps(result.to_json(), ensure_ascii=False) + "\n")
        else:
            out.write(summarize_meld(result, catalog, checks=rules.checks) + "\n")


def run_checks(args: argparse.Namespace) -> int:
    catalog = Catalog.load(args.lang)
    ledger = contract_ledger(0, args.bid, made=args.made, scale=args.scale)
    bidders, defenders = ledger.balances
    if args.json:
        print(json.dumps({"bidders": bidders, "defenders": defenders}))
    else:
        outcome = catalog.text("outcome.made" if args.made else "outcome.set")
        print(
            catalog.text(
                "result.contract",
                bid=args.bid,
                outcome=outcome,
                bidders=signed(bidders),
                defenders=signed(defenders),
            )
        )
    return 0


def add_play_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """The ``play``, ``game`` and ``replay`` subcommands."""
    for name, help_text in (
        ("play", "deal one hand and let the computer players play it"),
        ("game", "deal and play a whole game with the computer players"),
    ):
        command = commands.add_parser(name, help=help_text)
        command.add_argument("--rules", required=True, choices=list(PROFILES))
        command.add_argument("--seed", type=int, required=True, help="the shuffle and the players")
        command.add_argument("--dealer", type=int, default=0, choices=range(4), help="first dealer")
        command.add_argument("--target", type=int, help="target score (default: the profile's)")
        command.add_argument("--min-bid", type=int, help="minimum bid (default: the profile's)")
        command.add_argument("--table", default="standard", help="meld table")
        command.add_argument("--scale", type=int, default=1, choices=[1, 10])
        add_output_options(command)
        command.set_defaults(run=run_play)
    again = commands.add_parser("replay", help="check a hand or game record and tell it")
    again.add_argument("file", metavar="FILE", help="a record written by play/game --json, or -")
    add_output_options(again)
    again.set_defaults(run=run_replay)


def run_play(args: argparse.Namespace) -> int:
    catalog = Catalog.load(args.lang)
    try:
        rules = make_ruleset(
            args.rules,
            target=args.target,
            min_bid=args.min_bid,
            table=args.table,
            scale=args.scale,
        )
    except PinochleError as error:
        return fail(catalog, error)
    for notice in rules.notices:
        print(f"pinochle: {catalog.text('notice.' + notice)}", file=sys.stderr)
    if args.command == "play":
        hand = play_hand(rules, args.seed, args.dealer)
        record, steps = hand_record(hand), hand_steps(hand)
    else:
        game = play_game(rules, args.seed, args.dealer)
        record, steps = game_record(game), game_steps(game)
    print(json.dumps(record, ensure_ascii=False) if args.json else story(steps, catalog))
    return 0


def run_replay(args: argparse.Namespace) -> int:
    catalog = Catalog.load(args.lang)
    try:
        text = sys.stdin.read() if args.file == "-" else Path(args.file).read_text("utf-8")
    except (OSError, UnicodeDecodeError) as error:
        detail = error.strerror if isinstance(error, OSError) else error.reason
        return fail(catalog, RecordError("unreadable_file", file=args.file, detail=detail))
    try:
        replayed = replay(parse_record(text))
    except PinochleError as error:
        print(f"pinochle: {error_text(error, catalog)}", file=sys.stderr)
        return EXIT_BAD_INPUT
    if isinstance(replayed, HandState):
        record, steps = hand_record(replayed), hand_steps(replayed)
    else:
        record, steps = game_record(replayed), game_steps(replayed)
    print(json.dumps(record, ensure_ascii=False) if args.json else story(steps, catalog))
    return 0


def story(steps: tuple[Step, ...], catalog: Catalog) -> str:
    """The readable output of ``play``, ``game`` and ``replay``: the walkthrough's steps."""
    return "\n".join(story_lines(steps, catalog))


def add_match_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    match = commands.add_parser("match", help="two computer players on duplicate deals")
    match.add_argument("--rules", required=True, choices=list(PROFILES))
    match.add_argument("--deals", type=int, required=True, help="how many deals, each played twice")
    match.add_argument("--seed", type=int, required=True, help="the shuffles and the players")
    match.add_argument("--a", required=True, choices=list(PLAYERS), help="at North–South first")
    match.add_argument("--b", required=True, choices=list(PLAYERS), help="at East–West first")
    match.add_argument(
        "--effort",
        choices=["match", "table"],
        default="match",
        help="how far an expert searches: the match's, or the Play page's opponents' (table)",
    )
    add_output_options(match)
    match.set_defaults(run=run_match)


def run_match(args: argparse.Namespace) -> int:
    catalog = Catalog.load(args.lang)
    rules = make_ruleset(args.rules)
    effort = MATCH if args.effort == "match" else TABLE[rules.profile]
    played = play_match(rules, args.deals, args.seed, args.a, args.b, effort)
    if args.json:
        for deal in played:
            for a_seats, hand in zip(("NS", "EW"), deal.hands, strict=True):
                line = {"deal": deal.deal, "a_seats": a_seats, "record": hand_record(hand)}
                print(json.dumps(line, ensure_ascii=False), flush=True)
        return 0
    summary = summarize(played)
    names = {"a": args.a, "b": args.b}
    print(
        catalog.text(
            "match.summary",
            profile=catalog.text(f"profile.{rules.profile}"),
            deals=summary.deals,
            **names,
        )
    )
    print(catalog.text("match.points", **names, **_estimate(summary.points, catalog)))
    if rules.checks:
        print(catalog.text("match.checks", **names, **_estimate(summary.checks, catalog)))
    return 0


def _estimate(value: Estimate, catalog: Catalog) -> dict[str, str]:
    """A mean and its interval's ends, signed, two decimals, in the reader's decimal sign."""
    sign = catalog.text("match.decimal_sign")
    return {
        name: f"{number:+.2f}".replace(".", sign)
        for name, number in (("mean", value.mean), ("low", value.low), ("high", value.high))
    }
