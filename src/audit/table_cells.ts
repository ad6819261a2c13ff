// Cells of one line of a table (CSV, TSV, `;`-separated, markdown). Exports quote their cells
// (RFC 4180): a note such as "Shared login, do not forward." holds the separator inside quotes,
// and a plain split would give that row one cell too many and end the table above it.

/** One cell: its text without surrounding blanks and quotes, and where that text starts. */
export interface Cell {
  value: string;
  start: number;
}

const QUOTES = /^["'`]|["'`]$/g;

function plainCells(line: string, sep: string): Cell[] {
  const out: Cell[] = [];
  let at = 0;
  for (const raw of line.split(sep)) {
    const value = raw.trim().replace(QUOTES, "");
    out.push({ value, start: at + Math.max(0, raw.indexOf(value)) });
    at += raw.length + sep.length;
  }
  return out;
}

/** A double-quoted cell opening at `q`: its end quote (`""` is an escaped quote), or -1. */
function closingQuote(line: string, q: number): number {
  for (let i = q + 1; i < line.length; i++) {
    if (line[i] !== '"') continue;
    if (line[i + 1] === '"') i++;
    else return i;
  }
  return -1;
}

function quotedCells(line: string, sep: string): Cell[] {
  const out: Cell[] = [];
  let at = 0;
  while (at <= line.length) {
    let s = at;
    while (line[s] === " ") s++;
    const close = line[s] === '"' ? closingQuote(line, s) : -1;
    const next = line.indexOf(sep, close >= 0 ? close : at);
    const end = next < 0 ? line.length : next;
    if (close >= 0 && line.slice(close + 1, end).trim() === "") {
      out.push({ value: line.slice(s + 1, close), start: s + 1 });
    } else out.push(...plainCells(line.slice(at, end), sep).map((c) => shift(c, at)));
    if (next < 0) break;
    at = next + sep.length;
  }
  return out;
}

const shift = (c: Cell, by: number): Cell => ({ value: c.value, start: c.start + by });

/** Round 25: the columns of a fixed-width listing, which two or more blanks part. */
export const FIXED = "  ";

function fixedCells(line: string): Cell[] {
  return [...line.matchAll(/\S+(?: \S+)*/g)].map((m) => ({ value: m[0], start: m.index! }));
}

/** The cells of `line`; a markdown row (`| a | b |`) loses its empty edge cells. */
export function splitRow(line: string, sep: string): Cell[] {
  if (sep === FIXED) return fixedCells(line);
  const cells = sep !== "|" && line.includes('"') ? quotedCells(line, sep) : plainCells(line, sep);
  return sep === "|" ? cells.slice(1, -1) : cells;
}

/** The text of each cell of `line`. */
export function cellsOf(line: string, sep: string): string[] {
  return splitRow(line, sep).map((c) => c.value);
}

// A header's qualifiers and alternatives: `Private key (for the new provider)`,
// `Device PIN / password`, `ASP.NET_SessionId (for the load test)`.
// A qualifier stands apart after a name (`open('x')` is a call, not a header cell).
const QUALIFIER = /\s+[([][^)\]]{0,60}[)\]]/g;

/** The names a header cell gives its column: without qualifiers, split at `/` (an empty part,
 * as in a `// comment`, is no name and fails the caller's name test). */
export function headerNames(cell: string): string[] {
  const bare = cell.replace(QUALIFIER, "").trim();
  return bare.includes("/") ? bare.split(/\s*\/\s*/) : [bare];
}

/** A row of a table: where its line starts in the text, and its cells. */
export interface Row {
  at: number;
  cells: Cell[];
}

/**
 * The rows from `from` on while each has `width` cells (a table ends at its first row of another
 * width), at most `max`. One walker for the column rules, so they agree on where a table ends;
 * `dropCr` reads CRLF rows as the login-column rule always has.
 */
export function rowsOf(
  text: string,
  from: number,
  sep: string,
  width: number,
  max: number,
  dropCr = false,
): Row[] {
  const rows: Row[] = [];
  for (let at = from; rows.length < max && at < text.length;) {
    const nl = text.indexOf("\n", at);
    const end = nl < 0 ? text.length : nl;
    const line = text.slice(at, end);
    const cells = splitRow(dropCr ? line.replace(/\r$/, "") : line, sep);
    if (cells.length !== width) break;
    rows.push({ at, cells });
    at = end + 1;
  }
  return rows;
}
