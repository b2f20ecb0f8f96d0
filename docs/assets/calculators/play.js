// The Play page: the reader at South with three computer players, the rules
// engine as referee and teacher (`pinochle.web.play`). Parts in play/: the
// saved game and the link (store.js), the table and its controls (table.js),
// drawing the engine's answer (board.js, options.js, panels.js).
import { onWidgets } from "./widgets.js";
import { mountTable } from "./play/table.js";

onWidgets("play", mountTable);
