"""Browser benchmarks (``make bench``): the meld calculator against bare Pyodide, in Chromium.

Prints, asserts nothing. One run builds the site into a temporary folder,
adds a bare page beside it (a Web Worker that boots the same Pyodide runtime
files unmodified, the package's own standard library and lock file included,
and runs one line of Python), serves both on 127.0.0.1 and measures:

- time from navigation to ready (the calculator: ``data-state="ready"`` with
  its first result shown; the bare page: ``runPython`` answered), cold (a new
  browser context, empty caches) and warm (a reload in the same context), on
  127.0.0.1 and on an emulated 20 Mbit/s, 40 ms link, each as a ratio to the
  bare page; on 127.0.0.1 also the site's engine worker on a page that does
  nothing else, booted as the calculator boots it and answering its first
  meld (the page's own theme and widget left out: what Pyodide's start and
  the engine cost alone);
- the latency of one meld calculation after ready, typed into the text box
  until the totals change, median and p95 over 200;
- the bytes the calculator page fetches before it is ready (raw, gzip as a
  compressing host would send them, and as a host sends the precompressed gzip
  and brotli copies), and that a text page fetches no Pyodide (the service
  worker's precaching, which starts once a page is ready, not counted);
- the memory snapshot a site could ship instead (``scripts/shipped_snapshot.mjs``),
  compressed, beside the bytes before ready;
- the Play page (``play_latency``): each reader action answered, the computer
  players' replies up to the reader's next decision included, from the tap
  until the page waits for the reader again (reduced motion: no pauses between
  moves), a hint until its words show, and at each hand's end the review, from
  the hand shown over until the review shows; median and p95.

``--only revisit`` measures a reader's revisit alone, each page beside a bare
Pyodide cold boot of the same run (``bench_offline.report``).
"""

from __future__ import annotations

import argparse
import gzip
import html
import json
import math
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urlsplit

import bench_offline
import brotli
from bench_offline import sent_sizes
from local_site import CHROMIUM, CHROMIUM_ARGS, ROOT, build_site, launch, serve
from offline.compress import BROTLI_QUALITY
from offline.precache import precached
from pinochle.bots import DEFAULT as DEFAULT_PLAYERS
from playwright.sync_api import (
    Browser,
    BrowserContext,
    CDPSession,
    Page,
    Playwright,
    sync_playwright,
)

PYODIDE = ROOT / "node_modules" / "pyodide"
ROUNDS = 5
REQUESTS = 200
LINK: dict[str, object] = {
    "offline": False,
    "latency": 40,
    "downloadThroughput": 20e6 / 8,
    "uploadThroughput": 20e6 / 8,
}
EXAMPLES = (
    ("AH TH KH QH JH 9H KS QS JD AC AD AS", "32"),
    ("KH QH KS QS KD QD KC QC AH TH JH JD", "39"),
)

BARE_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Bare Pyodide</title></head>
<body><p>Bare Pyodide</p><script type="module">
const worker = new Worker("bare-worker.mjs", {type: "module"});
worker.onmessage = () => { window.benchReadyAt = performance.now(); };
</script></body></html>
"""
BARE_WORKER = """import { loadPyodide } from "./pyodide/pyodide.mjs";
const pyodide = await loadPyodide();
pyodide.runPython("1 + 1");
postMessage("ready");
"""
# The site's engine worker alone: booted with the runtime the calculator hands it,
# ready once it has answered the calculator's first request.
ENGINE_ALONE_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>The engine alone</title></head>
<body><p>The engine alone</p><script type="module">
const worker = new Worker("../assets/calculators/worker.js", {type: "module", name: RUNTIME});
worker.onmessage = ({data}) => {
  const first = {type: "call", id: 0, entry: "meld", request: REQUEST};
  if (data.type === "ready") worker.postMessage(first);
  else if (data.response) window.benchReadyAt = performance.now();
};
</script></body></html>
"""
# Marks the moment a calculator reaches data-state="ready", on the page's own clock.
READY_WATCH = """
new MutationObserver((changes, observer) => {
  if (document.querySelector('[data-state="ready"]')) {
    window.benchReadyAt = performance.now();
    observer.disconnect();
  }
}).observe(document, {subtree: true, attributes: true, attributeFilter: ["data-state"]});
"""
# Types the two worked examples in turn and times each until its total shows.
LATENCY = """async ([examples, count]) => {
  const input = document.querySelector('[data-testid="hand-input"]');
  const points = document.querySelector('[data-testid="meld-points"]');
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const [hand, total] = examples[(i + 1) % 2];
    const shown = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (points.textContent === total) { observer.disconnect(); resolve(); }
      });
      observer.observe(points, {childList: true, characterData: true, subtree: true});
    });
    const start = performance.now();
    input.value = hand;
    input.dispatchEvent(new Event("input"));
    await shown;
    times.push(performance.now() - start);
  }
  return times;
}"""


def build(directory: Path) -> None:
    done = build_site(directory)
    if done.returncode:
        sys.exit(f"mkdocs build --strict failed:\n{done.stdout}{done.stderr}")
    bare = directory / "bench"
    (bare / "pyodide").mkdir(parents=True)
    for name in (
        "pyodide.mjs",
        "pyodide.asm.mjs",
        "pyodide.asm.wasm",
        "python_stdlib.zip",
        "pyodide-lock.json",
    ):
        shutil.copyfile(PYODIDE / name, bare / "pyodide" / name)
    (bare / "bare.html").write_text(BARE_PAGE)
    (bare / "bare-worker.mjs").write_text(BARE_WORKER)
    request = {"hand": EXAMPLES[0][0], "trump": "H", "rules": "check", "table": "standard"}
    alone = ENGINE_ALONE_PAGE.replace("REQUEST", json.dumps(json.dumps(request)))
    alone = alone.replace("RUNTIME", json.dumps(json.dumps(runtime(directory))))
    (bare / "engine-alone.html").write_text(alone)


def runtime(site: Path) -> dict[str, object]:
    """The runtime files the calculator page hands its worker (its widget's configuration)."""
    page = (site / "calculator.html").read_text()
    found = re.search(r'data-config="([^"]*)"', page)
    if found is None:
        sys.exit("calculator.html has no widget configuration")
    config: dict[str, object] = json.loads(html.unescape(found.group(1)))["runtime"]
    return config


def throttle(context: BrowserContext, page: Page, link: dict[str, object] | None) -> CDPSession:
    """Emulate ``link`` for the page (Chromium applies it to the page's workers too)."""
    session = context.new_cdp_session(page)
    session.send("Network.enable")
    if link:
        session.send("Network.emulateNetworkConditions", link)
    return session


def time_to_ready(page: Page, url: str) -> float:
    page.goto(url)
    page.wait_for_function("window.benchReadyAt !== undefined", timeout=120_000, polling=50)
    return float(page.evaluate("window.benchReadyAt"))


def measure(
    playwright: Playwright, url: str, link: dict[str, object] | None
) -> tuple[float, float]:
    """Milliseconds to ready: cold (a new profile), then warm (a reload with that profile).

    A profile on disk, as a reader's browser has: its HTTP cache keeps the
    10 MB WebAssembly file, which an in-memory (incognito) cache would not.
    """
    with tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
        )
        context.add_init_script(READY_WATCH)
        page = context.pages[0]
        throttle(context, page, link)
        cold = time_to_ready(page, url)
        warm = time_to_ready(page, url)
        context.close()
    return cold, warm


def compare(
    playwright: Playwright,
    origin: str,
    link: dict[str, object] | None,
    label: str,
    *,
    engine_alone: bool = False,
) -> None:
    pages = {"calculator": "calculator.html", "bare": "bench/bare.html"}
    if engine_alone:
        pages["engine alone"] = "bench/engine-alone.html"
    runs: dict[str, list[tuple[float, float]]] = {name: [] for name in pages}
    for _ in range(ROUNDS):
        for name, path in pages.items():
            runs[name].append(measure(playwright, f"{origin}/{path}", link))
    print(f"\ntime from navigation to ready, {label} (median of {ROUNDS}, ms)")
    for index, kind in enumerate(("cold", "warm")):
        theirs = statistics.median(run[index] for run in runs["bare"])
        for name in (name for name in pages if name != "bare"):
            ours = statistics.median(run[index] for run in runs[name])
            print(
                f"  {kind}: {name} {ours:7.0f}   bare Pyodide {theirs:7.0f}"
                f"   ratio {ours / theirs:.2f}"
            )


def print_times(name: str, times: list[float]) -> None:
    times = sorted(times)
    p95 = times[math.ceil(0.95 * len(times)) - 1]  # nearest rank
    print(
        f"  {name}: {len(times)}   median {statistics.median(times):.1f} ms"
        f"   p95 {p95:.1f} ms   max {times[-1]:.1f} ms"
    )


def latency(browser: Browser, origin: str) -> None:
    context = browser.new_context()
    context.add_init_script(READY_WATCH)
    page = context.new_page()
    time_to_ready(page, f"{origin}/calculator.html")
    times = page.evaluate(LATENCY, [EXAMPLES, REQUESTS])
    context.close()
    print("\none meld calculation after ready, typed until its total shows")
    print_times("requests", times)


# Plays the Play page by a fixed strategy (the pass, else the first allowed call,
# suit, cards or card; going on after the meld and each hand) and times each
# action until the page waits for the reader again, and each hint until it shows.
PLAY_LATENCY = """async (count) => {
  const root = document.querySelector('[data-testid="play"]');
  const pick = (testid) =>
    root.querySelector(`[data-testid="${testid}"]:not([aria-disabled="true"])`);
  const settled = () => new Promise((resolve) => {
    const check = () => root.dataset.phase !== "waiting" && (observer.disconnect(), resolve());
    const observer = new MutationObserver(check);
    observer.observe(root, {attributes: true, attributeFilter: ["data-phase"]});
    check();
  });
  const review = root.querySelector('[data-testid="play-review"]');
  const reviewed = () => new Promise((resolve) => {
    const check = () => !review.hidden && (observer.disconnect(), resolve());
    const observer = new MutationObserver(check);
    observer.observe(review, {attributes: true, attributeFilter: ["hidden"]});
    check();
  });
  const actions = [], hints = [], reviews = [];
  while (actions.length < count && root.dataset.phase !== "game-over") {
    const phase = root.dataset.phase;
    if (phase === "play" || phase === "bidding") {
      const message = root.querySelector('[data-testid="play-message"]');
      message.textContent = "";
      const start = performance.now();
      const shown = new Promise((resolve) => {
        const observer = new MutationObserver(
          () => message.textContent && (observer.disconnect(), resolve()),
        );
        observer.observe(message, {childList: true, characterData: true, subtree: true});
      });
      pick("play-hint").click();
      await shown;
      hints.push(performance.now() - start);
    }
    let target = null;
    const pass = root.querySelector(
      '[data-testid="bid-option"][data-bid="pass"]:not([aria-disabled="true"])',
    );
    if (phase === "bidding") target = pass ?? pick("bid-option");
    else if (phase === "trump") target = pick("trump-option");
    else if (phase === "play") target = pick("hand-card");
    else if (phase === "passing") {
      const cards = [...root.querySelectorAll('[data-testid="hand-card"]')];
      cards.slice(0, 4).forEach((card) => card.click());
      target = root.querySelector('[data-testid="pass-confirm"]');
    } else target = pick("play-next");
    const start = performance.now();
    target.click();
    await settled();
    const end = performance.now();
    actions.push(end - start);
    if (root.dataset.phase === "hand-over" || root.dataset.phase === "game-over") {
      await reviewed();
      reviews.push(performance.now() - end);
    }
  }
  return {actions, hints, reviews};
}"""


# Each engine call the page makes, timed from request to answer (the computation
# alone, the table's pacing apart): window.benchCalls holds [op, ms] pairs.
WORKER_CALLS = """
window.benchCalls = [];
const NativeWorker = window.Worker;
window.Worker = class extends NativeWorker {
  constructor(...args) {
    super(...args);
    const sent = new Map();
    const post = this.postMessage.bind(this);
    this.postMessage = (data, ...rest) => {
      if (data?.type === "call") {
        sent.set(data.id, [JSON.parse(data.request).op, performance.now()]);
      }
      return post(data, ...rest);
    };
    this.addEventListener("message", ({data}) => {
      if (data?.type !== "answer" || !sent.has(data.id)) return;
      const [op, start] = sent.get(data.id);
      sent.delete(data.id);
      window.benchCalls.push([op, performance.now() - start]);
    });
  }
};
"""

# (rules, players, reader actions): the expert tables are fewer, each action
# waiting on the table's pacing.
PLAY_TABLES = (
    ("check", DEFAULT_PLAYERS, REQUESTS),
    ("standard", DEFAULT_PLAYERS, REQUESTS),
    ("double-deck", DEFAULT_PLAYERS, REQUESTS),
    ("check", "basic", REQUESTS),
    ("check", "expert", 60),
    ("standard", "expert", 60),
    ("double-deck", "expert", 60),
)


def play_latency(browser: Browser, origin: str) -> None:
    """The Play page: each reader action and each hint, timed in the page, with the default
    players in every profile, the ``basic`` players in Check Pinochle and the ``expert``
    players in each; and each engine call's computation alone, by operation."""
    for rules, players, count in PLAY_TABLES:
        context = browser.new_context(reduced_motion="reduce")
        context.add_init_script(WORKER_CALLS)
        page = context.new_page()
        page.goto(f"{origin}/play.html#rules={rules}&seed=1&players={players}")
        page.wait_for_function(
            "document.querySelector('[data-testid=play]').dataset.phase", timeout=120_000
        )
        page.evaluate("window.benchCalls.length = 0")
        timed = page.evaluate(PLAY_LATENCY, count)
        print(
            f"\nPlay page, {rules}, {players} players: after ready, from tap to the next decision"
        )
        for name in ("actions", "hints", "reviews"):
            if timed[name]:
                print_times(name, timed[name])
        calls: dict[str, list[float]] = {}
        for op, ms in page.evaluate("window.benchCalls"):
            calls.setdefault(op, []).append(ms)
        print("  the engine's computation alone, each call from request to answer")
        for op in ("act", "ahead", "hint", "review"):
            if op in calls:
                print_times(op, calls[op])
        context.close()


def fetched(
    browser: Browser, origin: str, site: Path, path: str, until: Callable[[Page], None]
) -> list[Path]:
    """The site files a fresh page at ``path`` fetches until ``until`` returns."""
    context = browser.new_context()
    context.add_init_script(READY_WATCH)
    urls: list[str] = []
    # The page's own requests and its workers'; not the service worker's precaching.
    context.on(
        "requestfinished",
        lambda request: urls.append(request.url) if request.service_worker is None else None,
    )
    page = context.new_page()
    page.goto(f"{origin}/{path}")
    until(page)
    files = [site / urlsplit(url).path.lstrip("/") for url in urls if url.startswith(origin)]
    context.close()
    return [file for file in files if file.is_file()]


def transfer(browser: Browser, origin: str, site: Path) -> None:
    def ready(page: Page) -> None:
        page.wait_for_function("window.benchReadyAt !== undefined", timeout=120_000)

    def loaded(page: Page) -> None:
        page.wait_for_load_state("networkidle")

    files = fetched(browser, origin, site, "calculator.html", ready)
    raw = sum(file.stat().st_size for file in files)
    packed = sum(len(gzip.compress(file.read_bytes(), compresslevel=6)) for file in files)
    print(f"\nbytes the calculator page fetches before ready ({len(files)} files)")
    print(f"  raw {raw / 1e6:.2f} MB   gzip -6 {packed / 1e6:.2f} MB   " + sent_sizes(files))
    for file in sorted(files, key=lambda file: -file.stat().st_size)[:5]:
        sent = bench_offline.served_size(file, ".br")
        print(
            f"    {file.stat().st_size / 1e6:6.2f} MB raw, {sent / 1e6:5.2f} MB sent  "
            f"{file.relative_to(site)}"
        )
    shipped_snapshot(site, files)
    text = fetched(browser, origin, site, "checks.html", loaded)
    pyodide = [file for file in text if "pyodide" in str(file.relative_to(site))]
    text_bytes = sum(file.stat().st_size for file in text)
    print(
        f"a text page (checks.html): {len(text)} files, {text_bytes / 1e6:.2f} MB raw, "
        f"Pyodide files: {len(pyodide)} ({sum(f.stat().st_size for f in pyodide)} bytes)"
    )


def shipped_snapshot(site: Path, before_ready: list[Path]) -> None:
    """What a snapshot shipped with the site would add to a first visit: made under Node.js
    (``scripts/shipped_snapshot.mjs``) from the site's start-up standard library and engine
    zip, sent as a brotli copy would be, in place of the start-up standard library."""
    folder = site / "assets" / "pyodide"
    config = runtime(site)
    stdlib, engine = folder / str(config["stdlib"]), folder / str(config["engine"])
    with tempfile.TemporaryDirectory() as scratch:
        made = Path(scratch) / "snapshot"
        script = ROOT / "scripts" / "shipped_snapshot.mjs"
        command = ["node", str(script), str(stdlib), str(engine), str(made)]
        done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
        if done.returncode:
            print(f"a shipped snapshot: not made ({done.stderr.strip()[-300:]})")
            return
        memory = made.read_bytes()
    # Packed as the site's copies are, though not cached: no two snapshots are alike.
    packed = len(brotli.compress(memory, quality=BROTLI_QUALITY))
    sent = sum(bench_offline.served_size(file, ".br") for file in before_ready)
    instead = sent - bench_offline.served_size(stdlib, ".br") + packed
    print(
        f"a shipped snapshot (every entry point imported): {len(memory) / 1e6:.2f} MB raw, "
        f"{packed / 1e6:.2f} MB brotli; before ready with it instead of the start-up "
        f"standard library: {instead / 1e6:.2f} MB brotli"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--only",
        choices=["revisit"],
        help="only a reader's revisit of each page, beside a bare Pyodide cold boot",
    )
    only = parser.parse_args().only
    with tempfile.TemporaryDirectory() as scratch, sync_playwright() as playwright:
        site = Path(scratch) / "site"
        build(site)
        browser = launch(playwright)
        with serve(site) as origin:
            print(
                "aims: cold ratio ≤ 0.5 on 127.0.0.1, ≤ 0.6 on the emulated link; "
                "a reader's revisit ≤ 0.3; p95 ≤ 30 ms; ≤ 5 MB compressed before ready"
            )
            if only is None:
                compare(playwright, origin, None, "127.0.0.1", engine_alone=True)
                compare(playwright, origin, LINK, "emulated 20 Mbit/s, 40 ms")
            bench_offline.report(
                playwright,
                origin,
                READY_WATCH,
                time_to_ready,
                lambda: measure(playwright, f"{origin}/bench/bare.html", None)[0],
            )
            if only is None:
                latency(browser, origin)
                play_latency(browser, origin)
                transfer(browser, origin, site)
                bench_offline.precache_bytes(site, precached(site))
        browser.close()


if __name__ == "__main__":
    main()
