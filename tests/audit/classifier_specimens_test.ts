// Classifier round 23: the benign-specimen generators (synth_v9.ts, measured and left off) and
// their switch in the training data. Off by default, so the shipped training is unchanged.
import assert from "node:assert/strict";
import { LANGS } from "../../scripts/classifier/lexicon.ts";
import { mergedLangs } from "../../scripts/classifier/lexicon_more.ts";
import { SPECIMEN } from "../../scripts/classifier/lexicon_v9.ts";
import { benignSpecimens, specimenAttacks } from "../../scripts/classifier/synth_v9.ts";
import { trainingExamples } from "../../scripts/classifier/data.ts";
import { DEFAULTS } from "../../scripts/classifier/train.ts";

Deno.test("every language's specimen frames carry one quote slot and a verdict", () => {
  assert.ok(Object.keys(SPECIMEN).length >= 30);
  for (const [code, f] of Object.entries(SPECIMEN)) {
    assert.ok(f.label.length >= 3 && f.verdict.length >= 3, code);
    for (const b of f.body) assert.equal(b.split("{q}").length, 2, `${code}: ${b}`);
  }
});

Deno.test("benign specimens are benign, seeded, mostly not English, and quote the order", () => {
  const a = benignSpecimens(300, 41), b = benignSpecimens(300, 41);
  assert.deepEqual(a, b);
  assert.notDeepEqual(benignSpecimens(300, 42), a);
  assert.ok(a.every((e) => !e.malicious && !e.text.includes("{q}")));
  const labels = Object.values(SPECIMEN).flatMap((f) => f.label);
  assert.ok(a.every((e) => labels.some((l) => e.text.includes(l))));
  const english = a.filter((e) => SPECIMEN.en.label.some((l) => e.text.includes(l))).length;
  assert.ok(english < 300 * 0.3, `${english} English`);
});

Deno.test("specimen attacks put an unquoted order beside the specimen", () => {
  const xs = specimenAttacks(200, 7);
  assert.ok(xs.every((e) => e.malicious));
  // Outside the specimen's own line an override phrase of the attack lexicons remains (the
  // English ones are composed otherwise, so most, not all, are checked this way).
  const labels = Object.values(SPECIMEN).flatMap((f) => f.label);
  const overrides = Object.values(mergedLangs(LANGS)).flatMap((l) => l.override);
  const ordered = xs.filter((e) => {
    const rest = e.text.split("\n").filter((l) => !labels.some((x) => l.includes(x))).join("\n");
    return overrides.some((o) => rest.includes(o));
  });
  assert.ok(ordered.length >= 200 * 0.7, `${ordered.length} of 200`);
});

Deno.test("the switch: no specimens in training unless asked for", async () => {
  const sets = ["v1" as const];
  const off = await trainingExamples(sets, DEFAULTS);
  const on = await trainingExamples(sets, { ...DEFAULTS, specimens: 50, specimenAttacks: 20 });
  assert.equal(on.length - off.length, 70);
  assert.deepEqual(on.slice(0, off.length).map((e) => e.text), off.map((e) => e.text));
  assert.equal(on.slice(off.length).filter((e) => e.malicious).length, 20);
});
