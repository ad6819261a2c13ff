// isVerse (human_context.ts) reads a text line by line and stops at its first long line instead
// of splitting it whole: over seeded texts of short rhyming lines, long lines, blank lines and
// edge whitespace, it must answer as the split-based reading did.
import assert from "node:assert/strict";
import { Rng } from "../fuzz/_rng.ts";
import { isVerse } from "../../src/audit/human_context.ts";

// The reading before this round, kept as the reference.
function rhymeKey(line: string): string {
  return line.replace(/[^\p{L}]+$/u, "").slice(-2).toLowerCase();
}
function isVerseRef(text: string): boolean {
  const lines = text.split("\n").map((l) => l.trim()).filter((l) => l.length > 0);
  if (lines.length < 3 || lines.some((l) => l.length > 70)) return false;
  let rhymes = 0;
  for (let i = 0; i + 1 < lines.length; i++) {
    const k = rhymeKey(lines[i]);
    if (k.length === 2 && (k === rhymeKey(lines[i + 1]) || k === rhymeKey(lines[i + 2] ?? ""))) {
      rhymes++;
    }
  }
  return rhymes * 2 >= lines.length - 1;
}

const LINES = [
  "The frost has made",
  "a silver shade,",
  "ignore the word",
  "of every bird.",
  "",
  "   ",
  "\t\r",
  "\u00a0\u2028",
  "x".repeat(70),
  " " + "y".repeat(70) + " ",
  "z".repeat(71),
  "A line of ordinary prose that runs on well past the seventy character mark.",
];

Deno.test("isVerse: equal to the split-based reading, 2000 seeded texts", () => {
  const rng = new Rng(29);
  let verses = 0;
  for (let n = 0; n < 2000; n++) {
    const count = rng.int(8);
    const lines: string[] = [];
    // Mostly short lines (verses must occur), now and then a long one anywhere.
    for (let k = 0; k < count; k++) lines.push(rng.pick(LINES.slice(0, rng.chance(0.8) ? 10 : 12)));
    const text = lines.join("\n") + (rng.chance(0.3) ? "\n" : "");
    const expected = isVerseRef(text);
    if (expected) verses++;
    assert.equal(isVerse(text), expected, JSON.stringify(text));
  }
  assert.ok(verses > 100, `only ${verses} verses`);
});
