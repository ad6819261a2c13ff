// The database-client rule tries its regex only where clientStarts says a match can begin: over
// seeded texts built from the pieces the regex reacts to, it must give exactly the matches of a
// plain global scan.
import assert from "node:assert/strict";
import { Rng } from "../fuzz/_rng.ts";
import { globalMatches } from "./_global_scan.ts";
import { CLIENTS, clientStarts } from "../../src/audit/carrier_rules.ts";
import { execAtStarts } from "../../src/audit/windows.ts";

const PIECES = [
  "mysql -u root -pS3cretPw ",
  "mysqldump --user=x -p'hunter22' db",
  'mariadb-dump -p"abc123"',
  "redis-cli -h host -a P4ssword",
  "redis-cli --pass  'quoted1'",
  "AUTH default s3cret",
  "AUTH tok3n",
  ">AUTH pw1234",
  "> \tAUTH user pw9876",
  "requirepass foobared",
  "  masterauth 'm4ster'",
  "nomysql -pxyz123",
  "AUTHORS file",
  " ",
  "\t",
  "\n",
  "\r",
  "\u2028",
  ">",
  "|",
  ";",
  "x",
  "-p",
  "  ",
];

function plainScan(text: string): string[] {
  return globalMatches(CLIENTS, text);
}

function startScan(text: string): string[] {
  const out: string[] = [];
  execAtStarts(CLIENTS, text, clientStarts(text), (m, offset) => {
    out.push(`${offset + m.index}:${m[0]}`);
  });
  return out;
}

Deno.test("client starts: same matches as a global scan over 4,000 seeded texts", () => {
  const rng = new Rng(13);
  const next = () => rng.next();
  let matched = 0;
  for (let n = 0; n < 4000; n++) {
    let text = "";
    const parts = 1 + Math.floor(next() * 12);
    for (let k = 0; k < parts; k++) text += PIECES[Math.floor(next() * PIECES.length)];
    const expected = plainScan(text);
    if (expected.length > 0) matched++;
    assert.deepEqual(startScan(text), expected, JSON.stringify(text));
  }
  assert.ok(matched > 500, `only ${matched} texts had a match`);
});

Deno.test("client starts: a line start or `>` before the blanks of AUTH is a candidate", () => {
  const text = "x\n \t AUTH pw1234\ny> AUTH other99";
  const starts = clientStarts(text);
  assert.ok(starts.includes(2) && starts.includes(18));
  assert.deepEqual(startScan(text), plainScan(text));
  assert.equal(plainScan(text).length, 2);
});
