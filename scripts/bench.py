"""Benchmarks (``make bench``): prints figures, asserts nothing.

Meld evaluations per second on seeded random hands, single and double deck,
in-process and through the command line's batch mode; complete hands per
second played by the computer players, per profile.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
from pathlib import Path

from pinochle.bots import play_hand
from pinochle.cards import Deck, Hand, Suit
from pinochle.meld import find_meld
from pinochle.rules import make_ruleset

ROOT = Path(__file__).resolve().parent.parent
HANDS = 20_000
PLAYED_HANDS = 300


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


def bench_played_hands(profile: str, count: int) -> float:
    """Complete hands (deal, auction, trump, passing, play, score) by the computer players."""
    rules = make_ruleset(profile)
    start = time.perf_counter()
    for seed in range(count):
        play_hand(rules, seed, seed % 4).result()
    return count / (time.perf_counter() - start)


def main() -> None:
    print(f"meld evaluations per second ({HANDS} seeded random full hands each)")
    for profile, deck in (("check", Deck.SINGLE), ("double-deck", Deck.DOUBLE)):
        hands = random_hands(deck, HANDS, seed=1)
        in_process = bench_meld_in_process(profile, hands)
        batch = bench_meld_cli_batch(profile, hands)
        print(f"  {profile:12} in-process {in_process:10,.0f}/s   cli batch {batch:10,.0f}/s")
    print(f"complete hands per second with the computer players ({PLAYED_HANDS} seeds each)")
    for profile in ("standard", "check", "double-deck"):
        print(f"  {profile:12} {bench_played_hands(profile, PLAYED_HANDS):10,.0f}/s")


if __name__ == "__main__":
    main()
