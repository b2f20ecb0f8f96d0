// The reader's progress, kept in this browser's localStorage with a version:
// the best stars of each level, the last seed of each level (a new round
// never deals the same ten again) and the round in progress. Stored data
// this version cannot read is set aside, unchanged, under a key of its own,
// and the reader starts afresh; it never stops the page. The progress goes to
// a file and comes back from one (merged: a level keeps its better stars), the
// reader's own mistakes (play/mistakes.js, a key of their own) with it; a file
// that is not practice progress changes nothing.

export const STORE = "pinochle.practice";
export const KEPT = "pinochle.practice.kept.";
const VERSION = 1;
const MAX_STARS = 3;

function fresh() {
  return { version: VERSION, stars: {}, seeds: {}, round: null };
}

const isCount = (value, max) => Number.isInteger(value) && value >= 0 && value <= max;

function isRound(round) {
  return (
    round === null ||
    (typeof round === "object" &&
      typeof round.stage === "string" &&
      isCount(round.level, 99) &&
      isCount(round.seed, 999_999_999) &&
      isCount(round.answered, 9) &&
      isCount(round.mistakes, 10))
  );
}

// Whether `data` is progress of this version, every part of the right kind.
function readable(data) {
  if (!data || typeof data !== "object" || data.version !== VERSION) return false;
  const { stars, seeds, round } = data;
  if (!stars || typeof stars !== "object" || !seeds || typeof seeds !== "object") return false;
  const starsOk = Object.values(stars).every(
    (levels) => Array.isArray(levels) && levels.every((s) => isCount(s, MAX_STARS)),
  );
  const seedsOk = Object.values(seeds).every((seed) => isCount(seed, 999_999_999));
  return starsOk && seedsOk && isRound(round ?? null);
}

// The stored progress; `kept` names the key damaged data was set aside under.
export function loadProgress() {
  const { value, kept } = loadStored(STORE, readable, fresh);
  return { progress: { ...value, round: value.round ?? null }, kept };
}

export function saveProgress(progress) {
  saveStored(STORE, progress);
}

// What is stored under `store` when `readable` takes it, else `fresh()`; damaged
// data is set aside under a key of its own (`kept`), never dropped.
export function loadStored(store, readable, fresh) {
  let text = null;
  try {
    text = localStorage.getItem(store);
  } catch {
    return { value: fresh(), kept: null };
  }
  if (text === null) return { value: fresh(), kept: null };
  try {
    const data = JSON.parse(text);
    if (readable(data)) return { value: data, kept: null };
  } catch {
    // not JSON: set aside below
  }
  const key = `${KEPT}${new Date().toISOString()}`;
  try {
    localStorage.setItem(key, text);
    localStorage.removeItem(store);
  } catch {
    return { value: fresh(), kept: store };
  }
  return { value: fresh(), kept: key };
}

export function saveStored(store, value) {
  try {
    localStorage.setItem(store, JSON.stringify(value));
  } catch {
    // storage full or refused: the page goes on, unsaved
  }
}

export function resetProgress() {
  const progress = fresh();
  saveProgress(progress);
  return progress;
}

// The progress as a file of its own: the stored data, named as practice progress.
export const FILE_FORMAT = "pinochle.practice";

// `mistakes`: the reader's own mistakes (play/mistakes.js), in the same file.
export function exportText(progress, mistakes) {
  return `${JSON.stringify({ format: FILE_FORMAT, ...progress, round: null, mistakes }, null, 2)}\n`;
}

// `progress` with a file's progress added: each level keeps its better stars,
// the round in progress stays. Null when `text` is not practice progress of
// this version (nothing is changed then).
export function importedProgress(progress, text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!data || data.format !== FILE_FORMAT || !readable(data)) return null;
  const merged = { ...progress, stars: { ...progress.stars }, seeds: { ...data.seeds, ...progress.seeds } };
  for (const [stage, levels] of Object.entries(data.stars)) {
    const mine = merged.stars[stage] ?? [];
    const length = Math.max(mine.length, levels.length);
    merged.stars[stage] = Array.from({ length }, (_, i) => Math.max(mine[i] ?? 0, levels[i] ?? 0));
  }
  return merged;
}

// Every star of every stage.
export const allStars = (progress) =>
  Object.values(progress.stars).reduce((sum, levels) => sum + levels.reduce((a, b) => a + b, 0), 0);

// The stars of each level of `stage` (0 for levels not finished yet).
export function levelStars(progress, stage, levels) {
  const stored = progress.stars[stage] ?? [];
  return Array.from({ length: levels }, (_, index) => stored[index] ?? 0);
}

// A finished level: its best stars are kept.
export function recordStars(progress, stage, level, stars, levels) {
  const all = levelStars(progress, stage, levels);
  all[level - 1] = Math.max(all[level - 1], stars);
  progress.stars[stage] = all;
}

// A new round's seed: random, and never the last seed of the same level.
export function newSeed(progress, stage, level) {
  const last = progress.seeds[`${stage}.${level}`];
  let seed = last;
  while (seed === last) {
    const [random] = crypto.getRandomValues(new Uint32Array(1));
    seed = random % 1_000_000_000;
  }
  progress.seeds[`${stage}.${level}`] = seed;
  return seed;
}
