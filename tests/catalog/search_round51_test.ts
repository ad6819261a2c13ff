/**
 * Round 51's pool: held-out 53 (scored once at the seventeenth session's end, spent) is the
 * fifty-fifth tuning set, so the pool ranks over fifty-two batches, and the translation table is
 * rebuilt from all fifty-five under round 48's rule (docs/rounds/srch51.md).
 * Held-out 54 (written for a later session, never scored here) is in neither the default nor the
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

Deno.test("round 51: fifty-five tuning sets, held-out 53 the newest, held-out 54 not among them", () => {
  assert.equal(DEFAULT_SETS.length, 55);
  assert.equal(new Set(DEFAULT_SETS).size, 55, "no set listed twice");
  assert.ok(DEFAULT_SETS.includes("heldout53"));
  assert.equal(TRANSLATION_SETS.length, 55);
  assert.equal(LATER_SETS.heldout53, 52);
  assert.ok(!DEFAULT_SETS.includes("heldout54"), "held-out 54 is never a default set");
  assert.ok(!TRANSLATION_SETS.includes("heldout54"), "held-out 54 never trains the table");
});

Deno.test("round 51: the pool ranks over exactly batches 1-52", async () => {
  const { tools, names } = await loadTuningPool();
  assert.equal(names.at(-1), "heldout53");
  assert.equal(names.length, 55);
  const upTo52 = await loadBatches(52);
  assert.equal(tools.length, upTo52.tools.length);
  const { last } = await loadBatches(52);
  const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
  assert.equal(seen.size, last.size, "every server of batch 52 is in the pool");
  assert.ok(tools.length > (await loadBatches(51)).tools.length);
});
