"""Precompressed copies (``NAME.gz``) of the built site's compressible files.

A static host that serves them when the browser accepts gzip (nginx
``gzip_static on``, Caddy ``precompressed gzip``, Apache with a rewrite to
``.gz`` and ``Content-Encoding: gzip``; see the README) sends the WebAssembly
binary in a third of its bytes without compressing on every request. Zip
archives, wheels and pictures are compressed already and are left alone.
"""

from __future__ import annotations

import gzip
from pathlib import Path

COMPRESSIBLE = (".html", ".js", ".mjs", ".css", ".json", ".wasm", ".svg", ".xml", ".webmanifest")
SMALLEST = 1024


def compress_site(site: Path) -> int:
    """Write ``NAME.gz`` beside every compressible file of ``site``; return how many."""
    count = 0
    for path in sorted(site.rglob("*")):
        if not path.is_file() or not path.name.endswith(COMPRESSIBLE):
            continue
        data = path.read_bytes()
        if len(data) < SMALLEST:
            continue
        packed = gzip.compress(data, compresslevel=9, mtime=0)
        if len(packed) < len(data):
            path.with_name(path.name + ".gz").write_bytes(packed)
            count += 1
    return count
