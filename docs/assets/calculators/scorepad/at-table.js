// At the table: the screen kept awake while a game is open (Screen Wake Lock,
// where the browser has it, behind a switch the reader may turn off), and the
// browser asked to keep the saved games (persistent storage), with a message
// when it refuses.
import { h, newId } from "../dom.js";

export function atTable(pad) {
  const { t, store } = pad;
  let lock = null;
  const id = newId("wake-lock");
  const input = h("input", { type: "checkbox", id, "data-testid": "wake-lock", onchange: () => changed() });
  const element = h("p", { class: "scorepad__switch scorepad__noprint" }, input, h("label", { for: id, text: t("widget.scorepad.awake") }));
  const message = h("p", { class: "calc__help", "data-testid": "storage-refused", hidden: true });
  const supported = "wakeLock" in navigator;
  element.hidden = !supported;

  async function keepAwake() {
    if (!input.checked || document.visibilityState !== "visible" || lock) return;
    try {
      lock = await navigator.wakeLock.request("screen");
      lock.addEventListener("release", () => (lock = null));
    } catch {
      lock = null; // refused (battery saver, no permission): the switch stays, the screen may dim
    }
  }

  function changed() {
    store.preference("awake", input.checked ? "on" : "off");
    if (input.checked) keepAwake();
    else lock?.release();
  }

  async function askToKeep() {
    if (!navigator.storage?.persist) return;
    try {
      if (await navigator.storage.persisted()) return;
      if (await navigator.storage.persist()) return;
    } catch {
      // no answer is a refusal too
    }
    message.textContent = t("widget.scorepad.not_persistent");
    message.hidden = false;
  }

  function start() {
    input.checked = store.preference("awake") !== "off";
    if (supported) {
      document.addEventListener("visibilitychange", keepAwake);
      keepAwake();
    }
    return askToKeep();
  }

  return { element, message, start };
}
