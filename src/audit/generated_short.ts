// Redaction round 57 (issue 13): a short generated password or key (10-40 characters) that no
// label word names: three character classes mixed (upper case, lower case, digits), any marks,
// and no word inside. Ids and serials carry one case (`DS-2CD2386G2-…`, `G-UZVYR3FGBG`), hashes
// and UUIDs lower-case hex, slugs and names words; a generated value mixes all three classes.
// The structure around it (a config line, a log field, a list entry, a handed-over clause)
// decides it is a value; this only judges the shape. Tuning sets: v46 with v31, v37, v40, v45.
import { shannonEntropy } from "./checksums.ts";
import { wordish } from "./credential_shape.ts";
import { isTemplateOrMask, looksFake } from "./placeholders.ts";
import { hasSequence } from "./token_checks.ts";

// Letters, digits and the marks a generator adds; no path, URL, markup or assignment.
const TOKEN = /^[A-Za-z0-9!#$%&*+?@^~._-]{10,40}$/;
// Code and versions with the same classes: dotted names, versions, model names, CSS colours.
const CODE_LIKE =
  /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$|\d+\.\d+\.|\d\.\d|^v\d|#[0-9A-Fa-f]{6}\b/;

// A dash-joined group that is an upper-case or capitalised name (`Big5-HKSCS`, `Llama3-Chat`).
const NAMED_GROUP = /-(?:[A-Z]{3,}|[A-Z][a-z]{2,})(?=-|$)|^(?:[A-Z]{3,}|[A-Z][a-z]{2,})-/;

// A run of four or more letters in one case, or capitalised, that reads aloud is a word
// (`Kelvin`, `Phone`, `Beta`, `admin`): a vowel in every five letters and no four consonants
// together; four letters need two vowels (`Vocj`, `dfch` are random runs).
const LETTER_RUN = /[A-Z]?[a-z]{3,}|[A-Z]{4,}/g;
function pronounceable(run: string): boolean {
  const r = run.toLowerCase();
  const vowels = r.match(/[aeiouy]/g)?.length ?? 0;
  if (r.length === 4) return (r.match(/[aeiou]/g)?.length ?? 0) >= 2;
  return !/[^aeiouy]{4}/.test(r) && vowels * 5 >= r.length;
}

/** Upper-case, lower-case and digit counts and class switches (marks a fourth class), one pass. */
function classes(v: string): [number, number, number, number] {
  let upper = 0, lower = 0, digits = 0, turns = 0, prev = -1;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    const k = c >= 65 && c <= 90 ? 0 : c >= 97 && c <= 122 ? 1 : c >= 48 && c <= 57 ? 2 : 3;
    if (k === 0) upper++;
    else if (k === 1) lower++;
    else if (k === 2) digits++;
    if (prev >= 0 && k !== prev) turns++;
    prev = k;
  }
  return [upper, lower, digits, turns];
}

/** A short generated secret's shape (see the file comment). */
export function generatedShort(value: string): boolean {
  const v = value;
  if (v.length < 10 || v.length > 40) return false;
  const [upper, lower, digits, turns] = classes(v);
  if (upper < 1 || lower < 1 || digits < 1 || upper + lower < 4) return false;
  if (turns < 3 && (turns < 2 || digits < 3 || v.length < 12)) return false;
  if (!TOKEN.test(v) || CODE_LIKE.test(v) || NAMED_GROUP.test(v)) return false;
  const compact = v.replace(/[^A-Za-z0-9]/g, "");
  if (new Set(compact).size < compact.length * 0.6 || shannonEntropy(compact) < 3) return false;
  for (const m of v.matchAll(LETTER_RUN)) {
    if (pronounceable(m[0])) return false;
  }
  return !hasSequence(v) && !wordish(v) && !looksFake(v) && !isTemplateOrMask(v);
}
