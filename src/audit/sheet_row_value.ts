// Redaction round red80 (issue 13): a row pasted from a sheet with no heading over it,
// "<place>\t<system>\t<value>[\t<who>\t<date>]": the place and the system are named in words and
// the third cell is random material (hex, or lower-case letters and digits run together). With no
// heading to say the column holds ids, a run that random beside a system's name is that system's
// key; a digest, a record's number or an example is named so in the system's cell and is kept,
// and so is an artifact's digest (a repository's commit: artifact_digest.ts).
// The older cell rule (system_value_rules.ts) reads three-class values; this reads the two-class
// runs it leaves. Tuning sets: v53, v60 (and the row form of v52-v59).
import { artifactDigest } from "./artifact_digest.ts";
import { base64Text } from "./decoded_words.ts";
import { keyShaped } from "./for_system_rules.ts";
import { mixedCaseRun } from "./mixed_case_run.ts";
import { ID_LABEL } from "./system_value_rules.ts";
import { randomRun, referenceWords } from "./system_colon_end.ts";
import type { Span, TextRule } from "./rule_kit.ts";

// A cell of words: letters first, at most 60 characters, no tab.
const WORDS_CELL = /^\p{L}[^\t\n]{1,59}$/u;

// red92: a key's or a password's shape (keyShaped, or a mixed-case run) in the same row is that
// system's login too, as the third cell or as the second after the system's name with a person or
// a place in words after it. Hex stays randomRun's, and a UUID in a row is a record's id (red80's
// test); red87's wider entered shape is left (a row also holds LEIs, IBANs, B/L numbers).
const HEX_OR_UUID = /^(?:[0-9a-f]+|[0-9A-F]+|[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12})$/i;
// Base64 of readable text is an encoded setting, not a key (red68's test).
const READABLE = /^[\x20-\x7e]{4,}$/;
export function loginShaped(v: string): boolean {
  if (HEX_OR_UUID.test(v) || READABLE.test(base64Text(v) ?? "")) return false;
  return keyShaped(v) || mixedCaseRun(v);
}

function namesSystem(cell: string): boolean {
  const s = cell.trim();
  return WORDS_CELL.test(s) && !ID_LABEL.test(s) && !referenceWords(s);
}

function rowSpan(start: number, v: string): Span {
  return { start, end: start + v.length, rule: "sheet-row-value", category: "secret" };
}

// red93: digits beside a cell whose last word names a lock or an alarm are its code ("main gate
// keypad\t781453#95", "KeyPlus lockers\t640434344\tHannah"); a year alone is left.
const LOCK_CELL =
  /^\p{L}[^\t\n]{0,58}(?<!\p{L})(?:alarm|keypad|(?:pad)?lock|lockers?|key[ -]?safe|safe|gate|door)$/iu;
const KEYPAD_DIGITS = /^(?=(?:[#*]*\d){4,10}[#*]*$)\d[\d#*]*$/;
const YEAR = /^(?:19|20)\d\d$/;
function lockCode(lock: string, v: string): boolean {
  return LOCK_CELL.test(lock.trim()) && KEYPAD_DIGITS.test(v) && !YEAR.test(v);
}

function rowValue(cells: string[], lineStart: number): Span | undefined {
  if (cells.length < 3) return undefined;
  const [first, second, third] = cells;
  if (WORDS_CELL.test(first.trim()) && lockCode(second, third)) {
    return rowSpan(lineStart + first.length + second.length + 2, third);
  }
  if (lockCode(first, second) && WORDS_CELL.test(third.trim())) {
    return rowSpan(lineStart + first.length + 1, second);
  }
  const [place, system, v] = cells;
  if (WORDS_CELL.test(place.trim()) && namesSystem(system) && !artifactDigest(system.trim(), v)) {
    const start = lineStart + place.length + system.length + 2;
    if (randomRun(v) || loginShaped(v)) return rowSpan(start, v);
  }
  if (namesSystem(place) && WORDS_CELL.test(v.trim()) && loginShaped(system)) {
    return rowSpan(lineStart + place.length + 1, system);
  }
  return undefined;
}

function findSheetRowValues(text: string, _at: number[] | null): Span[] {
  const spans: Span[] = [];
  let lineStart = 0;
  let aboveTabbed = false;
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf("\n", lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const line = text.slice(lineStart, lineEnd);
    const tabbed = line.includes("\t");
    if (tabbed && !aboveTabbed) {
      const span = rowValue(line.split("\t"), lineStart);
      if (span) spans.push(span);
    }
    aboveTabbed = tabbed;
    lineStart = lineEnd + 1;
  }
  return spans;
}

export const SHEET_ROW_VALUE_RULES: TextRule[] = [{
  id: "sheet-row-value",
  category: "secret",
  keywords: [],
  hintHolds: (text: string) => text.includes("\t"),
  hint: /\t/,
  find: findSheetRowValues,
}];
