"""Make the calculators' bytecode: the standard library's start-up modules and the engine.

Runs *inside* Pyodide (``node scripts/pyodide_run.mjs --wheel ENGINE.whl
scripts/precompile.py STDLIB.zip ENGINE.zip``), so the bytecode is made by
the very interpreter that will load it. It starts the engine the way the
browser's worker does (the wheel unpacked, ``pinochle.web`` imported, one
request of each kind answered), then writes:

- STDLIB.zip: a copy of the running standard library zip in which every
  module loaded so far is replaced by its bytecode (the rest stays source, so
  nothing is lost: a module the calculators never need is compiled on first
  import, as before);
- ENGINE.zip: the ``__pycache__`` of every module of the installed engine, to
  unpack over the wheel in site-packages, as ``pip install`` compiles a
  package when it installs it.

All bytecode is unchecked-hash: it is made from exactly the files it sits
beside. Most of a cold Pyodide start is spent compiling modules from source
inside WebAssembly; precompiled, they load several times faster.
"""

from __future__ import annotations

import importlib.util
import json
import py_compile
import site
import sys
import tempfile
import zipfile
from pathlib import Path

from pinochle import web

REQUESTS = {
    web.meld: {"hand": "AH TH KH QH JH 9H KS QS JD AC AD AS", "trump": "H", "rules": "check"},
    web.checks: {
        "bidders": 0,
        "bid": 27,
        "outcome": "set",
        "meld_checks": [4, 0],
        "scores": [104, 71],
    },
}


def compile_to(source: Path, target: Path, shown_as: str) -> bytes:
    """Unchecked-hash bytecode of ``source``, written to ``target``; its bytes."""
    target.parent.mkdir(parents=True, exist_ok=True)
    py_compile.compile(
        str(source),
        cfile=str(target),
        dfile=shown_as,
        doraise=True,
        invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
    )
    return target.read_bytes()


def loaded_from(archive: str) -> set[str]:
    """The archive members (``json/decoder.py``) of every module loaded from ``archive``."""
    prefix = archive + "/"
    members = set()
    for module in list(sys.modules.values()):
        origin = getattr(getattr(module, "__spec__", None), "origin", None) or ""
        if origin.startswith(prefix) and origin.endswith(".py"):
            members.add(origin[len(prefix) :])
    return members


def precompile_stdlib(archive: str, members: set[str], out: Path) -> None:
    with (
        zipfile.ZipFile(archive) as source,
        zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as target,
        tempfile.TemporaryDirectory() as scratch,
    ):
        for info in source.infolist():
            data = source.read(info)
            if info.filename not in members:
                target.writestr(info, data)
                continue
            source_file = Path(scratch, info.filename)
            source_file.parent.mkdir(parents=True, exist_ok=True)
            source_file.write_bytes(data)
            shown_as = f"{archive}/{info.filename}"
            code = compile_to(source_file, Path(scratch, "pyc", info.filename + "c"), shown_as)
            member = zipfile.ZipInfo(info.filename + "c", date_time=info.date_time)
            member.compress_type = zipfile.ZIP_DEFLATED
            target.writestr(member, code)


def precompile_engine(out: Path) -> int:
    """Write the engine's ``__pycache__`` files, paths relative to site-packages."""
    packages = Path(site.getsitepackages()[0])
    sources = sorted((packages / "pinochle").rglob("*.py"))
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as target:
        for source in sources:
            cache = Path(importlib.util.cache_from_source(str(source)))
            code = compile_to(source, cache, str(source))
            target.writestr(str(cache.relative_to(packages)), code)
    return len(sources)


def main() -> None:
    stdlib_out, engine_out = Path(sys.argv[1]), Path(sys.argv[2])
    for entry, request in REQUESTS.items():
        answer = json.loads(entry(json.dumps(request)))
        if "error" in answer:
            raise SystemExit(f"precompile: {entry.__name__} failed: {answer['error']}")
    archive = next(path for path in sys.path if path.endswith(".zip"))
    members = loaded_from(archive)
    precompile_stdlib(archive, members, stdlib_out)
    modules = precompile_engine(engine_out)
    print(f"precompile: {len(members)} standard library and {modules} engine modules")


if __name__ == "__main__":
    main()
