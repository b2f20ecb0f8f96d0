"""Run the engine's test suite inside Pyodide under Node.js (``make test`` does, via pytest).

The browser's stack: the pinned ``pyodide`` npm package, the site's precompiled
standard library and the rest of it as the site ships them (made by
``scripts/stage_pyodide.py``), and the engine wheel they are made from
(installed, so the suite can read the engine's sources); plus pytest and hypothesis as pure-Python
wheels that pip downloaded at set-up into ``.cache/pyodide-wheels/``
(``make pyodide-wheels``). Tests that start a subprocess (the command line's)
are skipped: a browser has no processes. Exit status: pytest's.

    python scripts/pyodide_tests.py [PYTEST ARGS...]
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

from stage_pyodide import ROOT, RUNNER, StagingError, prepare

WHEELS = ROOT / ".cache" / "pyodide-wheels"
SUITE = ROOT / "tests" / "engine"
ENTRY = ROOT / "tests" / "pyodide" / "engine_suite.py"


def main() -> int:
    tools = sorted(WHEELS.glob("*.whl"))
    if not tools:
        print(f"pyodide_tests: no wheels in {WHEELS}: run `make pyodide-wheels`", file=sys.stderr)
        return 2
    try:
        runtime = prepare()
    except StagingError as error:
        print(f"pyodide_tests: {error}", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as scratch:
        stdlib = Path(scratch, runtime.stdlib_name)
        stdlib.write_bytes(runtime.stdlib)
        rest = Path(scratch, runtime.stdlib_rest_name)
        rest.write_bytes(runtime.stdlib_rest)
        wheel = Path(scratch, runtime.wheel_name)
        wheel.write_bytes(runtime.wheel)
        command = ["node", str(RUNNER), "--stdlib", str(stdlib), "--stdlib-rest", str(rest)]
        command += ["--wheel", str(wheel)]
        for tool in tools:
            command += ["--wheel", str(tool)]
        # The engine from the wheel alone (no pythonpath), and no conftest above the
        # suite's: tests/conftest.py builds the site, which needs processes.
        command += [str(ENTRY), str(SUITE), "-p", "no:cacheprovider", "-o", "pythonpath="]
        command += ["--confcutdir", str(SUITE)]
        return subprocess.run([*command, *sys.argv[1:]], cwd=ROOT, check=False).returncode


if __name__ == "__main__":
    sys.exit(main())
