// A multiline regex each of whose top-level alternatives opens with `^` can only match at a line
// start (after \n, \r, U+2028, U+2029) or at the searched string's start. Such a regex without
// leading literals is tried (sticky) only there instead of at every character.
import { topAlternatives } from "./split_alternation.ts";

type OnMatch = (m: RegExpExecArray, offset: number) => boolean | void;

const LED = new WeakMap<RegExp, boolean>();
const TERMINATOR = /[\n\r\u2028\u2029]/g;

/** Whether every match of `re` starts where its `^` holds (flag m, each alternative `^`-led). */
export function lineLed(re: RegExp): boolean {
  let led = LED.get(re);
  if (led === undefined) {
    led = re.multiline && !re.sticky && topAlternatives(re.source).every((a) => a.startsWith("^"));
    LED.set(re, led);
  }
  return led;
}

// Terminators other than \n: a slice without any has its line starts found with indexOf, which
// costs about a third of a regex call per line (~35 µs against ~95 µs for 1,300 lines of prose).
const RARE_TERMINATOR = /[\r\u2028\u2029]/;

/** The first line start after `p` in `slice` (at most its length), or -1. */
function nextLineStart(slice: string, p: number, newlinesOnly: boolean): number {
  if (newlinesOnly) {
    const i = slice.indexOf("\n", p);
    return i < 0 ? -1 : i + 1;
  }
  TERMINATOR.lastIndex = p;
  return TERMINATOR.exec(slice) === null ? -1 : TERMINATOR.lastIndex;
}

/**
 * The matches `re.exec` would give over `slice` (from 0, advancing past each match; one past an
 * empty one), tried with `y` (re's sticky copy) only at its line starts; `s`: the slice's offset.
 */
function execLines(re: RegExp, y: RegExp, slice: string, s: number, on: OnMatch): boolean {
  let from = 0;
  const newlinesOnly = !RARE_TERMINATOR.test(slice);
  for (let p = 0; p !== -1; p = nextLineStart(slice, p, newlinesOnly)) {
    if (p < from) continue;
    y.lastIndex = p;
    const m = y.exec(slice);
    if (m === null) continue;
    if (on(m, s) === true) return true;
    if (!re.global) return false;
    const end = p + m[0].length;
    from = end > p ? end : p + 1;
  }
  return false;
}

/**
 * The search of a regex the index cannot serve, over `slice` at offset `s`: at line starts when
 * it is line-led, else a plain global scan; true when `on` ended it.
 */
export function execUnindexed(re: RegExp, y: RegExp, slice: string, s: number, on: OnMatch) {
  if (lineLed(re)) return execLines(re, y, slice, s, on);
  re.lastIndex = 0;
  for (let m = re.exec(slice); m; m = re.exec(slice)) {
    if (m[0].length === 0) re.lastIndex++;
    if (on(m, s) === true) return true;
    if (!re.global) break;
  }
  return false;
}
