"""The built site on this machine: a strict build, a quiet server on 127.0.0.1, and
how Debian's Chromium is started. Shared by the browser tests and ``make bench``.
"""

from __future__ import annotations

import functools
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Playwright

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = Path("/usr/bin/chromium")
# Without the background-networking flags Chromium tries other hosts at start-up.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
]
BROWSER_TYPES = {".mjs": "text/javascript", ".wasm": "application/wasm"}


class SiteHandler(SimpleHTTPRequestHandler):
    def guess_type(self, path: str | os.PathLike[str]) -> str:
        """The two types the browser insists on, whatever the machine's mime.types says: a
        module script needs a JavaScript type, WebAssembly compiles while it downloads only
        as application/wasm."""
        return BROWSER_TYPES.get(Path(path).suffix) or super().guess_type(path)

    def log_message(self, format: str, *args: object) -> None:
        """Quiet: the callers report what matters."""


def launch(playwright: Playwright) -> Browser:
    """Debian's Chromium, headless, quiet towards other hosts."""
    return playwright.chromium.launch(
        executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
    )


@contextmanager
def serve(directory: Path) -> Iterator[str]:
    """Serve ``directory`` on a free port of 127.0.0.1; yield the origin."""
    handler = functools.partial(SiteHandler, directory=str(directory))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def build_site(target: Path) -> subprocess.CompletedProcess[str]:
    """``mkdocs build --strict`` into ``target``; the caller decides what a failure means."""
    return subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(target)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
        check=False,
    )
