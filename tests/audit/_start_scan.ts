// Start-anchored searches checked against plain ones (label_starts, dev_order_starts): a rule that
// lists where its regex can begin must find exactly what a global scan or a plain windowed search
// finds.
import assert from "node:assert/strict";
import type { Rng } from "../fuzz/_rng.ts";
import { globalMatches } from "./_global_scan.ts";
import { execAtStarts, execWindows } from "../../src/audit/windows.ts";

export type StartsOf = (text: string, from: number, to: number) => Iterable<number>;

/** Up to `maxParts` random pieces, each a whole label (15 %) or a piece the regex reacts to. */
export function mixedText(rng: Rng, labels: string[], pieces: string[], maxParts: number): string {
  let text = "";
  const parts = 1 + rng.int(maxParts);
  for (let k = 0; k < parts; k++) {
    text += rng.chance(0.15) ? rng.pick(labels) : pieces[rng.int(pieces.length)];
  }
  return text;
}

/** Matches over `text.slice(s, e)` tried at the slice start and the listed starts inside it. */
export function startScan(re: RegExp, startsOf: StartsOf, text: string, s: number, e: number) {
  const slice = text.slice(s, e);
  const starts = [0, ...[...startsOf(text, s, e)].filter((p) => p > s).map((p) => p - s)];
  const out: string[] = [];
  execAtStarts(re, slice, starts, (m) => void out.push(`${m.index}:${m[0]}`));
  return out;
}

/** Over `count` seeded texts: whole texts and random slices match the global scan; returns hits. */
export function checkSeeded(
  re: RegExp,
  startsOf: StartsOf,
  rng: Rng,
  count: number,
  textOf: () => string,
): number {
  let matched = 0;
  for (let n = 0; n < count; n++) {
    const text = textOf();
    const expected = globalMatches(re, text);
    if (expected.length > 0) matched++;
    assert.deepEqual(startScan(re, startsOf, text, 0, text.length), expected, JSON.stringify(text));
    const s = rng.int(text.length);
    const e = s + rng.int(text.length - s + 1);
    const got = startScan(re, startsOf, text, s, e);
    assert.deepEqual(got, globalMatches(re, text.slice(s, e)), JSON.stringify([text, s, e]));
  }
  return matched;
}

/** execWindows around `at` (null: the whole text), plain and tried at the listed starts only. */
export function windowScans(re: RegExp, startsOf: StartsOf, text: string, at: number[] | null) {
  const plain: string[] = [];
  const anchored: string[] = [];
  execWindows(re, text, at, 250, 350, (m, o) => void plain.push(`${o + m.index}:${m[0]}`));
  execWindows(
    re,
    text,
    at,
    250,
    350,
    (m, o) => void anchored.push(`${o + m.index}:${m[0]}`),
    startsOf,
  );
  return { plain, anchored };
}
