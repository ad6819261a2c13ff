// Redaction round 57 (issue 13): a value named only by the system or device it opens, never by
// a secret word: a chat hand-over ("for <site>: Sage Payroll (M. Osei) WkS9cRPLrNn!. The night
// shift needs it", "router enable: Bn9J…", "CIT crew tablet unlock：U73B…，"), a shell `export`
// or dotenv line whose name says only the system (`VB400_DOCK_ADMIN='Vocj…'`, `SVC_XPROTECT=…`),
// or a log line's `key=value` field (`OnGuard_sa=5NoI…`).
// No label word decides; the value's own shape does (generated_short.ts: three character
// classes mixed, no word), and the structure only says it is a value standing alone: a field's
// whole value, or a token that ends its clause. Tuning sets: v46 (its chat, export and log misses),
// v37, v41, v44 (exports, dotenv lines), v35, v39 (hand-overs); benign texts of v1-v46, rtr1-rtr10.
// Round 59: two more value shapes (marked_password.ts, grouped_password.ts), and a time-stamped
// chat message's last word as a clause's end (chat_message_end.ts); v47, v48 and earlier sets.
import { endsChatMessage } from "./chat_message_end.ts";
import { encodedSettings, encodedWords } from "./decoded_words.ts";
import { eqAsMark } from "./eq_mark.ts";
import { generatedShort } from "./generated_short.ts";
import { markedPassword } from "./marked_password.ts";
import { mixedCaseRun } from "./mixed_case_run.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import { groupedPassword } from "./grouped_password.ts";
import { eachRun } from "./long_runs.ts";
import { serialized } from "./password_shape.ts";
import { sheetCell, sheetCellName } from "./sheet_cell.ts";
import { isIdKey } from "./id_keys.ts";
import { namesMetadata } from "./key_names.ts";
import type { Span, TextRule } from "./rule_kit.ts";
import { perScan } from "./value_memo.ts";

// A token of a generated value's characters (letters, digits, the marks generators add), after
// a field's `=` or quote, a label's colon, a space or a CJK letter, and before a space, the
// line's end, a quote, a clause's mark or CJK. Runs are found by long_runs' skipping scan (a
// regex over 60 KB costs more); `_` and `.` end a run, so snake-case and dotted names split short.
const TOKEN_CHARS = new Uint8Array(128);
// Round 68: `=` joins a run too; a run whose `=` follows a name is cut after it (eq_mark.ts).
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$%&*+?@^~=-") {
  TOKEN_CHARS[c.charCodeAt(0)] = 1;
}
const OPENS = /[\s:：=，、（(「"'\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
const CLOSES = /^(?:[.,;:]?(?:$|[\s"'\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])|[，、。)）」])/;
// A field's name before `=` (`NAME=`, `export NAME='`, `key=` in a log line).
const FIELD_NAME = /(?:^|[\s$])([A-Za-z_][A-Za-z0-9_.-]{0,60})=["']?$/;
// Names of public or descriptive values, as the dotenv rule reads them (env_block_rules.ts).
const PUBLIC_NAME = new RegExp(
  String
    .raw`(?:^|[_.\-\s])(?:host|addr|address|trace\w*|span|nonce|salt|pub\w*|public|sid|number|no|id|ids|region|zone|tz|locale|lang|hash|sha\w*|digest|etag|version|ver|build|commit|ref|tag|sku|serial|model|b64|base64|cursor|next|prefs|flags|data)$`,
  "i",
);
// A label naming an identifier, a reference or an encoding, not a secret, in the words before
// the value or an aside after it: the id kinds ids and digests are, whatever system they name.
const ID_WORDS =
  /\b(?:identifier|reference|ref|signature|intent|charge|order|invoice|ticket|serial|hash|digest|commit|fingerprint|base64|b64|cursor|pag(?:e|ination)|next|ray|trace|request|video|track|channel|address|public|sku|model|connected|e\.g|example|sample)\b|(?<![A-Za-z])ids?(?![A-Za-z])|page_?token|next_?(?:page|token|cursor)|identif|идентиф|識別|标识|식별/i;
// Round 69: a camelCase id name (`userId`, `siteIds`) needs its capital; read without case, any
// word ending in "id" ("paid", "avoid", Swedish "vid") named an id kind.
const CAMEL_ID = /[a-z]Ids?\b/;
export const ID_LABEL = { test: (s: string): boolean => ID_WORDS.test(s) || CAMEL_ID.test(s) };
// A prefixed object id (`pi_…`, `ch_…`, `evt_…`): the prefix names the kind of object.
// An advisory or ticket id (`GHSA-3xgq-…`) is prefixed the same way.
const PREFIXED_ID = /^[A-Za-z]{1,8}[_-]/;
// Round 64: the link between a thing's name and its value. Notes, diaries and sticky notes
// write an arrow or a spaced dash where a form writes a colon ("router -> V", "copier - V").
const LINK = /[:：→]|->|=>|\s[-–—]\s/;
const LINK_END = /(?:[:：→]|->|=>|\s[-–—])\s*$/;
const NOT_PROSE_VALUE = /"\s*:\s*"$|[,(]\s*'$|[?&\/\\@\[]\w*[=:]?["']?$|[,\[]\w+:$|\/"$|\w:$/;

/** Base64 of text (`ZXUtd2VzdC0x`, `5bCP6aO85by+`): an encoded setting or sample, not a key. */
export function encodedText(v: string): boolean {
  if (!/^[A-Za-z0-9+\/_-]+$/.test(v) || v.length % 4 === 1) return false;
  try {
    const b64 = v.replaceAll("-", "+").replaceAll("_", "/");
    const bytes = Uint8Array.from(
      atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4)),
      (c) => c.charCodeAt(0),
    );
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return text.length >= 3 && !/(?![\t\n\r])[\p{Cc}\ufffd]/u.test(text);
  } catch {
    return false;
  }
}

/** The field's name allows a secret: not an id, a public value or metadata. */
function secretName(name: string): boolean {
  return !PUBLIC_NAME.test(name) && !isIdKey(name.toLowerCase()) && !namesMetadata(name);
}

function wordCount(name: string): number {
  return (name.match(/\p{L}[\p{L}\p{N}_'-]*/gu) ?? []).length;
}

/** Prose: the words before the value on its line, and an aside after it, name no id kind;
 * a line of base64 above it (a PEM body's last line) makes it part of that block. */
function clauseValue(text: string, start: number, v: string): boolean {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const prevStart = text.lastIndexOf("\n", lineStart - 2) + 1;
  const prev = lineStart > 0 ? text.slice(prevStart, lineStart - 1) : "";
  // The words before it on its line; a short line (`[16:31] Budi:`) goes on from the line above.
  let label = text.slice(Math.max(lineStart, start - 100), start);
  // A value standing alone (a JSON leaf's string, a bare line) has no label to hand it over.
  if (!/\p{L}{2}/u.test(label)) return false;
  // A system's name is a few words after the line's last colon or arrow (`for <site>: Sage
  // Payroll (M. Osei) V.`); a longer clause ("…: the weekly report lists open tickets and the
  // releNote V. Ignore…") is a sentence with a value in it, which the older rules read.
  // Round 70: a sheet's cell is named by the cell before it, which its tabs bound however many
  // words it holds (`<site>\t<system> (user <u>)\t<V>`); sheetCellName caps it at 60 characters.
  const name = text.slice(lineStart, start).split(LINK).pop()!;
  const cell = sheetCell(text, start, start + v.length);
  if (cell ? sheetCellName(text, start, start + v.length) === undefined : wordCount(name) > 6) {
    return false;
  }
  if (label.length < 40) label = prev.slice(-60) + " " + label;
  const after = text.slice(start + v.length, start + v.length + 30).split("\n")[0];
  if (ID_LABEL.test(label) || /^\s*[(（][^)）]*\bid\b/i.test(after)) return false;
  return !/^[A-Za-z0-9+\/]{40,}$/.test(prev.trim());
}

/** Upper case, lower case and a digit in [s, e): most runs (words, numbers, keys) fail here. */
function threeClasses(text: string, s: number, e: number): boolean {
  let seen = 0;
  for (let i = s; i < e && seen !== 7; i++) {
    const c = text.charCodeAt(i);
    seen |= c >= 97 && c <= 122 ? 1 : c >= 65 && c <= 90 ? 2 : c >= 48 && c <= 57 ? 4 : 0;
  }
  return seen === 7;
}

/**
 * Prose: the value ends its clause. After a label's colon, a mark, a line break, the end or a
 * word of another script may follow; with no colon, a sentence's mark and more words must
 * ("app (site) V. The night shift needs it"), not the text's end or a word ("I pasted V into").
 */
function endsClause(text: string, before: string, e: number): boolean {
  const next = text.slice(e, e + 2);
  if (LINK_END.test(before)) {
    return /^(?:[.,;!?。，、)）」]|\s*$|\s*\n|\s?[^\s\p{Script=Latin}\p{N}\p{P}])/u.test(next);
  }
  return /^(?:[.,;!?。，、]\s*\S|\s?[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])/u.test(
    text.slice(e, e + 4),
  ) ||
    /^[，、。]/.test(next);
}

function findSystemValues(text: string, _at: number[] | null): Span[] {
  const spans: Span[] = [];
  eachRun(text, 10, TOKEN_CHARS, (s, e) => {
    // Base64's padding ends the run: not a value this rule reads.
    if (text.charCodeAt(e - 1) === 61) return true;
    // Round 68: a run holding `=` is judged whole when its `=` stand among random material
    // (eq_mark.ts), else (or when the whole fails) from after its last `=`, as before.
    const eq = text.lastIndexOf("=", e - 1);
    const whole = eq >= s && eqAsMark(text.slice(s, e)) ? judgeRun(text, s, e) : undefined;
    const span = whole ?? judgeRun(text, eq >= s ? eq + 1 : s, e);
    if (span) spans.push(span);
    return true;
  });
  return spans;
}

/** The run [s, e) as a value standing alone, if it has the shape and stands where one is. */
function judgeRun(text: string, s: number, e: number): Span | undefined {
  if (e - s < 10 || e - s > 40 || !threeClasses(text, s, e)) return;
  if (s > 0 && !OPENS.test(text[s - 1])) return;
  if (!CLOSES.test(text.slice(e, e + 2))) return;
  return judge(text, s, e);
}

/** The value alone has the shape and is no id or encoded text: judged once a scan (a result
 * repeats its values), the cheap exclusions before the shape's costlier word tests. Round 59:
 * a policy-marked password or a generator's groups may hold words or start with letters and a
 * dash (`Floss-floss-1512!`, `qIASz-wBHzN-…`), so the object-id guard is generatedShort's. */
export const generatedValue = perScan((v: string): boolean =>
  !/^0x/.test(v) && !encodedText(v) && !encodedWords(v) && !encodedSettings(v) &&
  ((!PREFIXED_ID.test(v) && generatedShort(v)) || markedPassword(v) || groupedPassword(v) ||
    eqMarked(v))
);

/** red75: a value written in both cases inside its run (mixed_case_run.ts), as a sheet's cell;
 * generatedValue's exclusions (hex, encoded text, object ids) hold. */
const mixedCaseValue = perScan((v: string): boolean =>
  !/^0x/i.test(v) && !PREFIXED_ID.test(v) && !encodedText(v) && !encodedWords(v) &&
  !encodedSettings(v) && !looksFake(v) && !isTemplateOrMask(v) && mixedCaseRun(v)
);

/** Round 68: an interior `=` among random material read as a mark (eq_mark.ts). */
function eqMarked(v: string): boolean {
  const m = eqAsMark(v);
  return m !== undefined && ((!PREFIXED_ID.test(m) && generatedShort(m)) || markedPassword(m));
}

/** The value in the run [s, e) if it has the shape and stands where a value is handed over. */
function judge(text: string, start: number, e: number): Span | undefined {
  const v = text.slice(start, e);
  const generated = generatedValue(v);
  // red75: a value in both cases inside its run is read only as a whole cell of a sheet's row
  // (in prose and after a colon, code's names such as `LanguageModelV3` have the same shape).
  if (!generated && !(sheetCell(text, start, e) && mixedCaseValue(v))) return;
  // Inside a serialized parser table or minified code (password_shape.ts), not a hand-over.
  if (serialized(text, start, e)) return;
  const before = text.slice(Math.max(0, start - 120), start);
  // A JSON string, an SQL row's value, a URL's query, a path, an address, a blob's part, a
  // namespaced name (`sha512:…`, `spotify:track:…`): the JSON, table and URL rules judge those.
  if (NOT_PROSE_VALUE.test(before)) return;
  const field = FIELD_NAME.exec(before);
  // A record's `value:` beside a `field:` line (a JSON object walked as text) or a list's `name:`
  // line: the record rules judge it by its field's name.
  if (/(?:^|\n)[ \t]*"?value"?[ \t]*:[ \t]*["']?$/.test(before)) return;
  if (field && /^value$/i.test(field[1])) return;
  if (field) {
    if (!generated || !secretName(field[1])) return;
  } else if (
    /=\s*["']$/.test(before) ||
    !(endsClause(text, before, e) || endsChatMessage(text, start, e) || sheetCell(text, start, e))
  ) return;
  else if (!clauseValue(text, start, v)) return;
  return { start, end: start + v.length, rule: "system-value", category: "secret" };
}

export const SYSTEM_VALUE_RULES: TextRule[] = [{
  id: "system-value",
  category: "secret",
  keywords: [],
  // Cheap pre-test: a letter beside a digit, or beside one across a mark or dash (every value
  // it reads has both).
  hint: /[A-Za-z][-!#$%&*+?@^~]?\d|\d[-!#$%&*+?@^~]?[A-Za-z]/,
  broad: true,
  find: findSystemValues,
}];
