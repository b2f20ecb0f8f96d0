"""Helpers shared by the engine's tests: running the command line, the record contract."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine"

# The keys a hand record and a game record must carry (a contract; more are welcome).
HAND_KEYS = frozenset(
    {
        "rules",
        "dealer",
        "hands",
        "auction",
        "outcome",
        "bidder",
        "bid",
        "trump",
        "passing",
        "meld",
        "tricks",
        "result",
    }
)
GAME_KEYS = frozenset(
    {"rules", "hands", "score", "checks", "game_checks", "points_winner", "winner"}
)


def run_cli(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """``python -m pinochle ARGS`` from the checkout, as a user would run it."""
    env = {**os.environ, "PYTHONPATH": str(ENGINE)}
    return subprocess.run(
        [sys.executable, "-m", "pinochle", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
