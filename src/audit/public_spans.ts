// Redaction round red63 (issue 13): values public by the vendor's definition (publishable keys,
// reCAPTCHA/Turnstile site keys) are kept under their names already; two shapes escaped. A rule
// took only part of the token (the 40 characters after `pk_live_` read as a bare AWS secret), and
// YAML named the key one level up (`recaptcha_site_key:` then `value: "…"`). Read by kept_spans.ts.
import { isPublicValue } from "./credential_shape.ts";
import { PUBLIC_KEY_KINDS } from "./kept_values.ts";

const TOKEN_CHAR = /[A-Za-z0-9_]/;
// A parent key that names a public key: the names kept_values.ts keeps a value right after, and
// hCaptcha's.
const PUBLIC_NAME = new RegExp(String.raw`(?:${PUBLIC_KEY_KINDS}|hcaptcha)[-_]?key$`, "i");
// The value's own key must not name a credential ("secret:" under a site key's block is not public).
const CREDENTIAL_NAME = /secret|pass|token|private|cred|auth|pin\b|pwd/i;
const OWN_KEY = /^([ \t]*)(?:-[ \t]+)?[\w.-]+[ \t]*:[ \t]/;
const PARENT_KEY = /^[ \t]*(?:-[ \t]+)?([\w.-]+)[ \t]*:[ \t]*$/;

/** The span lies inside a token that opens with a public prefix (`pk_live_…`, `sb_publishable_…`). */
function insidePublicToken(text: string, start: number, end: number): boolean {
  let a = start;
  while (a > 0 && start - a < 16 && TOKEN_CHAR.test(text[a - 1])) a--;
  return a < start && isPublicValue(text.slice(a, end));
}

/** The span is a YAML value whose parent key, on a shallower line above, names a public key. */
function underPublicParent(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const head = text.slice(lineStart, start);
  const own = OWN_KEY.exec(head);
  if (own === null || CREDENTIAL_NAME.test(head)) return false;
  const indent = own[1].length;
  let end = lineStart - 1;
  for (let seen = 0; end > 0 && seen < 12; seen++) {
    const from = text.lastIndexOf("\n", end - 1) + 1;
    const line = text.slice(from, end);
    end = from - 1;
    if (line.trim() === "") continue;
    if (line.length - line.trimStart().length >= indent) continue;
    const parent = PARENT_KEY.exec(line);
    return parent !== null && PUBLIC_NAME.test(parent[1]);
  }
  return false;
}

/** Whether the span is a value its own name or prefix declares public. */
export function publicAt(text: string, start: number, end: number): boolean {
  return insidePublicToken(text, start, end) || underPublicParent(text, start);
}
