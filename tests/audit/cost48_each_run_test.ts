// Issue 13, cost round 48: eachRun (long_runs.ts) no longer reads again the run characters a
// window's backward read already passed. These tests hold it to the former loop, kept here as the
// reference, on random texts of run and other characters, every least length, and early stops.
import assert from "node:assert/strict";
import { eachRun, longRuns, tokenRunStarts } from "../../src/audit/long_runs.ts";
import { REALISTIC_BENIGN, realisticSecrets } from "./fixtures/realistic.ts";

/** The loop before cost round 48. */
function reference(
  text: string,
  min: number,
  t: Uint8Array,
  visit: (start: number, end: number) => boolean,
): void {
  const n = text.length;
  const inRun = (c: number) => c < 128 && t[c] === 1;
  let i = 0;
  while (i + min <= n) {
    let j = i + min - 1;
    while (j >= i && inRun(text.charCodeAt(j))) j--;
    if (j >= i) {
      i = j + 1;
      continue;
    }
    let end = i + min;
    while (end < n && inRun(text.charCodeAt(end))) end++;
    if (!visit(i, end)) return;
    i = end + 1;
  }
}

const TABLE = new Uint8Array(128);
for (const ch of "abc0_-") TABLE[ch.charCodeAt(0)] = 1;

/** A seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function runs(
  f: typeof reference,
  text: string,
  min: number,
  t: Uint8Array,
  stopAfter = Infinity,
): number[] {
  const out: number[] = [];
  f(text, min, t, (s, e) => (out.push(s, e), out.length / 2 < stopAfter));
  return out;
}

Deno.test("cost48: eachRun visits the runs the former loop visited, in order", () => {
  const next = random(48);
  const alphabet = "abc0_- .,\n\u00e9\u4e00";
  for (let k = 0; k < 4000; k++) {
    const len = Math.floor(next() * 120);
    // Run characters dominate some texts (long runs), others are mostly breaks.
    const bias = next();
    let text = "";
    for (let i = 0; i < len; i++) {
      text += next() < bias ? "abc0_-"[Math.floor(next() * 6)] : alphabet[Math.floor(next() * 12)];
    }
    for (const min of [1, 2, 3, 5, 8, 13, 40]) {
      assert.deepEqual(runs(eachRun, text, min, TABLE), runs(reference, text, min, TABLE), text);
      assert.deepEqual(
        runs(eachRun, text, min, TABLE, 1 + (k % 3)),
        runs(reference, text, min, TABLE, 1 + (k % 3)),
      );
    }
  }
});

Deno.test("cost48: longRuns and tokenRunStarts are unchanged on the fixtures", () => {
  const texts = [...REALISTIC_BENIGN, ...realisticSecrets().map((c) => c.text)];
  const RUN = new Uint8Array(128);
  for (const ch of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-") {
    RUN[ch.charCodeAt(0)] = 1;
  }
  const TOKEN = new Uint8Array(128);
  for (const ch of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.~:-") {
    TOKEN[ch.charCodeAt(0)] = 1;
  }
  for (const text of texts) {
    for (const min of [8, 16, 20, 32, 40]) {
      const want: Array<[number, number]> = [];
      reference(text, min, RUN, (s, e) => {
        let p = e;
        while (p < text.length && p - e < 2 && text.charCodeAt(p) === 61) p++;
        want.push([s, p]);
        return want.length < 1000;
      });
      assert.deepEqual(longRuns(text, min, 1000), want);
      const starts: number[] = [];
      reference(text, min, TOKEN, (s) => (starts.push(s), true));
      assert.deepEqual(tokenRunStarts(text, min), starts);
    }
  }
});
