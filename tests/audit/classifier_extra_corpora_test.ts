// Classifier round 24: a training-only corpus can be kept for its attacks only (extraAttacksOnly)
// while the others keep the shipped default (extraOnly: "benign"), on the real trn corpora.
import assert from "node:assert/strict";
import { keepCases, trainCorpus } from "../../scripts/classifier/data.ts";
import { DEFAULTS } from "../../scripts/classifier/train.ts";

Deno.test("extraAttacksOnly keeps one corpus's attacks; the others stay benign-only", async () => {
  const trn6 = await trainCorpus("trn6"), trn1 = await trainCorpus("trn1");
  const o = { ...DEFAULTS, extra: ["trn1", "trn2", "trn6"], extraAttacksOnly: ["trn6"] };
  const six = keepCases("trn6", trn6, o), one = keepCases("trn1", trn1, o);
  assert.equal(six.length, trn6.filter((c) => c.malicious).length);
  assert.ok(six.length > 300 && six.every((c) => c.malicious));
  assert.equal(one.length, trn1.filter((c) => !c.malicious).length);
  assert.ok(one.length > 300 && one.every((c) => !c.malicious));
});

Deno.test("extraWhole keeps both halves; the shipped defaults never name trn6", async () => {
  const trn6 = await trainCorpus("trn6");
  const whole = keepCases("trn6", trn6, { ...DEFAULTS, extraWhole: ["trn6"] });
  assert.equal(whole.length, trn6.length);
  assert.ok(whole.some((c) => c.malicious) && whole.some((c) => !c.malicious));
  // Measured in round 24 and left out: neither variant met its adoption rule.
  assert.deepEqual(DEFAULTS.extra, ["trn1", "trn2"]);
  assert.equal(DEFAULTS.extraAttacksOnly, undefined);
});
