// Cost round 15: `snake` (keyed_codes.ts) converts each member name once and keeps it in a bounded
// memo. Over seeded names, more than the memo holds and many repeated, every answer equals the
// conversion done afresh, whether the name was cached, evicted or new.
import assert from "node:assert/strict";
import { Rng } from "../fuzz/_rng.ts";
import { personalCodeMember, snake } from "../../src/audit/keyed_codes.ts";

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

// Cost round 16: which name test a member name passes is also kept per name (bounded). Probe
// members answered with the memo cold must be answered the same after thousands of other names
// have evicted it, and the known positives stay positive.
const PROBES: Array<[Record<string, unknown>, string, unknown, string, boolean | undefined]> = [
  [{ pin: "4821" }, "pin", "4821", "/card", true],
  [{ appPin: "4821" }, "appPin", "4821", "/user", true],
  [
    { tpk: "0123456789ABCDEF0123456789ABCDEF" },
    "tpk",
    "0123456789ABCDEF0123456789ABCDEF",
    "/t",
    true,
  ],
  [{ title: "login fails" }, "title", "login fails", "/rows/0", false],
  [{ code: "4821" }, "code", "4821", "/rows/0", undefined],
  [
    { codes: ["25641-88213", "11930-55102"] },
    "codes",
    ["25641-88213", "11930-55102"],
    "/backup",
    undefined,
  ],
  [
    { recovery: ["25641-88213", "11930-55102"] },
    "recovery",
    ["25641-88213", "11930-55102"],
    "/a",
    undefined,
  ],
  [{ passcode: "482190" }, "passcode", "482190", "/rows/0/maintenance", true],
  [{ code: "4821-AB12-CD34" }, "code", "4821-AB12-CD34", "/giftCard", undefined],
  [{ email: "a@example.com" }, "email", "a@example.com", "/author", false],
];

Deno.test("personalCodeMember: the same answers with the name memo cold, warm and evicted", () => {
  const cold = PROBES.map(([o, k, c, p]) => personalCodeMember(o, k, c, p));
  PROBES.forEach(([, k, , , want], i) => want === undefined || assert.equal(cold[i], want, k));
  const rng = new Rng(1616);
  for (let n = 0; n < 5000; n++) {
    const k = name(rng);
    personalCodeMember({ [k]: "4821" }, k, "4821", "/x");
    if (n % 500 === 0) {
      PROBES.forEach(([o, key, c, p], i) =>
        assert.equal(personalCodeMember(o, key, c, p), cold[i], key)
      );
    }
  }
});
