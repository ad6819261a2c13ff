// Cost round 52: otherUnitsOf must give what hint_holds.ts read before, the distinct code units
// past ASCII in order of first occurrence, for every text: lone and paired surrogates, every
// code unit at least once, long runs, and texts with more distinct units than one call's pieces.
import assert from "node:assert/strict";
import { otherUnits, otherUnitsOf } from "../../src/audit/other_units.ts";
import { withTextMemo } from "../../src/audit/text_memo.ts";
import { Rng } from "../fuzz/_rng.ts";

const before = (text: string) => [...new Set(text.match(/[\u0080-\uffff]/g) ?? [])].join("");

function randomText(rng: Rng): string {
  const parts: string[] = [];
  for (let n = rng.range(0, 60); n > 0; n--) {
    const kind = rng.int(5);
    if (kind === 0) parts.push("plain ascii words, 123; ".repeat(rng.range(1, 5)));
    else if (kind === 1) parts.push(String.fromCharCode(rng.range(0x80, 0xffff)));
    else if (kind === 2) parts.push(String.fromCharCode(rng.range(0xd800, 0xdfff))); // lone half
    else if (kind === 3) parts.push("😀ü€\u200b".slice(rng.int(5)));
    else parts.push(String.fromCharCode(rng.range(0, 0x7f), rng.range(0x7f, 0x100)));
  }
  return parts.join("");
}

Deno.test("otherUnitsOf equals the match-and-Set reading on seeded texts", () => {
  const rng = new Rng(52);
  for (let k = 0; k < 3000; k++) {
    const text = randomText(rng);
    assert.equal(otherUnitsOf(text), before(text), JSON.stringify(text));
  }
  for (const text of ["", "ascii only", "\x7f\x80", "\uffff", "é".repeat(5000) + "a" + "ü"]) {
    assert.equal(otherUnitsOf(text), before(text));
  }
});

Deno.test("otherUnitsOf lists every code unit past ASCII, in order, across its pieces", () => {
  let all = "";
  for (let c = 0xffff; c >= 0x80; c--) all += String.fromCharCode(c);
  const text = all + "x" + all.slice(0, 9000);
  assert.equal(otherUnitsOf(text), before(text));
  assert.equal(otherUnitsOf(text).length, 0x10000 - 0x80);
});

Deno.test("otherUnits answers alike inside and outside an audit", () => {
  const text = "résumé 😀 " + "ascii ".repeat(500) + "Ω";
  assert.equal(otherUnits(text), before(text));
  withTextMemo(() => {
    assert.equal(otherUnits(text), before(text));
    assert.equal(otherUnits(text), before(text)); // the memo's answer
  });
});
