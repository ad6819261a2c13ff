// The de-obfuscated reading decodes percent-encoded runs found by PERCENT_RUN, which rejects
// offsets inside a run of token characters by a look-behind: over seeded texts it must give
// exactly the matches of the plain pattern without it.
import assert from "node:assert/strict";
import { Rng } from "../fuzz/_rng.ts";
import { globalMatches } from "./_global_scan.ts";
import { PERCENT_RUN } from "../../src/audit/canonical_view.ts";

const PLAIN = /[A-Za-z0-9._~+-]*(?:%[0-9A-Fa-f]{2}[A-Za-z0-9._~+-]*){2,}/g;
const PIECES = [
  "%41",
  "%2f",
  "%4",
  "%zz",
  "%",
  "%%41",
  "abc",
  "a.b~c",
  "+",
  "-",
  "_",
  "9",
  " ",
  "/",
  "é",
  "\n",
];

Deno.test("percent runs: same matches as the plain pattern over 5,000 seeded texts", () => {
  const rng = new Rng(23);
  let matched = 0;
  for (let n = 0; n < 5000; n++) {
    let text = "";
    for (let k = 1 + rng.int(24); k > 0; k--) text += rng.pick(PIECES);
    const expected = globalMatches(PLAIN, text);
    if (expected.length > 1) matched++;
    assert.deepEqual(globalMatches(PERCENT_RUN, text), expected, JSON.stringify(text));
  }
  assert.ok(matched > 200, `only ${matched} texts with two matches or more`);
});
