/**
 * Round 48's pool: held-out 47 (scored once at the fourteenth session's end, spent) and held-out 48
 * (scored once at the fifteenth session's start, spent) are the forty-ninth and fiftieth tuning
 * sets, so the pool ranks over forty-seven batches, and the translation table is rebuilt from all
 * fifty (docs/rounds/srch48.md). Held-out 49 (written for a later session, never scored) is in
 * neither the default nor the table sets.
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 48: fifty tuning sets, held-out 48 the newest, held-out 49 not among them", () => {
  assert.equal(DEFAULT_SETS.length, 50);
  assert.equal(new Set(DEFAULT_SETS).size, 50, "no set listed twice");
  for (const name of ["heldout47", "heldout48"] as const) {
    assert.ok(DEFAULT_SETS.includes(name), name);
    assert.ok(TRANSLATION_SETS.includes(name), `the rebuilt table learns from ${name}`);
  }
  assert.equal(TRANSLATION_SETS.length, 50);
  assert.equal(LATER_SETS.heldout47, 46);
  assert.equal(LATER_SETS.heldout48, 47);
  assert.ok(!DEFAULT_SETS.includes("heldout49"), "held-out 49 is never a default set");
  assert.ok(!TRANSLATION_SETS.includes("heldout49"), "held-out 49 never trains the table");
});

Deno.test("round 48: the pool ranks over exactly batches 1-47", async () => {
  const { tools, names } = await loadTuningPool();
  assert.equal(names.at(-1), "heldout48");
  assert.equal(names.length, 50);
  const upTo47 = await loadBatches(47);
  assert.equal(tools.length, upTo47.tools.length);
  for (const batch of [46, 47]) {
    const { last } = await loadBatches(batch);
    const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
    assert.equal(seen.size, last.size, `every server of batch ${batch} is in the pool`);
  }
  assert.ok(tools.length > (await loadBatches(46)).tools.length);
});
