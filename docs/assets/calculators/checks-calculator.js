// The checks calculator: the bid and how it ended, a slam, each team's meld
// checks and, when the hand ends the game, the scores; the engine answers with
// every check that changes hands and the rule behind it, for the hand and for
// the game. Its parts are in checks-calculator/.
import { checksCalculator } from "./checks-calculator/calculator.js";
import { onWidgets } from "./widgets.js";

onWidgets("checks-calculator", checksCalculator);
