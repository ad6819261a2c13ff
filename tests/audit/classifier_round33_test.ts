// Classifier round 33: v51 and v52 named as tuning sets and leave-one-set-out folds; like v49 and
// v50 they are not training data (trainSkip) and the gate keeps its v1-v23 data (gateSkip).
import assert from "node:assert/strict";
import { fixtureSet, TUNING_DIRS, TUNING_SETS } from "../../scripts/classifier/data.ts";
import { DEFAULTS } from "../../scripts/classifier/train.ts";

Deno.test("v51 and v52 follow v50 in the tuning sets, each read from its own fixture folder", async () => {
  assert.deepEqual(TUNING_SETS.slice(48, 52), ["v49", "v50", "v51", "v52"]);
  assert.equal(TUNING_DIRS.v51, "heldout_v51");
  assert.equal(TUNING_DIRS.v52, "heldout_v52");
  // A fold needs both kinds to score attacks and false alarms.
  for (const s of ["v51", "v52"] as const) {
    const cases = await fixtureSet(s);
    assert.ok(cases.some((c) => c.malicious) && cases.some((c) => !c.malicious), s);
  }
});

Deno.test("v49-v52 are folds but neither the full model's nor the gate's data", () => {
  const folds = ["v49", "v50", "v51", "v52"];
  assert.ok(folds.every((s) => DEFAULTS.trainSkip?.includes(s)));
  assert.ok(folds.every((s) => DEFAULTS.gateSkip?.includes(s)));
});
