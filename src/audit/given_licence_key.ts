// Redaction round red89 (issue 13): a licence, product or gift key printed as three to five equal
// groups of random capitals and digits (`TRD-GGQKNNVI-…`, Steam's 5×3, gift cards' 4×4) is taken
// where a value is given — after a link, a cell's edge, a handing word, or opening its line — and
// left where a text shows the shape as a sample (a code span, a quoted example sentence, "such as",
// a list of keys), as documentation and source comments do. Tuning sets: v30–v64, rtr1, rtr2, rtr4.
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";

const KEY =
  /(?<![A-Za-z0-9-])(?:[A-Z][A-Z0-9]{1,4}-)?[A-Z0-9]{4,8}(?:-[A-Z0-9]{4,8}){2,4}(?![A-Za-z0-9-])/g;
const HINT = /[A-Z0-9]{4}-[A-Z0-9]{4,8}-[A-Z0-9]{4}/;
// What ends the line's text before a given value: a link, a cell's edge, a handing word.
const GIVEN =
  /(?:(?:[:：=→|\t]|->|=>|<td>)[ \t]*["']?|,["']?|\b(?:it'?s|it is|here'?s|is|got|with|lautet|ist)[ \t]+)$/i;
// The line names an instance of a kind or a reference before the value.
const SAMPLE =
  /such as|\blike\b|e\.g\.|for (?:example|instance)|example|sample|z\. ?B\.|par exemple|por ejemplo/i;
const REFERENCE =
  /\b(?:ref(?:erence)?|serial|s\/n|part|model|claim|order|invoice|ticket|booking|tracking|sku)\b/i;
const LIST_JOIN = /^[ \t]*(?:,|\/|or|and)[ \t]*/;

/** Equal groups, letters and digits mixed in at least two of them, no group repeated. */
function keyShape(v: string): boolean {
  let groups = v.split("-");
  if (
    new Set(groups.slice(1).map((g) => g.length)).size === 1 &&
    groups[0]!.length !== groups[1]!.length
  ) {
    groups = groups.slice(1);
  }
  if (groups.length < 3 || new Set(groups.map((g) => g.length)).size !== 1) return false;
  const mixed = groups.filter((g) => /[A-Z]/.test(g) && /\d/.test(g)).length;
  return mixed >= 2 && new Set(groups).size === groups.length && !v.startsWith("SN-");
}

/** A value shown as a sample: in a code span, ending a quoted sentence, or one of a list. */
function shownAsSample(text: string, start: number, end: number, lead: string): boolean {
  const before = text[start - 1] ?? "", after = text[end] ?? "";
  if (before === "`" || after === "`") return true;
  if (/["'”’]/.test(after) && before !== after && !(after === "”" && before === "“")) return true;
  const tail = text.slice(end, end + 60).replace(LIST_JOIN, "");
  const head = lead.replace(/[ \t]*(?:,|\/|or|and)[ \t]*$/, "");
  return (tail !== text.slice(end, end + 60) && /^[A-Z0-9-]{14,}/.test(tail)) ||
    (head !== lead && /[A-Z0-9]{4}-[A-Z0-9]{4}[A-Z0-9-]*$/.test(head));
}

function givenKey(text: string, m: RegExpMatchArray & { index: number }): boolean {
  const v = m[0];
  if (!keyShape(v) || looksFake(v) || isTemplateOrMask(v)) return false;
  // A string that is the value alone (a JSON member's) has no text to give it; its name judges it.
  if (text.trim() === v) return false;
  const lineStart = text.lastIndexOf("\n", m.index - 1) + 1;
  const lead = text.slice(lineStart, m.index);
  const opens = /^[ \t>*-]*["']?$/.test(lead);
  if (!opens && !GIVEN.test(lead)) return false;
  if (SAMPLE.test(lead) || REFERENCE.test(lead)) return false;
  return !shownAsSample(text, m.index, m.index + v.length, lead);
}

function findGivenKeys(text: string): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(KEY)) {
    if (!givenKey(text, m as RegExpMatchArray & { index: number })) continue;
    spans.push({
      start: m.index!,
      end: m.index! + m[0].length,
      rule: "given-licence-key",
      category: "secret",
    });
  }
  return spans;
}

export const GIVEN_LICENCE_KEY_RULES: TextRule[] = [{
  id: "given-licence-key",
  category: "secret",
  keywords: [],
  hint: HINT,
  find: findGivenKeys,
}];
