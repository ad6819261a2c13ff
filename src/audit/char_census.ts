// One pass over a text lists its distinct unusual characters (outside printable ASCII and
// \t\n\r), so the many "does it hold any character of class X" tests of the scan (invisible
// characters, other scripts, look-alikes) each read a few characters instead of the whole text.
import { type RunShape, runShape } from "./hint_runs.ts";
import { eachRun } from "./long_runs.ts";
import { heldPerAudit } from "./text_memo.ts";

// Every code unit outside printable ASCII and \t\n\r.
const UNUSUAL_RUN = /[^\x20-\x7e\t\n\r]+/g;
/** Texts with more unusual characters than this are tested whole (other-script prose). */
const MAX_UNUSUAL = 256;
/** Shorter texts are tested whole: one regex test costs less than the census. */
const MIN_CENSUS = 1024;

let last: { text: string; census: string | undefined } | undefined;
/** Marks of the code units seen by the census running now (cleared before it returns). */
const seen = new Uint8Array(0x10000);

/** The distinct unusual code units of `text` in order of first occurrence, or undefined (many). */
function census(text: string): string | undefined {
  if (last?.text === text) return last.census;
  const codes: number[] = [];
  let count = 0;
  UNUSUAL_RUN.lastIndex = 0;
  for (let m = UNUSUAL_RUN.exec(text); m !== null; m = UNUSUAL_RUN.exec(text)) {
    const end = UNUSUAL_RUN.lastIndex;
    count += end - m.index;
    if (count > MAX_UNUSUAL) break;
    for (let i = m.index; i < end; i++) {
      const c = text.charCodeAt(i);
      if (seen[c] === 0) (seen[c] = 1, codes.push(c));
    }
  }
  for (const c of codes) seen[c] = 0;
  const out = count > MAX_UNUSUAL ? undefined : String.fromCharCode(...codes);
  last = { text, census: out };
  return out;
}

// Every character the census leaves out; a class test that matches none of them is decided by
// the census alone.
let plain = "\t\n\r";
for (let c = 0x20; c <= 0x7e; c++) plain += String.fromCharCode(c);

const CLASS_ONLY = /^\[(?:[^\]\\]|\\.)*\]$/;

interface Tester {
  /** A copy without g/y (tests from index 0). */
  re: RegExp;
  byCensus: boolean;
  /** The runs every match lies in (hint_runs.ts). */
  run?: RunShape;
}

const TESTERS = new WeakMap<RegExp, Tester>();

// Cost round 35: a /u class decides like a flagless one by the census when it can match only
// BMP characters that are no surrogates: each is one code unit in the text and in the census
// alike (the census may pair surrogates that were apart in the text; such a class matches no pair
// nor lone half). Written BMP characters without \u or \p escapes cannot name an astral one.
const ESCAPED_CODE = /\\[uUpPk]/;
const SURROGATE = /[\uD800-\uDFFF]/;

function bmpOnly(re: RegExp): boolean {
  if (ESCAPED_CODE.test(re.source) || SURROGATE.test(re.source)) return false;
  for (let c = 0xd800; c <= 0xdfff; c++) if (re.test(String.fromCharCode(c))) return false;
  return true;
}

function tester(re: RegExp): Tester {
  let t = TESTERS.get(re);
  if (t === undefined) {
    const flags = re.flags.replace(/[gy]/g, "");
    const copy = new RegExp(re.source, flags);
    const byCensus = CLASS_ONLY.test(re.source) && !copy.test(plain) &&
      (flags === "" || (flags === "u" && bmpOnly(copy)));
    TESTERS.set(re, t = { re: copy, byCensus, run: byCensus ? undefined : runShape(copy) });
  }
  return t;
}

/**
 * Whether `re` matches somewhere in `text` (as a test from index 0 would say). A regex that is
 * one character class without flags, matching no plain character, is decided by the census;
 * one whose matches are long runs of a small class is tried only inside such runs (hint_runs.ts);
 * any other regex is tested on the whole text.
 */
export function holdsAny(re: RegExp, text: string): boolean {
  const t = tester(re);
  if (t.run !== undefined) {
    // No match is shorter than the run's least length (a short row value often is).
    if (text.length < t.run.min) return false;
    return text.length >= MIN_CENSUS ? inRuns(t.run, text) : t.re.test(text);
  }
  if (!t.byCensus) return t.re.test(text);
  // A short text asked about several classes: one test of it for unusual characters answers all.
  if (text.length < MIN_CENSUS) return !allPlain(text) && t.re.test(text);
  const chars = census(text);
  return t.re.test(chars ?? text);
}

const UNUSUAL = /[^\x20-\x7e\t\n\r]/;
let lastShort: string | undefined, lastPlain = false;
heldPerAudit("char_census", () => [last?.text, lastShort].filter((t) => t !== undefined), () => {
  last = lastShort = undefined;
});

/** Whether `text` holds only printable ASCII and \t\n\r (remembered for the last text). */
function allPlain(text: string): boolean {
  if (text !== lastShort) [lastShort, lastPlain] = [text, !UNUSUAL.test(text)];
  return lastPlain;
}

/** Past this length a run is searched by the regex from its start to the text's end. */
const LONG_RUN = 256;

/** Whether a match starts at an offset of a run of `shape` (sticky tries), where all must start. */
function inRuns(shape: RunShape, text: string): boolean {
  let found = false;
  eachRun(text, shape.min, shape.table, (s, e) => {
    if (e - s > LONG_RUN) {
      // Every earlier offset is ruled out, so the first match from here answers.
      shape.global.lastIndex = s;
      found = shape.global.test(text);
      return false;
    }
    for (let p = s; p <= e - shape.min && !found; p++) {
      if (shape.first[text.charCodeAt(p)] !== 1) continue;
      shape.sticky.lastIndex = p;
      found = shape.sticky.test(text);
    }
    return !found;
  });
  return found;
}

/**
 * One flagless class matching what any of `classes` matches (each one flagless, non-negated
 * character class), for holdsAny; undefined when one of them is anything else.
 */
export function unionClass(classes: RegExp[]): RegExp | undefined {
  const bodies: string[] = [];
  for (const re of classes) {
    if (re.flags !== "" || !CLASS_ONLY.test(re.source) || re.source[1] === "^") return undefined;
    bodies.push(re.source.slice(1, -1));
  }
  return new RegExp(`[${bodies.join("")}]`);
}
