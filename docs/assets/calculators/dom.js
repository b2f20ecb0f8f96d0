// Until the shared modules land (branch `js`): the brief's API, from common.js.
export { cardPicture, h, newId, numberField, selectField, signed } from "./common.js";
