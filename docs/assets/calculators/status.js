// Until the shared modules land (branch `js`): the brief's API, from common.js.
export { latestOnly, statusLine } from "./common.js";
