// Same-value propagation (round 32): a value a rule already judged a secret is redacted wherever
// else it occurs in the same string, and so is a near-copy a person's correction produces ("sorry,
// typo, it's V'"), with no phrase list: the first redaction is the evidence, in any language.
import { wordish } from "./credential_shape.ts";
import type { Span } from "./rule_kit.ts";

/** Exact repeats need this many characters; shorter redactions (a 4-digit PIN) stay local. */
const EXACT_MIN = 6;
/** Near-copies (one character changed, added or dropped) need a longer, random-looking value. */
const NEAR_MIN = 8;
/** Bounds the work on a text holding many redactions (a large log): the first values only. */
const MAX_VALUES = 24;

// `exports.valueFns.fixed64`, `self.key2`: a member path in code.
const DOTTED_NAME = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/;
const ALNUM = /[\p{L}\p{N}]/u;
// Token edges: whitespace, quotes, brackets and list punctuation; a sentence's closing marks are
// trimmed after ("…, it's V." / "V!").
const DELIMITER = /[\s"'`<>()[\]{},;|«»“”‘’，。、：；（）「」『』【】]/u;
// Cost round 31: nearCopies tested DELIMITER once per character of every token it read; the table
// holds its answer for every code unit, read from the regex itself (a surrogate half matches none
// of its BMP members either way).
let delimiterUnits: Uint8Array | undefined;

function delimiterTable(): Uint8Array {
  const table = new Uint8Array(0x10000);
  let all = "";
  for (let c = 0; c < 0x10000; c++) {
    all += c >= 0xd800 && c <= 0xdfff ? "a" : String.fromCharCode(c);
  }
  for (const m of all.matchAll(new RegExp(DELIMITER.source, "gu"))) table[m.index!] = 1;
  return table;
}
const TRAILING = /[.:!?…]+$/u;

/**
 * Secret material rather than a name: digits with letters and not made of words, a long digit
 * run, or 16+ characters of three classes. An identifier a rule took in code (`basicAuth`,
 * `CachedToken`) has no digit, so the base's rare code redactions are not multiplied.
 */
function secretMaterial(v: string): boolean {
  if (/\s/.test(v) || v.startsWith("[REDACTED:")) return false;
  if (/^\d+$/.test(v)) return true;
  if (wordish(v) || DOTTED_NAME.test(v)) return false;
  // One digit among letters is a name as often as a password (`Uint8Array`, `base64url`).
  if ((v.match(/\d/g)?.length ?? 0) >= 2 && /\p{L}/u.test(v)) return true;
  const classes = Number(/[a-z]/.test(v)) + Number(/[A-Z]/.test(v)) + Number(/[^A-Za-z]/.test(v));
  return v.length >= 16 && classes === 3;
}

/** Long and random enough that a near-copy of it is the same secret, not a coincidence. */
function nearCopyable(v: string): boolean {
  if (SHORT_CODE.test(v)) return new Set(v).size >= 3;
  return v.length >= NEAR_MIN && new Set(v).size >= 5 && secretMaterial(v);
}

// Round 34: a one-time code of six or seven digits corrected by one digit ("❌" … "sorry, the
// right one: 346720"): a near-copy of the same length only (no digit added or dropped), of a
// code a person gave in prose; constants beside an assignment differ by one digit in code
// (`eosTokenN = 2070000;` … `otherwiseN = 2070003;`).
const SHORT_CODE = /^\d{6,7}$/;
const ASSIGNED = /assignment|sensitive-key|literal/;

function spokenCodes(text: string, spans: Span[]): Set<string> {
  const out = new Set<string>();
  for (const s of spans) {
    const v = text.slice(s.start, s.end).trim();
    if (SHORT_CODE.test(v) && !ASSIGNED.test(s.rule)) out.add(v);
  }
  return out;
}

/** A repeat of `v` is the same secret: long enough, and secret material. */
function repeatable(v: string): boolean {
  return v.length >= EXACT_MIN && secretMaterial(v);
}

/** Levenshtein distance of at most one (a changed, added or dropped character). */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Secret values mapped to the category of the redaction that judged them. */
export type SecretValues = Map<string, Span["category"]>;

/** The secret values of `spans`: each span's text, and its last word when the span holds words. */
function valuesOf(text: string, spans: Span[]): SecretValues {
  const values: SecretValues = new Map();
  // A value read again adds nothing: it is kept already, or its tests (pure) fail again.
  const read = new Set<string>();
  for (const s of spans) {
    if (values.size >= MAX_VALUES) break;
    const v = text.slice(s.start, s.end).trim();
    if (read.has(v)) continue;
    read.add(v);
    noteSecret(values, v, s.category);
    const last = v.split(/[\s=]+/).pop() ?? "";
    if (last !== v && nearCopyable(last)) noteSecret(values, last, s.category);
  }
  return values;
}

/** Adds `v` when it is secret material worth finding again (a value redacted whole, a span). */
export function noteSecret(values: SecretValues, v: string, category: Span["category"]): void {
  if (values.size < MAX_VALUES && repeatable(v) && !values.has(v)) values.set(v, category);
}

const clear = (spans: Span[], a: number, b: number) =>
  spans.every((s) => b <= s.start || a >= s.end);
const edge = (text: string, p: number) => p < 0 || p >= text.length || !ALNUM.test(text[p]);

/**
 * Spans for the other occurrences of `known` in `text` (exact repeats, and with `near` the
 * near-copies of long random ones), none overlapping `spans`.
 */
export function sameValueSpans(
  text: string,
  spans: Span[],
  known: SecretValues,
  near = true,
  spoken = new Set<string>(),
): Span[] {
  const added: Span[] = [];
  // Both lists read in place (was a copy of both joined, made at every occurrence).
  const free = (a: number, b: number) => clear(spans, a, b) && clear(added, a, b);
  for (const [v, category] of known) {
    for (let p = text.indexOf(v); p >= 0; p = text.indexOf(v, p + v.length)) {
      const end = p + v.length;
      const bounded = (!ALNUM.test(v[0]) || edge(text, p - 1)) &&
        (!ALNUM.test(v[v.length - 1]) || edge(text, end));
      if (bounded && free(p, end)) added.push({ start: p, end, rule: RULE, category });
    }
  }
  const copyable = near
    ? [...known].filter(([v]) => nearCopyable(v) && (!SHORT_CODE.test(v) || spoken.has(v)))
    : [];
  for (const [v, category] of copyable) {
    for (const piece of nearCopies(text, v)) {
      const end = piece.at + piece.t.length;
      if (free(piece.at, end)) added.push({ start: piece.at, end, rule: RULE, category });
    }
  }
  return added;
}

/**
 * The tokens of `text` within one edit of `v` (not `v` itself). One edit leaves one half of `v`
 * whole, so only the tokens holding its first or its second half are read, found by `indexOf`.
 */
function nearCopies(text: string, v: string): Array<{ t: string; at: number }> {
  const found = new Map<number, { t: string; at: number }>();
  const delimiter = delimiterUnits ??= delimiterTable();
  const half = v.length >> 1;
  for (const part of [v.slice(0, half), v.slice(half)]) {
    for (let p = text.indexOf(part); p >= 0; p = text.indexOf(part, p + 1)) {
      // The token around the hit, read at most a little longer than `v` each way.
      const most = v.length + 24;
      let s = p;
      while (s > 0 && p - s <= most && delimiter[text.charCodeAt(s - 1)] !== 1) s--;
      let e = p + part.length;
      while (e < text.length && e - s <= most && delimiter[text.charCodeAt(e)] !== 1) e++;
      if (found.has(s) || e - s > most) continue;
      const token = text.slice(s, e).replace(TRAILING, "");
      for (const piece of pieces(token, s)) {
        if (piece.t === v || !withinOneEdit(piece.t, v)) continue;
        if (!SHORT_CODE.test(v) || piece.t.length === v.length) found.set(s, piece);
      }
    }
  }
  return [...found.values()];
}

const RULE = "same-value";

/** A token, and its tail after a `=` or `:` (a correction written as `key=V'`). */
function pieces(t: string, at: number): Array<{ t: string; at: number }> {
  const out = [{ t, at }];
  const cut = Math.max(t.lastIndexOf("="), t.lastIndexOf(":"));
  if (cut > 0 && t.length - cut - 1 >= NEAR_MIN) {
    out.push({ t: t.slice(cut + 1), at: at + cut + 1 });
  }
  return out;
}

/** `spans` with the same-value spans added, sorted by start. */
export function withSameValues(text: string, spans: Span[]): Span[] {
  if (spans.length === 0) return spans;
  const known = valuesOf(text, spans);
  if (known.size === 0) return spans;
  const added = sameValueSpans(text, spans, known, true, spokenCodes(text, spans));
  return added.length ? spans.concat(added).sort((a, b) => a.start - b.start) : spans;
}
