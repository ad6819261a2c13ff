// Redaction round 67 (issue 13): two prose frames that hand a login over without a secret word.
// An account of access says what the writer got in with ("got into <system> with V, readings
// pulled", "logged in to the portal using V."); a value opening its sentence is named by the
// system it belongs to ("V is the <system> one, old one stopped working"). Both frames also carry
// ids, digests and public values (a commit, a firmware hash, a booking reference, an ETag), so the
// value must have a key's or a password's shape (for_system_rules.ts' test), and bare hex, the
// shape every digest has, is left. Tuning sets: v52, v53, v54 (three writers).
import { keyShaped } from "./for_system_rules.ts";
import { ID_LABEL } from "./system_value_rules.ts";
import { hitWindows } from "./hit_windows.ts";
import { mixedCaseRun } from "./mixed_case_run.ts";
import { rotatedAfter, rotatedKey, rotatedValue } from "./rotated_one.ts";
import type { Span, TextRule } from "./rule_kit.ts";

// "got into", "logged in to", "signed on to", "log in" …: the verb of entering a system.
const ACCESS =
  /(?<!\p{L})(?:got|get|gets|getting|logged|log|logs|logging|signed|sign|signs|signing)[ \t]+(?:in|into|on|onto)(?!\p{L})/giu;
// After the verb: up to eight words naming the system, then "with" or "using" and one token.
const USED = /^((?:[ \t]+[^\s.:;!?,]+){0,8}?)[ \t]+(?:with|using)[ \t]+([^\s,;]{8,200})/i;
// red79: or where the writer got in from, between the system and "with" ("got into <system> from
// the laptop at <place> with V"): up to six words, "from", up to eight more.
const USED_FROM =
  /^((?:[ \t]+[^\s.:;!?,]+){1,6}?[ \t]+from(?:[ \t]+[^\s.:;!?,]+){1,8}?)[ \t]+(?:with|using)[ \t]+([^\s,;]{8,200})/i;
// The token ends its clause: a comma, a semicolon, a sentence's end, the line's end, or "and".
// red79: or "in the end" closing the report.
const CLAUSE_END = /^(?:[,;]|[ \t]*\r?$|[ \t]+(?:and|then|but|in[ \t]+the[ \t]+end)\b)/;
// "V is the <up to six words> one", the sentence going on or ending after "one".
// red77: or "V is the one for <up to six words>", read only with the rotation clause after it.
const WHICH_ONE =
  /^[ \t]+is[ \t]+the[ \t]+(?:(?:[^\s.,;:!?]+[ \t]+){1,6}one|(one[ \t]+for)(?:[ \t]+[^\s.,;:!?]+){1,6})(?:[.,;!]|[ \t]+[-–—]|[ \t]*$)/i;
// What may stand before a value that opens its sentence: the line's start, a header's colon
// ("SMS to Dan, 13:31: V is …"), a sentence's end.
const OPENS_SENTENCE = /(?:^|[:.!?][ \t]+)$/;
const HEX = /^[0-9a-f]+$/i;

/** A key or a password, not hex (a digest's, a commit's or an ETag's shape). */
function handedValue(v: string): boolean {
  return !HEX.test(v) && keyShaped(v);
}

function span(start: number, v: string, rule: string): Span {
  return { start, end: start + v.length, rule, category: "secret" };
}

/** "got into <system> with V": the value the writer got in with (file comment). */
function findAccessReports(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  for (const [ws, we] of hitWindows(text, at, 1, 24)) {
    for (const m of text.slice(ws, we).matchAll(ACCESS)) {
      const after = ws + m.index + m[0].length;
      const nl = text.indexOf("\n", after);
      const line = text.slice(after, nl < 0 ? text.length : nl);
      const used = USED.exec(line) ?? USED_FROM.exec(line);
      if (!used || ID_LABEL.test(used[1])) continue;
      let v = used[2];
      const rest = line.slice(used[0].length);
      if (v.endsWith(".") && /^(?:\s|$)/.test(rest)) v = v.slice(0, -1);
      else if (!CLAUSE_END.test(rest)) continue;
      // red75: a value in both cases inside its run (mixed_case_run.ts) is a login's too.
      if (!handedValue(v) && !mixedCaseRun(v)) continue;
      spans.push(span(after + used[0].length - used[2].length, v, "access-report-value"));
    }
  }
  return spans;
}

/** "V is the <system> one": a value opening its sentence, named by what it opens. */
function findWhichOne(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  for (const [ws, we] of hitWindows(text, at, 1, 8)) {
    for (const m of text.slice(ws, we).matchAll(/[ \t]is[ \t]+the[ \t]/gi)) {
      const i = ws + m.index;
      const lineStart = text.lastIndexOf("\n", i - 1) + 1;
      const s = Math.max(text.lastIndexOf(" ", i - 1), text.lastIndexOf("\t", i - 1)) + 1;
      const from = Math.max(s, lineStart);
      const v = text.slice(from, i);
      if (v.length < 8 || !OPENS_SENTENCE.test(text.slice(Math.max(lineStart, from - 40), from))) {
        continue;
      }
      const nl = text.indexOf("\n", i);
      const which = WHICH_ONE.exec(text.slice(i, nl < 0 ? text.length : nl));
      if (!which || ID_LABEL.test(which[0])) continue;
      // A clause telling the old one stopped working vouches for any run of letters and digits.
      const rest = text.slice(i + which[0].length, nl < 0 ? text.length : nl);
      const rotated = (rotatedValue(v) || rotatedKey(v)) && rotatedAfter(rest);
      if (which[1] ? !rotated : !handedValue(v) && !rotated) continue;
      spans.push(span(from, v, "which-one-value"));
    }
  }
  return spans;
}

export const ACCESS_REPORT_RULES: TextRule[] = [{
  id: "access-report-value",
  category: "secret",
  keywords: [
    "got in",
    "get in",
    "gets in",
    "getting in",
    "got on",
    "get on",
    "logged in",
    "logged on",
    "log in",
    "log on",
    "logs in",
    "logging in",
    "signed in",
    "signed on",
    "sign in",
    "sign on",
    "signs in",
    "signing in",
  ],
  find: findAccessReports,
}, {
  id: "which-one-value",
  category: "secret",
  keywords: ["is the"],
  find: findWhichOne,
}];
