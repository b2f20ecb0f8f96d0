// The table's pace: how long a computer player's move and a finished trick stay
// in view. A module of its own, so that the browser tests can serve it quicker
// for the hands whose pace they do not look at (tests/browser/test_play.py).
export const PACE_MS = 700; // a computer player's move, the seat shown thinking
export const REDUCED_PACE_MS = 500; // the same with reduced motion: no animation, the pacing kept
export const TRICK_MS = 1500; // a finished trick stays at least this long (reduced motion: one pace)
