// The reach derived from a regex's syntax tree (scripts/audit_rule_reach.ts) must bound every
// match: over seeded regexes built from the constructs the phrase rules use, and seeded texts,
// no match is longer than its derived span, and unbounded quantifiers are reported as such.
import assert from "node:assert/strict";
import { regexReach } from "../../scripts/audit_rule_reach.ts";
import { Rng } from "../fuzz/_rng.ts";

Deno.test("regexReach: known spans, lookarounds and unbounded quantifiers", () => {
  assert.deepEqual(regexReach(/abc/), { match: 3, before: 0, after: 0 });
  assert.deepEqual(regexReach(/a{2,5}|xy/i), { match: 5, before: 0, after: 0 });
  assert.equal(regexReach(/a\s+b/).match, Infinity);
  assert.deepEqual(regexReach(/(?<=x{3})y(?=z{1,4})/), { match: 1, before: 3, after: 4 });
  assert.deepEqual(regexReach(/\bok\b/), { match: 2, before: 1, after: 1 });
  assert.equal(regexReach(/(ab)\1/).match, 4);
  assert.equal(regexReach(/\u{1F600}/u).match, 2);
  assert.equal(regexReach(/[x\u{1F600}]/u).match, 2); // a class may match a surrogate pair
});

const ATOMS = ["a", "b", "[ab]", "\\s", "\\w", ".", "(?:a|bb)", "(?:ab|b)"];
const QUANT = ["", "?", "{0,3}", "{2}", "{1,2}", "*", "+"];

function randomRegex(rng: Rng): RegExp {
  const parts: string[] = [];
  for (let k = 1 + rng.int(4); k > 0; k--) {
    parts.push(ATOMS[rng.int(ATOMS.length)] + QUANT[rng.int(QUANT.length)]);
  }
  const alt = rng.int(3) === 0 ? "|" + ATOMS[rng.int(ATOMS.length)] : "";
  return new RegExp(parts.join("") + alt, "g");
}

Deno.test("regexReach: no match of 2,000 seeded regexes is longer than its span", () => {
  const rng = new Rng(16);
  let bounded = 0, unbounded = 0;
  for (let i = 0; i < 2000; i++) {
    const re = randomRegex(rng);
    const text = Array.from({ length: 60 }, () => "ab \n"[rng.int(4)]).join("");
    const r = regexReach(re);
    const longest = Math.max(0, ...[...text.matchAll(re)].map((m) => m[0].length));
    if (r.match === Infinity) {
      unbounded++;
      assert.match(re.source, /[*+]/, `${re} reported unbounded`);
    } else {
      bounded++;
      assert.ok(longest <= r.match, `${re}: a match of ${longest} > ${r.match}`);
      assert.doesNotMatch(re.source, /[*+]/, `${re} reported bounded`);
    }
  }
  assert.ok(bounded > 300 && unbounded > 300, `${bounded} bounded, ${unbounded} unbounded`);
});
