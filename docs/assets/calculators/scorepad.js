// The scorepad: a game played at a real table, kept hand by hand. Its parts
// are in scorepad/ (pad.js wires them); every rule is the engine's
// `pinochle.web.scorepad`.
//
// Test hooks (data-testid), besides the root "scorepad":
//   scorepad-notice, kept-download, kept-delete   stored data kept aside; storage-refused
//   read-only-note          the saved sheet shown without Python (it could not start)
//   scoreboard, scoreboard-points-T, scoreboard-checks-T, scoreboard-status
//   settings-box, team-name-0, team-name-1, rules-select, target-input, min-bid-input, settings-error
//   hand-form, hand-legend, dealer-select, bidders-select ("0", "1", "passed"),
//   bidders-quick, bid-input, bid-quick (buttons with data-bid), outcome-select
//   ("played", "conceded", "no_marriage"), meld-0, meld-1, meld-checks-0, meld-checks-1,
//   tricks-0, tricks-1, slam-select ("", "0", "1"), meld-cards (the <details>),
//   meld-trump, cards-player ("T.P": whose box the card picker fills), cards-T-P (team T,
//   player P), meld-count, add-hand, cancel-edit, form-error
//   error-ID                the message at the input whose test id is ID
//   sheet (a table, or a list of cards when narrow), sheet-row (data-hand="N"), and in
//   each row points-T, total-T, checks-T, balance-T, edit-hand; once the game is over
//   game-checks-T, final-total-T, final-balance-T
//   scorepad-result, scorepad-live, undo, redo, new-game, confirm-new-game, keep-game,
//   export-json, export-csv, export-table, import-file, import-error, print,
//   handover, handover-link, handover-share, wake-lock,
//   games-box, games, saved-game (data-game, data-current), game-resume, game-delete
import { h } from "./dom.js";
import { onWidgets } from "./widgets.js";
import { mountScorepad } from "./scorepad/pad.js";

const href = new URL("scorepad.css", import.meta.url).href;
if (!document.querySelector(`link[href="${href}"]`)) document.head.append(h("link", { rel: "stylesheet", href }));

onWidgets("scorepad", mountScorepad);
