"""The rest of the standard library, fetched the first time one of its modules is imported.

Shipped inside the browser's standard library zip as ``_stdlib_rest``
(``scripts/precompile.py``). That zip holds only the modules Pyodide and the
engine import, as bytecode; every other module of Pyodide's standard library
is in a second zip beside it, which nobody downloads until something imports
one of its modules: then the finder fetches it (synchronously: the import
waits, as it would for a file) and puts it on ``sys.path``. So an import
nobody foresaw still works, a moment later, and a page's start fetches only
what it runs. Where the rest zip is on the file system already (the engine's
test suite under Node.js, ``scripts/pyodide_tests.py``), nothing is fetched.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from importlib.machinery import ModuleSpec, PathFinder
from types import ModuleType

# The rest zip's top-level modules and packages: written in by scripts/precompile.py.
NAMES: frozenset[str] = frozenset()
LOCATION = "/lib/python_stdlib_rest.zip"


class RestOfStdlib:
    """A finder, last on ``sys.meta_path``, for the modules of the rest zip at ``url``.

    Some packages are split between the two zips (``importlib`` starts with
    ``importlib.machinery``; ``importlib.resources`` is in the rest): a module
    inside a package is looked for in the package's part of the rest zip too,
    which then joins the package's ``__path__``.
    """

    def __init__(self, url: str) -> None:
        self.url = url

    def find_spec(
        self, name: str, path: Sequence[str] | None = None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if name.partition(".")[0] not in NAMES:
            return None
        if not os.path.exists(LOCATION):
            with open(LOCATION, "wb") as file:
                file.write(fetch(self.url))
            forget_importers()
        if LOCATION not in sys.path:
            sys.path.append(LOCATION)
        if path is not None:
            package, _, _ = name.rpartition(".")
            inside = "/".join([LOCATION, *package.split(".")])
            path = [*path, inside]
            parent = sys.modules.get(package)
            if parent is not None and inside not in parent.__path__:
                parent.__path__.append(inside)
        return PathFinder.find_spec(name, path, target)


def fetch(url: str) -> bytes:
    """The bytes at ``url``, fetched synchronously (a Web Worker may)."""
    from js import XMLHttpRequest  # type: ignore[import-not-found]

    request = XMLHttpRequest.new()
    request.open("GET", url, False)
    request.responseType = "arraybuffer"
    request.send()
    if request.status != 200:
        raise ImportError(f"the rest of the standard library is not at {url} ({request.status})")
    data: bytes = request.response.to_bytes()
    return data


def forget_importers() -> None:
    """Drop the importers cached for paths in the rest zip (made while it was missing)."""
    for path in [path for path in sys.path_importer_cache if path.startswith(LOCATION)]:
        del sys.path_importer_cache[path]


def install(url: str) -> None:
    """Let imports reach the rest zip at ``url``; again after a snapshot is restored,
    whose memory may know the zip while the file system no longer holds it."""
    sys.meta_path[:] = [finder for finder in sys.meta_path if not isinstance(finder, RestOfStdlib)]
    sys.meta_path.append(RestOfStdlib(url))
    if not os.path.exists(LOCATION):
        forget_importers()
