"""The built site on this machine: a strict build, a quiet server on 127.0.0.1, and
how Debian's Chromium is started. Shared by the browser tests and ``make bench``.
"""

from __future__ import annotations

import functools
import io
import os
import socket
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO

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
# The encodings of the precompressed copies, in the order a host prefers them.
PRECOMPRESSED = (("br", ".br"), ("gzip", ".gz"))


class SiteHandler(SimpleHTTPRequestHandler):
    def guess_type(self, path: str | os.PathLike[str]) -> str:
        """The two types the browser insists on, whatever the machine's mime.types says: a
        module script needs a JavaScript type, WebAssembly compiles while it downloads only
        as application/wasm."""
        return BROWSER_TYPES.get(Path(path).suffix) or super().guess_type(path)

    def send_head(self) -> io.BytesIO | BinaryIO | None:
        """The precompressed copy (``NAME.br`` or ``NAME.gz``, scripts/offline/compress.py)
        when the browser accepts its encoding, as a host with ``brotli_static`` and
        ``gzip_static`` would send it."""
        path = Path(self.translate_path(self.path))
        accepted = self.headers.get("Accept-Encoding", "")
        for encoding, suffix in PRECOMPRESSED:
            packed = Path(f"{path}{suffix}")
            if encoding in accepted and not path.is_dir() and packed.is_file():
                break
        else:
            return super().send_head()
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", encoding)
        self.send_header("Content-Length", str(packed.stat().st_size))
        self.send_header("Last-Modified", self.date_time_string(int(packed.stat().st_mtime)))
        self.end_headers()
        return packed.open("rb")

    def log_message(self, format: str, *args: object) -> None:
        """Quiet: the callers report what matters."""

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """A missing file gets the site's own ``404.html``, as a static host serves it."""
        page = Path(self.directory) / "404.html"
        if code != 404 or not page.is_file():
            super().send_error(code, message, explain)
            return
        body = page.read_bytes()
        self.send_response(404)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)


class SiteServer(ThreadingHTTPServer):
    """A server that, once closed, answers nothing more: the connections a browser has
    opened ahead (preconnected, idle) are cut too, as when a host goes away."""

    def __init__(self, address: tuple[str, int], handler: Callable[..., SiteHandler]) -> None:
        super().__init__(address, handler)
        self._open: set[socket.socket] = set()
        self._lock = threading.Lock()

    def process_request(self, request: Any, client_address: Any) -> None:
        with self._lock:
            self._open.add(request)
        super().process_request(request, client_address)

    def shutdown_request(self, request: Any) -> None:
        with self._lock:
            self._open.discard(request)
        super().shutdown_request(request)

    def server_close(self) -> None:
        with self._lock:
            connections, self._open = self._open, set()
        for connection in connections:
            with suppress(OSError):
                connection.shutdown(socket.SHUT_RDWR)
        super().server_close()


def launch(playwright: Playwright) -> Browser:
    """Debian's Chromium, headless, quiet towards other hosts."""
    return playwright.chromium.launch(
        executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
    )


@contextmanager
def serve(directory: Path) -> Iterator[str]:
    """Serve ``directory`` on a free port of 127.0.0.1; yield the origin."""
    handler = functools.partial(SiteHandler, directory=str(directory))
    server = SiteServer(("127.0.0.1", 0), handler)
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
