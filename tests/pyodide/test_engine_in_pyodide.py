"""The engine's own test suite passes inside Pyodide, on the wheel the browser gets (all but
the bots' many-hands tests, which CPython runs)."""

from __future__ import annotations

import subprocess
import sys

from tests.paths import ROOT, SCRIPTS

# The bots' many-hands tests play hundreds of hands and games, half of this suite's time in
# WebAssembly. They run in CPython in the same `make test`; that the engine decides alike in
# Pyodide is what the rest of the suite shows (the same seed plays the same hand, the Play
# table's decisions, the hints and the review's estimate).
CPYTHON_ONLY = "not test_many_bot_hands and not test_many_bot_games"


def test_the_engine_suite_passes_in_pyodide_under_node() -> None:
    done = subprocess.run(
        [sys.executable, str(SCRIPTS / "pyodide_tests.py"), "-k", CPYTHON_ONLY],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=1800,
        check=False,
    )
    report = done.stdout + done.stderr
    assert done.returncode == 0, report[-5000:]
    assert " passed" in report and " failed" not in report, report[-2000:]
