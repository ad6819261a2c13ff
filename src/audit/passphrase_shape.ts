// Redaction round 3 (issue 13): memorable generated passwords, the other shape password managers
// and admins produce: words joined by digits and marks (`nimbus!575velvet?`, `Saffron!7188pixel~`,
// `cinder&48maple^`). The strong shape (password_shape.ts) refuses words inside, so these passed
// wherever no name or flag announced them: `AUTH …`, `net use … PW`, `NetworkCredential(…)`.
// Two words of 3–12 letters, 2+ digits, 1–3 marks, nothing else; not a percent-encoded phrase,
// an e-mail address or a run inside minified code.
import { serialized } from "./password_shape.ts";
import type { Span, TextRule } from "./rule_kit.ts";

const TOKEN = /^[A-Za-z][A-Za-z0-9!#$%&*?^~@]{9,39}$/;
const RUNS = /[A-Za-z]+|\d+|[!#$%&*?^~@]+/g;

/** Word, digit and mark runs as described in the file comment. */
export function passphraseShaped(v: string): boolean {
  const runs = v.match(RUNS) ?? [];
  let words = 0, digits = 0, marks = 0;
  for (const r of runs) {
    if (/^[A-Za-z]/.test(r)) {
      if (r.length > 12 || !/^[A-Z]?[a-z]+$|^[A-Z]+$/.test(r)) return false;
      if (r.length >= 3) words++;
    } else if (/^\d/.test(r)) digits += r.length;
    else marks += r.length;
  }
  if (words < 2 || digits < 2 || marks < 1 || marks > 3 || digits > 8) return false;
  // The digits join two words (`word!12word`, `word12&word`), not trail them (`Hello@World123`).
  if (!JOINED.test(v) || ENCODED.test(v)) return false;
  return !/^[^!#$%&*?^~]*@[^!#$%&*?^~]*$/.test(v); // `name@host99mail`: an address
}

const JOINED = /[A-Za-z]{3}[!#$%&*?^~@]{0,2}\d{2,}[!#$%&*?^~@]{0,2}[A-Za-z]{3}/;
// Percent-encoding escapes spaces and punctuation (`Hello%20World!`), never a letter or digit.
const ENCODED = /%(?:[01][0-9A-Fa-f]|2[0-9A-Fa-f]|3[A-Fa-f]|40|5[B-Fb-f]|60|7[B-Fb-f])/;

// A mark glued between letters or digits: where such a password can be; tokens are read around it.
const CANDIDATE = /[A-Za-z0-9][!#$%&*?^~][A-Za-z0-9]/g;
const TOKEN_EDGE = /[\s"'`(),;<>]/;

function findPassphrases(text: string): Span[] {
  const spans: Span[] = [];
  CANDIDATE.lastIndex = 0;
  for (let m = CANDIDATE.exec(text); m; m = CANDIDATE.exec(text)) {
    let s = m.index;
    while (s > 0 && m.index - s < 40 && !TOKEN_EDGE.test(text[s - 1])) s--;
    let e = m.index + 3;
    while (e < text.length && e - s < 42 && !TOKEN_EDGE.test(text[e])) e++;
    CANDIDATE.lastIndex = e;
    const token = text.slice(s, e);
    if (!TOKEN.test(token) || !passphraseShaped(token) || serialized(text, s, e)) continue;
    spans.push({ start: s, end: e, rule: "passphrase-shaped", category: "secret" });
  }
  return spans;
}

export const PASSPHRASE_SHAPE_RULES: TextRule[] = [
  {
    id: "passphrase-shaped",
    category: "secret",
    keywords: [],
    // Cheap pre-test: a mark glued between a letter and a digit.
    hint: /[A-Za-z][!#$%&*?^~]\d|\d[!#$%&*?^~@][A-Za-z]/,
    broad: true,
    find: findPassphrases,
  },
];
