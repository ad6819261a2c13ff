// Classifier round 32: v49 and v50 named as tuning sets and leave-one-set-out folds; they are not
// training data (trainSkip) and the gate keeps its v1-v23 data (gateSkip).
import assert from "node:assert/strict";
import { TUNING_DIRS, TUNING_SETS } from "../../scripts/classifier/data.ts";
import { DEFAULTS } from "../../scripts/classifier/train.ts";

Deno.test("v49 and v50 follow v48 in the tuning sets, each read from its own fixture folder", () => {
  assert.deepEqual(TUNING_SETS.slice(48, 50), ["v49", "v50"]);
  assert.equal(TUNING_DIRS.v49, "heldout_v49");
  assert.equal(TUNING_DIRS.v50, "heldout_v50");
});

Deno.test("v49 and v50 are folds but neither the full model's nor the gate's data", () => {
  assert.ok(DEFAULTS.trainSkip?.includes("v49") && DEFAULTS.trainSkip?.includes("v50"));
  assert.ok(DEFAULTS.gateSkip?.includes("v49") && DEFAULTS.gateSkip?.includes("v50"));
});
