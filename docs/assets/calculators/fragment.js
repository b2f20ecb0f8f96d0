// A widget's state kept in the address's fragment (#hand=…&trump=…), so a
// link reproduces it.

// The fragment's values, or null when it holds none of `keys` (a heading's anchor).
export function readFragment(keys) {
  const params = new URLSearchParams(window.location.hash.slice(1));
  return keys.some((key) => params.has(key)) ? params : null;
}

// The fragment becomes `values` (empty ones left out), written at most every
// quarter second: browsers throttle a page that replaces its address on every
// keystroke.
let fragmentTimer = null;
export function writeFragment(values) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== "" && value !== null && value !== undefined) params.set(key, value);
  }
  clearTimeout(fragmentTimer);
  fragmentTimer = setTimeout(() => {
    const url = `${window.location.pathname}${window.location.search}#${params}`;
    window.history.replaceState(null, "", url);
  }, 250);
}
