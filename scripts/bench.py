"""Benchmarks (``make bench``): prints figures, asserts nothing.

Meld evaluations per second on seeded random hands, single and double deck,
in-process and through the command line's batch mode; complete hands per
second played by each kind of computer player, per profile (the state
machine checking every action); the club players' lean play-outs per
second (sampling the unseen cards, playing out, scoring); the club and the
expert players' time per decision (mean, 95th percentile, worst); and
duplicate matches of ``club`` against ``basic`` and of ``expert`` against
``club`` (fewer deals) per profile (``pinochle.match``: the mean gain per
deal with its 95 % confidence interval), their deals shared among the
machine's cores; and the expert players' calibration: over hands played by four
experts on fixed seeds, the chance the final bidder stated for his bid
(``bots.calibration``), in buckets, against the share of those bids made, with
the time of the calls.
"""

from __future__ import annotations

import functools
import os
import random
import statistics
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from pinochle.bots import Decision, Player, play_hand, play_out, seat_bots
from pinochle.bots.search import Search
from pinochle.bots.view import SeatView
from pinochle.cards import Deck, Hand, Suit
from pinochle.game import Bid, HandState, Phase, shuffled_deal
from pinochle.match import DealPlayed, Estimate, play_deal, summarize
from pinochle.meld import find_meld
from pinochle.rules import make_ruleset

ROOT = Path(__file__).resolve().parent.parent
HANDS = 20_000
PLAYED_HANDS = {"basic": 300, "club": 40}
DECISION_HANDS = 40
# The expert players think longer: fewer hands timed, fewer deals in their match with club.
EXPERT_DECISION_HANDS = 8
EXPERT_MATCH_DEALS = {"check": 100, "standard": 50, "double-deck": 25}
PLAYOUTS = 5_000
# Deals per duplicate match, each played twice (the aim: 2,000 deals of Check).
MATCH_DEALS = {"check": 2_000, "standard": 400, "double-deck": 200}
MATCH_SEED = 2026
# Hands played by four experts for the calibration table, and its buckets of stated chances.
CALIBRATION_HANDS = {"check": 120, "standard": 60, "double-deck": 30}
CHANCE_BUCKETS = ((5, 45), (50, 65), (70, 80), (85, 95))


def random_hands(deck: Deck, count: int, seed: int) -> list[Hand]:
    rng = random.Random(seed)
    cards = list(deck.cards())
    hands = []
    for _ in range(count):
        rng.shuffle(cards)
        hands.append(Hand(cards[: deck.hand_size]))
    return hands


def bench_meld_in_process(profile: str, hands: list[Hand]) -> float:
    rules = make_ruleset(profile)
    start = time.perf_counter()
    for index, hand in enumerate(hands):
        find_meld(hand, list(Suit)[index % 4], rules)
    return len(hands) / (time.perf_counter() - start)


def bench_meld_cli_batch(profile: str, hands: list[Hand]) -> float:
    text = "".join(f"{hand}\n" for hand in hands)
    env = {**os.environ, "PYTHONPATH": str(ROOT / "engine")}
    command = [
        sys.executable,
        "-m",
        "pinochle",
        "meld",
        "--rules",
        profile,
        "--trump",
        "H",
        "--json",
    ]
    start = time.perf_counter()
    done = subprocess.run(command, input=text, capture_output=True, text=True, env=env, check=True)
    elapsed = time.perf_counter() - start
    assert done.stdout.count("\n") == len(hands)
    return len(hands) / elapsed


def bench_played_hands(profile: str, players: str, count: int) -> float:
    """Complete hands (deal, auction, trump, passing, play, score) by the computer players."""
    rules = make_ruleset(profile)
    start = time.perf_counter()
    for seed in range(count):
        play_hand(rules, seed, seed % 4, players).result()
    return count / (time.perf_counter() - start)


class Timed:
    """A player whose every decision is timed into ``times`` (seconds)."""

    def __init__(self, player: Player, times: list[float]) -> None:
        self.player = player
        self.times = times

    def decide(self, state: HandState) -> Decision:
        start = time.perf_counter()
        decision = self.player.decide(state)
        self.times.append(time.perf_counter() - start)
        return decision


def decision_times(profile: str, hands: int, players: str = "club") -> list[float]:
    """Every decision of ``players`` (all four seats) over ``hands`` whole hands, in seconds."""
    rules = make_ruleset(profile)
    times: list[float] = []
    for seed in range(hands):
        bots = tuple(Timed(bot, times) for bot in seat_bots(seed, players))
        start = HandState.new(rules, seed % 4, shuffled_deal(rules, random.Random(seed)))
        play_out(start, (bots[0], bots[1], bots[2], bots[3]))
    return times


def bench_playouts(profile: str, count: int) -> float:
    """The club players' simulation: sampled deals of the unseen cards, each played out to
    the end by the lean play-out (``bots.playout``) and scored, from the first lead."""
    rules = make_ruleset(profile)
    state = HandState.new(rules, 0, shuffled_deal(rules, random.Random(1)))
    bots = seat_bots(1, "basic")
    while state.phase is not Phase.PLAYING:
        turn = state.turn
        assert turn is not None  # a hand in progress has a seat to act
        state = state.apply(bots[turn].decide(state).action)
    search = Search(SeatView.of(state), random.Random(1))
    start = time.perf_counter()
    for world in search.deals(count):
        search.play(world, None)
    return count / (time.perf_counter() - start)


def _deal_gains(profile: str, a: str, b: str, deal: int) -> DealPlayed:
    return play_deal(make_ruleset(profile), MATCH_SEED, deal, a, b)


def bench_match(profile: str, deals: int, a: str = "club", b: str = "basic") -> None:
    """``a`` against ``b`` in duplicate: the mean gain per deal, its 95 % interval."""
    start = time.perf_counter()
    gains = functools.partial(_deal_gains, profile, a, b)
    with ProcessPoolExecutor(os.cpu_count()) as pool:
        played = list(pool.map(gains, range(deals), chunksize=8 if a != "expert" else 1))
    elapsed = time.perf_counter() - start
    summary = summarize(played)
    line = f"  {profile:12} {deals:5} deals  points {interval(summary.points)}"
    if make_ruleset(profile).checks:
        line += f"  checks {interval(summary.checks)}"
    print(f"{line}  ({elapsed:.0f} s)")


def _called_hand(profile: str, seed: int) -> tuple[tuple[int, bool] | None, list[float]]:
    """One hand played by four experts: the chance the final bidder stated for his last
    bid and whether the bid was made (None without a stated chance: a forced bid, or the
    cards thrown in), and each call's time in seconds."""
    rules = make_ruleset(profile)
    bots = seat_bots(f"calibration/{seed}", "expert")
    deal = shuffled_deal(rules, random.Random(f"calibration/{seed}"))
    state = HandState.new(rules, seed % 4, deal)
    stated: dict[int, int] = {}
    times: list[float] = []
    while (turn := state.turn) is not None:
        start = time.perf_counter()
        decision = bots[turn].decide(state)
        if state.phase is Phase.BIDDING:
            times.append(time.perf_counter() - start)
            chance = decision.params.get("chance")
            if isinstance(decision.action, Bid):
                stated.pop(turn, None)
                if isinstance(chance, int):
                    stated[turn] = chance
        state = state.apply(decision.action)
    bidder = state.bidder
    if bidder is None or bidder not in stated:
        return None, times
    return (stated[bidder], state.result().made is True), times


def bench_calibration(profile: str, hands: int) -> None:
    """The stated chances of the final bids, in buckets, against the share made."""
    called = functools.partial(_called_hand, profile)
    with ProcessPoolExecutor(os.cpu_count()) as pool:
        played = list(pool.map(called, range(hands)))
    times = sorted(seconds for _, hand_times in played for seconds in hand_times)
    p95 = times[int(0.95 * (len(times) - 1))]
    print(
        f"  {profile:12} {hands} hands, {len(times)} calls:"
        f" mean {statistics.mean(times) * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms,"
        f" worst {times[-1] * 1000:.1f} ms"
    )
    outcomes = [outcome for outcome, _ in played if outcome is not None]
    for low, high in CHANCE_BUCKETS:
        bucket = [made for chance, made in outcomes if low <= chance <= high]
        chances = [chance for chance, _ in outcomes if low <= chance <= high]
        if bucket:
            print(
                f"    stated {low:2}–{high:2} % (mean {statistics.mean(chances):4.1f} %):"
                f" {len(bucket):4} bids, made {100 * sum(bucket) / len(bucket):5.1f} %"
            )


def interval(estimate: Estimate) -> str:
    return f"{estimate.mean:+6.2f} [{estimate.low:+.2f}, {estimate.high:+.2f}]"


def main() -> None:
    print(f"meld evaluations per second ({HANDS} seeded random full hands each)")
    for profile, deck in (("check", Deck.SINGLE), ("double-deck", Deck.DOUBLE)):
        hands = random_hands(deck, HANDS, seed=1)
        in_process = bench_meld_in_process(profile, hands)
        batch = bench_meld_cli_batch(profile, hands)
        print(f"  {profile:12} in-process {in_process:10,.0f}/s   cli batch {batch:10,.0f}/s")
    print("complete hands per second with the computer players (seeds 0, 1, …)")
    for players, count in PLAYED_HANDS.items():
        for profile in ("standard", "check", "double-deck"):
            rate = bench_played_hands(profile, players, count)
            print(f"  {players:6} {profile:12} {rate:10,.1f}/s  ({count} hands)")
    print(f"club players' play-outs per second ({PLAYOUTS} sampled deals from the first lead)")
    for profile in ("standard", "check", "double-deck"):
        print(f"  {profile:12} {bench_playouts(profile, PLAYOUTS):10,.0f}/s")
    for players, played in (("club", DECISION_HANDS), ("expert", EXPERT_DECISION_HANDS)):
        print(f"{players} players, time per decision ({played} whole hands each)")
        for profile in ("standard", "check", "double-deck"):
            times = sorted(decision_times(profile, played, players))
            p95 = times[int(0.95 * (len(times) - 1))]
            print(
                f"  {profile:12} {len(times):5} decisions"
                f"  mean {statistics.mean(times) * 1000:5.1f} ms"
                f"  p95 {p95 * 1000:5.1f} ms  worst {times[-1] * 1000:6.1f} ms"
            )
    print(f"club against basic in duplicate, gain per deal [95 % interval] (seed {MATCH_SEED})")
    for profile, deals in MATCH_DEALS.items():
        bench_match(profile, deals)
    print(f"expert against club in duplicate, gain per deal [95 % interval] (seed {MATCH_SEED})")
    for profile, deals in EXPERT_MATCH_DEALS.items():
        bench_match(profile, deals, "expert", "club")
    print("expert calibration: the final bid's stated chance against the share made")
    for profile, count in CALIBRATION_HANDS.items():
        bench_calibration(profile, count)


if __name__ == "__main__":
    main()
