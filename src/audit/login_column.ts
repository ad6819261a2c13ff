// Redaction round red93 (issue 13): a sheet's column named "login" ("Site\tSystem\tLogin",
// "site,system,manager login"). A login column holds either user names or the logins themselves;
// a cell under it with a password's shape (red92's `loginShaped`) is the login, and a user name
// (a lower-case word, an e-mail, first.last) has no such shape and is kept. The credential-column
// rule (table_rules.ts) leaves "login", which names user names as often. Tuning sets: v51, v59.
import { loginShaped } from "./sheet_row_value.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { cellsOf, rowsOf, splitRow } from "./table_cells.ts";

const NAME_CELL = /^\p{L}[\p{L}\p{N}_.-]{0,40}(?: [\p{L}\p{N}_.-]{1,20}){0,2}$/u;
const LOGIN_CELL = /(?<!\p{L})login$/iu;
const MAX_ROWS = 200;

function loginColumn(line: string, sep: string): number {
  const cells = cellsOf(line, sep);
  if (cells.length < 2 || !cells.every((c) => NAME_CELL.test(c))) return -1;
  return cells.findIndex((c) => LOGIN_CELL.test(c));
}

/** Login-shaped cells of column `col` in the rows below the header ending at `end`. */
function rowsBelow(text: string, end: number, sep: string, width: number, col: number): Span[] {
  const spans: Span[] = [];
  for (const { at, cells } of rowsOf(text, end + 1, sep, width, MAX_ROWS, true)) {
    const { value, start } = cells[col];
    if (loginShaped(value)) {
      spans.push({
        start: at + start,
        end: at + start + value.length,
        rule: "login-column",
        category: "secret",
      });
    }
  }
  return spans;
}

function findLoginColumns(text: string): Span[] {
  const spans: Span[] = [];
  let prevWidth = { "\t": 0, ",": 0 } as Record<string, number>;
  for (let s = 0; s < text.length;) {
    const nl = text.indexOf("\n", s);
    if (nl < 0) break; // a header needs rows below it
    const line = text.slice(s, nl).replace(/\r$/, "");
    const widths = { "\t": 0, ",": 0 } as Record<string, number>;
    for (const sep of ["\t", ","]) {
      if (!line.includes(sep)) continue;
      widths[sep] = splitRow(line, sep).length;
      const col = widths[sep] !== prevWidth[sep] ? loginColumn(line, sep) : -1;
      if (col >= 0) spans.push(...rowsBelow(text, nl, sep, widths[sep], col));
    }
    prevWidth = widths;
    s = nl + 1;
  }
  return spans;
}

export const LOGIN_COLUMN_RULES: TextRule[] = [{
  id: "login-column",
  category: "secret",
  keywords: ["login"],
  find: findLoginColumns,
}];
