// The language menu keeps the address's fragment: a calculator's hand
// (#hand=…) or a walkthrough's deal follows the reader into the other language.
document.addEventListener(
  "click",
  (event) => {
    const link = event.target instanceof Element && event.target.closest("a.md-select__link[hreflang]");
    if (link && window.location.hash) link.hash = window.location.hash;
  },
  true,
);
