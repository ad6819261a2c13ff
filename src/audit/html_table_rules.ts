// Redaction round 25 (issue 13): an HTML table (`<tr><th>…</th></tr><tr><td>…</td></tr>`), judged
// as the text tables are: a `<th>` header that names a credential column (table_rules.ts), or a
// name column and a value column whose rows name each value (kv_table_rules.ts).
import { cellValue, credentialColumns, TABLE_RULES as TEXT_TABLE_RULES } from "./table_rules.ts";
import { NAME_HEADER, VALUE_HEADER } from "./kv_table_rules.ts";
import { namedValue } from "./pair_rules.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import type { Cell } from "./table_cells.ts";

const MAX_TABLE = 20_000;
const ROW = /<tr\b[^>]*>([\s\S]*?)<\/tr>/gi;
// A cell's text without markup inside it (a cell holding tags is not read).
const CELL = /<(t[hd])\b[^>]*>\s*([^<]*?)\s*<\/t[hd]>/gi;

type Row = { header: boolean; cells: Cell[] };

function rowsOf(text: string, from: number, to: number): Row[] {
  const rows: Row[] = [];
  ROW.lastIndex = from;
  for (let r = ROW.exec(text); r && r.index < to; r = ROW.exec(text)) {
    const at = r.index + r[0].indexOf(r[1]);
    const cells: Cell[] = [];
    let header = false;
    CELL.lastIndex = 0;
    for (let c = CELL.exec(r[1]); c; c = CELL.exec(r[1])) {
      header ||= c[1].toLowerCase() === "th";
      const inner = c[0].indexOf(">") + 1;
      const lead = c[0].slice(inner).length - c[0].slice(inner).trimStart().length;
      cells.push({ value: c[2], start: at + c.index + inner + lead });
    }
    rows.push({ header, cells });
  }
  return rows;
}

function span(c: Cell, rule: string): Span {
  return { start: c.start, end: c.start + c.value.length, rule, category: "secret" };
}

/** The value cells of the rows under a header row, by either layout. */
function tableSpans(rows: Row[]): Span[] {
  const head = rows.findIndex((r) => r.header);
  if (head < 0) return [];
  const names = rows[head].cells.map((c) => c.value);
  const body = rows.slice(head + 1).filter((r) => r.cells.length === names.length);
  const cols = credentialColumns(names);
  if (cols.size > 0) {
    return body.flatMap((r) =>
      [...cols].filter(([i, kind]) => cellValue(r.cells[i].value, kind, names[i]))
        .map(([i]) => span(r.cells[i], "table-credential"))
    );
  }
  const v = names.findIndex((n) => VALUE_HEADER.test(n));
  const n = names.findIndex((x, i) => i !== v && NAME_HEADER.test(x));
  if (v < 0 || n < 0) return [];
  return body.filter((r) => namedValue(r.cells[n].value, r.cells[v].value))
    .map((r) => span(r.cells[v], "table-credential"));
}

function findHtmlTables(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  let done = -1;
  for (const p of at ?? [...text.matchAll(/<th\b/gi)].map((m) => m.index!)) {
    if (p < done) continue;
    const open = text.lastIndexOf("<table", p);
    const close = text.indexOf("</table", p);
    const from = open < 0 || p - open > MAX_TABLE ? Math.max(0, p - 400) : open;
    const to = close < 0 ? Math.min(text.length, p + MAX_TABLE) : close;
    done = to;
    spans.push(...tableSpans(rowsOf(text, from, to)));
  }
  return spans;
}

/** The text tables' rules, then the HTML table's (one list for the rule registry). */
export const TABLE_RULES: TextRule[] = [
  ...TEXT_TABLE_RULES,
  {
    id: "table-credential",
    category: "secret",
    keywords: ["<th"],
    find: findHtmlTables,
  },
];
