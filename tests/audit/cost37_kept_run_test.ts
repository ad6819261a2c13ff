// Cost round 37: a phrase rule's own regex runs without the top-level alternatives that need a
// character the text lacks (hint_holds.keptRun); the matches must be the whole regex's, and a
// rule none of whose alternatives the text can hold must match nowhere in it.
import assert from "node:assert/strict";
import { keptRun, planOf } from "../../src/audit/hint_holds.ts";
import { PHRASE_RULES } from "../../src/audit/injection_rules.ts";
import "../../src/audit/phrase_scan.ts"; // registers the rules' global copies (their residues)
import { residueOf } from "../../src/audit/regex_index.ts";
import { REALISTIC_BENIGN } from "./fixtures/realistic.ts";
import { ALL_POSITIVES } from "./fixtures/quality.ts";

const GLOBAL = PHRASE_RULES.map((r) => new RegExp(r.re.source, r.re.flags.replace("g", "") + "g"));

function matches(re: RegExp, text: string): string[] {
  return [...text.matchAll(re)].map((m) => `${m.index}:${m[0].length}`);
}

const PROSE =
  "The build finished quickly and the team shipped the release notes to everyone on Monday.";

Deno.test("keptRun: on plain prose, rules are skipped or shortened, never lengthened", () => {
  let skipped = 0, shortened = 0;
  for (const re of GLOBAL) {
    const plan = planOf(re);
    const kept = keptRun(re, PROSE);
    if (plan === null) {
      assert.equal(kept, undefined);
      continue;
    }
    if (kept === null) skipped++;
    else if (kept !== undefined) {
      shortened++;
      assert.ok(kept.re.source.length <= re.source.length);
      assert.equal(kept.re.flags, re.flags);
    }
  }
  assert.ok(skipped > 5, `skipped ${skipped}`);
  assert.ok(shortened > 5, `shortened ${shortened}`);
});

Deno.test("keptRun: the kept regex and residue match exactly where the whole ones do", () => {
  const attacks = ALL_POSITIVES.map((c) => c.text);
  const texts = [PROSE, ...REALISTIC_BENIGN, ...attacks.slice(0, 400)];
  texts.push(REALISTIC_BENIGN.join("\n\n").repeat(2) + "\n" + attacks.slice(0, 20).join("\n"));
  let compared = 0, nulls = 0;
  for (const text of texts) {
    for (const re of GLOBAL) {
      const kept = keptRun(re, text);
      if (kept === undefined) continue;
      if (kept === null) {
        nulls++;
        assert.deepEqual(matches(re, text), [], re.source.slice(0, 80));
        continue;
      }
      compared++;
      assert.deepEqual(matches(kept.re, text), matches(re, text), re.source.slice(0, 80));
      const residue = residueOf(re);
      if (residue === undefined) assert.equal(kept.residue, undefined);
      else {
        const want = matches(residue, text);
        assert.deepEqual(kept.residue ? matches(kept.residue, text) : [], want);
      }
    }
  }
  assert.ok(compared > 100 && nulls > 100, `compared ${compared}, nulls ${nulls}`);
});
