/**
 * Round 30's pool: held-out 29 (scored once after round 29, spent) is the thirty-first tuning
 * set, so the pool ranks over twenty-eight batches and the shipped translation table learns from
 * it; held-out 30 (never scored) is in neither.
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 30: thirty-one tuning sets, held-out 29 the newest, held-out 30 not among them", () => {
  assert.equal(DEFAULT_SETS.length, 31);
  assert.ok(DEFAULT_SETS.includes("heldout29"));
  assert.ok(!DEFAULT_SETS.includes("heldout30"));
  assert.equal(LATER_SETS.heldout29, 28);
  assert.ok(TRANSLATION_SETS.includes("heldout29"));
  assert.ok(!TRANSLATION_SETS.includes("heldout30"));
  // Held-out 31 (written after round 30) is never a default or table set either.
  assert.ok(!DEFAULT_SETS.includes("heldout31"));
  assert.ok(!TRANSLATION_SETS.includes("heldout31"));
});

Deno.test("round 30: the pool ranks over exactly batches 1-28", async () => {
  const { tools, names } = await loadTuningPool();
  assert.equal(names.at(-1), "heldout29");
  const upTo28 = await loadBatches(28);
  assert.equal(tools.length, upTo28.tools.length);
  const batch28 = new Set(
    tools.filter((t) => upTo28.last.has(t.serverSlug)).map((t) => t.serverSlug),
  );
  assert.equal(batch28.size, upTo28.last.size, "every server of batch 28 is in the pool");
  assert.ok(tools.length > (await loadBatches(27)).tools.length);
});
