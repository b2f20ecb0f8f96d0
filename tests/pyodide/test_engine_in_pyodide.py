"""The engine's own test suite passes inside Pyodide, on the wheel the browser gets."""

from __future__ import annotations

import subprocess
import sys

from tests.paths import ROOT, SCRIPTS


def test_the_engine_suite_passes_in_pyodide_under_node() -> None:
    done = subprocess.run(
        [sys.executable, str(SCRIPTS / "pyodide_tests.py")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=1800,
        check=False,
    )
    report = done.stdout + done.stderr
    assert done.returncode == 0, report[-5000:]
    assert " passed" in report and " failed" not in report, report[-2000:]
