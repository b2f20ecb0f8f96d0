// The game's buttons: undo and redo, a new game (the current one stays in the
// list of saved games), export (JSON and CSV to read back; a spreadsheet's CSV
// with the names in one header row), import, print, and the hand-over link.
import { h } from "../dom.js";
import { button, download } from "./fields.js";
import { tableCsv } from "./table-csv.js";

export function gameActions(pad, handover) {
  const { t, fields } = pad;
  const undone = []; // the hands undone, newest last: redo adds them back

  const undo = button(t("widget.scorepad.undo"), "undo", async () => {
    const number = pad.state.sheet.rows.length;
    const entry = pad.state.sheet.rows[number - 1]?.entry;
    const answer = await pad.perform("undo");
    if (answer.error) return;
    undone.push(entry);
    render(pad.state.sheet);
    pad.say(t("widget.scorepad.live.undone", { number }));
    pad.afterUndo(number);
  });
  const redo = button(t("widget.scorepad.redo"), "redo", async () => {
    const entry = undone.at(-1);
    const number = pad.state.sheet.rows.length + 1;
    const answer = await pad.perform("add", { hand: entry });
    if (answer.error) return;
    undone.pop();
    render(pad.state.sheet);
    pad.say(t("widget.scorepad.live.redone", { number }));
    pad.afterUndo(null);
    pad.showRow(number);
  });

  const keepGame = button(t("widget.scorepad.keep_game"), "keep-game", () => confirmNew(false));
  const startNew = button(t("widget.scorepad.confirm_new"), "confirm-new-game", async () => {
    await pad.startNewGame();
    confirmNew(false);
    pad.say(t("widget.scorepad.live.new"));
    pad.focusForm();
  });
  const newGame = button(t("widget.scorepad.new_game"), "new-game", () => confirmNew(true));
  const confirmBox = h(
    "div",
    { class: "scorepad__confirm", hidden: true },
    h("p", { text: t("widget.scorepad.confirm_text") }),
    h("p", { class: "scorepad__buttons" }, startNew, keepGame),
  );

  function confirmNew(show) {
    confirmBox.hidden = !show;
    if (show) startNew.focus();
    else newGame.focus();
  }

  const day = () => new Date().toISOString().slice(0, 10);
  async function exportAs(format) {
    const answer = await pad.perform("export", { format }, { adopt: false });
    if (answer.text === undefined) return;
    download(answer.text, `scorepad-${day()}.${format}`, format === "json" ? "application/json" : "text/csv");
  }

  const importError = h("p", { class: "calc__error", "data-testid": "import-error", tabindex: -1, hidden: true });
  const importFile = fields.field(
    null,
    "import-file",
    h("input", {
      type: "file",
      accept: ".json,.csv,application/json,text/csv",
      onchange: async (event) => {
        const file = event.target.files[0];
        if (!file) return;
        const answer = await pad.perform("read", { text: await file.text() });
        event.target.value = "";
        importError.hidden = !answer.error;
        if (answer.error) {
          importError.textContent = answer.error.message;
          importError.focus();
          return;
        }
        pad.afterUndo(null);
        pad.say(t("widget.scorepad.live.imported"));
      },
    }),
    t("widget.scorepad.import"),
  );

  function print() {
    document.documentElement.classList.add("scorepad-printing");
    window.addEventListener("afterprint", () => document.documentElement.classList.remove("scorepad-printing"), { once: true });
    window.print();
  }

  const element = h(
    "div",
    { class: "scorepad__actions scorepad__noprint" },
    h("p", { class: "scorepad__buttons" }, undo, redo, newGame),
    confirmBox,
    h(
      "p",
      { class: "scorepad__buttons" },
      button(t("widget.scorepad.export_json"), "export-json", () => exportAs("json")),
      button(t("widget.scorepad.export_csv"), "export-csv", () => exportAs("csv")),
      button(t("widget.scorepad.export_table"), "export-table", () => download(tableCsv(pad), `scorepad-${day()}-sheet.csv`, "text/csv")),
      button(t("widget.scorepad.print"), "print", print),
      handover.open,
    ),
    handover.box,
    importFile.wrap,
    importError,
  );

  function render(sheet) {
    undo.disabled = sheet.rows.length === 0;
    redo.disabled = undone.length === 0 || sheet.over;
  }

  return { element, render, forgetRedo: () => undone.splice(0) };
}
