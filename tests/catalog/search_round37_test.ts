/**
 * Round 37's pool: held-out 36 (scored once at 23:23 on round 36's table, spent) is the
 * thirty-eighth tuning set, so the pool ranks over thirty-five batches and the shipped
 * translation table learns from it; held-out 37 (written this session, never scored) is in
 * neither.
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 37: thirty-eight tuning sets, held-out 36 the newest, held-out 37 not among them", () => {
  assert.equal(DEFAULT_SETS.length, 38);
  assert.equal(new Set(DEFAULT_SETS).size, 38, "no set listed twice");
  assert.ok(DEFAULT_SETS.includes("heldout36"));
  assert.ok(TRANSLATION_SETS.includes("heldout36"), "the rebuilt table learns from held-out 36");
  assert.equal(LATER_SETS.heldout36, 35);
  assert.ok(!DEFAULT_SETS.includes("heldout37"));
  assert.ok(!TRANSLATION_SETS.includes("heldout37"));
});

Deno.test("round 37: the pool ranks over exactly batches 1-35", async () => {
  const { tools, names } = await loadTuningPool();
  assert.equal(names.at(-1), "heldout36");
  assert.equal(names.length, 38);
  const upTo35 = await loadBatches(35);
  assert.equal(tools.length, upTo35.tools.length);
  const batch35 = new Set(
    tools.filter((t) => upTo35.last.has(t.serverSlug)).map((t) => t.serverSlug),
  );
  assert.equal(batch35.size, upTo35.last.size, "every server of batch 35 is in the pool");
  assert.ok(tools.length > (await loadBatches(34)).tools.length);
});
