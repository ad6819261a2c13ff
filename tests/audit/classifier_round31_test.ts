// Classifier round 31: v35-v48 named as tuning sets and folds, and v31-v48 joined the full model's
// training; the gate keeps its v1-v23 data (its cost on long JSON values, rounds 18 and 20).
import assert from "node:assert/strict";
import { TUNING_DIRS, TUNING_SETS } from "../../scripts/classifier/data.ts";
import { DEFAULTS } from "../../scripts/classifier/train.ts";

const upTo = (n: number) => Array.from({ length: n }, (_, i) => `v${i + 1}`);

Deno.test("the tuning sets run v1-v48 in order, each read from its own fixture folder", () => {
  assert.deepEqual(TUNING_SETS.slice(0, 48), upTo(48));
  assert.equal(TUNING_DIRS.v1, "heldout");
  assert.equal(TUNING_DIRS.v35, "heldout_v35");
  assert.equal(TUNING_DIRS.v48, "heldout_v48");
});

Deno.test("the full model learns from v1-v48, the gate from v1-v23 only", () => {
  assert.deepEqual(upTo(48).filter((s) => DEFAULTS.trainSkip?.includes(s)), []);
  assert.deepEqual(TUNING_SETS.filter((s) => !DEFAULTS.gateSkip?.includes(s)), upTo(23));
});
