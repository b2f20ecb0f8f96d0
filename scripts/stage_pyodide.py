"""Stage the calculators' runtime into the built site: Pyodide, its standard library, the engine.

Everything comes from this repository and its pinned packages, and the site
serves it from its own origin (``assets/pyodide/``); a reader's browser asks
no other host for anything:

- the Pyodide runtime, copied unmodified from the pinned npm package
  (``node_modules/pyodide``, installed by ``npm ci``);
- the standard library in two zips (``scripts/precompile.py`` run under
  Node.js): the modules Pyodide and the engine load, precompiled to bytecode
  by that same Pyodide, loaded through Pyodide's public ``stdLibURL`` option
  (it more than halves a cold start); and the rest, fetched only when
  something imports from it (``scripts/offline/stdlib_rest.py``);
- the engine, built as a pure-Python wheel (``python -m build --wheel``) and
  installed into that Pyodide, then shipped as one zip that the worker puts
  on ``sys.path`` as it is: each module's bytecode (made by the same
  Pyodide) and the package's catalogs; nothing to unpack.

The bytecode takes a few seconds to make, so it is kept in
``.cache/pyodide/`` under a key of everything it is made from.

``python scripts/stage_pyodide.py SITE_DIR`` stages into an already built
site; the MkDocs hook (``scripts/sitebuild/plugin.py``) does the same on every build.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PYODIDE = ROOT / "node_modules" / "pyodide"
CACHE = ROOT / ".cache" / "pyodide"
RUNNER = ROOT / "scripts" / "pyodide_run.mjs"
PRECOMPILE = ROOT / "scripts" / "precompile.py"
REST_FINDER = ROOT / "scripts" / "offline" / "stdlib_rest.py"
# The files the browser needs from the package: the loader, the Emscripten
# module and the WebAssembly binary. The standard library is staged precompiled.
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
SITE_SUBDIR = Path("assets") / "pyodide"
# Older precompiled zips are removed this long after a newer one was made.
STALE_AFTER = 3600


class StagingError(RuntimeError):
    """The runtime could not be staged; the message says what to do."""


@dataclass(frozen=True)
class Runtime:
    """The files to stage (name → bytes) and what the widgets' worker needs to load them;
    and the wheel they were made from (the engine's suite in Pyodide installs it).

    The bytes are held in memory, so builds running at the same time never
    see each other's half-written files. Each staged name carries the digest
    of everything it is made from.
    """

    wheel_name: str
    wheel: bytes
    stdlib_name: str
    stdlib: bytes
    stdlib_rest_name: str
    stdlib_rest: bytes
    engine_name: str
    engine: bytes
    lock_info: dict[str, object]

    def config(self) -> dict[str, object]:
        """Names relative to ``assets/pyodide/``; the page hands them to the worker."""
        return {
            "stdlib": self.stdlib_name,
            "stdlibRest": self.stdlib_rest_name,
            "engine": self.engine_name,
            "lockInfo": self.lock_info,
        }


def pyodide_version() -> str:
    if not (PYODIDE / "package.json").is_file():
        raise StagingError(f"{PYODIDE} is missing: run `npm ci` in {ROOT}")
    return str(json.loads((PYODIDE / "package.json").read_text())["version"])


def build_wheel(dest: Path) -> Path:
    """The engine's pure-Python wheel, built with ``python -m build --wheel`` into ``dest``."""
    command = [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(dest)]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    wheels = sorted(dest.glob("pinochle_engine-*-py3-none-any.whl"))
    if done.returncode or len(wheels) != 1:
        raise StagingError(f"building the engine wheel failed:\n{done.stdout}\n{done.stderr}")
    return wheels[0]


def source_digest(wheel: Path) -> str:
    """A digest of the wheel's package, modules and catalogs (not of its metadata)."""
    digest = hashlib.sha256()
    with zipfile.ZipFile(wheel) as archive:
        for name in sorted(archive.namelist()):
            if not name.split("/")[0].endswith(".dist-info"):
                digest.update(name.encode() + b"\0" + archive.read(name))
    return digest.hexdigest()


def precompiled(wheel: Path) -> tuple[Path, Path, Path]:
    """The standard library's start-up modules precompiled, the rest of it, and the
    engine zip (``scripts/precompile.py`` under Node.js), cached under a key of their
    inputs."""
    key = hashlib.sha256()
    key.update(pyodide_version().encode())
    inputs = (PYODIDE / "python_stdlib.zip", PYODIDE / "pyodide.asm.wasm", RUNNER, PRECOMPILE)
    for path in (*inputs, REST_FINDER):
        key.update(hashlib.sha256(path.read_bytes()).digest())
    key.update(source_digest(wheel).encode())
    folder = CACHE / key.hexdigest()[:16]
    outputs = (
        folder / "python_stdlib.zip",
        folder / "python_stdlib_rest.zip",
        folder / "pinochle_engine.zip",
    )
    if all(path.is_file() for path in outputs):
        return outputs
    CACHE.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=CACHE) as scratch:
        partial = Path(scratch, folder.name)
        partial.mkdir()
        made = [str(partial / path.name) for path in outputs]
        command = ["node", str(RUNNER), "--wheel", str(wheel), str(PRECOMPILE), *made]
        done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
        if done.returncode:
            raise StagingError(f"precompiling failed:\n{done.stdout}{done.stderr[-3000:]}")
        if not folder.exists():
            partial.replace(folder)
    for stale in CACHE.iterdir():
        if stale != folder and stale.stat().st_mtime < folder.stat().st_mtime - STALE_AFTER:
            shutil.rmtree(stale, ignore_errors=True)
    return outputs


def prepare() -> Runtime:
    """Build the wheel and, from it, the zips the browser loads."""
    lock = json.loads((PYODIDE / "pyodide-lock.json").read_text())
    with tempfile.TemporaryDirectory() as scratch:
        wheel = build_wheel(Path(scratch))
        stdlib, rest, engine = precompiled(wheel)
        key = stdlib.parent.name
        return Runtime(
            wheel_name=wheel.name,
            wheel=wheel.read_bytes(),
            stdlib_name=f"python_stdlib-{key}.zip",
            stdlib=stdlib.read_bytes(),
            stdlib_rest_name=f"python_stdlib_rest-{key}.zip",
            stdlib_rest=rest.read_bytes(),
            engine_name=f"pinochle_engine-{key}.zip",
            engine=engine.read_bytes(),
            lock_info=lock["info"],
        )


def stage(runtime: Runtime, site_dir: Path) -> Path:
    """Write the runtime into ``site_dir/assets/pyodide/``; return that folder."""
    target = site_dir / SITE_SUBDIR
    shutil.rmtree(target, ignore_errors=True)
    target.mkdir(parents=True)
    for name in RUNTIME_FILES:
        shutil.copyfile(PYODIDE / name, target / name)
    (target / runtime.stdlib_name).write_bytes(runtime.stdlib)
    (target / runtime.stdlib_rest_name).write_bytes(runtime.stdlib_rest)
    (target / runtime.engine_name).write_bytes(runtime.engine)
    return target


def main() -> None:
    if len(sys.argv) != 2:
        raise SystemExit("usage: stage_pyodide.py SITE_DIR")
    try:
        folder = stage(prepare(), Path(sys.argv[1]))
    except StagingError as error:
        raise SystemExit(f"stage_pyodide: {error}") from None
    print(f"stage_pyodide: staged the calculators' runtime into {folder}")


if __name__ == "__main__":
    main()
