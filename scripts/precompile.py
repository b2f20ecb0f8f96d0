"""Make the calculators' bytecode: the standard library's start-up modules and the engine.

Runs *inside* Pyodide (``node scripts/pyodide_run.mjs --wheel ENGINE.whl
scripts/precompile.py STDLIB.zip REST.zip ENGINE.zip``), so the bytecode is
made by the very interpreter that will load it. It starts the engine from the
wheel unpacked, imports every entry point of ``pinochle.web`` and answers one
request of each calculator, then writes:

- STDLIB.zip: the bytecode of every standard library module loaded so far
  (Pyodide's own start and every entry point), stored uncompressed, as the
  host's gzip or brotli packs the whole file far better than zip packs each
  member; and ``_stdlib_rest`` (``scripts/offline/stdlib_rest.py``), which
  fetches the rest the first time anything imports from it;
- REST.zip: every other member of the standard library zip, as it was (the
  modules the engine never needs, in source; nothing is lost);
- ENGINE.zip: the engine as the browser imports it from ``sys.path``, without
  unpacking anything: each module's bytecode where its source was
  (``pinochle/cards.pyc``) and the package's data (``pinochle/locales``),
  stored uncompressed too.

All bytecode is unchecked-hash: it is made from exactly the sources it was
compiled from. Most of a cold Pyodide start is spent compiling modules from source
inside WebAssembly; precompiled, they load several times faster.
"""

from __future__ import annotations

import json
import py_compile
import site
import sys
import tempfile
import zipfile
from pathlib import Path

from pinochle import web

# The rest finder's source (run with the current directory, the repository, mounted).
REST_FINDER = Path(__file__).resolve().parent / "offline" / "stdlib_rest.py"
REST_NAMES_LINE = "NAMES: frozenset[str] = frozenset()"
REST_MODULE = "_stdlib_rest"
# Where Pyodide puts its standard library zip; the browser's goes to the same place.
STDLIB_PATH = next(path for path in sys.path if path.endswith(".zip"))
# Where the browser's worker puts the engine zip (docs/assets/calculators/worker.js).
ENGINE_PATH = "/lib/pinochle_engine.zip"

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


def split_stdlib(archive: str, members: set[str], core_out: Path, rest_out: Path) -> None:
    """Write the loaded ``members`` as bytecode with the rest finder, and the others."""
    rest_names = set()
    with (
        zipfile.ZipFile(archive) as source,
        zipfile.ZipFile(core_out, "w", zipfile.ZIP_STORED) as core,
        zipfile.ZipFile(rest_out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as rest,
        tempfile.TemporaryDirectory() as scratch,
    ):
        for info in source.infolist():
            if info.filename not in members:
                rest.writestr(info, source.read(info))
                rest_names.add(top_level_name(info.filename))
                continue
            code = compile_member(source.read(info), info.filename, Path(scratch))
            core.writestr(zipfile.ZipInfo(info.filename + "c", date_time=info.date_time), code)
        finder = REST_FINDER.read_text().replace(REST_NAMES_LINE, rest_names_line(rest_names))
        code = compile_member(finder.encode(), REST_MODULE + ".py", Path(scratch))
        core.writestr(REST_MODULE + ".pyc", code)


def compile_member(source: bytes, member: str, scratch: Path) -> bytes:
    """Unchecked-hash bytecode of one zip member, its tracebacks naming the zip's path."""
    source_file = scratch / "src" / member
    source_file.parent.mkdir(parents=True, exist_ok=True)
    source_file.write_bytes(source)
    return compile_to(source_file, scratch / "pyc" / (member + "c"), f"{STDLIB_PATH}/{member}")


def top_level_name(member: str) -> str:
    """``email/mime/text.py`` → ``email``; ``textwrap.py`` → ``textwrap``."""
    return member.split("/")[0].removesuffix(".py").removesuffix(".pyc")


def rest_names_line(names: set[str]) -> str:
    return f"NAMES: frozenset[str] = frozenset({sorted(names)!r})"


def engine_zip(out: Path) -> int:
    """Write the installed engine as the browser imports it: each module's bytecode where
    its source was, and the package's data (the catalogs); return how many modules."""
    packages = Path(site.getsitepackages()[0])
    files = sorted(path for path in (packages / "pinochle").rglob("*") if path.is_file())
    modules = 0
    with (
        zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as target,
        tempfile.TemporaryDirectory() as scratch,
    ):
        for path in files:
            member = path.relative_to(packages).as_posix()
            if path.suffix == ".py":
                shown_as = f"{ENGINE_PATH}/{member}"
                code = compile_to(path, Path(scratch, member + "c"), shown_as)
                target.writestr(member + "c", code)
                modules += 1
            elif "__pycache__" not in path.parts:
                target.write(path, member)
    return modules


def main() -> None:
    stdlib_out, rest_out, engine_out = (Path(argument) for argument in sys.argv[1:4])
    for name in web.__all__:
        getattr(web, name)
    for entry, request in REQUESTS.items():
        answer = json.loads(entry(json.dumps(request)))
        if "error" in answer:
            raise SystemExit(f"precompile: {entry.__name__} failed: {answer['error']}")
    members = loaded_from(STDLIB_PATH)
    split_stdlib(STDLIB_PATH, members, stdlib_out, rest_out)
    modules = engine_zip(engine_out)
    print(f"precompile: {len(members)} standard library and {modules} engine modules")


if __name__ == "__main__":
    main()
