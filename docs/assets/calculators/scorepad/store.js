// The games kept in this browser (localStorage). The current game is under
// STORE, as it always was; the other saved games each under GAME + id, with an
// index (SHELF) that lists every game with what the list shows (teams, date,
// score, finished), copied from the engine's last answer. Stored data the
// engine cannot read moves, byte for byte, to KEPT + date and is never saved
// over; when the browser refuses to store, the reader is told once. Beside the
// current game, under SHEET, the engine's last sheet of it (with the game's
// text, so a sheet is shown only for the game it belongs to): the sheet stays
// readable when Python cannot start.
const STORE = "pinochle.scorepad";
const SHEET = "pinochle.scorepad.sheet";
const SHELF = "pinochle.scorepad.games";
const GAME = "pinochle.scorepad.game.";
export const KEPT = "pinochle.scorepad.kept.";

export function gameStore(warn) {
  let saving = true;

  function refuse() {
    if (saving) warn();
    saving = false;
  }

  function get(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      refuse();
      return null;
    }
  }

  function put(key, text) {
    if (!saving) return;
    try {
      localStorage.setItem(key, text);
    } catch {
      refuse();
    }
  }

  function shelf() {
    try {
      const index = JSON.parse(get(SHELF) ?? "null");
      if (index && typeof index.current === "string" && Array.isArray(index.games)) return index;
    } catch {
      // an unreadable index is rebuilt: the games themselves are under their own keys
    }
    return { current: newGameId(), games: [] };
  }

  // The current game, its sheet and its line in the list, after every change.
  function save(game, sheet, summary) {
    const text = JSON.stringify(game);
    put(STORE, text);
    put(SHEET, JSON.stringify({ game: text, sheet }));
    const index = shelf();
    const line = { id: index.current, updated: new Date().toISOString(), ...summary };
    const old = index.games.find((entry) => entry.id === index.current);
    line.created = old?.created ?? line.updated;
    index.games = [line, ...index.games.filter((entry) => entry.id !== index.current)];
    put(SHELF, JSON.stringify(index));
  }

  // The current game goes on the shelf; the game `id` (or, without one, none) becomes current.
  // Answers the chosen game's text, or null.
  function switchTo(id, currentGame) {
    const index = shelf();
    put(GAME + index.current, JSON.stringify(currentGame));
    const text = id ? get(GAME + id) : null;
    index.current = id ?? newGameId();
    if (id) {
      try {
        localStorage.removeItem(GAME + id);
      } catch {
        refuse();
      }
    }
    put(SHELF, JSON.stringify(index));
    return text;
  }

  function remove(id) {
    const index = shelf();
    if (id === index.current) return;
    try {
      localStorage.removeItem(GAME + id);
    } catch {
      refuse();
      return;
    }
    index.games = index.games.filter((entry) => entry.id !== id);
    put(SHELF, JSON.stringify(index));
  }

  // Unreadable stored data moves to a key of its own; if that fails it stays
  // where it is and nothing is saved over it.
  function keepAside(text) {
    const key = `${KEPT}${new Date().toISOString()}`;
    try {
      localStorage.setItem(key, text);
      if (localStorage.getItem(key) !== text) throw new Error("not kept");
    } catch {
      refuse();
    }
  }

  // The engine's last sheet of the stored game `text`, or null when none was kept for it.
  function lastSheet(text) {
    try {
      const kept = JSON.parse(get(SHEET) ?? "null");
      return kept?.game === text && kept.sheet ? kept.sheet : null;
    } catch {
      return null;
    }
  }

  function keptKeys() {
    try {
      return Object.keys(localStorage)
        .filter((key) => key.startsWith(KEPT))
        .sort();
    } catch {
      return [];
    }
  }

  return {
    current: () => get(STORE),
    save,
    lastSheet,
    shelf,
    switchTo,
    remove,
    keepAside,
    keptKeys,
    get,
    forget: (key) => localStorage.removeItem(key),
    preference: (name, value) => (value === undefined ? get(`${STORE}.${name}`) : put(`${STORE}.${name}`, value)),
  };
}

function newGameId() {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
