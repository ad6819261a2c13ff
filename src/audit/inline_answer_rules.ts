// Redaction round 46 (issue 13): a credential asked for and answered on one line ("can someone
// check the admin password? I've got V but …", "anyone have the staging API key? / V",
// "hat jemand den db password für staging? V"). Rounds 6 and 30 read the answer on the lines
// below a question that closes its line; here the answer follows the question mark on the same
// line, after a short connector (a dash, slash or colon, or up to three short words).
import { credentialShaped, wordish } from "./credential_shape.ts";
import { passphraseShaped } from "./passphrase_shape.ts";
import { strongReplyValue } from "./reply_rules.ts";
import type { Span, TextRule } from "./rule_kit.ts";

// The question's last 80 characters name a credential (English, German, Romance, Slavic words).
const NOUN =
  /(?:pass(?:word|wort|phrase|code)|contrase[ñn]a|senha|mot de passe|пароль|has[łl]o|secret|geheimnis|secreto|segredo|token|\bkey|schlüssel|\bclave|\bchave|\bseed|semente)\w*/iu;
// A noun that names an identifier or a property of the credential, not the credential itself.
const ABOUT =
  /^\s*(?:ids?|fingerprints?|hash\w*|names?|length|polic\w*|rules?|format|manager|rotation|expir\w*)\b/i;
// After the mark: a space, the connector, the value, then the line's end, a space or a stop.
const ANSWER =
  /^[ \t]+((?:[-—–\/:][ \t]*|(?:[\p{L}'’]{1,8}[ \t]+){1,3})?)([^\s"'`,;()<>\[\]{}]{8,200})(?=$|[ \t,;.!])/u;
// A question mark with a space after it; the character before it must be a letter.
const MARK = /[?？][ \t]/g;
const LETTER = /\p{L}/u;
// How far the question and the answer are read: a window, not the whole line (a long line with
// many marks would otherwise be read once per mark). red96: the question is its own sentence, up
// to 200 characters ("can you put the password for <system> back in after … at <place>?").
const BEFORE = 200;
const NEAR = 80;
const SENTENCE_END = /[.!?？][ \t]+(?=\S)/g;

/** The question's sentence (from the line's start or the last sentence end before the mark), or
 * round 46's 80 characters of the line when they reach further back. */
function questionOf(before: string): string {
  const line = before.slice(before.lastIndexOf("\n") + 1);
  let from = 0;
  for (const m of line.matchAll(SENTENCE_END)) from = m.index + m[0].length;
  const near = line.slice(-NEAR);
  return line.length - from > near.length ? line.slice(from) : near;
}
const AFTER = 280;

function judged(v: string): boolean {
  if (v.length <= 64 && wordish(v.replace(/^\d+/, ""))) return false; // `1Password`: a product
  return credentialShaped(v) || (v.length <= 64 && strongReplyValue(v)) || passphraseShaped(v);
}

function findInline(text: string): Span[] {
  const spans: Span[] = [];
  MARK.lastIndex = 0;
  for (let m = MARK.exec(text); m; m = MARK.exec(text)) {
    const q = m.index;
    if (q === 0 || !LETTER.test(text[q - 1])) continue;
    const before = text.slice(Math.max(0, q - BEFORE), q);
    const question = questionOf(before);
    const noun = NOUN.exec(question);
    if (noun === null || ABOUT.test(question.slice(noun.index + noun[0].length))) continue;
    const after = text.slice(q + 1, q + 1 + AFTER);
    const a = ANSWER.exec(after.split("\n", 1)[0].replace(/\r$/, ""));
    if (a === null) continue;
    const v = a[2].replace(/[.!?:]+$/, "");
    if (!judged(v)) continue;
    const s = q + 1 + a[0].length - a[2].length;
    spans.push({ start: s, end: s + v.length, rule: "inline-answer", category: "secret" });
  }
  return spans;
}

export const INLINE_ANSWER_RULES: TextRule[] = [
  {
    id: "inline-answer",
    category: "secret",
    keywords: [],
    hint: /[?？][ \t]/,
    find: (text) => findInline(text),
  },
];
