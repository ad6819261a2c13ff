// Redaction round 30 (issue 13): backup and recovery codes as people paste them after the noun
// that names them: a list of letter-and-digit codes on the next line (`GZ2MA7N9  3F6BSK8D …`),
// a numbered list (`1. 5331 6487` / `2. 1299 7197`), two codes in the sentence (`23ai-gtfy
// ch1m-vvot`), or one grouped code in the sentence's parenthesis (`(0258-7360)`). The digit-only
// runs of round 11 and the `codes:` lists of round 24 (recovery_code_rules.ts) read none of
// these: their codes hold letters, a numbering, or are fewer than three. The noun says codes
// follow, and the run's own shape (codes of one layout, distinct, mostly with digits) says
// they are codes, not words, dates or counts.
import { wordish } from "./credential_shape.ts";
import { hitLines, type Span, type TextRule } from "./rule_kit.ts";

// One code: two digit halves (`5331 6487`), two dashed groups (`23ai-gtfy`), or one token.
const ITEM = String.raw`\d{3,5} \d{3,5}|[A-Za-z0-9]{3,6}-[A-Za-z0-9]{3,6}|[A-Za-z0-9]{6,12}`;
// Between codes: blanks, a comma, or a line break and an optional numbering or bullet.
const SEP = String
  .raw`[ \t]{1,4}|[ \t]*[,;][ \t]*|[ \t]*\n[ \t]*(?:\d{1,2}[.)][ \t]+|[-*•][ \t]+)?`;
const RUN = new RegExp(
  String.raw`(?<![\w-])(?:${ITEM})(?:(?:${SEP})(?:${ITEM})){0,15}(?![\w-])`,
  "g",
);
const ITEMS = new RegExp(ITEM, "g");
// The gap from the noun to the run: the same sentence, or a lead line ending in a colon and
// then the list (after one blank line at most, with a numbering).
const GAP_SAME = /^[^\n.!?]{0,80}$/;
const GAP_BELOW = /^[^\n]{0,80}:[ \t]*\n(?:[ \t]*\n)?[ \t]*(?:\d{1,2}[.)][ \t]+|[-*•][ \t]+)?$/;
const NOUN = /\b(?:backup|recovery|bypass|scratch|emergency)[ -]codes?\b/gi;
// A year range or a date is no code (`2025-2026`, `2026-05`).
const DATE = /^(?:19|20)\d\d-(?:\d\d|(?:19|20)\d\d)$/;

function layout(c: string): string {
  return c.replace(/[A-Za-z0-9]/g, "x");
}

/** Codes of one layout, distinct, two thirds with a digit, none a word or a date; one code
 * only when grouped with a digit and in brackets right in the sentence. */
function codeRun(run: string, alone: boolean): boolean {
  const codes = run.match(ITEMS) ?? [];
  if (codes.length === 0 || codes.some((c) => DATE.test(c))) return false;
  if (new Set(codes).size !== codes.length || codes.some((c) => layout(c) !== layout(codes[0]!))) {
    return false;
  }
  // Numbered names share their start (`server01 server02`); random codes do not.
  if (codes.length >= 2 && new Set(codes.map((c) => c.slice(0, 3))).size === 1) return false;
  const withDigit = codes.filter((c) => /\d/.test(c)).length;
  if (withDigit * 3 < codes.length * 2) return false;
  if (codes.some((c) => !/\d/.test(c) && wordish(c.replace(/[- ]/g, "").toLowerCase()))) {
    return false;
  }
  return codes.length >= 2 || alone && /[- ]/.test(codes[0]!) && withDigit === 1;
}

function findCodeRuns(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  hitLines(text, at, (s, e) => {
    NOUN.lastIndex = 0;
    const line = text.slice(s, e);
    for (let n = NOUN.exec(line); n; n = NOUN.exec(line)) {
      const from = s + n.index + n[0].length;
      const window = text.slice(from, from + 600);
      RUN.lastIndex = 0;
      for (let m = RUN.exec(window); m; m = RUN.exec(window)) {
        const gap = window.slice(0, m.index);
        const same = GAP_SAME.test(gap);
        if (!same && !GAP_BELOW.test(gap)) break;
        // One code counts only inside a bracket that opens right before it: `(0258-7360)`.
        const alone = same && /\($/.test(gap) && window[m.index + m[0].length] === ")";
        if (!codeRun(m[0], alone)) continue;
        const start = from + m.index;
        spans.push({ start, end: start + m[0].length, rule: "code-run", category: "secret" });
        break;
      }
    }
  });
  return spans;
}

/** The English nouns of backup-code lists (recovery_code_rules.ts' list rule reads them too). */
export const CODE_NOUN_KEYWORDS = [
  "backup code",
  "recovery code",
  "backup-code",
  "recovery-code",
  "bypass code",
  "scratch code",
  "emergency code",
];

export const CODE_RUN_RULES: TextRule[] = [
  {
    id: "code-run",
    category: "secret",
    keywords: CODE_NOUN_KEYWORDS,
    find: findCodeRuns,
  },
];
