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

// The snapshot this browser keeps, whichever runtime made it, as
// {address, bytes, drop}: `bytes` a promise of the memory, read from storage
// and unpacked as it streams in, so it is asked for as the worker's first
// step; `drop()` stops the reading (a snapshot of another runtime). Null when
// there is none.
export async function keptSnapshot() {
  try {
    const cache = await caches.open(CACHE);
    const [address] = await cache.keys();
    const response = address && (await cache.match(address));
    if (!response) return null;
    const reader = response.body.getReader();
    const bytes = withEmptyPages(reader);
    bytes.catch(() => {}); // a snapshot dropped unread is no failure
    return { address: address.url, bytes, drop: () => reader.cancel() };
  } catch (error) {
    console.warn("no interpreter snapshot:", error);
    return null;
  }
}

// Whether `kept` (from keptSnapshot) was made by the runtime of `config`.
export function madeBy(kept, config) {
  return kept?.address === addressOf(config);
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

// The memory from the stored form, each byte copied once, as the stream
// `reader` delivers it.
async function withEmptyPages(reader) {
  const next = streamed(reader);
  const head = new Uint8Array(4);
  await next(head, 0, 4);
  const [length] = new Uint32Array(head.buffer);
  const count = Math.ceil(length / PAGE);
  const kept = new Uint8Array(count);
  await next(kept, 0, count);
  const snapshot = new Uint8Array(length);
  for (let page = 0; page < count; page += 1) {
    if (kept[page]) await next(snapshot, page * PAGE, Math.min(PAGE, length - page * PAGE));
  }
  if (!(await next.atEnd())) throw new Error("the saved snapshot is damaged");
  return snapshot;
}

// `next(target, offset, size)` copies the stream's next `size` bytes into
// `target` at `offset`; `next.atEnd()` tells whether the stream has ended.
function streamed(reader) {
  let chunk = new Uint8Array(0);
  let at = 0;
  async function refill() {
    const { done, value } = await reader.read();
    if (done) return false;
    chunk = value;
    at = 0;
    return true;
  }
  async function next(target, offset, size) {
    while (size > 0) {
      if (at === chunk.length && !(await refill())) throw new Error("the saved snapshot is damaged");
      const part = Math.min(size, chunk.length - at);
      target.set(chunk.subarray(at, at + part), offset);
      at += part;
      offset += part;
      size -= part;
    }
  }
  next.atEnd = async () => {
    while (at === chunk.length) if (!(await refill())) return true;
    return false;
  };
  return next;
}

export async function dropSnapshots() {
  try {
    await caches.delete(CACHE);
  } catch (error) {
    console.warn("the interpreter snapshots could not be dropped:", error);
  }
}
