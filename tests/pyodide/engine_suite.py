"""Runs inside Pyodide: the engine's own test suite against the installed engine wheel.

``scripts/pyodide_tests.py`` starts it under Node.js with the site's Pyodide,
standard library and engine wheel. Arguments go to pytest. A test that starts
a subprocess (the command line's tests) is skipped where it tries: a browser
has no processes. Fails if any ``pinochle`` module came from anywhere but the
wheel in site-packages.
"""

from __future__ import annotations

import site
import sys
from unittest import mock

import pytest
from hypothesis import settings

# WebAssembly is slower than native Python: time limits per example would only
# measure the machine.
settings.register_profile("pyodide", deadline=None)
settings.load_profile("pyodide")


class NoProcesses:
    """Stands in for ``subprocess.Popen``: the test that asks for a process is skipped."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        pytest.skip("no subprocesses in Pyodide (a browser has none)")


def engine_modules_outside(directory: str) -> list[str]:
    return [
        f"{name}: {module.__file__}"
        for name, module in sorted(sys.modules.items())
        if name.split(".")[0] == "pinochle" and not str(module.__file__).startswith(directory)
    ]


def main() -> int:
    # hypothesis is imported above, before pytest could rewrite its asserts: no matter.
    quiet = ["-W", "ignore::pytest.PytestAssertRewriteWarning"]
    with mock.patch("subprocess.Popen", NoProcesses):
        status = int(pytest.main([*sys.argv[1:], *quiet]))
    strays = engine_modules_outside(site.getsitepackages()[0])
    if strays:
        print("engine modules not from the wheel:", *strays, sep="\n  ", file=sys.stderr)
        return 1
    return status


if __name__ == "__main__":
    sys.exit(main())
