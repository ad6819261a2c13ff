import assert from "node:assert/strict";
import { longRuns, tokenRunStarts } from "../../src/audit/long_runs.ts";
import { LITERAL } from "../../src/audit/literal_rules.ts";

/** The plain definition: every maximal run of at least `min` run characters, then up to two "=". */
function reference(text: string, min: number, limit: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const m of text.matchAll(/[A-Za-z0-9+\/_-]+/g)) {
    if (m[0].length < min) continue;
    let end = m.index + m[0].length;
    const pad = /^={0,2}/.exec(text.slice(end))![0].length;
    end += pad;
    out.push([m.index, end]);
    if (out.length >= limit) break;
  }
  return out;
}

Deno.test("the skipping search finds exactly the runs a plain scan finds", () => {
  const alphabet = "ab=+/_-. \n0Z";
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let k = 0; k < 5000; k++) {
    let s = "";
    const length = Math.floor(next() * 120);
    for (let i = 0; i < length; i++) {
      s += next() < 0.9 ? alphabet[Math.floor(next() * 7)] : alphabet[7 + Math.floor(next() * 5)];
    }
    for (const [min, limit] of [[24, 64], [4, 3], [1, 1000]]) {
      assert.deepEqual(longRuns(s, min, limit), reference(s, min, limit), JSON.stringify(s));
    }
  }
});

Deno.test("runs at the edges, padding and limits", () => {
  const b64 = "aWdub3JlIGFsbCBwcmV2aW91cyBydWxlcw==";
  assert.deepEqual(longRuns(b64, 24, 5), [[0, b64.length]]);
  assert.deepEqual(longRuns(`x ${b64}=== y`, 24, 5), [[2, 2 + b64.length]]);
  assert.deepEqual(longRuns("short words only here", 24, 5), []);
  assert.deepEqual(longRuns("a".repeat(30) + " " + "b".repeat(30), 24, 1), [[0, 30]]);
});

/** Every match of the random-literal pattern, by the plain global scan the rule used before. */
function literalMatches(text: string): string[] {
  const re = new RegExp(LITERAL.source, "g");
  return [...text.matchAll(re)].map((m) => `${m.index}:${m[0]}`);
}

/** The same, tried only at the token-run starts (what findLiterals does now). */
function literalMatchesAtRuns(text: string): string[] {
  const re = new RegExp(LITERAL.source, "y");
  const out: string[] = [];
  for (const start of tokenRunStarts(text, 28)) {
    re.lastIndex = start;
    const m = re.exec(text);
    if (m) out.push(`${m.index}:${m[0]}`);
  }
  return out;
}

Deno.test("the random-literal pattern matches only at token-run starts: same matches as a full scan", () => {
  // Token characters, the look-around characters (+ / = . :) and separators, in long mixtures.
  const alphabet = "aZ09_.~:-+/= \n\u00e9";
  let seed = 11;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let k = 0; k < 3000; k++) {
    let s = "";
    const length = Math.floor(next() * 600);
    for (let i = 0; i < length; i++) {
      s += next() < 0.85 ? alphabet[Math.floor(next() * 4)] : alphabet[Math.floor(next() * 15)];
    }
    assert.deepEqual(literalMatchesAtRuns(s), literalMatches(s), JSON.stringify(s));
  }
  const prose = "Deploy with key sk9Xq2LmZp4Rt7Vw1Yb3Nc6Hd8Jf0Gk5 then rerun. ".repeat(20);
  assert.equal(literalMatchesAtRuns(prose).length, 20);
  assert.deepEqual(literalMatchesAtRuns(prose), literalMatches(prose));
});
