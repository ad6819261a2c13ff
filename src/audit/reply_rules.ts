// Redaction round 6 (issue 13): a credential asked for in one chat turn and given in the reply.
// "какой пароль у админки?" / "Анна: 24Rlj51tf4GKwA1l"; "ключ от Akamai … client secret" then a
// Telegram header line and the key alone on its line; "API key için anahtarı aşağıdadır:" and the
// key on the next line. The prose-password rule finds the word; this reads the next turn: its
// first token after the speaker's name, the token after a colon that ends it, or a lone value.
import { credentialShaped, wordish } from "./credential_shape.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";

// Words that make the turn about the password, not a request for it.
const ABOUT =
  /\b(?:polic(?:y|ies)|reset|hash\w*|length|requirements?|rules?|strength|expir\w*|manager|field|forg[oe]t\w*|hint|format|rotat\w*|owns?|owner)\b/i;
// The asking turn's rest after the word, and how far the reply may be.
const MAX_REST = 160;
const MAX_LINES = 3;
// A chat export's header line, a name and a time: Telegram "Ольга, [24.10.2026 20:27]", Teams
// "[10:42 AM] Luis Vega", Slack "Luis Vega  10:42 AM", Discord "Luis — 10:42".
const TIME = String.raw`\d{1,2}:\d\d(?::\d\d)?(?:\s?[AaPp]\.?[Mm]\.?)?`;
const NAME = String.raw`\p{L}[\p{L}\p{M}.' -]{0,40}?`;
const STAMP = String.raw`\[[\d\s.:\/,APMapm-]{4,25}\]`;
const HEADER = new RegExp(
  String.raw`^\s*(?:${STAMP}\s*${NAME}|${NAME},?\s*(?:${STAMP}|[—–-]?\s*${TIME}))\s*$`,
  "u",
);
// A turn's opening: an optional time ("[09:43]", WhatsApp's "03/11/2026, 10:42 - "), a name of up
// to three words (bare, `**bold**` or `<irc>`), then a colon (`<irc>` needs none).
// Round 42: a role in brackets after the name ("Jo (production coordinator):"), as chat
// exports and call logs of v10–v36 write it.
const ROLE = String.raw`\p{L}[\p{L}\p{M}.'& -]{1,40}`;
const WORDS = String.raw`\p{L}[\p{L}\p{M}.'-]*(?: \p{L}[\p{L}\p{M}.'-]*){0,2}`;
const SPEAKER = new RegExp(
  String.raw`^\s*(?:\[[^\]\n]{1,24}\]\s*|\d{1,4}[\/.-]\d{1,2}[\/.-]\d{2,4},?\s+${TIME}\s+-\s+)?` +
    String
      .raw`(?:<\p{L}[\p{L}\p{M}.'-]{0,30}>|(?:\*\*)?${WORDS}(?:\s?\((?:${TIME}|${ROLE})\))?\s?[:：](?:\*\*)?)\s*`,
  "u",
);
const WORD_NUMBER = /^\p{L}{3,}[-#_.]?\d+\p{L}?[!.]?$/u;
const TOKEN = /^[^\s"'`«»„“”‘’,，、。;()（）<>\[\]{}]{8,200}/u;
// After the value: the line's end, or a space or mark before the reply goes on.
const VALUE_END = /^(?:$|[\s,，、。;(（–—!?])/u;

// Paths, URLs, e-mail addresses, and code (calls, brackets, assignments, member access).
const NOT_VALUE = /^[\/~.$%{<#*]|:\/\/|@[\w-]+\.|[()\[\]{}<>=]|^[a-z]\w*\.[a-z]\w*$/i;

/** Letters with digits or marks, three classes at least, or 12+ mixed-case random letters. */
export function strongReplyValue(v: string): boolean {
  if (isTemplateOrMask(v) || looksFake(v) || NOT_VALUE.test(v)) return false;
  const lower = /\p{Ll}/u.test(v), upper = /\p{Lu}/u.test(v), digit = /\d/.test(v);
  const mark = /[^\p{L}\d]/u.test(v);
  const classes = Number(lower) + Number(upper) + Number(digit) + Number(mark);
  if (classes >= 3 && (lower || upper) && /\d|[^\p{L}\d.-]/u.test(v)) return true;
  return v.length >= 12 && lower && upper && !digit && !mark && !wordish(v) &&
    caseSwitches(v) >= v.length / 3;
}

const classOf = (c: string) => /\d/.test(c) ? 0 : /\p{Lu}/u.test(c) ? 1 : /\p{Ll}/u.test(c) ? 2 : 3;

/** Changes of class (digit, upper, lower, mark) between neighbours: `L1A3Tv0…` vs `Paciencia2024`. */
function switches(v: string): number {
  let n = 0;
  for (let i = 1; i < v.length; i++) if (classOf(v[i]) !== classOf(v[i - 1])) n++;
  return n;
}

/** Case changes between neighbours: random letters switch often, names and words rarely. */
function caseSwitches(v: string): number {
  let n = 0;
  for (let i = 1; i < v.length; i++) {
    if ((v[i] === v[i].toUpperCase()) !== (v[i - 1] === v[i - 1].toUpperCase())) n++;
  }
  return n;
}

const LAST = /[:：]\s*([^\s:：]{8,64})\s*$/u;
const LAST_KEY = /(?:[:：]|\s[—–\-→])\s*([^\s:：]{8,200})\s*$/u;

function judged(v: string, keyish: boolean): boolean {
  return keyish ? credentialShaped(v) : v.length <= 64 && strongReplyValue(v);
}

/** The value of one reply line that starts at `at`, or undefined. */
function replyValue(at: number, line: string, keyish: boolean) {
  // Cheap tests first: a speaker's colon near the start, or one token alone on the line.
  const c1 = line.indexOf(":");
  const c2 = line.indexOf("：");
  const colon = c1 < 0 ? c2 : c2 < 0 ? c1 : Math.min(c1, c2);
  const speaker = (colon >= 0 && colon < 80) || /^\s*</.test(line) ? SPEAKER.exec(line) : null;
  if (!speaker && /\s/.test(line.trim())) return undefined;
  const from = speaker ? speaker[0].length : line.length - line.trimStart().length;
  const first = TOKEN.exec(line.slice(from));
  // Without a speaker's name the value must stand alone on its line.
  const alone = first !== null && line.slice(from + first[0].length).trim() === "";
  if (first && (speaker || alone) && VALUE_END.test(line.slice(from + first[0].length))) {
    const v = first[0].replace(/[.!?:]+$/, "");
    // "Ticket#4821 has it": a word and a number that run on into a sentence name something.
    const runsOn = WORD_NUMBER.test(v) && /^\s+\p{L}/u.test(line.slice(from + first[0].length));
    if (!runsOn && judged(v, keyish)) return [at + from, v] as const;
  }
  if (!speaker) return undefined;
  // "te la paso, no la compartas: VALUE": the token after a colon that ends the turn; round 7:
  // or a dash ("ye lo — VALUE"). Keys run longer than passwords (Adyen's are 70+).
  const last = (keyish ? LAST_KEY : LAST).exec(line.slice(from));
  if (last === null) return undefined;
  const v = last[1].replace(/[.!?]+$/, "");
  const start = at + line.length - line.slice(from).length + last.index + last[0].indexOf(last[1]);
  return judged(v, keyish) ? [start, v] as const : undefined;
}

/**
 * The credential given in the turn after the word at [`start`, `end`): the next non-empty line
 * that is not a chat header, within three lines. `keyish`: a key or token word (the value must
 * then look like random material).
 */
export function valueInReply(
  text: string,
  start: number,
  end: number,
  keyish: boolean,
): readonly [number, string] | undefined {
  const lineEnd = text.indexOf("\n", end);
  if (lineEnd < 0 || lineEnd - end > MAX_REST) return undefined;
  // The word inside an identifier (`data-table-password-toggle`, `password_field`) is code.
  if (/[-_.\/]/.test(text[end] ?? "") || /[-_.\/]/.test(text[start - 1] ?? "")) return undefined;
  // Round 25: a line that opens a PEM block (`public key is -----BEGIN PUBLIC KEY-----`): the
  // next line is the block's body, which the PEM rules judge (private) or keep (public).
  if (/-----BEGIN [A-Z0-9 ]{3,40}-----\s*$/.test(text.slice(end, lineEnd))) return undefined;
  let at = lineEnd + 1;
  for (let n = 0; n < MAX_LINES && at < text.length; n++) {
    let e = text.indexOf("\n", at);
    if (e < 0) e = text.length;
    const line = text.slice(at, e);
    if (line.length > 240) return undefined;
    const header = line.length < 80 && line.includes(":") && HEADER.test(line);
    if (line.trim() !== "" && !header) {
      const found = replyValue(at, line, keyish);
      // A question about the password, not for it ("password policy?", "forgot my password").
      return found && !ABOUT.test(text.slice(Math.max(0, start - 40), lineEnd)) ? found : undefined;
    }
    at = e + 1;
  }
  return undefined;
}

// After a foreign credential word (foreign_credential_rules.ts), values shorter than its 20:
// "مفتاح HiveMQ Cloud …: L1A3Tv0toobV#1645" (a colon, then a strong short value), and
// "운영 키 전달드립니다. OAOVTHQKLYZ51OESX 입니다." (the next sentence is the value and a copula).
const AFTER_COLON = /^[^\n.!?。！？:：]{0,60}[:：]\s*([^\s"'`,，、;()<>]{12,64})(?=\s|$)/u;
const NEXT_SENTENCE =
  /^[^\n.!?。！？]{0,60}[.!?。！？]\s+([^\s"'`,，、;()<>]{12,64})(?:\s*(?:입니다|이에요|예요|です|でした)|\s*[.。!！]?\s*(?:\n|$))/u;

/** A short value after the word ending at `end`, as [start, end], or undefined. */
export function shortValueAfter(text: string, end: number): [number, number] | undefined {
  const rest = text.slice(end, end + 160);
  const colon = AFTER_COLON.exec(rest);
  if (colon) {
    const v = colon[1].replace(/[.!?。]+$/, "");
    const at = end + colon[0].length - colon[1].length;
    if (/\d/.test(v) && strongReplyValue(v) && switches(v) >= v.length / 2) {
      return [at, at + v.length];
    }
  }
  const next = NEXT_SENTENCE.exec(rest);
  if (next && credentialShaped(next[1])) {
    const at = end + next[0].indexOf(next[1], next[0].search(/[.!?。！？]\s/u));
    return [at, at + next[1].length];
  }
  return undefined;
}
