// Handing the game to another phone with no server: the saved game itself,
// compressed, in the fragment of a link to this page (#game=…). The other
// phone opens the link, the engine reads the game, and it becomes that
// phone's current game (its own game stays in its list).
import { h, newId } from "../dom.js";
import { button } from "./fields.js";

const KEY = "game";

export function handOver(pad) {
  const { t } = pad;
  const id = newId("handover");
  const link = h("input", { type: "text", id, readonly: true, "data-testid": "handover-link", class: "scorepad__link", onfocus: (event) => event.target.select() });
  const share = button(t("widget.scorepad.handover_share"), "handover-share", async () => {
    if (navigator.share) {
      try {
        await navigator.share({ title: t("widget.scorepad.caption"), url: link.value });
        return;
      } catch {
        // dismissed, or not allowed here: copying still works
      }
    }
    try {
      await navigator.clipboard.writeText(link.value);
      pad.say(t("widget.scorepad.handover_copied"));
    } catch {
      link.focus();
    }
  });
  const box = h(
    "div",
    { class: "scorepad__handover", hidden: true },
    h("label", { for: id, text: t("widget.scorepad.handover_help") }),
    link,
    h("p", { class: "scorepad__buttons" }, share),
  );
  const open = button(t("widget.scorepad.handover"), "handover", async () => {
    link.value = `${location.origin}${location.pathname}#${KEY}=${await pack(JSON.stringify(pad.state.game))}`;
    box.hidden = false;
    link.focus();
  });

  // A game handed over in this page's address, read and adopted; the address is cleaned.
  async function receive() {
    const params = new URLSearchParams(location.hash.slice(1));
    if (!params.has(KEY)) return false;
    history.replaceState(null, "", `${location.pathname}${location.search}`);
    let text;
    try {
      text = await unpack(params.get(KEY));
    } catch {
      pad.notice(t("widget.scorepad.handover_bad"));
      return false;
    }
    const answer = await pad.perform("read", { text }, { adopt: false });
    if (answer.error) {
      pad.notice(`${t("widget.scorepad.handover_bad")} ${answer.error.message}`);
      return false;
    }
    pad.adoptNew(answer);
    pad.say(t("widget.scorepad.handover_received"));
    return true;
  }

  return { open, box, receive };
}

async function pack(text) {
  const bytes = new TextEncoder().encode(text);
  if (!("CompressionStream" in window)) return `j${base64url(bytes)}`;
  const packed = await new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate-raw"))).arrayBuffer();
  return `z${base64url(new Uint8Array(packed))}`;
}

async function unpack(code) {
  const bytes = fromBase64url(code.slice(1));
  if (code[0] === "j") return new TextDecoder().decode(bytes);
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return new TextDecoder().decode(await new Response(stream).arrayBuffer());
}

function base64url(bytes) {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(text) {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
