// Issue 13, cost round 31: kept_spans.ts runs its record-label regex (ASIDE_LABEL) only when the
// text before the value ends with a closing bracket and then only blanks and connectors
// (endsWithAside). These tests check that the cheap test never refuses a text the regex matches.
import assert from "node:assert/strict";
import { ASIDE_LABEL, endsWithAside, withoutKeptSpans } from "../../src/audit/kept_spans.ts";
import { REALISTIC_BENIGN, realisticSecrets } from "./fixtures/realistic.ts";

Deno.test("every code unit: after a closing bracket, the cheap test agrees with the regex's tail", () => {
  const tail = /[)）]\s*[:：=,;|\-–>]*\s*$/iu;
  for (let c = 0; c < 0x10000; c++) {
    const ch = String.fromCharCode(c);
    for (const close of [")", "）"]) {
      // One character after the bracket: the regex's tail accepts it only if the cheap test does.
      if (tail.test(close + ch)) assert.ok(endsWithAside(close + ch), `U+${c.toString(16)}`);
    }
  }
});

Deno.test("record labels the regex matches pass the cheap test; labels without an aside do not", () => {
  const asides = [
    "tracking number (gift card): ",
    "Sendungsnummer (Gutschein);",
    "- order no. (card) =>  ",
    "invoice nr (Geschenk）：",
    "| ticket (voucher) | ",
    "booking ref (promo)\u3000=\t",
  ];
  for (const before of asides) {
    assert.ok(ASIDE_LABEL.test(before), before);
    assert.ok(endsWithAside(before), before);
  }
  for (const before of ["password: ", "api key (prod) for ", "token=", "", ")x: "]) {
    assert.ok(!endsWithAside(before), before);
  }
});

Deno.test("on real texts, no window the regex matches is refused by the cheap test", () => {
  const texts = [...REALISTIC_BENIGN, ...realisticSecrets().map((c) => c.text)];
  for (const text of texts) {
    // The windows the cheap test refuses: the regex matches none of them.
    for (let p = 1; p <= text.length; p++) {
      const before = text.slice(Math.max(0, p - 120), p);
      if (!endsWithAside(before)) assert.ok(!ASIDE_LABEL.test(before), before);
    }
  }
  // A value filed under a record label with an aside is still dropped.
  const text = "tracking number (gift card): 7QX9ZK2LPW4R";
  const s = { start: 29, end: text.length, rule: "credential-slot", category: "secret" as const };
  assert.equal(text.slice(s.start, s.end), "7QX9ZK2LPW4R");
  assert.deepEqual(withoutKeptSpans(text, [s]), []);
  const plain = "tracking number: 7QX9ZK2LPW4R";
  const t = { ...s, start: 17, end: plain.length };
  assert.deepEqual(withoutKeptSpans(plain, [t]), [t]);
});
