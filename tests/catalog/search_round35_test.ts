/**
 * Round 35's pool: held-out 33 (scored once at 20:34 on round 34's table, spent) is the
 * thirty-fifth tuning set, so the pool ranks over thirty-two batches and the shipped translation
 * table learns from it; held-out 34 (never scored) is in neither.
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 35: thirty-five tuning sets, held-out 33 the newest, held-out 34 not among them", () => {
  assert.equal(DEFAULT_SETS.length, 35);
  assert.equal(new Set(DEFAULT_SETS).size, 35, "no set listed twice");
  assert.ok(DEFAULT_SETS.includes("heldout33"));
  assert.equal(LATER_SETS.heldout33, 32);
  assert.ok(TRANSLATION_SETS.includes("heldout33"), "the rebuilt table learns from held-out 33");
  assert.ok(!DEFAULT_SETS.includes("heldout34"));
  assert.ok(!TRANSLATION_SETS.includes("heldout34"));
});

Deno.test("round 35: the pool ranks over exactly batches 1-32", async () => {
  const { tools, names } = await loadTuningPool();
  assert.equal(names.at(-1), "heldout33");
  assert.equal(names.length, 35);
  const upTo32 = await loadBatches(32);
  assert.equal(tools.length, upTo32.tools.length);
  const batch32 = new Set(
    tools.filter((t) => upTo32.last.has(t.serverSlug)).map((t) => t.serverSlug),
  );
  assert.equal(batch32.size, upTo32.last.size, "every server of batch 32 is in the pool");
  assert.ok(tools.length > (await loadBatches(31)).tools.length);
});
