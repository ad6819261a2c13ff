// leftmostOf (cost round 20) replaces firstAct's 62 searches with one per flag set: the least
// start of the regexes' first matches must be the same. Checked on every injection fixture,
// cut into seeded windows of 1–400 characters (firstAct reads a label's body or a sentence), with
// at least 400 windows where an act is found and 60 where the earliest comes from a regex after
// the first five (the lexicons); and on regexes that must stay alone (backreferences).
import assert from "node:assert/strict";
import { GENERALISED_POSITIVES } from "./fixtures/generalised_cases.ts";
import { INJECTION_NEGATIVES } from "./fixtures/injection_negatives.ts";
import { INJECTION_POSITIVES } from "./fixtures/injection_cases.ts";
import { PHRASING_NEGATIVES, PHRASING_POSITIVES } from "./fixtures/injection_phrasings.ts";
import { ACT_REGEXES, firstAct } from "../../src/audit/reader_acts.ts";
import { leftmostOf } from "../../src/audit/leftmost.ts";
import { Rng } from "../fuzz/_rng.ts";

function oneByOne(regexes: RegExp[], text: string): [number, number] {
  let at = -1;
  let by = -1;
  regexes.forEach((re, i) => {
    const m = re.exec(text);
    if (m && (at < 0 || m.index < at)) (at = m.index, by = i);
  });
  return [at, by];
}

Deno.test("leftmostOf: firstAct equals the act regexes run one by one", () => {
  const texts = [
    ...INJECTION_POSITIVES,
    ...PHRASING_POSITIVES,
    ...GENERALISED_POSITIVES,
    ...INJECTION_NEGATIVES,
    ...PHRASING_NEGATIVES,
  ].map((c) => c.text);
  const rng = new Rng(2020);
  let found = 0;
  let lexicon = 0;
  for (const text of texts) {
    for (let k = 0; k < 12; k++) {
      const from = k === 0 ? 0 : rng.int(text.length);
      const body = text.slice(from, from + 1 + rng.int(400));
      const [at, by] = oneByOne(ACT_REGEXES, body);
      assert.equal(firstAct(body), at, JSON.stringify(body));
      if (at >= 0) found++;
      if (by >= 5) lexicon++;
    }
  }
  console.log(`${found} windows with an act, ${lexicon} of them first found by a lexicon`);
  assert.ok(found >= 400, `acts found in ${found} windows`);
  assert.ok(lexicon >= 60, `earliest act from a lexicon in ${lexicon} windows`);
});

Deno.test("leftmostOf: regexes with backreferences are searched alone", () => {
  // Joined, the second's \1 would name the first's group: "xbb" would find nothing.
  const regexes = [/(a)\1/, /(b)\1/, /c(?<=c)/, /aa|ab/i];
  const first = leftmostOf(regexes);
  for (const text of ["xaab", "xbb", "bbaa", "xc", "zzz", "b", "cab", "AB"]) {
    assert.equal(first(text), oneByOne(regexes, text)[0], text);
  }
  assert.equal(first("xbb"), 1);
});
