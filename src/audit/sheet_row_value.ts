// Redaction round red80 (issue 13): a row pasted from a sheet with no heading over it,
// "<place>\t<system>\t<value>[\t<who>\t<date>]": the place and the system are named in words and
// the third cell is random material (hex, or lower-case letters and digits run together). With no
// heading to say the column holds ids, a run that random beside a system's name is that system's
// key; a digest, a record's number or an example is named so in the system's cell and is kept,
// and so is an artifact's digest (a repository's commit: artifact_digest.ts).
// The older cell rule (system_value_rules.ts) reads three-class values; this reads the two-class
// runs it leaves. Tuning sets: v53, v60 (and the row form of v52-v59).
import { artifactDigest } from "./artifact_digest.ts";
import { ID_LABEL } from "./system_value_rules.ts";
import { randomRun, referenceWords } from "./system_colon_end.ts";
import type { Span, TextRule } from "./rule_kit.ts";

// A cell of words: letters first, at most 60 characters, no tab.
const WORDS_CELL = /^\p{L}[^\t\n]{1,59}$/u;

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
      const cells = line.split("\t");
      const [place, system, v] = cells;
      if (
        cells.length >= 3 && WORDS_CELL.test(place.trim()) && WORDS_CELL.test(system.trim()) &&
        randomRun(v) && !ID_LABEL.test(system) && !referenceWords(system) &&
        !artifactDigest(system.trim(), v)
      ) {
        const start = lineStart + place.length + system.length + 2;
        spans.push({ start, end: start + v.length, rule: "sheet-row-value", category: "secret" });
      }
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
