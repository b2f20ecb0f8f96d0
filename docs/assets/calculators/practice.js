// The practice page: graded exercises dealt and graded by the engine
// (`pinochle.web.practice`). The parts are in practice/.
import { onWidgets } from "./widgets.js";
import { mountPractice } from "./practice/app.js";

onWidgets("practice", mountPractice);
