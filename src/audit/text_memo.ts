// The specimen checks (discussion.ts) run for every phrase-rule match a rule's own checks let
// through, and some of them read the whole text. Within one audit their answers are kept per text
// (cost round 46); the memo exists only while the audit runs, so no audited text outlives it.

type Memo = Map<object, unknown>;
let active: Map<string, Memo> | undefined;

// Cost round 49: the modules' own last-text caches (walks, census, word lists) are emptied when
// the audit ends too: a tool result can carry secrets, and no module may keep it past the audit.
interface Holder {
  /** The texts (or keys derived from them) the cache refers to now. */
  held: () => Iterable<string>;
  clear: () => void;
}
const holders = new Map<string, Holder>();

/** Registers a module's cache of audited text, emptied whenever an audit ends. */
export function heldPerAudit(name: string, held: () => Iterable<string>, clear: () => void): void {
  holders.set(name, { held, clear });
}

/** Every text a registered cache refers to now, by cache name (the tests' check). */
export function heldTexts(): Array<{ cache: string; text: string }> {
  const out: Array<{ cache: string; text: string }> = [];
  for (const [cache, h] of holders) for (const text of h.held()) out.push({ cache, text });
  return out;
}

/** Runs `run` (one audit) with a fresh memo, dropped when it returns or throws. */
export function withTextMemo<T>(run: () => T): T {
  if (active !== undefined) return run();
  active = new Map();
  try {
    return run();
  } finally {
    active = undefined;
    for (const h of holders.values()) h.clear();
  }
}

/** `compute(text)`, asked once per text and `key` inside an audit; outside one, every time. */
export function memoized<T>(key: object, text: string, compute: (text: string) => T): T {
  if (active === undefined) return compute(text);
  let memo = active.get(text);
  if (memo === undefined) active.set(text, memo = new Map());
  if (memo.has(key)) return memo.get(key) as T;
  const value = compute(text);
  memo.set(key, value);
  return value;
}

/** `re.test(text)` once per text in an audit (`re` has no g or y flag: the test keeps no state). */
export function testOnce(re: RegExp, text: string): boolean {
  return memoized(re, text, (t) => re.test(t));
}

// The offsets of "```" as a scan from the start meets them (each search resumes past the last).
const FENCES = {};
function fenceOffsets(text: string): number[] {
  const out: number[] = [];
  for (let i = text.indexOf("```"); i >= 0; i = text.indexOf("```", i + 3)) out.push(i);
  return out;
}

/**
 * Inside a fenced code block (an odd number of ``` before the match), and wholly (round 21): a
 * match running past the closing fence ("```\n[end of log]\n```\nSYSTEM: …") spoofs a boundary.
 */
export function inFence(text: string, start: number, end: number): boolean {
  const fences = memoized(FENCES, text, fenceOffsets);
  let lo = 0, hi = fences.length; // the fences before `start` are fences[0 .. lo)
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (fences[mid] < start) lo = mid + 1;
    else hi = mid;
  }
  return lo % 2 === 1 && (lo === fences.length || fences[lo] >= end);
}

const SPACE = /\s/;
/** `s.replace(/\S{1,16}$/, "")` without the regex trying every offset of `s`. */
export function withoutLastWord(s: string): string {
  let k = s.length;
  while (k > 0 && s.length - k < 16 && !SPACE.test(s[k - 1])) k--;
  return s.slice(0, k);
}
