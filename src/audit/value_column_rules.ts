// Redaction round 62 (issue 13): a sheet of stored values (`system,owner,site,value,last_checked`,
// `site,system,field,value,updated_by`) whose other columns name only the system, never a
// secret word ("Denplan portal", "Vercel"). table_rules.ts reads a column a header names a
// credential; here the header's `value` column says each cell is the thing stored, and the
// cell's own shape decides: a generated or policy-marked password, a memorable one, long
// base64, or a session pair (`X_SESSION=…`). A row naming an id kind, a public or sample value,
// a digest or a revoked one is left alone. A row that names its value a credential ("CS Imaging
// cloud token", "playout server login") takes any one-word value with letters and digits, as
// table_rules.ts takes a credential column's. Tuning sets: v47, v48, v49, v50.
import { generatedValue, ID_LABEL } from "./system_value_rules.ts";
import { memorable } from "./for_system_rules.ts";
import { isSensitiveKey } from "./key_names.ts";
import { isPublicValue } from "./credential_shape.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { cellsOf, rowsOf } from "./table_cells.ts";
import { cellValue } from "./table_rules.ts";

const SEPARATORS = [",", ";", "\t", "|"];
const MAX_ROWS = 2000;
// A header cell is a short name; the header has a `value` cell among them.
const NAME_CELL = /^\p{L}[\p{L}\p{N}_ .-]{0,30}$/u;
// Kinds of stored value that are not secret, beside the id kinds of ID_LABEL.
const NOT_SECRET_ROW =
  /publishable|idempoten|\btest\b|revoked|sha-?\d|\bmd5\b|\bcrc|checksum|fingerprint|measurement/i;
// Base64 of a key's length: `+` or `/` inside, or `=` padding, both cases and a digit.
const LONG_BASE64 = /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)[A-Za-z0-9+\/]{40,}={0,2}$/;
// A cookie or session pair kept as the value (`IDS_SESSION=…`): the name says what it is.
const PAIR = /^([A-Za-z_][A-Za-z0-9_.-]{1,40})=(\S{16,})$/;

// A row that names its value a credential (`Slack bot token`, `playout server login`).
const NAMED_CREDENTIAL = /\b(?:password|passwd|passphrase|secret|token|login|credentials?)\b/i;

/** The cell's shape is a stored secret's (file comment): [offset in the cell, length] or none.
 * A row naming a credential takes any value of one word with a digit and a letter. */
function secretPart(v: string, named: boolean): [number, number] | undefined {
  if (looksFake(v) || isTemplateOrMask(v) || isPublicValue(v)) return;
  if (named && !/\s/.test(v) && /\d/.test(v) && /[A-Za-z]/.test(v) && cellValue(v, "strong")) {
    return [0, v.length];
  }
  const pair = PAIR.exec(v);
  if (pair) {
    const sessionName = isSensitiveKey(pair[1]) || /sess(?:ion)?(?:id)?$/i.test(pair[1]);
    return sessionName ? [pair[1].length + 1, pair[2].length] : undefined;
  }
  const base64 = LONG_BASE64.test(v) && /[+\/=]/.test(v);
  return generatedValue(v) || memorable(v) || base64 ? [0, v.length] : undefined;
}

/** Spans of secret-shaped cells in column `col` of the rows under the header ending at `end`. */
function rowsUnder(text: string, end: number, sep: string, width: number, col: number): Span[] {
  const spans: Span[] = [];
  for (const { at, cells } of rowsOf(text, end + 1, sep, width, MAX_ROWS)) {
    const { value, start } = cells[col];
    // The row's other cells; a session pair's own name (`IDS_SESSION`) repeated there is no id.
    const name = PAIR.exec(value)?.[1];
    const rest = cells.filter((_, i) => i !== col).map((c) => c.value).join(" ");
    const others = name ? rest.replaceAll(name, "") : rest;
    const part = ID_LABEL.test(others) || NOT_SECRET_ROW.test(others)
      ? undefined
      : secretPart(value, NAMED_CREDENTIAL.test(others));
    if (part) {
      const s = at + start + part[0];
      spans.push({ start: s, end: s + part[1], rule: "value-column", category: "secret" });
    }
  }
  return spans;
}

const VALUE_CELL = /(?:^|[,;\t|] ?)value ?(?:[,;\t|]|$)/gim;

function findValueColumns(text: string, at: number[]): Span[] {
  const spans: Span[] = [];
  let done = -1;
  for (const p of at) {
    const start = text.lastIndexOf("\n", p - 1) + 1;
    const end = text.indexOf("\n", p);
    if (start <= done || end < 0 || end - start > 300) continue;
    done = start;
    const line = text.slice(start, end);
    for (const sep of SEPARATORS) {
      if (!line.includes(sep)) continue;
      const names = cellsOf(line, sep);
      const col = names.findIndex((n) => /^value$/i.test(n));
      if (col < 0 || names.length < 3 || !names.every((n) => NAME_CELL.test(n))) continue;
      spans.push(...rowsUnder(text, end, sep, names.length, col));
      break;
    }
  }
  return spans;
}

export const VALUE_COLUMN_RULES: TextRule[] = [{
  id: "value-column",
  category: "secret",
  keywords: [",value", "value,", ";value", "value;", "\tvalue", "value\t", "| value", "value |"],
  broad: true,
  // Past the gate's window count (`at` null), every `value` cell edge is a possible header.
  find: (text, at) =>
    findValueColumns(text, at ?? [...text.matchAll(VALUE_CELL)].map((m) => m.index)),
}];
