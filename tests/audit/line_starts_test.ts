// Multiline regexes whose alternatives all open with `^` are tried only at line starts
// (line_starts.ts, windows.execWindows): over seeded texts with every line terminator, empty lines
// and surrogate pairs, that must give exactly a plain scan, of whole texts and of keyword windows.
import assert from "node:assert/strict";
import { Rng } from "../fuzz/_rng.ts";
import { globalMatches, windowMatches } from "./_global_scan.ts";
import { lineLed } from "../../src/audit/line_starts.ts";
import { execWindows } from "../../src/audit/windows.ts";

const LED = [
  /^[ \t]*([A-Za-z_][\w.]{0,8})[ \t]*[:=][ \t]*(\S{2,12})[ \t]*$/dgm,
  /^\s*$/gm, // empty matches, and matches across lines
  /^(?:ab|c)d*|^[ \t]+x/gim,
  /^(?<=\n)ab/gm, // a look-behind after the line start
  /^.{0,3}/gmu, // surrogate pairs, empty matches at a terminator
  /^ab\r?\n^cd/gm, // a match that spans a line start
  /^x[^\n]*/m, // not global: one match per window
];
const PIECES = ["ab", "cd", "x", " ", "\t", "\n", "\r", "\r\n", "\u2028", "\u2029", "=", ":", "😀"];

function textOf(rng: Rng, min: number): string {
  let text = "";
  while (text.length < min) text += rng.pick(PIECES) + (rng.chance(0.3) ? "k_1" : "");
  return text;
}

function found(re: RegExp, text: string, at: number[] | null): string[] {
  const out: string[] = [];
  execWindows(re, text, at, 250, 350, (m, o) => void out.push(`${o + m.index}:${m[0]}`));
  return out;
}

Deno.test("line starts: which regexes are line-led", () => {
  for (const re of LED) assert.ok(lineLed(re), re.source);
  for (const re of [/^a|b/gm, /^a/g, /(?:^a)/gm, /\^a/gm, /[^a]b/gm, /x|^a/gm]) {
    assert.ok(!lineLed(re), re.source);
  }
});

Deno.test("line starts: whole texts and windows equal a plain scan, seeded", () => {
  const rng = new Rng(1212);
  let matched = 0;
  for (let n = 0; n < 150; n++) {
    const text = textOf(rng, n % 3 === 0 ? 300 : 2600);
    const at = [...new Set(Array.from({ length: rng.range(1, 8) }, () => rng.int(text.length)))]
      .sort((a, b) => a - b);
    for (const re of LED) {
      const whole = re.global
        ? globalMatches(re, text)
        : windowMatches(re, text, [0], 0, text.length);
      assert.deepEqual(found(re, text, null), whole, `${re} ${JSON.stringify(text)}`);
      const want = windowMatches(re, text, at, 250, 350);
      if (want.length > 0) matched++;
      assert.deepEqual(found(re, text, at), want, `${re} at ${at} ${JSON.stringify(text)}`);
    }
  }
  assert.ok(matched > 500, `only ${matched} windowed searches had a match`);
});
