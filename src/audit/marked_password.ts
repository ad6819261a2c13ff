// Redaction round 59 (issue 13): a password that a policy made someone write, with a symbol
// among its letters and digits (`Otter*2024`, `crown68$u24kS9`, `Grip6977!dolly`,
// `Scaler-enamel-7775!`). Words are allowed: people and "memorable" generators build these from
// words, digits and one mark, where generated_short.ts wants random letters. What sets it apart
// from prose is the mark glued between the letters and digits. Only the shape is judged here;
// system_value_rules.ts decides the value stands where a value is handed over.
import { isTemplateOrMask, looksFake } from "./placeholders.ts";

const TOKEN = /^[A-Za-z0-9!#$%&*+?@^~-]{8,40}$/;
// The marks a password policy asks for; `-` joins words and is not one.
const MARK = /[!#$%&*+?@^~]/;
// A word group joined by separators, then digits: a passphrase that ends in its policy mark
// (`Floss-floss-1512!`). A lone trailing `!` or `?` after anything else closes a sentence.
const PASSPHRASE = /^[A-Za-z]{3,}(?:-[A-Za-z]{3,})+-?\d{2,}[!#$%&*+?@^~]+$/;
// Round 69: one word or two run together, then 2-5 digits and one closing policy mark
// (`Harbourlamp42!`, `Wintersun07?`): the commonest way a policy's "a digit and a symbol" is met.
// The mark is last, so the test above (a mark among the letters) missed it; six lower-case
// letters in a row and no separator set it apart from a rule text (`Min12-Chars#`). A year
// before `!` or `?` is an exclamation ("we made it, Welcome2026!"), not a password.
const COMPOUND = /^[A-Z]?[a-z]{6,}\d{2,5}[!#$%&*+?@^~]$/;
const YEAR_CLOSE = /[a-z](?:19|20)\d\d[!?]$/;
// Not a secret: a user at a host, a name after a sigil (`$var`, bundlers' `$8dae…$var$x`),
// percent-encoded text (`%7B%22foo…`).
const NOT_SECRET = /^[a-z0-9.-]+@[a-z0-9.-]+$|^\$|%[0-9A-Fa-f]{2}.*%[0-9A-Fa-f]{2}/;

/** Letters, digits and an interior policy mark, or a passphrase ending in one (file comment). */
export function markedPassword(v: string): boolean {
  if (!TOKEN.test(v) || NOT_SECRET.test(v)) return false;
  if (COMPOUND.test(v) && !YEAR_CLOSE.test(v)) return !looksFake(v) && !isTemplateOrMask(v);
  // A leading `#` or `@` opens an anchor, tag or handle (`#a11y-Dan503`), a trailing `!` or `?`
  // may close a sentence: the mark must stand among the letters and digits.
  const core = v.replace(/^[#@]+/, "").replace(/[!?]+$/, "");
  if (!MARK.test(core) && !PASSPHRASE.test(v)) return false;
  let letters = 0, digits = 0;
  for (let i = 0; i < core.length; i++) {
    const c = core.charCodeAt(i);
    if (c >= 48 && c <= 57) digits++;
    else if ((c | 32) >= 97 && (c | 32) <= 122) letters++;
  }
  if (letters < 3 || digits < 2 || (digits < 3 && wordsOnly(core))) return false;
  return !looksFake(v) && !isTemplateOrMask(v);
}

/** Every letter run reads aloud: with one or two digits, a rule or a size (`Min12-Chars#Upper`). */
function wordsOnly(core: string): boolean {
  return (core.match(/[A-Z]?[a-z]+|[A-Z]+/g) ?? []).every((r) =>
    r.length >= 3 && /[aeiouy]/i.test(r) && !/[^aeiouy]{4}/i.test(r)
  );
}
