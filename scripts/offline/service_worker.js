// The site's service worker (site/sw.js), written by scripts/offline/precache.py,
// which puts the build's file list in place of the PRECACHE line below.
//
// Precaching: every file has a revision (a digest of its bytes). A page
// registers the worker once it is ready, and asks for its language ({type:
// "precache", lang}); the worker caches the shared files (theme, Pyodide,
// engine) and that language's pages, taking each file that an older build's
// cache holds at the same revision from there, so a new build fetches only what
// changed. It caches while it installs (the languages an older worker had, or
// else those of the pages open), because Chrome compiles and keeps the code of
// the scripts a worker caches then, which makes the next start of Python
// quicker; the page's request then finds them cached, or caches what is still
// missing and reports a failure. A new worker installs beside the old one and
// waits: the page tells the reader, who gets it on the next start (or at once,
// by asking).
//
// Serving: a cached file from the cache, anything else from the network, and a
// page that is neither the offline page of a cached language.
//
// Messages to a page: {type: "offline", state: "ready" | "error", reason}.
const PRECACHE = {}; // replaced by the build: {build, languages, files}

const { build, languages, files } = PRECACHE;
const CACHE = `pinochle-${build}`;
const RECORD_KEY = new URL("__precached", self.registration.scope).href;
const scope = new URL(self.registration.scope);
// address → {revision, lang}; lang is null for the files every language uses
const wanted = new Map(
  files.map(([path, revision, lang]) => [new URL(path, scope).href, { revision, lang }]),
);

self.addEventListener("install", (event) => {
  event.waitUntil(
    previousLanguages()
      .then(async (langs) => precache(langs.length ? langs : await openLanguages()))
      // A failure is the page's to report, when its own request meets it again.
      .catch(() => caches.open(CACHE)),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(olderCaches(names).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  const reply = (state, reason) => event.source?.postMessage({ type: "offline", state, reason });
  if (event.data?.type === "precache") {
    event.waitUntil(
      precache([event.data.lang]).then(
        () => reply("ready"),
        (error) => reply("error", reasonOf(error)),
      ),
    );
  } else if (event.data?.type === "update") {
    self.skipWaiting();
  }
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || !request.url.startsWith(scope.href)) return;
  event.respondWith(respond(request));
});

async function respond(request) {
  const url = request.url.split("#")[0];
  const cache = await caches.open(CACHE);
  const cached = await cache.match(cacheKey(url));
  if (cached) return cached;
  try {
    return await fetch(request);
  } catch (offline) {
    if (request.mode !== "navigate") throw offline;
    return offlinePage(cache, url);
  }
}

// The cached file an address names: a query (?…) names no other file, a
// folder's address is its index page. The query is cut here, not matched with
// ignoreSearch, which reads every entry of the cache on each look-up (in
// Chromium 3–12 ms a request against 0.5 ms, on every file a page loads).
function cacheKey(url) {
  const key = new URL(url);
  key.search = "";
  if (key.pathname.endsWith("/")) key.pathname += "index.html";
  return key.href;
}

// The offline page (cached with the shared files) in the reader's language:
// the requested page's when that language is cached, else the first cached one.
async function offlinePage(cache, url) {
  const cachedLangs = await languagesIn(cache);
  const lang = languageOf(url);
  const chosen = cachedLangs.includes(lang) || !cachedLangs.length ? lang : cachedLangs[0];
  const page = await cache.match(offlineAddress(chosen));
  if (!page) return Response.error();
  // Served at the address asked for: its links lead from its own folder.
  const base = `<head><base href="${new URL(languages[chosen], scope).href}">`;
  const text = (await page.text()).replace("<head>", base);
  return new Response(text, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}

function offlineAddress(lang) {
  return new URL(`${languages[lang]}offline.html`, scope).href;
}

function languageOf(url) {
  const path = url.slice(scope.href.length);
  const [lang] = Object.entries(languages).find(([, prefix]) => prefix && path.startsWith(prefix)) ?? [];
  return lang ?? Object.keys(languages).find((name) => languages[name] === "");
}

// Cache the shared files and those of `langs`, each from an older cache when
// it holds the same revision, else from the network; then record the languages.
async function precache(langs) {
  const cache = await caches.open(CACHE);
  const older = await olderManifests();
  const needed = [...wanted].filter(([, { lang }]) => lang === null || langs.includes(lang));
  let next = 0;
  const worker = async () => {
    while (next < needed.length) {
      const [url, { revision }] = needed[next++];
      if (await cache.match(url)) continue;
      const response = (await fromOlder(older, url, revision)) ?? (await download(url));
      await cache.put(url, response);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  const all = [...new Set([...(await languagesIn(cache)), ...langs])];
  const revisions = Object.fromEntries([...wanted].map(([url, { revision }]) => [url, revision]));
  await cache.put(RECORD_KEY, Response.json({ languages: all, files: revisions }));
}

async function download(url) {
  const response = await fetch(url, { cache: "no-cache" });
  if (!response.ok) throw new Error(`${response.status} ${url}`);
  return response;
}

async function olderManifests() {
  const found = [];
  for (const name of olderCaches(await caches.keys())) {
    const cache = await caches.open(name);
    const record = await cache.match(RECORD_KEY);
    if (record) found.push({ cache, files: (await record.json()).files ?? {} });
  }
  return found;
}

function olderCaches(names) {
  return names.filter((name) => name !== CACHE && name.startsWith("pinochle-"));
}

async function fromOlder(older, url, revision) {
  for (const { cache, files: revisions } of older) {
    if (revisions[url] === revision) {
      const response = await cache.match(url);
      if (response) return response;
    }
  }
  return null;
}

async function languagesIn(cache) {
  const record = await cache.match(RECORD_KEY);
  return record ? (await record.json()).languages : [];
}

// The languages of the site's pages open in the browser (the page registering the worker).
async function openLanguages() {
  const pages = await self.clients.matchAll({ includeUncontrolled: true, type: "window" });
  return [...new Set(pages.map((page) => languageOf(page.url)))];
}

// The languages an older build's cache was holding, for an update to precache.
async function previousLanguages() {
  const langs = new Set();
  for (const { cache } of await olderManifests()) {
    for (const lang of await languagesIn(cache)) if (lang in languages) langs.add(lang);
  }
  return [...langs];
}

function reasonOf(error) {
  return error?.name === "QuotaExceededError" ? "storage-full" : "download-failed";
}
