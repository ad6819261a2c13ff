// Issue 13, cost round 36: holdsAny answers a run-shaped hint on a text shorter than its least
// match without the regex, and the one-class hints on a short text from one test of the text
// for unusual characters. These tests hold it to the regex itself on every hinted rule's hint.
import assert from "node:assert/strict";
import { holdsAny } from "../../src/audit/char_census.ts";
import { TEXT_RULES } from "../../src/audit/text_scan.ts";
import { REALISTIC_BENIGN, realisticSecrets } from "./fixtures/realistic.ts";
import { ALL_POSITIVES } from "./fixtures/quality.ts";

const HINTS = TEXT_RULES.flatMap((r) => (r.hint ? [r.hint] : []));
const FOREIGN = [/[пПкК]/, /[\u0400-\u04FF]/, /[éÉüÜ]/];

/** Whether `re` matches `text`, as a fresh copy without g/y says. */
const truth = (re: RegExp, text: string) =>
  new RegExp(re.source, re.flags.replace(/[gy]/g, "")).test(text);

function texts(): string[] {
  const base = [
    ...REALISTIC_BENIGN,
    ...realisticSecrets().map((c) => c.text),
    ...ALL_POSITIVES.map((c) => c.text),
  ];
  // Every length around the runs' least lengths, and rows repeated (the remembered text).
  const out: string[] = [];
  for (const t of base) {
    for (const n of [5, 11, 12, 13, 16, 24, 27, 28, 29, 40, 100, 1023, 1024, 5000]) {
      out.push(t.slice(0, n), t.slice(Math.max(0, t.length - n)));
    }
    out.push(t, t);
  }
  return out;
}

Deno.test("holdsAny agrees with the regex on every hint, short and long texts", () => {
  let hits = 0, misses = 0;
  const all = texts();
  for (const t of all) {
    for (const re of [...HINTS, ...FOREIGN]) {
      const want = truth(re, t);
      assert.equal(holdsAny(re, t), want, `${re.source} on ${JSON.stringify(t.slice(0, 60))}`);
      want ? hits++ : misses++;
    }
  }
  // Both answers occur often, so a fast path that always said one of them would fail above.
  assert.ok(hits > 1000 && misses > 1000, `${hits} ${misses}`);
});

Deno.test("a short text's plainness is not carried over to the next text", () => {
  const cyr = /[пП]/;
  assert.equal(holdsAny(cyr, "plain ascii row value"), false);
  assert.equal(holdsAny(cyr, "строка про пароль"), true);
  assert.equal(holdsAny(cyr, "plain ascii row value"), false);
  assert.equal(holdsAny(/[éÉ]/, "café au lait"), true);
});
