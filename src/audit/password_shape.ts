// Generated passwords wherever they stand alone: on a command line in any position (`mc alias
// set … USER PW`, `net use Z: \\srv\share PW`, `lftp -u user,PW`, `<<< 'PW'`, an ftp script's
// `user NAME PW`), in prose or a chat message. No vendor, flag or name says it is a password; its
// shape does: 10-40 characters mixing two or more each of lower case, upper case and digits with
// a punctuation mark that base64, ids and hashes do not carry, and no word inside.
import type { Span, TextRule } from "./rule_kit.ts";

// Marks that set a password apart from base64 (`+`, `/`, `=`), ids (`-`, `_`) and paths.
const MARK = /[!#$%&*.:;?^~]/;
// Paths, URLs, assignments, markup and code (brackets), CSS colours (`#B91C1C`), versions.
const NOT_PASSWORD = /[\/\\=@<>\[\]{}()]|:\/\/|::|^[-$%]|^v?\d+(?:\.\d+)+|#[0-9A-Fa-f]{3,8}\b/;
const FOLD_END = /(?:[.,;:)\]}]|\\[rnt])+$/;

function count(s: string, re: RegExp): number {
  return s.match(re)?.length ?? 0;
}

// Code and data with the same classes: dotted names (`z32.ZodPipe`), percent-encoding (`%2B`).
// Model and release names (`Qwen2.5-7B`, `Yi1.5-34B-Chat`): a name, a version, a size.
const CODE_LIKE =
  /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$|%[0-9A-Fa-f]{2}|^[A-Za-z]{2,8}-?\d+(?:\.\d+)+(?:[-_][A-Za-z0-9]+)*$|(?:^|[-_])\d+(?:\.\d+)?[BMK](?:$|[-_])/;
// Four letters of one case or four digits in a row: words (`GLES`, `lib`+`so`), numbers (`L4774`).
const LONG_RUN = /[a-z]{4}|[A-Z]{4}|\d{4}/;

/** Strong generated-password shape (see the file comment). */
export function passwordShaped(v: string): boolean {
  if (v.length < 10 || v.length > 40 || NOT_PASSWORD.test(v) || !MARK.test(v)) return false;
  if (CODE_LIKE.test(v) || LONG_RUN.test(v)) return false;
  const digits = count(v, /\d/g);
  const letters = count(v, /[A-Za-z]/g);
  if (digits < 2 || count(v, /[A-Z]/g) < 2 || count(v, /[a-z]/g) < 2 || letters <= digits) {
    return false;
  }
  return new Set(v).size >= v.length * 0.7;
}

// A mark between two letters or digits: where a password can be; tokens are read around it.
// `.` and `:` also join domains, decimals and times (`api.test`, `12.50`, `10:14`), so next to
// them an upper-case letter is asked for.
const CANDIDATE = /[A-Za-z0-9][!#$%&*;?^~][A-Za-z0-9]|[A-Z][.:][A-Za-z0-9]|[a-z0-9][.:][A-Z]/g;
const isTokenChar = (c: number) => c > 32 && c !== 34 && c !== 39 && c !== 96;

/**
 * Inside minified code or a serialized parser table: the 60 characters on either side (one side
 * may be the text's edge) are at most 5 % spaces and a tenth or more punctuation; prose
 * and command lines hold more spaces.
 */
export function serialized(text: string, s: number, e: number): boolean {
  const around = text.slice(Math.max(0, s - 60), s) + text.slice(e, e + 60);
  if (around.length < 60) return false;
  const spaces = around.match(/\s/g)?.length ?? 0;
  return spaces <= around.length * 0.05 &&
    (around.match(/[^\w\s]/g)?.length ?? 0) >= around.length * 0.1;
}

function findPasswords(text: string): Span[] {
  const spans: Span[] = [];
  let done = -1;
  CANDIDATE.lastIndex = 0;
  for (let m = CANDIDATE.exec(text); m; m = CANDIDATE.exec(text)) {
    if (m.index < done) continue;
    let s = m.index;
    while (s > 0 && m.index - s < 130 && isTokenChar(text.charCodeAt(s - 1))) s--;
    let e = m.index + 3;
    while (e < text.length && e - s < 130 && isTokenChar(text.charCodeAt(e))) e++;
    done = e;
    CANDIDATE.lastIndex = e;
    // Sentence or code punctuation after it (`…;`, `…).`) is not part of it.
    let token = text.slice(s, e).replace(FOLD_END, "");
    if (token.length < 10 || token.length > 120) continue;
    // `user,PW` (lftp -u): the password is the last part.
    const comma = token.lastIndexOf(",");
    if (comma > 0) {
      s += comma + 1;
      token = token.slice(comma + 1);
    }
    if (!passwordShaped(token) || serialized(text, s, e)) continue;
    spans.push({ start: s, end: s + token.length, rule: "password-shaped", category: "secret" });
  }
  return spans;
}

export const PASSWORD_SHAPE_RULES: TextRule[] = [
  {
    id: "password-shaped",
    category: "secret",
    keywords: [],
    // Cheap pre-test: a punctuation mark between letters or digits.
    hint: /[A-Za-z0-9][!#$%&*;?^~][A-Za-z0-9]|[A-Z][.:][A-Za-z0-9]|[a-z0-9][.:][A-Z]/,
    broad: true,
    find: findPasswords,
  },
];
