/**
 * Round 53's pool: held-out 55 (scored once after round 52, spent) is the fifty-seventh tuning set,
 * so the pool ranks over fifty-four batches, and the translation table is rebuilt from all
 * fifty-seven under round 48's rule (docs/rounds/srch53.md). Held-out 56 (written for a
 * later round, never scored here) is in neither the default nor the table sets.
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 53: fifty-seven tuning sets, held-out 55 the newest, held-out 56 not among them", () => {
  assert.equal(DEFAULT_SETS.length, 57);
  assert.equal(new Set(DEFAULT_SETS).size, 57, "no set listed twice");
  assert.equal(DEFAULT_SETS[0], "heldout55");
  assert.equal(TRANSLATION_SETS.length, 57, "round 53 rebuilt the table from all fifty-seven");
  assert.equal(LATER_SETS.heldout55, 54);
  assert.ok(!DEFAULT_SETS.includes("heldout56"), "held-out 56 is never a default set");
  assert.ok(!TRANSLATION_SETS.includes("heldout56"), "held-out 56 never trains the table");
});

Deno.test("round 53: the pool ranks over exactly batches 1-54", async () => {
  const { tools, names } = await loadTuningPool();
  assert.equal(names.at(-1), "heldout55");
  assert.equal(names.length, 57);
  const { tools: upTo54, last } = await loadBatches(54);
  assert.equal(tools.length, upTo54.length);
  const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
  assert.equal(seen.size, last.size, "every server of batch 54 is in the pool");
  assert.ok(tools.length > (await loadBatches(53)).tools.length);
});
