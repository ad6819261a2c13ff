// Cost round 15: `snake` (keyed_codes.ts) converts each member name once and keeps it in a bounded
// memo. Over seeded names, more than the memo holds and many repeated, every answer equals the
// conversion done afresh, whether the name was cached, evicted or new.
import assert from "node:assert/strict";
import { Rng } from "../fuzz/_rng.ts";
import { snake } from "../../src/audit/keyed_codes.ts";

function fresh(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase().replace(/[\s.-]+/g, "_");
}

const PARTS = [
  "app",
  "Pin",
  "pin",
  "parent",
  "Code",
  "code",
  "PUK",
  "sim",
  "recovery",
  "x9",
  "Gate",
];
const GLUE = ["", "_", "-", ".", " ", "  ", "-."];

function name(rng: Rng): string {
  let s = "";
  const parts = 1 + rng.int(4);
  for (let k = 0; k < parts; k++) s += (k ? rng.pick(GLUE) : "") + rng.pick(PARTS);
  return rng.chance(0.2) ? s + rng.int(5000) : s;
}

Deno.test("snake: memoised names equal a fresh conversion, across evictions", () => {
  const rng = new Rng(1515);
  const seen: string[] = [];
  for (let n = 0; n < 6000; n++) {
    const s = seen.length > 0 && rng.chance(0.5) ? rng.pick(seen) : name(rng);
    seen.push(s);
    assert.equal(snake(s), fresh(s), s);
  }
});
