// Redaction round 7 (issue 13): codes read out or copied in groups, as licence keys, recovery
// codes and session codes are written: "the license key is 7KQM2-PX9RT-…", "복구 코드:
// k3vq9-…", "It says 9f3c 2ab1 …". Groups of one length (4 or 5 letters and digits), at least
// three, letters of one case, a digit in half the groups at least; a code word shortly before
// (licence, recovery, backup, session, one-time, key, code, in several languages), and no
// order, ticket or part label right before, as such numbers are references, not secrets, and
// no fingerprint or key id (public, and printed in groups too).
import { looksFake } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";

const GROUPS = /(?<![\w-])[A-Za-z0-9]{4,5}(?:[ -][A-Za-z0-9]{4,5}){2,9}(?![\w-])/g;
// A cheap test before the search: a group that mixes letters and digits, then two more groups.
const HINT =
  /(?<![\w-])(?=[A-Za-z]*\d)(?=\d*[A-Za-z])[A-Za-z0-9]{4,5}[ -][A-Za-z0-9]{4,5}[ -][A-Za-z0-9]{4,5}(?!\w)/;
const CUE =
  /licen[cs]|lizenz|licencia|licença|лиценз|product key|activation|recovery|backup|session|one-time|otp|verification|security code|access code|\bkey\b|\bcode\b|ключ|код|코드|복구|백업|コード|リカバリ|キー|恢复|备用|码|kurtarma|yedek|kod\b|código|codice|clé|schlüssel|mã/iu;
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

function findGroupedCodes(text: string): Span[] {
  const spans: Span[] = [];
  GROUPS.lastIndex = 0;
  for (let m = GROUPS.exec(text); m; m = GROUPS.exec(text)) {
    if (!codeLike(m[0].split(/[ -]/))) continue;
    const before = text.slice(Math.max(0, m.index - CUE_BEFORE), m.index);
    if (!CUE.test(before) || REFERENCE_BEFORE.test(before)) continue;
    if (PUBLIC_BEFORE.test(before.slice(-60))) continue;
    spans.push({
      start: m.index,
      end: m.index + m[0].length,
      rule: "grouped-code",
      category: "secret",
    });
  }
  return spans;
}

export const GROUPED_CODE_RULES: TextRule[] = [
  {
    id: "grouped-code",
    category: "secret",
    keywords: [],
    hint: HINT,
    broad: true,
    find: findGroupedCodes,
  },
];
