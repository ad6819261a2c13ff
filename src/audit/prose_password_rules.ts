// A password or key given in prose, in any of the languages people write tickets and chats in:
// "the password for the router is X", "Das Passwort lautet X", "mot de passe : X", "密码是 X",
// "パスワードは X", "login: admin / X". The value follows the word directly or after a linking
// word or mark ("is", "lautet", ":", "="), and must look like a password, not a word.
import { credentialShaped, wordish } from "./credential_shape.ts";
import { isBenignWord, isTemplateOrMask } from "./placeholders.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { wordTrieSource } from "./word_trie.ts";
import { candidateStarts, registerRegex } from "./regex_index.ts";
import { execAtStarts } from "./windows.ts";
import { valueInReply } from "./reply_rules.ts";
import { digitPassword } from "./digit_password.ts";
import { memoized } from "./text_memo.ts";
import {
  bracketed,
  countOrLength,
  FAR_TOKENS,
  farForm,
  hebrewPrefixed,
  inCommaAside,
  joinedWords,
  labelWord,
  linkedBefore,
  longRunOnLine,
  mixedStrong,
  nameTail,
  OTHER_SCRIPT_WORD,
  sigilLed,
  valuePart,
} from "./prose_value_forms.ts";
import {
  CJK_KEY_WORDS,
  CJK_WORDS,
  KEY_WORDS,
  LOGIN_WORDS,
  PASSWORD_WORDS,
} from "./prose_password_words.ts";

// Words in between that say the value is about the password, not the password.
const ABOUT =
  /^(?:hash|hashes|hashed|digest|length|policy|reset|field|id|hint|expir\w*|rules?|manager|strength|change[ds]?|must|should|requirements?)\b/i;
const VALUE_CHARS = /^[^\s"'`«»„“”‘’,;()<>\[\]{}]{6,64}/;
const NOT_VALUE =
  /:\/\/|@[\w-]+\.|^[\w.-]+(?:\/[\w.-]+)+$|^[\/~.$%{<(\[#*]|^\d{1,2}[:.]\d\d|^\d{4}-\d\d|^v?\d+(?:\.\d+)+$/;

// Identifiers in camel case (`makeUrlAbsolute`, `DefaultClientId`): humps of 2+ lower-case letters.
const CAMEL = /^[a-z]+(?:[A-Z][a-z]{2,})+$|^(?:[A-Z][a-z]{2,}){2,}$/;

/** Looks like a password: letters with digits or marks, or long mixed-case random letters. */
export function passwordLike(v: string): boolean {
  if (sigilLed(v)) return true;
  if (v.length < 6 || NOT_VALUE.test(v) || isBenignWord(v) || isTemplateOrMask(v)) return false;
  if (!/\p{L}/u.test(v) && !/\d/.test(v)) return false;
  if (countOrLength(v)) return false;
  const letters = /[A-Za-z]/.test(v);
  const marks = /[^\p{L}\d]/u.test(v);
  if (letters && (/\d/.test(v) || marks)) return !joinedWords(v);
  // Round 18: one capital, then lower case only (`Mattermost`, `Zotero`) is a name, not a value.
  if (/^[A-Z][a-z]+$/.test(v)) return false;
  return v.length >= 10 && /[A-Z]/.test(v) && /[a-z]/.test(v) && !wordish(v) && !CAMEL.test(v);
}

function escape(w: string): string {
  return w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");
}

const ASCII_WORDS = [...PASSWORD_WORDS, ...KEY_WORDS, ...LOGIN_WORDS].filter((w) =>
  /^[\x20-\x7e]+$/.test(w)
);
const OTHER_WORDS = [...PASSWORD_WORDS, ...KEY_WORDS].filter((w) => !ASCII_WORDS.includes(w));
// ASCII words: a plain case-insensitive alternation, which the engine scans fast; the others
// need Unicode word edges (CJK words none) and run only where the second rule's hint matched.
export const ASCII_RE = new RegExp(
  wordTrieSource(ASCII_WORDS) ?? `\\b(?:${ASCII_WORDS.map(escape).join("|")})\\b`,
  "gi",
);
// A Unicode alternation of many words scans slowly; a class of their first non-ASCII characters
// (`ñ` in contraseña, both cases) scans fast, so ASCII text never stops the scan, and each hit
// is compared, case-insensitively, with the words that have that character at that offset.
const OTHER_LIST = [...new Set([...OTHER_WORDS, ...CJK_WORDS, ...CJK_KEY_WORDS])].map((w) =>
  w.toLowerCase()
);
const BY_FIRST = new Map<string, Array<[string, number]>>();
for (const w of OTHER_LIST) {
  const k = [...w].findIndex((c) => c.charCodeAt(0) > 127);
  for (const c of new Set([w[k], w[k].toUpperCase()])) {
    // `ı` upper-cases to ASCII `I`, which lower-cases to `i`, never `ı`: such a hit cannot match.
    if (c.charCodeAt(0) < 128) continue;
    BY_FIRST.set(c, [...(BY_FIRST.get(c) ?? []), [w, k]]);
  }
}
const FIRST = new RegExp(`[${[...BY_FIRST.keys()].join("")}]`, "g");

// Round 6: the table rule reads the same matches for its headers (per text, within an audit).
const OTHER = {};
export const OTHER_WORD_HINT = new RegExp(FIRST.source);
/** Matches of the non-ASCII words, as `RegExp.exec` would give them. */
export const otherMatches = (text: string) => memoized(OTHER, text, scanOther);
function scanOther(text: string): Array<{ index: number; word: string }> {
  const out: Array<{ index: number; word: string }> = [];
  FIRST.lastIndex = 0;
  for (let m = FIRST.exec(text); m; m = FIRST.exec(text)) {
    for (const [word, k] of BY_FIRST.get(m[0])!) {
      const at = m.index - k;
      const here = text.slice(at, at + word.length).toLowerCase();
      if (at < 0 || here !== word || !wordEdge(text, at, at + word.length, word)) {
        continue;
      }
      if (out.length === 0 || out[out.length - 1].index !== at) out.push({ index: at, word });
      break;
    }
  }
  return out;
}
const LETTER = /[\p{L}\d_]/u;
const CJK = new Set([...CJK_WORDS, ...CJK_KEY_WORDS]);

/** The match stands as a word (CJK words need no edges). */
function wordEdge(text: string, start: number, end: number, word: string): boolean {
  if (CJK.has(word)) return true;
  return !LETTER.test(text[end] ?? " ") &&
    (!LETTER.test(text[start - 1] ?? " ") || hebrewPrefixed(text, start, word));
}
const KEYISH = new Set([...KEY_WORDS, ...CJK_KEY_WORDS].map((w) => w.toLowerCase()));

// `word`: the value may follow directly; `short` (pass, pw, mdp): only after a linker or mark;
// `login`: only the password of a `user:password` or `user / password` pair.
type Kind = "word" | "short" | "login";
const SHORT = new Set(["pass", "pw", "pwd", "mdp", "sandi"]);

function kindOf(word: string): Kind {
  const w = word.toLowerCase();
  return LOGIN_WORDS.includes(w) ? "login" : SHORT.has(w) ? "short" : "word";
}

/** The value after the word at `end`: up to three fillers, the last a linker, then the value. */
function valueAfter(text: string, end: number, kind: Kind): [number, string] | undefined {
  const lineEnd = text.indexOf("\n", end);
  const rest = text.slice(end, Math.min(lineEnd < 0 ? text.length : lineEnd, end + 100));
  // `password@host`, `password-stdin`, `password+reset`: the word is part of something else.
  if (!/^(?:\s|,\s|[:=：\u0e00-\u0e7f]|は|が|是|为|은|는|이)/u.test(rest)) return undefined;
  const tokens = [...rest.matchAll(/[^\s]+/g)];
  const words = tokens.map((x) => x[0]);
  for (let i = 0; i < Math.min(tokens.length, FAR_TOKENS); i++) {
    let t = tokens[i][0];
    if (i >= 7 && !farForm(words, i)) {
      if (t.length > 24) return undefined;
      continue;
    }
    const [skip, inner, glued] = valuePart(t);
    const at = end + tokens[i].index! + skip;
    t = inner;
    const prev = i === 0 ? "" : tokens[i - 1][0].toLowerCase();
    // Directly after the word; or after `for db01` / `от сервера` (strong values only); a short
    // word (`pwd X`, `pass X`) only before a strong value, as `strong` below asks.
    const direct = i === 0 && kind !== "login";
    const linked = direct || glued || linkedBefore(words, i, t);
    if (inCommaAside(words, i)) continue; // the aside's words and marks are no link, no value
    if (ABOUT.test(t) || (isTemplateOrMask(t) && !labelWord(words, i))) return undefined;
    const m = OTHER_SCRIPT_WORD.test(t) ? null : VALUE_CHARS.exec(t);
    const slashPair = prev === "/" && i >= 2;
    // A login's `user / X`: not `src / main2024.ts`, a file name.
    if (m && (kind === "login" ? slashPair && !/\.[a-z]{1,4}$/.test(m[0]) : linked)) {
      // Sentence marks end the value, unless a mark before them says they are its own (`…#!`).
      const v = m[0].replace(/(?<=[\p{L}\d])[.!?:]+$/u, "");
      // `pass` is also a boarding or day pass: both cases and a digit (or, round 20, a mark).
      const strong = kind !== "short" || sigilLed(v) || mixedStrong(v, direct);
      if (strong && passwordLike(v)) return [at, v];
    }
    // `admin:X` or `admin / X` after a login word: the value is the part after the user.
    // Round 25: `sha256:<hex>` is a digest's notation, not a user and a password.
    const pair = kind === "login" && !HASH_NAME.test(t) ? /^[\w.-]{2,32}:([^:\/]+)$/.exec(t) : null;
    // Round 7: quotes and commas after it end the pair too (`client:revoke\`,` is a command).
    const pv = pair?.[1].replace(/[.!?,;`'")]+$/, "");
    if (pair && passwordLike(pv!)) return [at + t.length - pair[1].length, pv!];
    // Round 7: a login's user may be a long e-mail address before the `/`.
    if (t.length > 24 && (kind !== "login" || tokens[i + 1]?.[0] !== "/")) return undefined;
  }
  return undefined;
}

const HASH_NAME = /^(?:sha\d*|sha3-\d+|md5|blake\w*|sm3|xxh\w*|crc32c?):/i;
type Hit = { index: number; word: string };
const LOGIN_PAIR = /^[^\n]{0,40}?(?:[\w.-]:[^\s:\/]|\s\/\s)/;

// Every match opens with one of the words' leading literals: a long text the regex index has
// already read is searched only there (same matches), not at every character.
registerRegex(ASCII_RE, "text");

function asciiMatches(text: string): Hit[] {
  const starts = candidateStarts(ASCII_RE, text, false);
  if (starts !== undefined) {
    const hits: Hit[] = [];
    execAtStarts(ASCII_RE, text, starts, (m) => void hits.push({ index: m.index, word: m[0] }));
    return hits;
  }
  ASCII_RE.lastIndex = 0;
  return [...text.matchAll(ASCII_RE)].map((m) => ({ index: m.index!, word: m[0] }));
}

function findProsePasswords(hits: Hit[], text: string): Span[] {
  const spans: Span[] = [];
  let done = 0;
  for (const { index, word } of hits) {
    if (index < done || nameTail(text, index, word)) continue;
    const kind = kindOf(word);
    const end = index + word.length;
    const keyish = KEYISH.has(word.toLowerCase());
    // Cheap tests first: what follows must be a space or a mark, and a login word needs a pair.
    const sameLine = /[\s,:=：はが是为은는이\u0e00-\u0e7f]/u.test(text[end] ?? "") &&
        (kind !== "login" || LOGIN_PAIR.test(text.slice(end, end + 80))) &&
        (!keyish || longRunOnLine(text, end))
      ? valueAfter(text, end, kind)
      : undefined;
    const inBrackets = sameLine === undefined && kind !== "login" && !keyish
      ? bracketed(text, end, (v) => passwordLike(v) && !CAMEL.test(v.replace(/\d+$/, "")))
      : undefined;
    const found = sameLine !== undefined && (!keyish || credentialShaped(sameLine[1]))
      ? sameLine
      : inBrackets ?? (kind === "word" && !keyish ? digitPassword(text, end) : undefined);
    // Round 6: asked for in one chat turn, given in the next (reply_rules.ts).
    const reply = found === undefined && kind === "word"
      ? valueInReply(text, index, end, keyish)
      : undefined;
    if (found === undefined && reply === undefined) continue;
    const [start, value] = found ?? reply!;
    const rule = found ? "prose-password" : "credential-reply";
    spans.push({ start, end: start + value.length, rule, category: "secret" });
    done = start + value.length;
  }
  return spans;
}

export const PROSE_PASSWORD_RULES: TextRule[] = [
  {
    id: "prose-password",
    category: "secret",
    keywords: ASCII_WORDS.map((w) => w.toLowerCase()),
    broad: true,
    find: (text) => findProsePasswords(asciiMatches(text), text),
  },
  {
    id: "prose-password",
    category: "secret",
    keywords: [],
    hint: OTHER_WORD_HINT,
    broad: true,
    find: (text) => findProsePasswords(otherMatches(text), text),
  },
];
