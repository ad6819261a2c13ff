// Redaction round 71 (issue 13): an authenticator's secret key as setup pages print it for typing
// by hand, base32 (RFC 4648: A–Z and 2–7) in eight groups of four, one case throughout
// ("KTVE JTHB G5FT …", "5jp7 jzfl 2vik …"). The alphabet has no 0, 1, 8 or 9, so years, card
// numbers and hex fingerprints break a run; a digit and lettered groups keep prose words out.
import { type Span, type TextRule } from "./rule_kit.ts";

// Not a cell of a comma- or semicolon-separated export: a password manager's `login_totp` column
// holds live and revoked keys alike, and only the row can tell them apart.
const GROUPS = String
  .raw`(?<![\w,;-]|(?<![\w-])[A-Za-z0-9]{4} )([A-Z2-7]{4}(?: [A-Z2-7]{4}){7}|[a-z2-7]{4}(?: [a-z2-7]{4}){7})`;
// Not one run of a longer grouped value (another four-character group right before or after it).
const SEED = new RegExp(GROUPS + String.raw`(?![\w-]| [A-Za-z0-9]{4}(?![\w-]))`, "dg");
const HINT = /[A-Za-z2-7]{4} [A-Za-z2-7]{4} [A-Za-z2-7]{4} [A-Za-z2-7]{4} [A-Za-z2-7]{4}/;

function seedLike(v: string): boolean {
  const groups = v.split(" ");
  return /[2-7]/.test(v) && groups.filter((g) => /[A-Za-z]/.test(g)).length >= 4;
}

function findGroupedSeeds(text: string): Span[] {
  const spans: Span[] = [];
  SEED.lastIndex = 0;
  for (let m = SEED.exec(text); m; m = SEED.exec(text)) {
    if (!seedLike(m[1])) continue;
    const [a, b] = m.indices![1]!;
    spans.push({ start: a, end: b, rule: "grouped-totp-seed", category: "secret" });
  }
  return spans;
}

export const GROUPED_SEED_RULES: TextRule[] = [{
  id: "grouped-totp-seed",
  category: "secret",
  keywords: [],
  hint: HINT,
  find: findGroupedSeeds,
}];
