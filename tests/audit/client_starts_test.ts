// The database-client rule tries its regex only where clientStarts says a match can begin: over
// seeded texts built from the pieces the regex reacts to, it must give exactly the matches of a
// plain global scan.
import assert from "node:assert/strict";
import { Rng } from "../fuzz/_rng.ts";
import { globalMatches } from "./_global_scan.ts";
import { CLIENTS, clientStarts } from "../../src/audit/carrier_rules.ts";
import { execAtStarts } from "../../src/audit/windows.ts";
import { buildGate, gateHits } from "../../src/audit/keyword_gate.ts";
import { TEXT_GATE_ENTRIES } from "../../src/audit/text_scan.ts";
import { eachWord, wordSet } from "../../src/audit/gate_words.ts";

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
  // A backslash and the next letter are one JSON escape to the keyword gate: `\redis-cli`
  // holds no keyword for it, yet the regex matches there.
  "\\redis-cli -a Pw12345",
  "\\requirepass foobar",
  "\\\\",
  "\\n",
  "\\",
  "MYSQL -pabc123",
  "Redis-cli -a x1y2z3",
];

function plainScan(text: string): string[] {
  return globalMatches(CLIENTS, text);
}

function startScan(text: string, at: number[] | null = null): string[] {
  const out: string[] = [];
  execAtStarts(CLIENTS, text, clientStarts(text, at), (m, offset) => {
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

const GATE = buildGate(TEXT_GATE_ENTRIES);
const RULE = TEXT_GATE_ENTRIES.find((e) => e.rule.id === "client-password")!.rule;

Deno.test("client starts from the rule's keyword hits: same matches as a global scan", () => {
  const rng = new Rng(29);
  const next = () => rng.next();
  let gated = 0;
  let escaped = 0;
  for (let n = 0; n < 4000; n++) {
    let text = "";
    const parts = 1 + Math.floor(next() * 12);
    for (let k = 0; k < parts; k++) text += PIECES[Math.floor(next() * PIECES.length)];
    const at = gateHits(GATE, text).get(RULE);
    if (!at) continue; // no keyword: the rule is not run; null: the plain search above
    gated++;
    const expected = plainScan(text);
    if (expected.some((m) => text[Number(m.split(":")[0]) - 1] === "\\")) escaped++;
    assert.deepEqual(startScan(text, at), expected, JSON.stringify(text));
  }
  assert.ok(gated > 2000 && escaped > 50, `${gated} gated texts, ${escaped} with an escape`);
});

Deno.test("gate words: every occurrence, overlapping ones too, with and without keyword hits", () => {
  const set = wordSet(["abab", "ba", "bab", "rab"], ["ab", "ba", "rab"]);
  const texts = ["ababab", "xbabab\\rabab", "\\\\rab ABAB bab", "\\rabab"];
  for (const text of texts) {
    const expected: string[] = [];
    for (const w of set.words) {
      for (let i = text.indexOf(w); i >= 0; i = text.indexOf(w, i + 1)) expected.push(`${i}:${w}`);
    }
    const at = [...text.matchAll(/(?=ab|ba|rab)/gi)].map((m) => m.index!);
    for (const hits of [null, at.filter((p) => text[p - 1] !== "\\")]) {
      const got: string[] = [];
      eachWord(text, set, hits, (i, w) => got.push(`${i}:${w}`));
      assert.deepEqual(got.sort(), expected.sort(), JSON.stringify([text, hits]));
    }
  }
});
