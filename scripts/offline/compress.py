"""Precompressed copies (``NAME.br`` and ``NAME.gz``) of the built site's compressible files.

A static host that serves them to a browser that accepts the encoding (nginx
``brotli_static``/``gzip_static on``, Caddy ``precompressed br gzip``, Apache
with a rewrite and ``Content-Encoding``; Netlify and Cloudflare Pages compress
on their own; see the README) sends the WebAssembly binary in under a third
of its bytes without compressing on every request. Brotli at its highest
quality packs about a fifth better than gzip; it is slow (half a minute for
the WebAssembly binary), so the copy of each large file is kept in
``.cache/brotli/`` under a digest of the file and made again only when the
file changes (Pyodide's rarely do).

The start-up standard library and the engine are zips stored
uncompressed (``scripts/precompile.py``) so that these copies pack them
whole; the other archives and the pictures are compressed already and are
left alone.
"""

from __future__ import annotations

import gzip
import hashlib
from pathlib import Path

import brotli

COMPRESSIBLE = (".html", ".js", ".mjs", ".css", ".json", ".wasm", ".svg", ".xml", ".webmanifest")
STORED_ARCHIVES = ("python_stdlib-", "pinochle_engine-")
SMALLEST = 1024
CACHED_FROM = 256 * 1024
CACHE = Path(__file__).resolve().parents[2] / ".cache" / "brotli"
BROTLI_QUALITY = 11


def compressible(path: Path) -> bool:
    if path.name.endswith(".zip"):
        return path.name.startswith(STORED_ARCHIVES)
    return path.name.endswith(COMPRESSIBLE)


def brotli_copy(data: bytes) -> bytes:
    """``data`` packed by brotli at its highest quality; a large file's from the cache when it
    was packed before."""
    if len(data) < CACHED_FROM:
        return bytes(brotli.compress(data, quality=BROTLI_QUALITY))
    cached = CACHE / f"{hashlib.sha256(data).hexdigest()}.br"
    if cached.is_file():
        return cached.read_bytes()
    packed = bytes(brotli.compress(data, quality=BROTLI_QUALITY))
    CACHE.mkdir(parents=True, exist_ok=True)
    partial = cached.with_suffix(".partial")
    partial.write_bytes(packed)
    partial.replace(cached)
    return packed


def compress_site(site: Path) -> int:
    """Write ``NAME.br`` and ``NAME.gz`` beside every compressible file of ``site``; return
    how many files have them."""
    count = 0
    for path in sorted(site.rglob("*")):
        if not path.is_file() or not compressible(path):
            continue
        data = path.read_bytes()
        if len(data) < SMALLEST:
            continue
        packed = gzip.compress(data, compresslevel=9, mtime=0)
        if len(packed) < len(data):
            path.with_name(path.name + ".gz").write_bytes(packed)
            path.with_name(path.name + ".br").write_bytes(brotli_copy(data))
            count += 1
    return count
