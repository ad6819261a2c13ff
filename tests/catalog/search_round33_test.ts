/**
 * Round 33's pool: held-out 31 (scored once after round 31, spent) is the thirty-third tuning
 * set, so the pool ranks over thirty batches and the shipped translation table learns from it;
 * held-out 32 (never scored) is in neither.
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 33: thirty-three tuning sets, held-out 31 the newest, held-out 32 not among them", () => {
  assert.equal(DEFAULT_SETS.length, 33);
  assert.equal(new Set(DEFAULT_SETS).size, 33, "no set listed twice");
  assert.ok(DEFAULT_SETS.includes("heldout31"));
  assert.equal(LATER_SETS.heldout31, 30);
  assert.ok(TRANSLATION_SETS.includes("heldout31"), "the rebuilt table learns from held-out 31");
  assert.ok(!DEFAULT_SETS.includes("heldout32"));
  assert.ok(!TRANSLATION_SETS.includes("heldout32"));
  assert.ok(!DEFAULT_SETS.includes("heldout33") && !TRANSLATION_SETS.includes("heldout33"));
});

Deno.test("round 33: the pool ranks over exactly batches 1-30", async () => {
  const { tools, names } = await loadTuningPool();
  assert.equal(names.at(-1), "heldout31");
  assert.equal(names.length, 33);
  const upTo30 = await loadBatches(30);
  assert.equal(tools.length, upTo30.tools.length);
  const batch30 = new Set(
    tools.filter((t) => upTo30.last.has(t.serverSlug)).map((t) => t.serverSlug),
  );
  assert.equal(batch30.size, upTo30.last.size, "every server of batch 30 is in the pool");
  assert.ok(tools.length > (await loadBatches(29)).tools.length);
});
