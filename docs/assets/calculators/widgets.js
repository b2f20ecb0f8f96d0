// Until the shared modules land (branch `js`): the brief's API, from common.js.
import { widgetRoots } from "./common.js";

export function onWidgets(name, mount) {
  for (const widget of widgetRoots(name)) mount(widget);
}
