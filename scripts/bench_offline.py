"""Browser benchmarks of the offline work (part of ``make bench``; prints, asserts nothing).

Beside a bare Pyodide cold boot measured in the same run:

- a revisit as a reader makes one, for the calculator, the Play page and
  Practice: the page visited once in a fresh profile until the site is
  cached (``data-offline="ready"``) and the worker has kept its interpreter
  snapshot, that tab closed, then the page opened in a new tab, timed from
  navigation to the widget's ``data-state="ready"``; with how Python started
  (``data-python-start``: "restored" from the snapshot) and where the time
  went, from the engine worker's marks (worker.js ``MARKS``);
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
from typing import NamedTuple

from local_site import CHROMIUM, CHROMIUM_ARGS
from playwright.sync_api import Page, Playwright

TimeToReady = Callable[[Page, str], float]

ROUNDS = 3
REVISITED = ("calculator", "play", "practice")
# The engine worker's marks of its start (worker.js), in order.
MARKS = ("engine:boot", "engine:snapshot-read", "engine:python-started", "engine:ready")
WORKER_MARKS = """performance.getEntriesByType("mark")
  .map((mark) => [mark.name, performance.timeOrigin + mark.startTime])"""
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


def worker_marks(page: Page) -> dict[str, float]:
    """The engine worker's start marks (worker.js), in milliseconds on the page's clock."""
    origin = float(page.evaluate("performance.timeOrigin"))
    for worker in page.workers:
        if worker.url.split("?")[0].endswith("/worker.js"):
            marks: list[list[object]] = worker.evaluate(WORKER_MARKS)
            return {str(name): float(str(at)) - origin for name, at in marks}
    return {}


class Revisit(NamedTuple):
    ready: float  # ms from navigation to the widget's data-state="ready"
    start: str  # data-python-start: "restored" or "fresh"
    marks: dict[str, float]  # the engine worker's marks, ms from navigation
    switch: float | None  # the calculator only: ms of a page switch after it


# How the reader comes back: a new tab in the window still open (another tab in it, here a
# blank one), or, every tab closed, a new window: the words, which add about
# 0.25 s of Chromium's own work (the new window's renderers) that no site can change.
COMEBACKS = {
    "a new tab in the open window": True,
    "a new window, every tab closed": False,
}


def revisit(
    playwright: Playwright,
    url: str,
    ready_watch: str,
    time_to_ready: TimeToReady,
    window_open: bool,
) -> Revisit:
    """A reader's second visit to ``url``: the first visit over and its tab closed, then a
    new tab, in the window still open or (``window_open`` false) in a new one."""
    with tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
        )
        context.add_init_script(ready_watch)
        first = context.pages[0]
        time_to_ready(first, url)
        first.wait_for_function(
            "document.documentElement.dataset.offline === 'ready'", timeout=120_000
        )
        wait_for_snapshot(first)
        if window_open:
            context.new_page()
        first.close()
        again = context.new_page()
        ready = time_to_ready(again, url)
        start = str(again.evaluate("document.documentElement.dataset.pythonStart"))
        marks = worker_marks(again)
        switch = float(again.evaluate(SWITCH)) if url.endswith("/calculator.html") else None
        context.close()
    return Revisit(ready, start, marks, switch)


def spread(values: list[float]) -> str:
    return f"{statistics.median(values):7.0f} ({min(values):.0f}–{max(values):.0f})"


def report(
    playwright: Playwright,
    origin: str,
    ready_watch: str,
    time_to_ready: TimeToReady,
    bare_cold: Callable[[], float],
) -> None:
    runs = {(way, page): list[Revisit]() for way in COMEBACKS for page in REVISITED}
    cold: list[float] = []
    for _ in range(ROUNDS):
        for (way, page), visits in runs.items():
            url = f"{origin}/{page}.html"
            visits.append(revisit(playwright, url, ready_watch, time_to_ready, COMEBACKS[way]))
        cold.append(bare_cold())
    bare = statistics.median(cold)
    print(
        f"\na reader's revisit, the first visit's tab closed (median and range of {ROUNDS}, ms;"
        f" bare Pyodide cold {spread(cold)})"
    )
    for way in COMEBACKS:
        print(f"  {way}:")
        for page in REVISITED:
            visits = runs[way, page]
            ready = [visit.ready for visit in visits]
            starts = sorted({visit.start for visit in visits})
            print(
                f"    {page:10} {spread(ready)}   ratio {statistics.median(ready) / bare:.2f}"
                f"   Python {'/'.join(starts)}"
            )
            phases = [name for name in MARKS if all(name in visit.marks for visit in visits)]
            line = ", ".join(
                f"{name} {statistics.median(visit.marks[name] for visit in visits):.0f}"
                for name in phases
            )
            print(f"      worker's marks (ms from navigation): {line}")
    calculator = runs[next(iter(COMEBACKS)), "calculator"]
    switches = [visit.switch for visit in calculator if visit.switch is not None]
    print(
        f"  page-to-page switch (instant navigation, calculator → checks calculator):"
        f" {spread(switches)}   ratio {statistics.median(switches) / bare:.2f}"
    )


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
