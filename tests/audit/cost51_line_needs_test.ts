// Cost round 51: a line-led regex with lineNeeds is not tried on a line that lacks all of its
// needed characters before the line's end. Checked here for the two regexes that register them
// (row-credential's, code_call_rules.ts; the YAML session block's, yaml_session_rules.ts), as
// copies: the search gives a plain global scan's matches over texts with every terminator, quotes
// and colons on the line, on the next line or nowhere, whole and in windows; and the gate acts.
import assert from "node:assert/strict";
import { lineLed, lineNeeds } from "../../src/audit/line_starts.ts";
import { execWindows } from "../../src/audit/windows.ts";

const ROW = /^[+-]?[ \t]*([A-Za-z_][\w.]{1,60})[ \t]+(["'])([^"'\s]{4,200})\2[ \t]*;?[ \t]*$/dgm;
const BLOCK =
  /^([ \t]*)(sess\w{0,5}|sesi\S{0,3}|sitzung|sessie|sesja|oturum)[ \t]*:[ \t]*\r?\n((?:\1[ \t]+[^\n]*(?:\n|$)){1,12})/dgim;
lineNeeds(ROW, `"'`);
lineNeeds(BLOCK, ":");

const PIECES = [
  `password "hunter2-very"`,
  `+  storePassword 'Zx9!kq77'`,
  `api_key "abcd1234efgh";`,
  "password hunter2-very",
  `password`,
  `"hunter2-very"`,
  "session:",
  "  sessionid: 0123456789abcdef0123456789abcdef",
  "Sitzung :",
  "  token: abcdefghijklmnop12345678",
  "sess",
  ": after",
  "plain prose about the release notes",
  "",
  "\t",
];
const TERMINATORS = ["\n", "\r\n", "\r", "\u2028", "\u2029", "\n\n"];

/** Seeded text of `n` pieces, each followed by a terminator (a few pieces glued to the next). */
function textOf(seed: number, n: number): string {
  let x = seed;
  const next = (k: number) => (x = (x * 48271) % 2147483647) % k;
  let out = "";
  for (let i = 0; i < n; i++) {
    out += PIECES[next(PIECES.length)];
    out += next(8) === 0 ? " " : TERMINATORS[next(TERMINATORS.length)];
  }
  return out;
}

function plain(re: RegExp, text: string): Array<[number, string]> {
  return [...text.matchAll(re)].map((m) => [m.index, m[0]]);
}

function searched(
  re: RegExp,
  text: string,
  at: number[] | null,
  after = text.length,
): Array<[number, string]> {
  const out: Array<[number, string]> = [];
  execWindows(re, text, at, 0, after, (m, offset) => void out.push([offset + m.index, m[0]]));
  return out;
}

Deno.test("both regexes are line-led", () => {
  assert.equal(lineLed(ROW), true);
  assert.equal(lineLed(BLOCK), true);
});

Deno.test("with lineNeeds, a whole-text search gives a global scan's matches", () => {
  let found = 0;
  for (let seed = 1; seed <= 60; seed++) {
    const text = textOf(seed, 300);
    for (const re of [ROW, BLOCK]) {
      const want = plain(re, text);
      found += want.length;
      assert.deepStrictEqual(searched(re, text, null), want, `${re.source.slice(0, 20)} ${seed}`);
    }
  }
  assert.ok(found > 1000, `${found}`);
});

Deno.test("with lineNeeds, windows opening mid-line read what a scan of their slice reads", () => {
  let found = 0;
  for (let seed = 61; seed <= 90; seed++) {
    const text = textOf(seed, 200);
    const at = [7, 301, 302, 1500, text.length - 40].filter((p) => p >= 0 && p < text.length);
    for (const re of [ROW, BLOCK]) {
      const out: Array<[number, string]> = [];
      for (const p of at) {
        const slice = text.slice(p, Math.min(text.length, p + 120));
        for (const [i, m] of plain(re, slice)) out.push([p + i, m]);
      }
      assert.deepStrictEqual(
        at.flatMap((p) => searched(re, text, [p], 120).filter(([i]) => i >= p && i < p + 120)),
        out,
      );
      found += out.length;
    }
  }
  assert.ok(found > 50, `${found}`);
});

Deno.test("the gate acts: needs no match holds drop every match", () => {
  const wrong = new RegExp(ROW.source, ROW.flags);
  lineNeeds(wrong, "#");
  const text = textOf(3, 300);
  assert.ok(plain(ROW, text).length > 10);
  assert.deepStrictEqual(searched(wrong, text, null), []);
});
