"""The engine's own test suite passes inside Pyodide, on the wheel the browser gets (all but
the bots' many-hands tests, which CPython runs). It runs in the background from the start of
the session (``conftest.py``)."""

from __future__ import annotations


def test_the_engine_suite_passes_in_pyodide_under_node(
    engine_suite_in_pyodide: tuple[int, str],
) -> None:
    status, report = engine_suite_in_pyodide
    assert status == 0, report[-5000:]
    assert " passed" in report and " failed" not in report, report[-2000:]
