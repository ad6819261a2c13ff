// Redaction round red90 (issue 13): what finally worked, told as an account of access. Round 67's
// `access-report-value` reads verbs of entering ("got into X with V"); people also write "got X
// going again … using V", "V got us in" and "in the end V worked". References and digests are
// looked up, not tried until one works, so the value needs a key's, a password's or an entered
// value's shape; bare hex is read only as what let people in. Tuning sets: v63, v64, v65.
import { keyShaped } from "./for_system_rules.ts";
import { enteredShape } from "./entry_question.ts";
import { hitWindows } from "./hit_windows.ts";
import { mixedCaseRun } from "./mixed_case_run.ts";
import { ID_LABEL } from "./system_value_rules.ts";
import type { Span, TextRule } from "./rule_kit.ts";

// (a) "got <system> going (again) <where from> with|using V".
const GOT_GOING =
  /(?<!\p{L})(?:got|get|gets|getting)((?:[ \t]+[^\s.:;!?,]+){1,6}?)[ \t]+(?:going|working|running)(?:[ \t]+again)?(?:[ \t]+[^\s.:;!?,]+){0,10}?[ \t]+(?:with|using)[ \t]+([^\s,;]{8,200})/giu;
// The token ends its clause: a comma, a semicolon, a sentence's end, the line's end, a joining word.
const CLAUSE_END =
  /^(?:[,;]|[.!]?[ \t]*\r?$|[.!][ \t]|[ \t]+(?:and|then|but|in[ \t]+the[ \t]+end)\b)/;
// (b) "V got us in", "V let me in": the value lets people in.
const LET_IN =
  /(?<![^\s(])([^\s,;()]{8,200})[ \t]+(?:got|gets|let|lets)[ \t]+(?:us|me|them|everyone|him|her)[ \t]+(?:back[ \t]+)?in(?!\p{L})/giu;
// (c) "in the end V worked / did it / did the trick".
const WORKED =
  /(?<!\p{L})in[ \t]+the[ \t]+end,?[ \t]+([^\s,;()]{8,200})[ \t]+(?:worked|works|did[ \t]+it|did[ \t]+the[ \t]+trick)(?!\p{L})/giu;
const HEX = /^[0-9a-f]+$/i;

function loginShaped(v: string): boolean {
  return keyShaped(v) || mixedCaseRun(v) || enteredShape(v);
}

function span(start: number, v: string): Span {
  return { start, end: start + v.length, rule: "access-worked-value", category: "secret" };
}

function findWorked(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  for (const [ws, we] of hitWindows(text, at, 240, 240)) {
    const part = text.slice(ws, we);
    for (const m of part.matchAll(GOT_GOING)) {
      let v = m[2];
      const rest = part.slice(m.index + m[0].length);
      if (v.endsWith(".") && /^(?:\s|$)/.test(rest)) v = v.slice(0, -1);
      else if (!CLAUSE_END.test(rest)) continue;
      if (ID_LABEL.test(m[1]) || HEX.test(v) || !loginShaped(v)) continue;
      spans.push(span(ws + m.index + m[0].length - m[2].length, v));
    }
    for (const m of part.matchAll(LET_IN)) {
      const v = m[1];
      if (!loginShaped(v) && !(HEX.test(v) && v.length >= 16)) continue;
      spans.push(span(ws + m.index, v));
    }
    for (const m of part.matchAll(WORKED)) {
      const v = m[1];
      if (HEX.test(v) || !loginShaped(v)) continue;
      spans.push(span(ws + m.index + m[0].indexOf(v, "in the end".length), v));
    }
  }
  return spans;
}

export const ACCESS_WORKED_RULES: TextRule[] = [{
  id: "access-worked-value",
  category: "secret",
  keywords: [
    "going",
    "working",
    "running",
    "us in",
    "me in",
    "them in",
    "everyone in",
    "him in",
    "her in",
    "us back in",
    "me back in",
    "in the end",
  ],
  find: findWorked,
}];
