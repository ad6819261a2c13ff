// Redaction round red99 (issue 13): an override code with words between its label and its value
// ("new override code for the main barrier as agreed with Jo: *1234#", "time-lock override (Depot
// 2 vault) 1234-5678"). An override code is the master code of a lock, a barrier, a safe's time
// lock or a vehicle immobiliser, and writers name what it overrides before giving it; round 39's
// `lock-code` wants the value right after its label. The keypad shape and the word "override" are
// the evidence: no digit outside a parenthesis and no sentence end may stand between them.
// Tuning sets: v46, v60, v62.
import { referenceWords } from "./system_colon_end.ts";
import { ID_LABEL } from "./system_value_rules.ts";
import type { Span, TextRule } from "./rule_kit.ts";

const LOCK_WORD = String
  .raw`time[- ]?lock|lock|gate|barrier|door|safe|key[ -]?safe|vault|immobili[sz]er|alarm`;
const LABEL = new RegExp(
  String
    .raw`(?<!\p{L})(?:override[ \t]+(?:code|PIN|password|passcode)s?|(?:${LOCK_WORD})[ \t]+override)(?!\p{L})`,
  "giu",
);
// A keypad code: 4–12 digits in at most three groups, a keypad's `*` or `#` at either end; it ends
// its clause: the line's end or a mark follows, not a word ("used 3150 times") or a chain going on.
const KEYPAD =
  /(?<![\p{L}\d])[*#]?\d{2,12}(?:[- ]\d{2,8}){0,2}[*#]?(?![.:\/-]\d)(?=[ \t]*(?:$|\n|[.,;:!?)\]—–-]|\())/u;
const YEAR = /^(?:19|20)\d\d$/;
const REACH = 80;

/** `s` with each parenthesis' content blanked, so its digits ("(Depot 2 vault)") are no value. */
function withoutAsides(s: string): string {
  return s.replace(/\([^()\n]{0,40}\)/g, (p) => " ".repeat(p.length));
}

/** The keypad code after the label ending at `end`, or null (file comment). */
function codeAfter(text: string, end: number): Span | null {
  const nl = text.indexOf("\n", end);
  const rest = text.slice(end, nl < 0 ? text.length : nl);
  const m = KEYPAD.exec(withoutAsides(rest));
  if (m === null || m.index > REACH) return null;
  const stretch = withoutAsides(rest.slice(0, m.index));
  if (/\d|[.!?]\s|[.!?]$/.test(stretch) || ID_LABEL.test(stretch) || referenceWords(stretch)) {
    return null;
  }
  const v = rest.slice(m.index, m.index + m[0].length).trimEnd();
  const digits = v.replace(/\D/g, "");
  if (digits.length < 4 || digits.length > 12 || YEAR.test(v)) return null;
  const start = end + m.index;
  return { start, end: start + v.length, rule: "override-code", category: "secret" };
}

function findOverrideCodes(text: string, _at: number[] | null): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(LABEL)) {
    const got = codeAfter(text, m.index + m[0].length);
    if (got) spans.push(got);
  }
  return spans;
}

export const OVERRIDE_CODE_RULES: TextRule[] = [{
  id: "override-code",
  category: "secret",
  keywords: ["override"],
  find: findOverrideCodes,
}];
