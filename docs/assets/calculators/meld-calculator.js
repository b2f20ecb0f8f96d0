// The meld calculator: a hand typed or picked, trump and rules chosen, and the
// engine's answer (every meld with its cards, points and checks, and the totals)
// rendered in the page's language. The hand, trump and rules live in the
// address's fragment, so a link reproduces the calculation. Its parts are in
// meld-calculator/.
import { meldCalculator } from "./meld-calculator/calculator.js";
import { onWidgets } from "./widgets.js";

onWidgets("meld-calculator", meldCalculator);
