"""The engine's suite in Pyodide starts as soon as it is collected.

It spends about five minutes in WebAssembly on one core, waiting on nothing else, so it runs
beside the rest of ``make test`` (on the second core) rather than after it; its test waits for
it and judges its report.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from dataclasses import dataclass
from typing import IO

import pytest

from tests.paths import ROOT, SCRIPTS

# The bots' many-hands tests play hundreds of hands and games, half of this suite's time in
# WebAssembly. They run in CPython in the same `make test`; that the engine decides alike in
# Pyodide is what the rest of the suite shows (the same seed plays the same hand, the Play
# table's decisions, the hints and the review's estimate).
CPYTHON_ONLY = "not test_many_bot_hands and not test_many_bot_games"
COMMAND = [sys.executable, str(SCRIPTS / "pyodide_tests.py"), "-k", CPYTHON_ONLY]
TIMEOUT_S = 1800


@dataclass(frozen=True)
class SuiteRun:
    """The suite's process, started in the background, and the file its output goes to."""

    process: subprocess.Popen[bytes]
    output: IO[str]

    def report(self) -> tuple[int, str]:
        """Wait for the suite to end; its exit status and everything it printed."""
        try:
            status = self.process.wait(timeout=TIMEOUT_S)
        except subprocess.TimeoutExpired:
            self.process.kill()
            status = self.process.wait()
        self.output.seek(0)
        return status, self.output.read()


RUN = pytest.StashKey[SuiteRun]()


def pytest_collection_finish(session: pytest.Session) -> None:
    if any(item.path.parent == ROOT / "tests" / "pyodide" for item in session.items):
        output = tempfile.TemporaryFile("w+")  # noqa: SIM115 (closed at the session's end)
        process = subprocess.Popen(COMMAND, cwd=ROOT, stdout=output, stderr=subprocess.STDOUT)
        session.config.stash[RUN] = SuiteRun(process, output)


def pytest_sessionfinish(session: pytest.Session) -> None:
    run = session.config.stash.get(RUN, None)
    if run is None:
        return
    if run.process.poll() is None:
        run.process.kill()
        run.process.wait()
    run.output.close()


@pytest.fixture
def engine_suite_in_pyodide(request: pytest.FixtureRequest) -> tuple[int, str]:
    """The suite's exit status and report, once it has ended."""
    return request.config.stash[RUN].report()
