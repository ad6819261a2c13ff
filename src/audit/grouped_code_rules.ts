// Redaction round 7 (issue 13): codes read out or copied in groups, as licence keys, recovery
// codes and session codes are written: "the license key is 7KQM2-PX9RT-…", "복구 코드:
// k3vq9-…", "It says 9f3c 2ab1 …". Groups of one length (4 or 5 letters and digits), at least
// three, letters of one case, a digit in half the groups at least; a code word shortly before
// (licence, recovery, backup or session code, one-time, in several languages), and no
// order, ticket or part label right before, as such numbers are references, not secrets, and
// no fingerprint or key id (public, and printed in groups too).
import { looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { cueStarts, cueTable } from "./cue_starts.ts";

// A run of 3 to 10 groups, read in place from its first group's start.
// Round 7's probes: recovery codes one pair a line (`d8f2a-91c3b` / `7e4d0-b2a19`), so a line break
// separates groups too.
const GROUPS = /[A-Za-z0-9]{4,5}(?:[ \n-][A-Za-z0-9]{4,5}){2,9}(?![\w-])/y;
// Where a run can be: a digit, the rest of its group, a separator and another group (every code
// here has a group with a digit before another group). Tried at digits only.
const DIGIT_GROUP = /\d[A-Za-z0-9]{0,4}[ \n-][A-Za-z0-9]{4,5}(?![A-Za-z0-9])/g;
// The words that announce such a code (a bare "key" or "code" is everywhere in code and logs).
const CUE =
  /licen[cs]|lizenz|licencia|licença|лиценз|product key|activation|serial key|cd.?key|recovery|backup.?code|session code|one-time|\botp\b|2fa|mfa|verification code|security code|access code|código|codice|kurtarma|yedek|ключ|код|코드|복구|백업|コード|リカバリ|恢复|备用|码/iu;
const REFERENCE_BEFORE =
  /\b(?:order|ticket|invoice|tracking|sku|part|model|serial|asset|case|ref(?:erence)?|booking|item|article|postal|zip|post)\b[^\n\w]{0,4}(?:no\.?|number|nr\.?|#|id)?[^\n\w]{0,3}$/i;
// A key's fingerprint or id is printed in groups too, and is public.
const PUBLIC_BEFORE = /fingerprint|thumbprint|\bfpr\b|key ?id|\bsha-?\d|\bmac\b|\bwwn\b|\bipv6\b/i;
const CUE_BEFORE = 160;

function codeLike(groups: string[]): boolean {
  const len = groups[0].length;
  if (groups.some((g) => g.length !== len)) return false;
  const all = groups.join("");
  if (/[a-z]/.test(all) && /[A-Z]/.test(all)) return false;
  if (!/[A-Za-z]/.test(all) || new Set(all.toLowerCase()).size < 6) return false;
  // Random groups differ in where their digits sit and in how they open; a list of names or
  // codes (`AD24 AE23 AL28`, `read0 read1 hopen`) repeats one shape or one stem.
  const shapes = new Set(groups.map((g) => g.replace(/\d/g, "9").replace(/[A-Za-z]/g, "a")));
  const stems = new Set(groups.map((g) => g.slice(0, 3).toLowerCase()));
  if (shapes.size === 1 || stems.size < groups.length) return false;
  // Digits-only groups are numbers (an IBAN's `1234 5698`, a phone's), rare in random codes.
  if (groups.filter((g) => /^\d+$/.test(g)).length > 1 || /^[A-Z]{2}\d\d$/.test(groups[0])) {
    return false;
  }
  const withDigit = groups.filter((g) => /\d/.test(g)).length;
  return withDigit * 2 >= groups.length && !looksFake(groups.join("-"));
}

function isAlnum(c: string | undefined): boolean {
  if (c === undefined) return false;
  const k = c.charCodeAt(0);
  return (k >= 48 && k <= 57) || (k >= 65 && k <= 90) || (k >= 97 && k <= 122);
}

/** The start of the run of groups that holds the group around `at`, read backwards. */
function runStart(text: string, at: number): number {
  let s = at;
  while (s > 0 && at - s < 4 && isAlnum(text[s - 1])) s--;
  for (;;) {
    const sep = text[s - 1];
    if (!isSep(sep)) return s;
    let p = s - 1;
    while (p > 0 && s - 1 - p < 5 && isAlnum(text[p - 1])) p--;
    const len = s - 1 - p;
    if (len < 4 || isAlnum(text[p - 1]) || text[p - 1] === "_") return s;
    s = p;
  }
}

const isSep = (c: string | undefined) => c === " " || c === "-" || c === "\n";

/** Cheap test before the regexes: a separator and a character of a third group on either side. */
function thirdGroupNear(text: string, digit: number, end: number): boolean {
  if (isSep(text[end]) && isAlnum(text[end + 1])) return true;
  let s = digit;
  while (s > 0 && digit - s < 4 && isAlnum(text[s - 1])) s--;
  return isSep(text[s - 1]) && isAlnum(text[s - 2]);
}

function findInWindow(text: string, from: number, to: number, spans: Span[], done: number) {
  // A slice, so the last search of a window does not run on to the text's next digit group.
  const base = Math.max(from, done);
  const slice = to >= text.length ? text : text.slice(0, Math.min(text.length, to + 16));
  DIGIT_GROUP.lastIndex = base;
  for (let d = DIGIT_GROUP.exec(slice); d && d.index < to; d = DIGIT_GROUP.exec(slice)) {
    if (d.index < done || !thirdGroupNear(text, d.index, d.index + d[0].length)) continue;
    const start = runStart(text, d.index);
    if (start < done || /[\w-]/.test(text[start - 1] ?? " ")) continue;
    GROUPS.lastIndex = start;
    const m = GROUPS.exec(text);
    if (!m) continue;
    done = start + m[0].length;
    DIGIT_GROUP.lastIndex = Math.max(DIGIT_GROUP.lastIndex, Math.min(done, slice.length));
    if (!codeLike(m[0].split(/[ \n-]/))) continue;
    const before = text.slice(Math.max(0, start - CUE_BEFORE), start);
    if (!CUE.test(before) || REFERENCE_BEFORE.test(before)) continue;
    if (PUBLIC_BEFORE.test(before.slice(-60))) continue;
    spans.push({ start, end: done, rule: "grouped-code", category: "secret" });
  }
  return done;
}

/** Codes within reach of the cue words at `at` (the whole text when null). */
function findGroupedCodes(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  if (at === null) {
    findInWindow(text, 0, text.length, spans, 0);
    return spans;
  }
  let done = 0;
  for (const p of at) done = findInWindow(text, p, p + CUE_BEFORE + 30, spans, done);
  return spans;
}

// Digits are everywhere in logs and rows, so the search runs only after a cue word: the ASCII
// ones through the keyword gate, the others (Korean, Japanese, Chinese, Russian) found here.
const OTHER_CUES = cueTable(
  [
    "лиценз",
    "Лиценз",
    "ключ",
    "Ключ",
    "코드",
    "복구",
    "백업",
    "コード",
    "リカバリ",
    "恢复",
    "备用",
    "码",
  ],
  "цю",
);
// Their anchor letters, as one class the text's character census answers without a pass.
const OTHER_HINT = new RegExp(OTHER_CUES.first.source);

function findAfterOtherCues(text: string): Span[] {
  return findGroupedCodes(text, cueStarts(text, OTHER_CUES));
}

export const GROUPED_CODE_RULES: TextRule[] = [
  {
    id: "grouped-code",
    category: "secret",
    keywords: [
      "licen",
      "lizenz",
      "product key",
      "activation",
      "serial key",
      "cd key",
      "cd-key",
      "recovery",
      "backup code",
      "backup-code",
      "session code",
      "one-time",
      "otp",
      "2fa",
      "mfa",
      "verification code",
      "security code",
      "access code",
      "digo",
      "codice",
      "kurtarma",
      "yedek",
    ],
    broad: true,
    find: findGroupedCodes,
  },
  {
    id: "grouped-code",
    category: "secret",
    keywords: [],
    hint: OTHER_HINT,
    broad: true,
    find: findAfterOtherCues,
  },
];
