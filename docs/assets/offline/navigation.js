// Page changes that keep the tab: Material's instant navigation swaps the
// page's content without a new document, so the engine's Python worker
// (calculators/engine.js) lives on from one widget page to the next.
//
// Material takes a link only when the site's sitemap lists it, and it reads
// the sitemap's addresses with site_url's port, which a site served from any
// host cannot know; so the links are taken here instead, as Material's own
// handler does it: a link to another page of this site in the same language
// goes to Material's `location$`, which fetches the page and swaps it in.
//
// The language switcher: Material keeps the header across page changes, so
// its links would still lead to the first page's translations. A click on one
// goes to the current page's translation, which the build puts at the same
// address in the other language's folder (`checks.html`, `de/checks.html`),
// with the address's fragment (a calculator's hand follows the reader), in a
// full page load: the other language's header, search and words.

const root = new URL("../../", import.meta.url);

function languages() {
  return new Set([...document.querySelectorAll(".md-select a[hreflang]")].map((a) => a.hreflang));
}

// The language folder of a page of this site ("" for the default language).
function folderOf(url, known) {
  const first = url.href.slice(root.href.length).split("/")[0];
  return known.has(first) ? first : "";
}

function instantTarget(link) {
  if (link.target || link.hasAttribute("download") || !window.location$) return null;
  const url = new URL(link.href);
  if (!url.href.startsWith(root.href) || !/(\.html|\/)$/.test(url.pathname)) return null;
  if (url.pathname === window.location.pathname) return null; // an anchor: the browser's
  const known = languages();
  return folderOf(url, known) === folderOf(new URL(window.location.href), known) ? url : null;
}

function switchLanguage(event, link) {
  const known = languages();
  const here = new URL(window.location.href);
  const folder = folderOf(here, known);
  const page = here.href.slice(root.href.length + (folder ? folder.length + 1 : 0)).split("#")[0];
  const other = folderOf(new URL(link.href), known);
  const target = new URL(`${other ? `${other}/` : ""}${page}`, root);
  target.hash = here.hash;
  event.preventDefault();
  event.stopPropagation();
  window.location.assign(target);
}

window.addEventListener(
  "click",
  (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!link) return;
    if (link.hreflang && link.closest(".md-select")) {
      switchLanguage(event, link);
      return;
    }
    const url = instantTarget(link);
    if (!url) return;
    event.preventDefault();
    event.stopPropagation();
    // Material restores this offset when the reader comes back.
    window.history.replaceState({ x: window.scrollX, y: window.scrollY }, "");
    window.history.pushState(null, "", url);
    window.location$.next(url);
  },
  true,
);
