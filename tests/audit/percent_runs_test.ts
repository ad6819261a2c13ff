// cue_readings.percentRuns finds PERCENT_RUN's matches from the text's "%" signs instead of a
// whole-text search. Over seeded texts of words, token characters, "%XX" escapes (valid and
// not), lone "%" and other characters, with runs holding 7, 8 and more escapes at the text's
// ends and between words, it must list exactly the matches a global search from 0 lists.
import assert from "node:assert/strict";
import { PERCENT_RUN, percentRuns } from "../../src/audit/cue_readings.ts";
import { Rng } from "../fuzz/_rng.ts";

const ESCAPES = ["%41", "%2F", "%e9"];
const PIECES = ["%zz", "%", "%4", "a", "Zq9", "_", ".", "~", "-", "x"];
const BREAKS = [" ", "\n", "/", "+", "é", "(", ",", "=", "?", "&"];

function sample(rng: Rng): string {
  const parts: string[] = [];
  const n = rng.range(1, 12);
  for (let i = 0; i < n; i++) {
    const run = rng.range(0, 24);
    for (let j = 0; j < run; j++) parts.push(rng.pick(rng.chance(0.6) ? ESCAPES : PIECES));
    if (i < n - 1 || rng.chance(0.5)) parts.push(rng.pick(BREAKS));
  }
  return parts.join("");
}

Deno.test("percentRuns: the matches of a global search from 0, in order", () => {
  const rng = new Rng(1717);
  let found = 0;
  let texts = 0;
  for (let i = 0; i < 6_000; i++) {
    const text = sample(rng);
    const want = [...text.matchAll(PERCENT_RUN)].map((m) => m[0]);
    assert.deepEqual(percentRuns(text), want, JSON.stringify(text));
    found += want.length;
    if (want.length > 0) texts++;
  }
  assert.ok(found > 1_000 && texts > 500, `${found} matches in ${texts} texts`);
});

Deno.test("percentRuns: a run of exactly 8 escapes at either end of the text, 7 not", () => {
  const eight = "%41".repeat(8);
  assert.deepEqual(percentRuns(eight), [eight]);
  assert.deepEqual(percentRuns(`go ${eight}`), [eight]);
  assert.deepEqual(percentRuns(`a-${eight}.b c`), [`a-${eight}.b`]);
  assert.deepEqual(percentRuns(`x ${"%41".repeat(7)}%4 y`), []);
});
