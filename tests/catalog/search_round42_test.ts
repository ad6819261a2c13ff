/**
 * Round 42's pool: held-out 41 (scored once at the eleventh session's end, spent) and held-out 42
 * (scored once at the twelfth session's start, spent) are the forty-third and forty-fourth tuning
 * sets, so the shipped translation table learns from both.
 * (Held-out 43 and 44 joined the pool in round 44; search_round44_test.ts counts the pool now.)
 */
import assert from "node:assert/strict";
import {
  DEFAULT_SETS,
  LATER_SETS,
  loadBatches,
  loadTuningPool,
} from "../../scripts/search_eval.ts";
import { TRANSLATION_SETS } from "../../src/catalog/search_translate_table.ts";

Deno.test("round 42: held-out 41 and 42 are default and table sets (round 48's pool test counts the sets)", () => {
  for (const name of ["heldout41", "heldout42"] as const) {
    assert.ok(DEFAULT_SETS.includes(name), name);
    assert.ok(TRANSLATION_SETS.includes(name), `the rebuilt table learns from ${name}`);
  }
  assert.equal(LATER_SETS.heldout41, 40);
  assert.equal(LATER_SETS.heldout42, 41);
  // Held-out 45 and 46 (default sets since round 46) and 47 and 48 (since round 48) train the
  // table round 48 rebuilt.
  for (const later of ["heldout45", "heldout46", "heldout47", "heldout48"]) {
    assert.ok(TRANSLATION_SETS.includes(later), later);
  }
  // Held-out 49 and 50 (default sets since round 49) train the table round 49 rebuilt.
  for (const later of ["heldout49", "heldout50"]) {
    assert.ok(DEFAULT_SETS.includes(later) && TRANSLATION_SETS.includes(later), later);
  }
  // Held-out 51 and 52 (default sets since round 50) train the table round 50 rebuilt.
  for (const later of ["heldout51", "heldout52"]) {
    assert.ok(DEFAULT_SETS.includes(later) && TRANSLATION_SETS.includes(later), later);
  }
  // Held-out 53 (a default set since round 51) trains the table round 51 rebuilt.
  assert.ok(DEFAULT_SETS.includes("heldout53") && TRANSLATION_SETS.includes("heldout53"));
  // Held-out 54 (a default set since round 52) trains the table round 52 rebuilt.
  assert.ok(DEFAULT_SETS.includes("heldout54") && TRANSLATION_SETS.includes("heldout54"));
  // Held-out 55 (a default set since round 53) trains the table round 53 rebuilt.
  assert.ok(DEFAULT_SETS.includes("heldout55") && TRANSLATION_SETS.includes("heldout55"));
  // Held-out 56 (a default set since round 54) trains the table round 54 rebuilt.
  assert.ok(DEFAULT_SETS.includes("heldout56") && TRANSLATION_SETS.includes("heldout56"));
  // Held-out 57 (a default set since round 55) trains the table round 55 rebuilt.
  assert.ok(DEFAULT_SETS.includes("heldout57") && TRANSLATION_SETS.includes("heldout57"));
  // Held-out 58 (a default set since round 56) trains the table round 56 rebuilt.
  assert.ok(DEFAULT_SETS.includes("heldout58") && TRANSLATION_SETS.includes("heldout58"));
  // Held-out 59 (a default set since round 57) trains the table round 57 rebuilt.
  assert.ok(DEFAULT_SETS.includes("heldout59") && TRANSLATION_SETS.includes("heldout59"));
  // Held-out 60 (a default set since round 58) trains the table round 58 rebuilt.
  assert.ok(DEFAULT_SETS.includes("heldout60") && TRANSLATION_SETS.includes("heldout60"));
  // Held-out 61 and 62 (default sets since round 59) train the table round 59 rebuilt.
  for (const later of ["heldout61", "heldout62"]) {
    assert.ok(DEFAULT_SETS.includes(later) && TRANSLATION_SETS.includes(later), later);
  }
  // Held-out 63 (a default set since round 61) trains the table round 61 rebuilt.
  assert.ok(DEFAULT_SETS.includes("heldout63") && TRANSLATION_SETS.includes("heldout63"));
  // Held-out 64 (a default set since round 62) trains the table round 62 rebuilt.
  assert.ok(DEFAULT_SETS.includes("heldout64") && TRANSLATION_SETS.includes("heldout64"));
  // Held-out 65 (a default set since round 63) is one the shipped table never saw: round 63's
  // rebuild was not adopted (docs/rounds/srch63.md), so it does not train round 62's table.
  assert.ok(DEFAULT_SETS.includes("heldout65") && !TRANSLATION_SETS.includes("heldout65"));
  // Held-out 66 (scored once, not yet joined) is in neither list.
  assert.ok(!DEFAULT_SETS.includes("heldout66") && !TRANSLATION_SETS.includes("heldout66"));
});

Deno.test("round 42: every server of batches 40 and 41 is in the pool", async () => {
  const { tools } = await loadTuningPool();
  for (const batch of [40, 41]) {
    const { last } = await loadBatches(batch);
    const seen = new Set(tools.filter((t) => last.has(t.serverSlug)).map((t) => t.serverSlug));
    assert.equal(seen.size, last.size, `every server of batch ${batch} is in the pool`);
  }
});
