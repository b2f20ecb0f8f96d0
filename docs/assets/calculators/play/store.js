// The reader's game, kept where it survives a reload (localStorage) and in the
// address's fragment (so a link opens the same position). The game is what the
// engine returns as `game`: rules, seed, target, players, engine version, the
// reader's action tokens and their fingerprints (`marks`).
import { readFragment, writeFragment } from "../fragment.js";

const STORE = "pinochle.play";
const FORMAT = 1; // the shape of what is stored; a newer one is set aside, never read
const FRAGMENT_KEYS = ["rules", "seed", "a"];

// The stored game: {game} | {game: null, aside: "damaged" | "newer"} (what was
// stored is moved to a key of its own, untouched) | {game: null}.
export function loadStored() {
  let text = null;
  try {
    text = localStorage.getItem(STORE);
  } catch {
    return { game: null };
  }
  if (text === null) return { game: null };
  let stored = null;
  try {
    stored = JSON.parse(text);
  } catch {
    stored = null;
  }
  if (stored && typeof stored.format === "number" && stored.format > FORMAT) return setAside(text, "newer");
  if (!isGame(stored?.game)) return setAside(text, "damaged");
  return { game: stored.game };
}

// The stored game could not be read: it moves aside, and the reader is told.
export function setAside(text, why) {
  try {
    localStorage.setItem(`${STORE}.aside.${Date.now()}`, text ?? localStorage.getItem(STORE) ?? "");
    localStorage.removeItem(STORE);
  } catch {
    // Storage refused: nothing is lost, the stored text stays where it was.
  }
  return { game: null, aside: why };
}

let latest = null; // the game last saved, and the page it was played on

export function save(game) {
  try {
    localStorage.setItem(STORE, JSON.stringify({ format: FORMAT, game }));
  } catch {
    // Storage full or refused: the game goes on, only without the reload safety.
  }
  if (latest === null) window.addEventListener("pagehide", writeNow);
  latest = { game, page: window.location.pathname };
  writeFragment(fragmentOf(game));
}

// The address follows the game a quarter second late (fragment.js); when the page goes
// away meanwhile (a reload, the tab closed or discarded), it is written at once.
function writeNow() {
  if (!latest || window.location.pathname !== latest.page) return;
  window.history.replaceState(null, "", `${latest.page}${window.location.search}#${fragmentParams(latest.game)}`);
}

// Whether `stored` is the game of `linked` with as many actions or more: the stored
// game wins over the address, which may lag behind it by the last actions.
export function extendsGame(stored, linked) {
  const kept = stored.actions;
  return (
    stored.rules === linked.rules &&
    stored.seed === linked.seed &&
    (stored.target ?? null) === (linked.target ?? null) &&
    (linked.players === undefined || stored.players === linked.players) &&
    kept.length >= linked.actions.length &&
    linked.actions.every((action, index) => kept[index] === action)
  );
}

// Whether `game` has the shape of a game; whether it replays, the engine tells.
export function isGame(game) {
  return (
    game !== null &&
    typeof game === "object" &&
    typeof game.rules === "string" &&
    Number.isInteger(game.seed) &&
    Array.isArray(game.actions) &&
    game.actions.every((action) => typeof action === "string")
  );
}

// The game in the fragment of a shared link, or null.
export function linkedGame() {
  const params = readFragment(FRAGMENT_KEYS);
  if (!params || !params.has("rules") || !/^\d+$/.test(params.get("seed") ?? "")) return null;
  const target = params.get("target");
  return {
    rules: params.get("rules"),
    seed: Number(params.get("seed")),
    target: target && /^\d+$/.test(target) ? Number(target) : null,
    players: params.get("players") ?? undefined,
    version: params.get("v") ?? undefined,
    actions: (params.get("a") ?? "").split(".").filter(Boolean),
    marks: params.get("m") ?? undefined,
  };
}

function fragmentOf(game) {
  return {
    rules: game.rules,
    seed: game.seed,
    target: game.target ?? "",
    players: game.players,
    v: game.version,
    a: game.actions.join("."),
    m: game.marks,
  };
}

function fragmentParams(game) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fragmentOf(game))) {
    if (value !== "" && value !== null && value !== undefined) params.set(key, value);
  }
  return params;
}

// The address of the game as it stands, to share.
export function shareUrl(game) {
  return `${window.location.origin}${window.location.pathname}#${fragmentParams(game)}`;
}
