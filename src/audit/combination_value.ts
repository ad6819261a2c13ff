// Redaction round red92 (issue 13): a key safe's or a lock's combination given as groups of four
// joined by a dash ("combination = 4237-2644", "new combination for the key safe 5734-A811"). Key
// safes print their buttons as digits and letters, and people write the code in the groups they
// press. The word "combination" names a lock's code when a lock is named on its line or when it is
// a label with its sign ("combination: V"); the value ends its clause. Year ranges are left.
// Tuning sets: v58, v59, v60, v64, v65.
import { hitWindows } from "./hit_windows.ts";
import type { Span, TextRule } from "./rule_kit.ts";

const COMBINATION = /(?<!\p{L})combination(?!\p{L})([ \t]*[:=])?/giu;
const LOCK_WORD =
  /(?<!\p{L})(?:key[ -]?safe|safe|(?:pad)?lock|lock[ -]?box|key[ -]?box|locker|gate|door)s?(?!\p{L})/iu;
// Groups of four digits or capitals (a key safe's buttons), at least four digits in all.
const GROUPS = /(?<![\p{L}\d-])([0-9A-Z]{4}(?:-[0-9A-Z]{4}){1,2})(?=[.,;!)]?(?:[ \t]|\r?$))/gmu;
const YEARS = /^(?:19|20)\d\d-(?:19|20)\d\d$/;

function lineAround(text: string, i: number): [number, number] {
  const s = text.lastIndexOf("\n", i) + 1;
  const e = text.indexOf("\n", i);
  return [s, e < 0 ? text.length : e];
}

function findCombinations(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  for (const [ws, we] of hitWindows(text, at, 0, 16)) {
    for (const m of text.slice(ws, we).matchAll(COMBINATION)) {
      const i = ws + m.index;
      const [ls, le] = lineAround(text, i);
      if (m[1] === undefined && !LOCK_WORD.test(text.slice(ls, le))) continue;
      const after = text.slice(i + m[0].length, le);
      for (const g of after.matchAll(GROUPS)) {
        const v = g[1];
        if (v.replace(/\D/g, "").length < 4 || YEARS.test(v)) continue;
        const start = i + m[0].length + g.index;
        spans.push({ start, end: start + v.length, rule: "combination-value", category: "secret" });
        break;
      }
    }
  }
  return spans;
}

export const COMBINATION_VALUE_RULES: TextRule[] = [{
  id: "combination-value",
  category: "secret",
  keywords: ["combination"],
  find: findCombinations,
}];
