// shannonEntropy counts ASCII text in an array (cost round 20): the value must equal, to the last
// bit, the Map-based count it replaced, summed in the same first-seen order. Seeded strings over
// small and large alphabets, with a non-ASCII character or a surrogate pair at a random place
// (the Map path), one after another so the shared table is left clear each time.
import assert from "node:assert/strict";
import { shannonEntropy } from "../../src/audit/checksums.ts";
import { Rng } from "../fuzz/_rng.ts";

function reference(text: string): number {
  if (text.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const ch of text) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const c of counts.values()) {
    const p = c / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

Deno.test("shannonEntropy equals the Map count bit for bit", () => {
  const rng = new Rng(20);
  const alphabets = [
    "ab",
    "0123456789abcdef",
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=-_!#",
  ];
  let mapPath = 0;
  for (let k = 0; k < 20_000; k++) {
    const abc = alphabets[k % alphabets.length];
    let s = "";
    const n = rng.int(80);
    for (let i = 0; i < n; i++) s += abc[rng.int(abc.length)];
    if (k % 7 === 0 && s.length > 0) {
      const at = rng.int(s.length);
      s = s.slice(0, at) + (k % 2 ? "é" : "😀") + s.slice(at);
      mapPath++;
    }
    assert.ok(Object.is(shannonEntropy(s), reference(s)), JSON.stringify(s));
  }
  assert.ok(mapPath > 2000);
  assert.ok(Object.is(shannonEntropy(""), 0));
  assert.ok(Object.is(shannonEntropy("aaaa"), reference("aaaa")));
});
