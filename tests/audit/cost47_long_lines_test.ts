// Cost round 47: line starts looked up only as far back as a rule reads them, commented-key's
// hits on a line already read skipped unread, and the ASCII proof's word test as one regex. Each
// gives the answers of the code it replaced (written out here as the reference).
import assert from "node:assert/strict";
import { lineStartWithin } from "../../src/audit/near_line_start.ts";
import { COMMENTED_KEY_RULES } from "../../src/audit/commented_key_rules.ts";
import { asciiNeeds, mayMatchAscii, needsOf } from "../../src/audit/ascii_proof.ts";
import { LATIN } from "../../src/audit/intent_foreign.ts";
import { SCRIPT_LEXICONS } from "../../src/audit/intent_scripts.ts";
import { ALNUM, rand } from "./fixtures/random.ts";
import { REALISTIC_BENIGN } from "./fixtures/realistic.ts";

/** A seeded generator (mulberry32): the same texts on every run. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Texts of letters, blanks and line breaks at densities from none to most characters. */
function texts(n: number): string[] {
  const r = seeded(47);
  const out = ["", "\n", "\n\n", "a", "\na", "a\n"];
  for (let k = 0; k < n; k++) {
    const len = Math.floor(r() * 120);
    const breaks = r() * r();
    let t = "";
    for (let i = 0; i < len; i++) t += r() < breaks ? "\n" : r() < 0.2 ? " " : "k";
    out.push(t);
  }
  return out;
}

Deno.test("lineStartWithin is lastIndexOf's line start when within reach, else -1", () => {
  let checked = 0;
  for (const text of texts(400)) {
    for (let from = 1; from <= text.length; from++) {
      for (const reach of [0, 1, 5, 30, 40]) {
        const start = text.lastIndexOf("\n", from - 1) + 1;
        assert.equal(lineStartWithin(text, from, reach), from - start > reach ? -1 : start);
        checked++;
      }
    }
  }
  assert.ok(checked > 50_000);
});

// commented-key before this round read each hit's line start, then skipped the hit when that
// line had been read (its start at or before the last one read).
function firstPerLine(text: string, at: number[]): number[] {
  let done = -1;
  return at.filter((p) => {
    const s = text.lastIndexOf("\n", p - 1) + 1;
    if (s <= done) return false;
    done = s;
    return true;
  });
}

Deno.test("commented-key finds with every hit what it finds with each line's first hit", () => {
  const find = COMMENTED_KEY_RULES[0].find;
  const nouns = /passw|passphrase|secret|token|key|pin|passcode/gi;
  const secret = rand(ALNUM, 30);
  const block = `# DocuSign integration secret\ndocusign = "${secret}"\n`;
  // A one-line JSON result (no line break: every noun on one 20 KB line), then prose and blocks.
  const json = JSON.stringify(
    Array.from({ length: 300 }, (_, i) => ({ id: i, input_tokens: i, api_key_id: `k${i}` })),
  );
  const r = seeded(4747);
  const cases = [
    json,
    `${json}\n${block}`,
    `\n${block}${json}`,
    `token${block}`,
    `${block}${block.replace("secret", "token key pin")}`,
  ];
  for (let k = 0; k < 60; k++) {
    const parts = REALISTIC_BENIGN.slice(k % 20, k % 20 + 6);
    parts.splice(Math.floor(r() * parts.length), 0, block, json.slice(0, 2000));
    cases.push(parts.join(r() < 0.5 ? "\n" : " "));
  }
  let found = 0;
  for (const text of cases) {
    const at = [...text.matchAll(nouns)].map((m) => m.index!);
    const unsorted = [...at].reverse();
    for (const hits of [at, unsorted]) {
      const got = find(text, hits);
      assert.deepEqual(got, find(text, firstPerLine(text, hits)));
      found += got.length;
    }
    assert.deepEqual(find(text, null), find(text, firstPerLine(text, at)));
  }
  assert.ok(found > 30, `${found} findings`);
});

Deno.test("mayMatchAscii answers as a search for each needed word did", () => {
  const lists = [...LATIN, ...SCRIPT_LEXICONS]
    .flatMap((l) => Object.values(l.classes))
    .filter((re): re is RegExp => re instanceof RegExp)
    .map(needsOf)
    .filter((n): n is string[] => n !== undefined);
  assert.ok(lists.length > 100);
  const odd = asciiNeeds(/(?:a\\b|x\.y|\(q\)|\[r\]|t\|u|v\/w|c-d|\^e\$|f\*\+\?|g\s+h)/)!;
  lists.push(odd, [], [""]);
  const words = lists.flat().filter((w) => w.length > 0);
  const r = seeded(7);
  const samples = ["", "a\\b", "x.y (q) [r]", "t|u v/w c-d ^e$ f*+? g h", "xzy q r tu"];
  for (let k = 0; k < 300; k++) {
    const w = words[Math.floor(r() * words.length)];
    const cut = Math.floor(r() * w.length);
    samples.push(
      `${REALISTIC_BENIGN[k % REALISTIC_BENIGN.length].slice(0, 80)} ${w.slice(0, cut)}`,
    );
    samples.push(`please ${w} now`.toLowerCase());
  }
  let yes = 0;
  for (const needs of lists) {
    for (const lower of samples) {
      const expected = needs.some((w) => lower.includes(w));
      assert.equal(mayMatchAscii(needs, lower), expected, `${needs.slice(0, 3)} in ${lower}`);
      if (expected) yes++;
    }
  }
  assert.ok(yes > 300, `${yes} lists could match`);
});
