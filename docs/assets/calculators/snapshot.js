// The interpreter snapshots this browser keeps (worker.js): the memory of a
// Python started with the engine imported, made after the first start by this
// very runtime and restored on later starts instead of starting Python again.
// One snapshot per runtime: its key names the runtime's files (their names
// carry their digests), so a new build's first start makes a new one in place
// of the older one.
//
// Kept in Cache Storage apart from the service worker's caches ("pinochle-…"),
// which a new build replaces, without its empty pages: about half of the 30 MB
// are zeros, and reading the rest is most of a restore's time (a general
// compression would cost more time to unpack than it saves). Kept only while
// the storage has room for it twice over, so it never crowds out the pages.
// Storage that is refused or full only means no snapshot: Python then starts
// afresh, as on a first visit.
const CACHE = "python-snapshots";
const PAGE = 64 * 1024;

function addressOf({ stdlib, engine }) {
  const key = new URLSearchParams({ stdlib, engine });
  return new URL(`../pyodide/snapshot?${key}`, import.meta.url).href;
}

// This runtime's saved snapshot as {bytes}, a promise of its bytes that may
// still be reading while Pyodide starts; or null when there is none.
export async function savedSnapshot(config) {
  try {
    const response = await (await caches.open(CACHE)).match(addressOf(config));
    if (!response) return null;
    return { bytes: response.arrayBuffer().then(withEmptyPages) };
  } catch (error) {
    console.warn("no interpreter snapshot:", error);
    return null;
  }
}

// Keep the snapshot `make()` makes for this runtime, in place of any other.
export async function keepSnapshot(config, make) {
  try {
    const snapshot = make();
    await dropSnapshots();
    const { quota, usage } = await navigator.storage.estimate();
    if (quota - usage < 2 * snapshot.length) return;
    const stored = withoutEmptyPages(snapshot);
    await (await caches.open(CACHE)).put(addressOf(config), new Response(stored));
  } catch (error) {
    console.warn("the interpreter snapshot was not kept:", error);
  }
}

// The snapshot as stored: its length (4 bytes), one byte per page (1: kept),
// then the pages that hold anything but zeros. The length of a snapshot, and
// so of every page, is a multiple of 16 bytes.
function withoutEmptyPages(snapshot) {
  const count = Math.ceil(snapshot.length / PAGE);
  const kept = new Uint8Array(count);
  const parts = [new Uint32Array([snapshot.length]), kept];
  for (let page = 0; page < count; page += 1) {
    const bytes = snapshot.subarray(page * PAGE, (page + 1) * PAGE);
    if (!isEmpty(bytes)) {
      kept[page] = 1;
      parts.push(bytes);
    }
  }
  return new Blob(parts);
}

function isEmpty(bytes) {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
  for (let index = 0; index < words.length; index += 1) if (words[index] !== 0) return false;
  return true;
}

function withEmptyPages(stored) {
  const [length] = new Uint32Array(stored, 0, 1);
  const count = Math.ceil(length / PAGE);
  const kept = new Uint8Array(stored, 4, count);
  const snapshot = new Uint8Array(length);
  let offset = 4 + count;
  for (let page = 0; page < count; page += 1) {
    if (!kept[page]) continue;
    const size = Math.min(PAGE, length - page * PAGE);
    snapshot.set(new Uint8Array(stored, offset, size), page * PAGE);
    offset += size;
  }
  if (offset !== stored.byteLength) throw new Error("the saved snapshot is damaged");
  return snapshot;
}

export async function dropSnapshots() {
  try {
    await caches.delete(CACHE);
  } catch (error) {
    console.warn("the interpreter snapshots could not be dropped:", error);
  }
}
