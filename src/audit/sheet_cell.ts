// Redaction round 64 (issue 13): a cell of a sheet pasted as tab-separated text ("<site>\t<system>
// \t<value>\t<who>\t<date>") stands alone as a value does at a clause's end: the tabs bound it,
// whatever its neighbours say. The value's own shape still decides (system_value_rules.ts).

/** [s, e) is a whole cell of a tab-separated row of three or more cells. */
export function sheetCell(text: string, s: number, e: number): boolean {
  if (text.charCodeAt(s - 1) !== 9) return false;
  const next = text.charCodeAt(e);
  if (!(next === 9 || next === 10 || next === 13 || e === text.length)) return false;
  const lineStart = text.lastIndexOf("\n", s - 1) + 1;
  let lineEnd = text.indexOf("\n", e);
  if (lineEnd < 0) lineEnd = text.length;
  let tabs = 0;
  for (let i = lineStart; i < lineEnd && tabs < 2; i++) if (text.charCodeAt(i) === 9) tabs++;
  return tabs >= 2;
}

// Redaction round 68 (issue 13): a machine key in such a cell ("<site>\t<system>\t<hex or
// base64>\t<who>\t<date>") is handed over as on a note's line: the cell before it names it,
// and so does its column's heading when the rows have one ("Site\tSystem\tLogin").
const CELL_NAME = /^[^\t\n]{1,60}$/;

/** The heading over column `col`: that cell of the first line of the block of tabbed lines. */
function heading(text: string, lineStart: number, col: number): string {
  let top = lineStart;
  while (top > 0) {
    const above = text.lastIndexOf("\n", top - 2) + 1;
    if (!text.slice(above, top - 1).includes("\t")) break;
    top = above;
  }
  if (top === lineStart) return "";
  return text.slice(top, text.indexOf("\n", top)).split("\t")[col] ?? "";
}

/** The cell before [s, e) and the column's heading when [s, e) is a whole cell (not the first)
 * of such a row, else undefined. */
export function sheetCellName(text: string, s: number, e: number): string | undefined {
  if (!sheetCell(text, s, e)) return;
  const lineStart = text.lastIndexOf("\n", s - 1) + 1;
  const name = text.slice(Math.max(text.lastIndexOf("\t", s - 2) + 1, lineStart), s - 1).trim();
  if (!CELL_NAME.test(name)) return;
  const col = text.slice(lineStart, s).split("\t").length - 1;
  return `${name} ${heading(text, lineStart, col)}`.trim();
}
