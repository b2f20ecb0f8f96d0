// Finding the widgets on the page and starting each one once.
//
// The build hook (scripts/sitebuild/widgets.py) turns a page's marker `[[NAME]]`
// into a root `<div data-testid="NAME" data-config="…">`, whose configuration
// carries the widget's words, rule data and runtime file names. With
// Material's instant navigation the document stays while the pages change, so
// a widget's module runs once per tab but finds new roots after every change.

import { formatMessage } from "./messageformat.js";

const mounted = new WeakSet();

// `mount({root, config, t})` for each root of the widget `name`: those in the
// document now, and those each page change of instant navigation brings
// (Material's `document$`, when the theme has started); never twice for one root.
export function onWidgets(name, mount) {
  const mountNew = () => {
    for (const root of document.querySelectorAll(`[data-testid="${name}"]`)) {
      if (mounted.has(root)) continue;
      mounted.add(root);
      const config = JSON.parse(root.dataset.config);
      mount({ root, config, t: translator(config.lang, config.strings) });
    }
  };
  mountNew();
  window.document$?.subscribe(mountNew);
}

// `t(key, {name: value})`: the catalog message formatted with `params` (plural, select, list).
function translator(lang, strings) {
  return (key, params = {}) => formatMessage(lang, strings[key] ?? key, params);
}
