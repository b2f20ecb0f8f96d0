// Your own mistakes: the cards the after-hand review labels a mistake or a
// blunder, kept in this browser for the Practice page's stage "Your own
// mistakes" (practice/mistakes.js), with the rest of the practice progress.
//
// One localStorage key, STORE ("pinochle.practice.mistakes"), holds
//   {version: 1, exercises: [{id, label, ply, card, computer, position, right}], done: [id, …]}
// Each exercise is a review row: `position` the game as the Play page keeps it
// up to that decision (rules, seed, target, players, version, actions, marks),
// `label` "mistake" or "blunder", `ply`, the reader's `card` and the computer
// player's (`computer`) as card codes; `right` counts its right answers. Answered
// right twice it leaves the stage and its `id` goes to `done`, so that the same
// review shown again does not bring it back. Stored data this version cannot
// read is set aside, unchanged, under a key of its own (like the progress) and
// the list starts afresh; it never stops a page.
import { loadStored, saveStored } from "../practice/progress.js";

export const STORE = "pinochle.practice.mistakes";
const VERSION = 1;
const LABELS = ["mistake", "blunder"];
export const RIGHT_TO_LEAVE = 2;
// The newest exercises kept, and the ids of those done: storage stays small.
const MAX_EXERCISES = 100;
const MAX_DONE = 500;

const fresh = () => ({ version: VERSION, exercises: [], done: [] });
const isCard = (code) => typeof code === "string" && /^[ATKQJ9][SHDC]$/.test(code);
const isWhole = (value) => Number.isInteger(value) && value >= 0;

function isPosition(game) {
  return (
    Boolean(game) &&
    typeof game === "object" &&
    typeof game.rules === "string" &&
    isWhole(game.seed) &&
    Array.isArray(game.actions) &&
    game.actions.every((action) => typeof action === "string") &&
    typeof game.marks === "string"
  );
}

function isExercise(item) {
  return (
    Boolean(item) &&
    typeof item === "object" &&
    typeof item.id === "string" &&
    LABELS.includes(item.label) &&
    isWhole(item.ply) &&
    isCard(item.card) &&
    isCard(item.computer) &&
    isWhole(item.right) &&
    item.right < RIGHT_TO_LEAVE &&
    isPosition(item.position)
  );
}

// Whether `data` is a list of own mistakes of this version, every part of the right kind.
function readableMistakes(data) {
  return (
    Boolean(data) &&
    typeof data === "object" &&
    data.version === VERSION &&
    Array.isArray(data.exercises) &&
    data.exercises.every(isExercise) &&
    Array.isArray(data.done) &&
    data.done.every((id) => typeof id === "string")
  );
}

// The stored list; `kept` names the key damaged data was set aside under.
export function loadMistakes() {
  const { value, kept } = loadStored(STORE, readableMistakes, fresh);
  return { mistakes: value, kept };
}

export function saveMistakes(mistakes) {
  saveStored(STORE, mistakes);
}

const idOf = (position) => `${position.rules}/${position.seed}/${position.players ?? ""}/${position.marks}`;

// `mistakes` with `exercises` added, each once, none already done; the newest kept.
function withExercises(mistakes, exercises) {
  const known = new Set([...mistakes.done, ...mistakes.exercises.map((item) => item.id)]);
  const added = [];
  for (const item of exercises) {
    if (known.has(item.id)) continue;
    known.add(item.id);
    added.push(item);
  }
  return { ...mistakes, exercises: [...mistakes.exercises, ...added].slice(-MAX_EXERCISES) };
}

// The Play page's review (`review` of the `play` entry point): its rows labelled a
// mistake or a blunder where both cards are cards, kept as exercises.
export function keepMistakes(review) {
  const exercises = (review?.differences ?? [])
    .filter((row) => LABELS.includes(row.label) && row.yours.token.startsWith("card-") && row.computer.token.startsWith("card-"))
    .map((row) => ({
      id: idOf(row.position),
      label: row.label,
      ply: row.ply,
      card: row.yours.token.slice(5),
      computer: row.computer.token.slice(5),
      position: row.position,
      right: 0,
    }))
    .filter(isExercise);
  if (!exercises.length) return;
  const { mistakes } = loadMistakes();
  saveMistakes(withExercises(mistakes, exercises));
}

// One right answer more to exercise `id`; the second takes it off the stage.
// Returns whether it left. Read and written at once, so another tab's changes stay.
export function answeredRight(id) {
  const { mistakes } = loadMistakes();
  const item = mistakes.exercises.find((exercise) => exercise.id === id);
  if (!item) return true;
  item.right += 1;
  const left = item.right >= RIGHT_TO_LEAVE;
  if (left) {
    mistakes.exercises = mistakes.exercises.filter((exercise) => exercise !== item);
    mistakes.done = [...mistakes.done, id].slice(-MAX_DONE);
  }
  saveMistakes(mistakes);
  return left;
}

// Exercise `id` taken off the stage without being answered (its game no longer replays).
export function letGo(id) {
  const { mistakes } = loadMistakes();
  mistakes.exercises = mistakes.exercises.filter((exercise) => exercise.id !== id);
  saveMistakes(mistakes);
}

// The own mistakes of a practice progress file (practice/progress.js) added to
// `mistakes`; `mistakes` as they are when the file has none (one from before them),
// null when its own mistakes cannot be read.
export function importedMistakes(mistakes, text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (data?.mistakes === undefined) return mistakes;
  return readableMistakes(data.mistakes) ? merged(mistakes, data.mistakes) : null;
}

// Each exercise once, with its better count of right answers; those done in either are done.
function merged(mistakes, theirs) {
  const done = [...new Set([...mistakes.done, ...theirs.done])].slice(-MAX_DONE);
  const finished = new Set(done);
  const byId = new Map(mistakes.exercises.map((item) => [item.id, { ...item }]));
  for (const item of theirs.exercises) {
    const mine = byId.get(item.id);
    if (mine) mine.right = Math.max(mine.right, item.right);
    else byId.set(item.id, { ...item });
  }
  const exercises = [...byId.values()].filter((item) => !finished.has(item.id)).slice(-MAX_EXERCISES);
  return { version: VERSION, exercises, done };
}
