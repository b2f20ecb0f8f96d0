// The sheet for a spreadsheet: one header row naming the teams and seats in
// the reader's words, then a row per hand, as the sheet shows it (numbers
// with a plain minus, so that the spreadsheet reads them as numbers).
import { bidText, resultText } from "./sheet.js";

const TEAMS = [0, 1];

export function tableCsv(pad) {
  const { t } = pad;
  const sheet = pad.state.sheet;
  const columns = sheet.rules.checks ? ["points", "total", "checks", "balance"] : ["points", "total"];
  const head = [
    ...["hand", "dealer", "bid", "result"].map((key) => t(`widget.scorepad.col.${key}`)),
    ...TEAMS.flatMap((team) => columns.map((key) => t("widget.scorepad.col.of_team", { team: pad.teamName(team), column: t(`widget.scorepad.col.${key}`) }))),
  ];
  const figures = (row, team) => [row.points[team], row.scores[team], row.checks[team], row.check_totals[team]].slice(0, columns.length);
  const lines = [head];
  for (const row of sheet.rows) {
    lines.push([row.number, pad.seatName(row.entry.dealer), bidText(pad, row.entry), resultText(pad, row), ...TEAMS.flatMap((team) => figures(row, team))]);
  }
  if (sheet.over) {
    if (sheet.rules.checks) lines.push([t("widget.scorepad.game_checks"), "", "", "", ...TEAMS.flatMap((team) => ["", "", sheet.game_checks[team], ""])]);
    lines.push([t("widget.scorepad.final"), "", "", "", ...TEAMS.flatMap((team) => ["", sheet.scores[team], ...(sheet.rules.checks ? ["", sheet.checks[team]] : [])])]);
  }
  return `\ufeff${lines.map((line) => line.map(cell).join(",")).join("\r\n")}\r\n`;
}

function cell(value) {
  const text = String(value).replace(/\u2212/g, "-");
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
