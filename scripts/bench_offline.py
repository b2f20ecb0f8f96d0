"""Browser benchmarks of the offline work (part of ``make bench``; prints, asserts nothing).

Beside a bare Pyodide cold boot measured in the same run:

- a revisit served by the service worker: the calculator visited once in a
  fresh profile until the site is cached (``data-offline="ready"``) and the
  worker has kept its interpreter snapshot, that page closed, the calculator
  opened again in a new page (Python restored from the snapshot);
- the switch from the calculator to the checks calculator by the site's own
  navigation (instant navigation keeps the tab's Python worker), from the
  click until the checks calculator is ready;
- the bytes the service worker precaches for one language, raw and as the
  host sends them (the precompressed gzip and brotli copies).
"""

from __future__ import annotations

import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from local_site import CHROMIUM, CHROMIUM_ARGS
from playwright.sync_api import Page, Playwright

TimeToReady = Callable[[Page, str], float]

ROUNDS = 3
# Whether the engine's worker has kept its interpreter snapshot (snapshot.js),
# as it has by the time a reader comes back.
SNAPSHOT_KEPT = """async () => {
  const cache = await caches.open("python-snapshots");
  return (await cache.keys()).length > 0;
}"""
# Clicks the checks calculator's entry in the navigation; resolves with the
# milliseconds until that widget is ready.
SWITCH = """async () => {
  const start = performance.now();
  document.querySelector('.md-nav--primary a[href$="checks-calculator.html"]').click();
  await new Promise((resolve) => {
    const check = () => document.querySelector(
      '[data-testid="checks-calculator"][data-state="ready"]') ? resolve() : setTimeout(check, 5);
    check();
  });
  return performance.now() - start;
}"""


def wait_for_snapshot(page: Page, seconds: float = 120) -> None:
    """Poll until the page's worker has kept its snapshot (an async check, which
    ``wait_for_function`` would take for done at once)."""
    deadline = time.monotonic() + seconds
    while not page.evaluate(SNAPSHOT_KEPT):
        if time.monotonic() > deadline:
            raise TimeoutError(f"no interpreter snapshot after {seconds} s")
        page.wait_for_timeout(100)


def revisit_and_switch(
    playwright: Playwright, origin: str, ready_watch: str, time_to_ready: TimeToReady
) -> tuple[float, float]:
    """Milliseconds to ready on a revisit served by the service worker, and of a page switch."""
    calculator = f"{origin}/calculator.html"
    with tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
        )
        context.add_init_script(ready_watch)
        first = context.pages[0]
        time_to_ready(first, calculator)
        first.wait_for_function(
            "document.documentElement.dataset.offline === 'ready'", timeout=120_000
        )
        wait_for_snapshot(first)
        again = context.new_page()
        first.close()
        revisit = time_to_ready(again, calculator)
        switch = float(again.evaluate(SWITCH))
        context.close()
    return revisit, switch


def report(
    playwright: Playwright,
    origin: str,
    ready_watch: str,
    time_to_ready: TimeToReady,
    bare_cold: Callable[[], float],
) -> None:
    runs = [
        revisit_and_switch(playwright, origin, ready_watch, time_to_ready) for _ in range(ROUNDS)
    ]
    cold = statistics.median(bare_cold() for _ in range(ROUNDS))
    print(f"\nwith the service worker and instant navigation (median of {ROUNDS}, ms)")
    for index, label in enumerate(("revisit from the service worker", "page-to-page switch")):
        ours = statistics.median(run[index] for run in runs)
        print(f"  {label}: {ours:7.0f}   bare Pyodide cold {cold:7.0f}   ratio {ours / cold:.2f}")


def served_size(path: Path, suffix: str) -> int:
    """The bytes a host sends for ``path`` from its precompressed copies ``.gz`` or ``.br``."""
    packed = Path(f"{path}{suffix}")
    return (packed if packed.is_file() else path).stat().st_size


def sent_sizes(files: list[Path]) -> str:
    """The bytes as a host sends ``files`` from the gzip copies, and from the brotli ones."""
    gzip, brotli = (sum(served_size(file, suffix) for file in files) for suffix in (".gz", ".br"))
    return f"as sent: gzip copies {gzip / 1e6:.2f} MB, brotli copies {brotli / 1e6:.2f} MB"


def precache_bytes(site: Path, entries: list[tuple[str, str, str | None]]) -> None:
    files = [site / path for path, _, lang in entries if lang in (None, "en")]
    raw = sum(file.stat().st_size for file in files)
    print(f"\nthe service worker's precache for one language ({len(files)} files)")
    print(f"  raw {raw / 1e6:.2f} MB   {sent_sizes(files)}")
