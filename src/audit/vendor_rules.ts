// Turns the provider format table into keyword-gated text rules. The gate keyword of a format is
// its literal prefix (derived from the regex); formats that open with a class name their own.
import { shannonEntropy } from "./checksums.ts";
import { leadingLiterals } from "./regex_prefix.ts";
import { LABELLED_ID } from "./named_id.ts";
import { looksFake } from "./placeholders.ts";
import { regexRule, type Span, type TextRule } from "./rule_kit.ts";
import { AI_FORMATS, CLOUD_FORMATS, type VendorFormat } from "./vendor_table.ts";
import { COMMERCE_FORMATS, MESSAGING_FORMATS } from "./vendor_table_more.ts";
import { EXTRA_FORMATS } from "./vendor_table_extra.ts";
import { execWindows } from "./windows.ts";

/** Material after the last separator of the prefix: `live_AbC…` → `AbC…`. */
function bodyOf(token: string): string {
  const m = /^[A-Za-z0-9]{1,12}[_-](?:(?:live|test|prod|sbox|v\d|api|dev)[_-])?/.exec(token);
  return m ? token.slice(m[0].length) : token;
}

/** `live_session_timeout_2`: words joined by separators are names, not keys. */
function wordy(body: string): boolean {
  return body.split(/[_-]/).filter((s) => /^[a-z]{4,}$/i.test(s)).length >= 2;
}

/**
 * A loose prefix (`live_`, `re_`, `sk-`) is also ordinary text, so its body must look random:
 * hex with digits and letters, or base62 with a digit and high entropy for its length.
 */
export function randomEnough(token: string): boolean {
  const raw = bodyOf(token);
  const body = raw.replace(/[_=.\/+-]/g, "");
  if (body.length < 16 || !/\d/.test(body) || !/[A-Za-z]/.test(body)) return false;
  const entropy = shannonEntropy(body);
  if (/^[0-9a-f]+$/i.test(body)) return entropy >= 3;
  if (wordy(raw)) return false;
  const mixedCase = /[A-Z]/.test(body) && /[a-z]/.test(body);
  return entropy >= Math.min(mixedCase ? 3.8 : 3.4, Math.log2(body.length) - 1.2);
}

/** Every format needs a digit somewhere, unless its body is long mixed-case material. */
function plausible(token: string): boolean {
  return /\d/.test(token) || (/[A-Z]/.test(token) && /[a-z]/.test(token) && token.length >= 40);
}

function toRule(f: VendorFormat): TextRule {
  const keywords = f.keywords ?? leadingLiterals(f.re);
  if (keywords === undefined) throw new Error(`vendor format ${f.id} needs keywords`);
  return regexRule({
    id: f.id,
    keywords,
    re: f.re,
    minEntropy: 2.8,
    validate: (t, m) =>
      (f.loose ? randomEnough(t) : plausible(t)) && (f.check?.(t) ?? true) &&
      // A vendor name nearby does not make a labelled id or hash (`commit …`, `trace id …`) a key.
      (f.after === undefined ||
        !LABELLED_ID.test(m.input.slice(Math.max(0, m.index - 30), m.index))),
    window: f.around === undefined ? undefined : { before: f.around, after: f.after ?? 2200 },
  });
}

// Twitter/X app bearer tokens open with a run of "A"s, which reads as a mask to looksFake, so
// the random tail alone is judged.
const TWITTER = /\bA{20,22}([A-Za-z0-9%]{40,140})(?![\w%])/dg;

function findTwitterBearer(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  execWindows(TWITTER, text, at, 4, 200, (m, offset) => {
    if (!/\d/.test(m[1]) || shannonEntropy(m[1]) < 4 || looksFake(m[1])) return;
    const start = offset + m.index;
    spans.push({
      start,
      end: start + m[0].length,
      rule: "twitter-bearer-token",
      category: "secret",
    });
  });
  return spans;
}

export const VENDOR_RULES: TextRule[] = [
  {
    id: "twitter-bearer-token",
    category: "secret",
    keywords: ["aaaaaaaaaaaaaaaaaaaa"],
    find: findTwitterBearer,
  },
  ...[...AI_FORMATS, ...CLOUD_FORMATS, ...COMMERCE_FORMATS, ...MESSAGING_FORMATS, ...EXTRA_FORMATS]
    .map(toRule),
];
