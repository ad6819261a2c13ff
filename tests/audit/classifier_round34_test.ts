// Classifier round 34: v53 and v54 named as tuning sets and leave-one-set-out folds; like v49-v52
// they are not training data (trainSkip) and the gate keeps its v1-v23 data (gateSkip).
import assert from "node:assert/strict";
import { fixtureSet, TUNING_DIRS, TUNING_SETS } from "../../scripts/classifier/data.ts";
import { DEFAULTS } from "../../scripts/classifier/train.ts";

Deno.test("v53 and v54 close the tuning sets, each read from its own fixture folder", async () => {
  assert.deepEqual(TUNING_SETS.slice(48), ["v49", "v50", "v51", "v52", "v53", "v54"]);
  assert.equal(TUNING_DIRS.v53, "heldout_v53");
  assert.equal(TUNING_DIRS.v54, "heldout_v54");
  // A fold needs both kinds to score attacks and false alarms.
  for (const s of ["v53", "v54"] as const) {
    const cases = await fixtureSet(s);
    assert.ok(cases.some((c) => c.malicious) && cases.some((c) => !c.malicious), s);
  }
});

Deno.test("v49-v54 are folds but neither the full model's nor the gate's data", () => {
  const folds = ["v49", "v50", "v51", "v52", "v53", "v54"];
  assert.deepEqual(TUNING_SETS.filter((s) => DEFAULTS.trainSkip?.includes(s)), folds);
  assert.ok(folds.every((s) => DEFAULTS.gateSkip?.includes(s)));
});
