/**
 * Round 55's pool: held-out 57 (scored once after round 54, spent) is the fifty-ninth tuning set,
 * so the pool ranks over fifty-six batches, and the translation table is rebuilt from all fifty-nine
 * under round 48's rule (docs/rounds/srch55.md). Held-out 58 (written for a later
 * round, never scored) is in neither the default nor the table sets.
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 55: fifty-nine tuning sets, held-out 57 the newest, held-out 58 not among them", () => {
  assert.equal(DEFAULT_SETS.length, 59);
  assert.equal(new Set(DEFAULT_SETS).size, 59, "no set listed twice");
  assert.equal(DEFAULT_SETS[0], "heldout57");
  assert.equal(TRANSLATION_SETS.length, 59, "round 55 rebuilt the table from all fifty-nine");
  assert.equal(LATER_SETS.heldout57, 56);
  assert.ok(!DEFAULT_SETS.includes("heldout58"), "held-out 58 is never a default set");
  assert.ok(!TRANSLATION_SETS.includes("heldout58"), "held-out 58 never trains the table");
});

Deno.test("round 55: the pool ranks over exactly batches 1-56", async () => {
  const { tools, names } = await loadTuningPool();
  assert.equal(names.at(-1), "heldout57");
  assert.equal(names.length, 59);
  const { tools: upTo56, last } = await loadBatches(56);
  assert.equal(tools.length, upTo56.length);
  const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
  assert.equal(seen.size, last.size, "every server of batch 56 is in the pool");
  assert.ok(tools.length > (await loadBatches(55)).tools.length);
});
