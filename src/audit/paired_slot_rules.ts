// Redaction round 24 (issue 13): one label naming two slots, then the two values as a pair
// ("<product> serial and product key (as shown on the licence page) 3361789 / HB87Y-…",
// "PIN and CS code (from the settings page) PIN 0792 CS <hex>"). The slot rules read one value
// after one name; here the label's " and " promises a second value, written after a ` / ` or
// named again by the label's own words. One of the two must look like key material, the other
// like a code, so a pair of counts or versions under such a label is no secret.
import { credentialShaped, randomMaterial } from "./credential_shape.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { execWindows } from "./windows.ts";

const WORD = String.raw`[\p{L}][\p{L}\d-]{0,20}`;
const NOUN = String.raw`code|key|PIN|password|passcode|passphrase|secret|token|combination`;
const VALUE = String.raw`[A-Za-z0-9][A-Za-z0-9#*-]{2,63}`;
// The label (first slot, " and ", an optional word, the second slot's noun), an aside in
// brackets, an optional colon; then the first value, a slash or a name, the second value.
const PAIRED = new RegExp(
  String
    .raw`(?<![\p{L}\d_-])(${WORD})[ \t]+and[ \t]+(?:(${WORD})[ \t]+)?(${NOUN})(?![\p{L}\d_-])(?:[ \t]*\([^()\n]{1,60}\))?[ \t]*:?[ \t]+(?:(${WORD})[ \t]+)?(${VALUE})[ \t]+(?:\/[ \t]+|(${WORD})[ \t]+)(${VALUE})(?=[ \t]*(?:$|[.,;—–]|-[ \t]))`,
  "dimuy",
);
// A label of identifiers, counts or results names no secret ("order and tracking code"): the
// first slot's word, or the second slot's word with its noun.
const NOT_SECRET =
  /^(?:order|tracking|postal|zip|error|status|exit|return|reference|booking|invoice|sku|id|version|build|row|count)$/i;
const NOT_SECRET_SLOT =
  /^(?:(?:order|tracking|postal|zip|error|status|exit|return|country|area|product|promo|discount|coupon|reference|booking|invoice|sku|bar|qr|colou?r) code|(?:public|primary|foreign|sort|row|partition) key)$/i;
const CODE = /^(?=.*\d)[A-Z0-9#*-]{4,16}$/i;

/** Key material: random, or a product key's groups of upper-case letters and digits. */
function material(v: string): boolean {
  if (/^[A-Z0-9]{4,8}(?:-[A-Z0-9]{4,8}){1,5}$/.test(v)) return /\d/.test(v) && /[A-Z]/.test(v);
  return credentialShaped(v, true) || randomMaterial(v, 16);
}

// " and " then the second slot's noun: a literal start, so one search is cheap over any text.
const AND_NOUN = new RegExp(String.raw` and (?:${WORD}[ \t]+)?(?:${NOUN})(?![\p{L}\d_-])`, "giu");
const WORD_CHAR = /[\p{L}\d-]/u;

/** Tried at each " and <noun>" near the keyword hits, from the word before " and ". */
function findPaired(text: string, at: number[] | null): Span[] {
  const spans: Span[] = [];
  let last = -1;
  execWindows(AND_NOUN, text, at, 48, 8, (m, offset) => {
    const k = offset + m.index;
    let i = k;
    while (i > 0 && k - i < 21 && WORD_CHAR.test(text[i - 1])) i--;
    if (i === k || i === last) return;
    last = i;
    PAIRED.lastIndex = i;
    const p = PAIRED.exec(text);
    if (p) visit(p, spans);
  });
  return spans;
}

function visit(m: RegExpExecArray, spans: Span[]) {
  const [, first, second, noun, name1, v1, name2, v2] = m;
  if (NOT_SECRET.test(first) || NOT_SECRET_SLOT.test(`${second ?? first} ${noun}`)) return;
  // Names before the values must be the label's own words ("PIN 0792 CS …" under "PIN and CS").
  const label = [first, second].filter(Boolean).map((w) => w!.toLowerCase());
  if (name1 && !label.includes(name1.toLowerCase())) return;
  if (name2 && !label.includes(name2.toLowerCase())) return;
  if (!(material(v1) && CODE.test(v2) || material(v2) && CODE.test(v1))) return;
  for (const g of [5, 7]) {
    const [s, e] = m.indices![g]!;
    spans.push({ start: s, end: e, rule: "paired-slot", category: "secret" });
  }
}

export const PAIRED_SLOT_RULES: TextRule[] = [
  {
    id: "paired-slot",
    category: "secret",
    keywords: [
      "code",
      "key",
      "pin",
      "password",
      "passcode",
      "passphrase",
      "secret",
      "token",
      "combination",
    ],
    find: findPaired,
  },
];
