// Offline first, on every page: once the page and its widgets are ready, the
// site's service worker (sw.js, written by scripts/offline/precache.py) is
// registered and asked to cache this page's language. The hook:
// `document.documentElement.dataset.offline` is "caching", then "ready" once
// everything needed offline is cached, or "error" with the reason in
// `data-offline-reason` ("storage-full", "download-failed", "unavailable"),
// also told to the reader in a notice. The notice also tells of a new build
// (used at the next start, or at once when the reader asks) and of a browser
// that refuses to keep the site's storage. Without service workers the site
// works as before, only not offline.
const root = new URL("../../", import.meta.url);
const words = JSON.parse(document.querySelector("script[data-strings]")?.dataset.strings ?? "{}");
const lang = document.documentElement.lang;
const html = document.documentElement;
// Precaching waits for the page's widgets, but never longer than this.
const WIDGET_WAIT_MS = 20_000;

// A line in the notice box (bottom of the screen) with its buttons; each
// button closes it, after doing its action.
function notice(testid, text, actions = [[words["offline.notice.close"], () => {}]]) {
  let box = document.querySelector(".offline-notices");
  if (!box) {
    box = document.createElement("div");
    box.className = "offline-notices";
    document.body.append(box);
  }
  document.querySelector(`[data-testid="${testid}"]`)?.remove();
  const item = document.createElement("p");
  item.className = "offline-notice";
  item.dataset.testid = testid;
  item.setAttribute("role", "status");
  item.append(text);
  for (const [label, act] of actions) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "offline-notice__button";
    button.textContent = label;
    button.addEventListener("click", () => {
      item.remove();
      act();
    });
    item.append(" ", button);
  }
  box.append(item);
}

function pageReady() {
  return new Promise((resolve) => {
    const loaded = () => {
      const check = () => {
        if (!document.querySelector('.calc[data-state="loading"]')) resolve();
      };
      new MutationObserver(check).observe(document.body, {
        subtree: true,
        attributes: true,
        attributeFilter: ["data-state"],
      });
      setTimeout(resolve, WIDGET_WAIT_MS);
      check();
    };
    if (document.readyState === "complete") loaded();
    else window.addEventListener("load", loaded, { once: true });
  });
}

function settle({ state, reason }) {
  html.dataset.offline = state;
  if (state !== "error") return;
  html.dataset.offlineReason = reason;
  const key = `offline.error.${reason.replace("-", "_")}`;
  if (words[key]) notice("offline-error", words[key]);
}

function watchUpdates(registration) {
  const tell = (worker) =>
    notice("offline-update", words["offline.notice.update"], [
      [
        words["offline.notice.update_now"],
        () => {
          html.dataset.offlineUpdating = "true";
          worker.postMessage({ type: "update" });
        },
      ],
      [words["offline.notice.later"], () => {}],
    ]);
  if (registration.waiting && navigator.serviceWorker.controller) tell(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) tell(worker);
    });
  });
  // The reader asked for the new build: the page reloads into it (a calculator
  // keeps its state in the address, the scorepad its games in storage).
  let reloading = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (registration.active && !reloading && html.dataset.offlineUpdating) {
      reloading = true;
      window.location.reload();
    }
  });
}

// The storage notice: told once the browser refuses to keep the site's
// storage, on the pages that keep something (their widget decides which, and
// its words name what can be exported there), in the page's flow just after
// the widget, where it covers no card or control. Closed once, it stays
// closed in this browser (localStorage); where localStorage refuses, it stays
// closed on this page. On the scorepad, its own message (`storage-refused`)
// already says it.
const STORAGE_CLOSED = "pinochle.storage-notice.closed";
const KEEPING = ["play", "practice", "scorepad"];
let storageClosed = false;

function storageNotice() {
  if (storageClosed || document.querySelector('[data-testid="storage-notice"]')) return;
  try {
    if (localStorage.getItem(STORAGE_CLOSED)) return;
  } catch {
    // unreadable: told until closed on this page
  }
  const widget = document.querySelector(KEEPING.map((name) => `.calc[data-testid="${name}"]`).join(", "));
  const told = document.querySelector('[data-testid="storage-refused"]');
  if (!widget || (told && !told.hidden)) return;
  const text = words[`offline.storage.${widget.dataset.testid}`];
  if (!text) return;
  const box = document.createElement("div");
  box.className = "storage-notice";
  box.dataset.testid = "storage-notice";
  const line = document.createElement("p");
  line.className = "storage-notice__text";
  line.textContent = text;
  const close = document.createElement("button");
  close.type = "button";
  close.className = "storage-notice__close";
  close.textContent = words["offline.notice.close"];
  close.addEventListener("click", () => {
    storageClosed = true;
    try {
      localStorage.setItem(STORAGE_CLOSED, "1");
    } catch {
      // refused: closed for this page only
    }
    box.remove();
  });
  box.append(line, close);
  widget.after(box);
}

async function keepStorage() {
  if (!navigator.storage?.persist || (await navigator.storage.persisted())) return;
  if (await navigator.storage.persist()) return;
  html.dataset.storage = "refused";
  storageNotice();
  // Material's instant navigation: each new page is looked at too.
  window.document$?.subscribe(() => storageNotice());
}

async function start() {
  await pageReady();
  html.dataset.offline = "caching";
  let registration;
  try {
    registration = await navigator.serviceWorker.register(new URL("sw.js", root), {
      scope: root.href,
    });
    // A browser that blocks service workers may answer with no registration.
    if (!registration) throw new Error("no service worker registration");
  } catch {
    settle({ state: "error", reason: "unavailable" });
    return;
  }
  navigator.serviceWorker.addEventListener("message", ({ data }) => {
    if (data?.type === "offline") settle(data);
  });
  watchUpdates(registration);
  const { active } = await navigator.serviceWorker.ready;
  active.postMessage({ type: "precache", lang });
  await keepStorage();
}

if ("serviceWorker" in navigator && html.dataset.offline === undefined) start();
