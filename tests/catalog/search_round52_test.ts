/**
 * Round 52's pool: held-out 54 (scored once at the eighteenth session's start, spent) is the
 * fifty-sixth tuning set, so the pool ranks over fifty-three batches, and the translation table is
 * rebuilt from all fifty-six under round 48's rule (docs/rounds/srch52.md).
 * Held-out 55 (written for a later round, never scored here) is in neither the default nor the
 * table sets.
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 52: fifty-six tuning sets, held-out 54 the newest, held-out 55 not among them", () => {
  assert.equal(DEFAULT_SETS.length, 56);
  assert.equal(new Set(DEFAULT_SETS).size, 56, "no set listed twice");
  assert.equal(DEFAULT_SETS[0], "heldout54");
  assert.equal(TRANSLATION_SETS.length, 56, "round 52 rebuilt the table from all fifty-six");
  assert.equal(LATER_SETS.heldout54, 53);
  assert.ok(!DEFAULT_SETS.includes("heldout55"), "held-out 55 is never a default set");
  assert.ok(!TRANSLATION_SETS.includes("heldout55"), "held-out 55 never trains the table");
});

Deno.test("round 52: the pool ranks over exactly batches 1-53", async () => {
  const { tools, names } = await loadTuningPool();
  assert.equal(names.at(-1), "heldout54");
  assert.equal(names.length, 56);
  const { tools: upTo53, last } = await loadBatches(53);
  assert.equal(tools.length, upTo53.length);
  const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
  assert.equal(seen.size, last.size, "every server of batch 53 is in the pool");
  assert.ok(tools.length > (await loadBatches(52)).tools.length);
});
