// The walkthroughs: a hand (or a whole game) told one step at a time, with the
// table following the story. Each walkthrough's steps come with the page (the
// JSON beside its text version, both made by the rules engine at build time),
// so stepping needs no Python; only "deal a new hand" asks the engine in the
// page's worker (`pinochle.web.walkthrough`). Every word comes from the engine
// or the page's catalog strings; this script only shows them. Its parts are in
// walkthrough/.
import { walkthrough } from "./walkthrough/walkthrough.js";
import { onWidgets } from "./widgets.js";

onWidgets("walkthrough", walkthrough);
