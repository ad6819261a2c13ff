// Redaction round 12 (issue 13): credentials as automation and agents write them down. An agent's
// memory or final answer names the variable in prose ("bindPassword is …", "AccountKey, it's …",
// "use admin_pw `…`"); an RPA or browser-driver log types a value into a password field ("Type
// Into 'Password' text=…", "Sending keys to element <input name=pass>: …"); OCR of a settings page
// or a page's text puts the variable's name on one line (or cell) and its value on the next.
import { credentialShaped, wordish, wordyValue } from "./credential_shape.ts";
import { isSensitiveKey } from "./key_names.ts";
import { passwordShaped } from "./password_shape.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import { registerRegex } from "./regex_index.ts";
import { hitLines, type Span, type TextRule } from "./rule_kit.ts";
import { execWindows } from "./windows.ts";
import { shannonEntropy } from "./checksums.ts";

// Names a credential the key-name list does not know as such: `admin_pw`, `wifi_psk`, a SIM
// `puk`, an alarm panel's `master_code` (not `error_code`, `zip_code`: only these owners).
const OWN_NAME = /(?:^|[_-])(?:pw|pwd|pin|puk|psk)$|(?:master|admin|alarm|door|unlock)[_-]?code$/i;
// A variable's spelling (`bind_password`, `AccountKey`, `x-api-key`), or the bare words that
// name a passphrase in prose ("password is …" is the prose-password rule's); other bare words ("the token is valid") are prose, not a name.
const IDENTIFIER = /[a-z][A-Z]|[_-]|^pass(?:phrase|wd)$/;

function credentialName(name: string): boolean {
  return IDENTIFIER.test(name) && (isSensitiveKey(name) || OWN_NAME.test(name));
}

/** A value that a credential name can hold: random, a generated password, digits, a passphrase. */
function credentialValue(raw: string, name: string): boolean {
  const v = raw.replace(/[.,;:!?)]+$/, "");
  if (v.length < 6 || v.length > 200 || isTemplateOrMask(v)) return false;
  // Diceware (`glacier-orbit-harbor-orbit`) under a passphrase's name; an app password's four
  // groups of four letters (`abcd-efgh-ijkl-mnop`) that are no words.
  if (/^[a-z]{3,}(?:-[a-z]{3,}){3,}$/.test(v) && /passphrase/i.test(name)) return true;
  if (APP_CODE.test(v)) return !wordish(v.replace(/[ -]/g, ""));
  if (looksFake(v)) return false;
  if (credentialShaped(v, true) || passwordShaped(v)) return true;
  if (/^\d+$/.test(v)) return v.length <= 12 && OWN_NAME.test(name) && !/^(?:19|20)\d\d$/.test(v);
  if (
    /^v?\d+(?:\.\d+)+|^\d{4}-\d\d|[\/\\]|:\/\/|@[\w-]+\.[a-z]/i.test(v) || wordyValue(v) ||
    wordish(v)
  ) {
    return false;
  }
  return v.length >= 8 && /\d/.test(v) && /[A-Za-z]/.test(v) &&
    shannonEntropy(v) >= Math.min(3, Math.log2(v.length) - 0.7);
}

const APP_CODE = /^[a-z]{4}([ -])[a-z]{4}\1[a-z]{4}\1[a-z]{4}$/;

// Keywords as a variable spells them (`_key`, `-token`, `AccountKey` → "accountkey"), not the
// bare prose words "key" and "token", which a page of prose holds a hundred times. In groups, one
// rule each: the keyword gate hands a rule its hits only while they are few (MAX_WINDOWS).
const NAME_WORD_GROUPS = [
  ["password", "passphrase", "passwd", "pwd", "_pw", "-pw", "_pin", "-pin", "puk", "_psk", "-psk"],
  ["_key", "-key"],
  ["apikey", "accountkey", "accesskey", "secretkey", "privatekey", "masterkey", "authkey"],
  ["_token", "-token"],
  ["accesstoken", "authtoken", "apitoken", "bottoken", "refreshtoken", "sessiontoken"],
  ["_secret", "-secret", "clientsecret", "_code", "-code"],
];

// After a name: " is <value>", ", it's <value>", " `<value>`" (read at the name's end only).
// Round 13: a poster's own value a few words on ("… the CLIENT_SECRET but mine is <value>",
// "… my SMTP_PASSWORD so here it is: <value>").
// Round 14: a notes app's "name / value" ("TrueLayer client secret / client_secret / <value>").
const AFTER_NAME =
  /(?:\s+(?:is|was)\s+|[ \t]+\/[ \t]+|,\s*it(?:'|’)?s\s+|,\s*it is\s+|\s+(?=[`"'])|\s+(?:[a-z]+\s+){0,3}?(?:mine(?:'|’)?s|mine is|here it is|here(?:'|’)s mine|here is mine):?\s+)[`"']?([^\s`"',;]{6,200})/y;
const NAME_CHAR = /[A-Za-z0-9_-]/;

/** Where a group's words occur, for a caller that gives no hit list (the gate keeps none past
 * MAX_WINDOWS hits): one pass of one expression over the text. */
function groupHits(keywords: string[]): (text: string) => number[] {
  const re = new RegExp(keywords.join("|"), "gi");
  return (text) => {
    const hits: number[] = [];
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) hits.push(m.index);
    return hits;
  };
}

/** The word around each keyword hit, when it names a credential and a value follows it. */
function findNamedInProse(text: string, at: number[]): Span[] {
  const spans: Span[] = [];
  let done = -1;
  for (const p of at) {
    if (p < done) continue;
    let a = p;
    let b = p;
    while (a > 0 && p - a < 64 && NAME_CHAR.test(text[a - 1])) a--;
    while (b < text.length && b - p < 64 && NAME_CHAR.test(text[b])) b++;
    done = b;
    // Cheapest first: a blank or comma after the word, then the separator, then the name.
    if (text[b] !== " " && text[b] !== ",") continue;
    AFTER_NAME.lastIndex = b;
    const m = AFTER_NAME.exec(text);
    if (m === null) continue;
    if (a > 0 && /[$.\/\w]/.test(text[a - 1]) || !/^[A-Za-z]/.test(text[a])) continue;
    const name = text.slice(a, b);
    if (!credentialName(name)) continue;
    const v = m[1].replace(/[.,;:!?)]+$/, "");
    if (!credentialValue(v, name)) continue;
    const start = AFTER_NAME.lastIndex - m[1].length;
    spans.push({ start, end: start + v.length, rule: "named-in-prose", category: "secret" });
  }
  return spans;
}

// A value typed into a field whose name says password, PIN, secret or token.
const TYPED_INTO =
  /(?:type\s*into|sending keys to element|send_?keys)\b[^\n]{0,80}?(?:password|passwort|kennwort|passwd|pass|pwd|pin|secret|token|api_?key)\b[^\n]{0,60}?[=:]\s*"([^"\s]{4,200})"/gi;

// `Headers: wifi_psk | <value>`: a name and its value as one row of a two-column printout.
const NAME_BAR_VALUE =
  /(?<![\w.-])([A-Za-z][\w.-]{1,60})[ \t]+\|[ \t]+([^\s|]{6,200})([ \t]*\|?[ \t]*\r?)$/;

/** The variable's name alone on its line or cell, its value alone on the next (OCR, page text). */
function findNameThenValue(text: string, at: number[]): Span[] {
  const spans: Span[] = [];
  hitLines(text, at, (s, e) => {
    // A name and its value make a short line; prose lines are not read.
    if (e - s > 120) return;
    const own = text.slice(s, e);
    const bar = own.includes("|");
    // Without a bar the line is the name alone: no blank inside it.
    if (!bar && /\S\s+\S/.test(own)) return;
    const pair = bar ? NAME_BAR_VALUE.exec(own) : null;
    if (pair !== null && credentialName(pair[1]) && credentialValue(pair[2], pair[1])) {
      const start = s + pair.index + pair[0].length - pair[2].length - pair[3].length;
      spans.push({
        start,
        end: start + pair[2].length,
        rule: "name-line-value",
        category: "secret",
      });
      return;
    }
    const name = /^[ \t]*\|?[ \t]*([A-Za-z][\w.-]{1,60}?)[ \t]*\|?[ \t]*$/.exec(own);
    if (name === null || !credentialName(name[1]) || e >= text.length) return;
    const next = text.indexOf("\n", e + 1);
    const line = text.slice(e + 1, next < 0 ? text.length : next);
    // Round 20: a settings page's buttons may follow the value after two blanks (`<v>   Copy`).
    const value =
      /^([ \t]*\|?[ \t]*)([^\s|]{6,200})(?:[ \t]*\|?[ \t]*|[ \t]{2,}\p{L}[\p{L} \t]{0,40})\r?$/u
        .exec(line);
    if (value === null || !credentialValue(value[2], name[1])) return;
    const start = e + 1 + value[1].length;
    spans.push({
      start,
      end: start + value[2].length,
      rule: "name-line-value",
      category: "secret",
    });
  });
  return spans;
}

/** Each match of `re` near a keyword hit whose value `ok` accepts (no generic fake filter: a
 * passphrase's words and an app password's letter groups are what those filters drop). */
function windowRule(
  id: string,
  keywords: string[],
  re: RegExp,
  after: number,
  ok: (m: RegExpExecArray) => boolean,
): TextRule {
  const d = new RegExp(re.source, re.flags + "d");
  registerRegex(d, "text");
  return {
    id,
    category: "secret",
    keywords,
    find(text, at) {
      const spans: Span[] = [];
      execWindows(d, text, at, 64, after, (m, offset) => {
        // Sentence punctuation after the value is not part of it.
        const v = m[m.length - 1].replace(/[.,;:!?)]+$/, "");
        if (!ok(m)) return;
        const start = offset + m.indices![m.length - 1]![0];
        spans.push({ start, end: start + v.length, rule: id, category: "secret" });
      });
      return spans;
    },
  };
}

/** Typed into a password field: any token that is no placeholder or word and mixes two classes. */
function typedValue(v: string): boolean {
  if (APP_CODE.test(v)) return !wordish(v.replace(/[ -]/g, ""));
  if (v.length < 6 || isTemplateOrMask(v) || looksFake(v)) return false;
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((c) => c.test(v)).length;
  return classes >= 2 && !/^[A-Za-z]+[-_.:][A-Za-z]+$/.test(v) && !wordyValue(v);
}

const TYPE_WORDS = ["type into", "typeinto", "sending keys", "send_keys", "sendkeys"];

export const AUTOMATION_RULES: TextRule[] = [
  ...NAME_WORD_GROUPS.flatMap((keywords): TextRule[] => {
    const hitsOf = groupHits(keywords);
    return [
      {
        id: "named-in-prose",
        category: "secret",
        keywords,
        find: (t, at) => findNamedInProse(t, at ?? hitsOf(t)),
      },
      {
        id: "name-line-value",
        category: "secret",
        keywords,
        find: (t, at) => findNameThenValue(t, at ?? hitsOf(t)),
      },
    ];
  }),
  windowRule("typed-into-field", TYPE_WORDS, TYPED_INTO, 260, (m) => typedValue(m[1])),
];
